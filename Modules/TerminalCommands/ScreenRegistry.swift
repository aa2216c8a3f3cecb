import Coordinators

/// Where each screen's terminal commands come from: each method of this visitor is written in
/// that screen's own commands file, so a screen added to `ScreenVisitor` does not compile until
/// it has its commands, and no list here needs an edit.
@MainActor
struct ScreenCommandsVisitor: ScreenVisitor {
  typealias Output = any ScreenCommands
}

extension ScreenModel {
  /// The commands of this screen.
  var commands: any ScreenCommands { accept(ScreenCommandsVisitor()) }
}
