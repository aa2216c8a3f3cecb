/// Someone who wrote recipes of the catalogue.
public struct Author: Hashable, Sendable, Codable, Identifiable {
  /// The slug of the name, such as `giulia-romano`; links write it as `@giulia-romano`.
  public let id: String
  /// The author's name as recipes show it.
  public let name: String
  /// A short biography.
  public let bio: String

  /// Creates an author.
  public init(id: String, name: String, bio: String) {
    self.id = id
    self.name = name
    self.bio = bio
  }
}

extension Recipe {
  /// The id of the recipe's author.
  public var authorID: String { Slug.make(author) }
}
