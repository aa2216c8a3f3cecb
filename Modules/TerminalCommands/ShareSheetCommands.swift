import Coordinators
import DetailFeature
import Foundation

/// The share sheet's three exits. The terminal obtains an export's destination from the path
/// the user types, relative to the working directory.
struct ShareSheetCommands: ScreenCommands {
  /// The longest export path accepted, in bytes.
  static let maximumPathLength = 1024

  let viewModel: ShareRecipeViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "link", summary: "show the recipe's link"),
      CommandHelp(
        usage: "export PATH", summary: "save the recipe as a Markdown file at PATH",
        examples: ["export recipe.md"]),
      CommandHelp(usage: "cancel", summary: "close the sheet"),
    ]
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .link: await viewModel.linkTapped()
    case .export(let path):
      switch destination(of: path) {
      case .success(let url): await viewModel.exportTapped(to: url)
      case .failure(let problem): return .message(problem.message)
      }
    case .cancel: await viewModel.cancelTapped()
    default: return .notHere
    }
    return .done
  }

  private func destination(of path: String) -> Result<URL, ScreenResponseError> {
    guard !path.isEmpty else {
      return .failure(
        .init(message: "Say where to export, such as: export \(viewModel.suggestedFileName)"))
    }
    guard path.utf8.count <= Self.maximumPathLength,
      !SafeText.containsUnsafeCharacters(path)
    else {
      return .failure(
        .init(message: "That path is too long or contains control or bidirectional characters."))
    }
    guard !path.hasSuffix("/") else {
      return .failure(
        .init(
          message:
            "Name a file, not a folder, such as: export \(path)\(viewModel.suggestedFileName)"))
    }
    let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return .success(
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : working.appendingPathComponent(path))
  }
}

extension ScreenCommandsVisitor {
  func shareSheet(_ model: ShareRecipeViewModel) -> Output { ShareSheetCommands(viewModel: model) }
}
