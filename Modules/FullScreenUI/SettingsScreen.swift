import Coordinators
import Phrasebook
import ProfileFeature
import TerminalCommands

/// The settings: the order every recipe list follows, one row per choice.
struct SettingsScreen: FullScreenView {
  let viewModel: SettingsViewModel

  var model: AnyObject { viewModel }
  var title: String { "Settings" }

  var lines: [Line] {
    var lines: [Line] = [.text("Settings", .title), .text("Recipe order:")]
    for order in viewModel.choices {
      let mark = order == viewModel.order ? "•" : " "
      lines.append(
        .button("\(mark) \(order.rawValue)", .sort(order.rawValue), detail: summary(order.rawValue))
      )
    }
    if let error = viewModel.problem {
      lines.append(.text(Phrasebook.orderNotSaved(error), .problem))
    }
    return lines
  }

  private func summary(_ word: String) -> String {
    switch word {
    case "title": "by title, A to Z"
    case "time": "shortest first, ties by title"
    default: "the catalogue's order"
    }
  }
}

extension FullScreenViews {
  func settings(_ model: SettingsViewModel) -> Output { SettingsScreen(viewModel: model) }
}
