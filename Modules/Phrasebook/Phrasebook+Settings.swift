import Services

extension Phrasebook {
  /// Why the recipe order chosen was not saved.
  public static func orderNotSaved(_ error: ServiceError) -> String {
    "The order could not be saved: \(error.message)"
  }
}
