import Foundation

extension ShareOutcome: CustomStringConvertible {
  /// The outcome as a trace names it: `linkShown(URL)`, `exported(PATH)` or `cancelled`.
  public var description: String {
    switch self {
    case .linkShown(let link): "linkShown(\(link))"
    case .exported(let url): "exported(\(url.path))"
    case .cancelled: "cancelled"
    }
  }
}
