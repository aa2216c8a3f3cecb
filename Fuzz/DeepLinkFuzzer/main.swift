// libFuzzer entry point for the URL grammar: DeepLink (Links) and the destination map.
// Built by Scripts/fuzz.sh against the Coordinators module and the modules it imports.

import Coordinators

/// Parses one input as a link; a link that parses must round-trip through its canonical URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  let state: AppState
  do {
    state = try AppState(url: text)
  } catch {
    precondition(!error.description.isEmpty, "an error without a message")
    return 0
  }
  let canonical = state.canonicalURL
  do {
    let reopened = try AppState(url: canonical)
    precondition(reopened == state, "\(canonical) opens a different state")
    precondition(reopened.canonicalURL == canonical, "\(canonical) is not stable")
  } catch {
    preconditionFailure("the canonical URL \(canonical) of \(text) is refused: \(error)")
  }
  return 0
}
