import AdwaitaKit
import Phrasebook
import ProfileFeature
import Services

/// The settings, pushed over Profile: the order of every recipe list, one radio button each.
@MainActor
final class SettingsPage: Page {
  private let viewModel: SettingsViewModel
  private let layout = PageLayout()
  private let problem = StatusLine(isProblem: true)
  private var choices: [(order: RecipeOrder, button: RadioButton)] = []

  init(viewModel: SettingsViewModel, context: PageContext) {
    self.viewModel = viewModel
    layout.append(heading("Settings"), heading("Order of recipe lists", style: "heading"))
    var group: RadioButton?
    for order in viewModel.choices {
      let button = RadioButton(Self.name(of: order), group: group)
      group = group ?? button
      button.isActive = order == viewModel.order
      button.onToggled { [weak button] in
        guard button?.isActive == true, viewModel.order != order else { return }
        context.send { await viewModel.choose(order) }
      }
      layout.append(button)
      choices.append((order, button))
    }
    layout.append(problem.label)
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { .page(layout.root, title: "Settings") }

  private func update() {
    problem.show(viewModel.problem.map(Phrasebook.orderNotSaved))
    for (order, button) in choices where button.isActive != (order == viewModel.order) {
      button.isActive = order == viewModel.order
    }
  }

  private static func name(of order: RecipeOrder) -> String {
    switch order {
    case .catalogue: "Default order"
    case .title: "By title"
    case .time: "By time"
    }
  }
}

extension ScreenPages {
  func settings(_ model: SettingsViewModel) -> Output {
    SettingsPage(viewModel: model, context: context)
  }
}
