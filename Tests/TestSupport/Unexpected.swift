import Services
import Testing

/// Records a test failure for a call the test did not set up, and returns the error to throw.
public func unexpectedCall(
  _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) -> ServiceError {
  Issue.record("Unexpected call to \(name)", sourceLocation: sourceLocation)
  return ServiceError("unexpected call to \(name)")
}
