/// The app's English wording of what the core reports: each function turns one typed problem,
/// state or outcome of a view model into the sentence a user reads. It names no command, key
/// or button, so every host can show it; a host adds its own wording around it and makes
/// typed text safe for its display before handing it in.
public enum Phrasebook {}
