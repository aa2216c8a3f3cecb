/// The escape sequences this package writes to a terminal (ECMA-48 and the xterm private
/// modes every current terminal understands).
public enum ControlSequence {
  /// Switches to the alternate screen, keeping the shell's screen to return to.
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns to the screen the alternate screen was entered from.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor.
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Asks the terminal to mark pasted text with `ESC [ 200 ~` and `ESC [ 201 ~`.
  public static let enableBracketedPaste = "\u{1B}[?2004h"
  /// Stops marking pasted text.
  public static let disableBracketedPaste = "\u{1B}[?2004l"
  /// Moves the cursor to the top left corner and clears the screen.
  public static let clearScreen = "\u{1B}[H\u{1B}[2J"
  /// Erases from the cursor to the end of its line.
  public static let eraseToEndOfLine = "\u{1B}[K"
  /// Turns every style off.
  public static let resetStyle = "\u{1B}[0m"

  /// Moves the cursor to `row` and `column`, both counted from 0.
  public static func moveTo(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  /// Moves the cursor `columns` to the right.
  public static func cursorForward(_ columns: Int) -> String {
    "\u{1B}[\(columns)C"
  }
}
