import Foundation

/// How a share sheet closed: one of its fixed exits.
public enum ShareOutcome: Hashable, Sendable {
  /// The user asked for the recipe's link.
  case linkShown(String)
  /// The recipe was written as Markdown to a new file.
  case exported(to: URL)
  /// The user closed the sheet without sharing.
  case cancelled
}

/// What the share sheet reports; the coordinator that presented it decides what follows, and
/// performs the export.
@MainActor
public protocol ShareRecipeNavigating: AnyObject {
  /// `sheet` closed through one of its exits.
  func shareEnded(with outcome: ShareOutcome, on sheet: ShareRecipeViewModel)
  /// The user chose to export the recipe as Markdown to a new file at `destination`.
  func exportRequested(to destination: URL, on sheet: ShareRecipeViewModel)
}
