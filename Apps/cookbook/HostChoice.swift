/// Which terminal host runs the app (see the CLI contract's "Modes").
enum HostChoice: Equatable {
  /// The full-screen app, driven by keys.
  case fullScreen
  /// One command per line, as scripts and pipes need.
  case line

  /// Full-screen when standard input and output are both terminals and `TERM` names a
  /// terminal that is not `dumb`, unless `--line` asks for line mode. An unset or empty
  /// `TERM` says nothing of what the terminal understands, so it gets line mode too.
  init(forcingLine: Bool, inputIsTerminal: Bool, outputIsTerminal: Bool, term: String?) {
    let term = term ?? ""
    self =
      !forcingLine && inputIsTerminal && outputIsTerminal && !term.isEmpty && term != "dumb"
      ? .fullScreen : .line
  }
}
