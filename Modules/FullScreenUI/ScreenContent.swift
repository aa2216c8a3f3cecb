import TerminalCommands
import TerminalKit

/// One line of a screen's content, as a full-screen view declares it: text in a style, and,
/// when it can be selected, what Enter does on it. Text lines wrap to the width; selectable
/// lines are cut to one row.
struct Line {
  /// What Enter does on a selectable line.
  enum Item {
    /// Runs a command, exactly as typing it at the `:` line would.
    case command(Command)
    /// Opens the `:` line holding this text, for a command that needs more, such as a path.
    case prompt(String)
    /// A text field; Enter moves on from it, and on the last field submits the form.
    case field(Field)
    /// Submits the form with the values of its fields.
    case submit
  }

  /// A second thing a selected row does, on a key of its own, as a platform's swipe action:
  /// `d` deletes a pantry item.
  struct SwipeAction {
    let key: Character
    let label: String
    let command: Command
  }

  var text: String
  var style: TextStyle = .plain
  /// Less important text after `text`, drawn dimmed, as a list row's author and time.
  var detail = ""
  var item: Item?
  var swipeAction: SwipeAction?
  /// Whether the line is selected when the screen appears, as a platform's default button
  /// is: an alert's safe choice. Without one, the first selectable line is.
  var isDefault = false
  /// The column a wrapped row of this line starts at, as under a listing's second column;
  /// by default a wrapped row keeps the line's indentation.
  var hangingIndent: Int?

  /// A line of text.
  static func text(_ text: String, _ style: TextStyle = .plain) -> Line {
    Line(text: text, style: style)
  }

  /// An empty line.
  static var blank: Line { Line(text: "") }

  /// A selectable line that runs `command`; `isDefault` selects it when the screen appears.
  static func button(
    _ text: String, _ command: Command, detail: String = "", isDefault: Bool = false
  ) -> Line {
    Line(text: text, detail: detail, item: .command(command), isDefault: isDefault)
  }

  /// A text field.
  static func field(_ field: Field) -> Line {
    Line(text: field.label, item: .field(field))
  }
}

/// A text field of a form, such as the user name on the sign-in screen.
struct Field {
  /// The name of the value in the form, such as `user`.
  let name: String
  /// What the field is for, shown before it.
  let label: String
  /// Whether the value is a secret, shown as bullets.
  var isSecret = false
  /// The value the view model holds, shown until the user edits the field.
  var value = ""
  /// The most characters the field takes; typing past it is refused with a message.
  var maxLength = 256
  /// The command that hands an edited value to the view model when the field loses the
  /// focus, as a binding would; `nil` keeps the value in the field until the form is sent.
  var commit: ((String) -> Command)?
}

extension TextStyle {
  static let title = TextStyle(bold: true, foreground: .cyan)
  static let heading = TextStyle(bold: true)
  static let dimmed = TextStyle(dim: true)
  static let problem = TextStyle(foreground: .red)
  static let success = TextStyle(foreground: .green)
}

extension Key {
  /// Whether the key types one character.
  var isCharacter: Bool { character != nil }

  /// The character the key types, if it types one.
  var character: Character? {
    if case .character(let character) = self { character } else { nil }
  }

  /// How many characters the key types into a field: one for a character, a paste's length.
  var insertedLength: Int {
    switch self {
    case .character: 1
    case .paste(let text): text.count
    default: 0
    }
  }
}
