/// A deliberately simple check of an e-mail address's shape: `local@domain.tld`.
enum EmailAddress {
  static func problem(with address: String) -> String? {
    if address.isEmpty { return "Enter your e-mail address." }
    if address.utf8.count > 254 { return "An e-mail address has at most 254 characters." }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !address.contains(where: \.isWhitespace) else {
      return "'\(address)' is not an e-mail address."
    }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
      return "'\(address)' has no valid domain after '@'."
    }
    return nil
  }
}
