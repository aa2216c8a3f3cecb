import Coordinators
import Phrasebook
import ProfileFeature

/// The settings: the order every recipe list follows.
struct SettingsView: ScreenView {
  let viewModel: SettingsViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Settings"), "Recipe order:"]
    for order in viewModel.choices {
      let mark = order == viewModel.order ? "•" : " "
      let word = order.rawValue + String(repeating: " ", count: max(1, 8 - order.rawValue.count))
      lines.append("  \(mark) \(word)\(summary(of: order.rawValue))")
    }
    if let error = viewModel.problem {
      lines.append(style.problem(Phrasebook.orderNotSaved(error)))
    }
    return lines
  }

  private func summary(of word: String) -> String {
    switch word {
    case "title": "by title, A to Z"
    case "time": "shortest first, ties by title"
    default: "the catalogue's order"
    }
  }
}

extension LineViews {
  func settings(_ model: SettingsViewModel) -> Output { SettingsView(viewModel: model) }
}
