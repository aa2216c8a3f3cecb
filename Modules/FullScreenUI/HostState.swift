import Coordinators
import HomeFeature
import Links
import Navigation
import TerminalKit

/// What the host keeps about one screen between events: where it is scrolled to, what is
/// selected, and its fields. It is kept by view model, so going back to a screen finds its
/// selection as it was, and it goes when the view model goes.
struct ScreenState {
  weak var model: AnyObject?
  var viewport = Viewport()
  var fields: [String: TextField] = [:]
  /// Whether a selected field takes the keys; Esc leaves the field, Enter or ↑↓ come back.
  var isEditing = true
  /// Whether the screen was on screen at the last frame, so that it loads when it appears.
  var isVisible = false
  /// Whether it was ever asked to load, as a level of the stack named in the breadcrumb is
  /// once, so that its title is known.
  var wasLoaded = false
}

/// A box over everything but the header, the status and the hints.
enum Overlay {
  /// Output longer than the status line (`:help`, `:tree`, a refusal with its reason).
  case text([Line], Viewport)
  /// Every level of the stack as it was when the menu opened, to pop to one in one write.
  case backMenu(path: [RouteID], titles: [String], Viewport)
}

/// The `:` command line or the `/` search field, at the bottom.
struct Prompt {
  enum Kind {
    case command
    case search
  }

  /// The longest command line: `open` and a link as long as links may be.
  static let commandLineLimit = DeepLink.maximumLength + 16
  /// The longest search, as the recipe list takes it.
  static let searchLimit = RecipeListViewModel.maximumQueryLength

  let kind: Kind
  var editor: LineEditor
  /// Words Tab could not choose between, shown where the key hints are.
  var candidates: [String] = []
  /// Something to say about the line, such as that it is full, shown where the hints are.
  var notice: String?
}

/// One screen on top of another: the base (the top of the stack, or the root), a sheet or
/// alert over it, the global slot's modal over everything.
struct ScreenLayer {
  enum Kind {
    case base
    case presented
    case modal
  }

  let kind: Kind
  let screen: any ScreenModel
  let view: any FullScreenView

  /// The search applied to the recipe list when it is the screen, which Esc clears, as a
  /// search field's cancel does, since there is nothing under the list to go back to.
  @MainActor var appliedSearch: String? {
    guard kind == .base, let list = screen as? RecipeListViewModel, !list.query.isEmpty else {
      return nil
    }
    return list.query
  }
}
