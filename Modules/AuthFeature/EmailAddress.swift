/// A deliberately simple check of an e-mail address's shape: `local@domain.tld`.
enum EmailAddress {
  static let maximumLength = 254

  static func problem(with address: String) -> EmailProblem? {
    if address.isEmpty { return .empty }
    if address.utf8.count > maximumLength { return .tooLong(maximum: maximumLength) }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !address.contains(where: \.isWhitespace) else {
      return .notAnAddress(address)
    }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
      return .noDomain(address)
    }
    return nil
  }
}
