import Foundation
import Services

/// Reads and writes the state directory's JSON files, which all carry a format version. A file
/// that cannot be read, is too large, does not decode or has another version is set aside,
/// reported, and treated as absent: loading never fails because of what is in a file.
enum VersionedJSON {
  static let currentVersion = 1

  private struct Header: Decodable {
    let version: Int
  }

  /// The value in `file`, or `nil` when there is none or it could not be used.
  /// - Parameter held: the lock, when the caller holds it; otherwise setting a damaged file
  ///   aside takes it.
  static func load<Value: Decodable>(
    _ type: Value.Type, from file: StateFile, limit: Int, held: LockHeld?
  ) -> Value? {
    for _ in 0..<3 {
      let reason: String
      let identity: StateFile.Identity?
      switch file.read(limit: limit) {
      case .absent:
        return nil
      case .unusable(let problem, let found):
        (reason, identity) = (problem, found)
      case .contents(let data, let found):
        do {
          let header = try decoder.decode(Header.self, from: data)
          guard header.version == currentVersion else {
            throw ServiceError("unsupported version \(header.version)")
          }
          return try decoder.decode(Value.self, from: data)
        } catch {
          (reason, identity) = (describe(error), found)
        }
      }
      guard file.setAside(identity, because: reason, held: held) else { return nil }
    }
    return nil
  }

  /// Replaces `file` with `value`, atomically, unless the result would be larger than `limit`,
  /// the most ``load(_:from:limit:held:)`` reads: a file the app cannot read back would be set
  /// aside at the next read, and everything in it lost.
  static func save<Value: Encodable>(
    _ value: Value, to file: StateFile, limit: Int, _ held: LockHeld
  ) throws(ServiceError) {
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw ServiceError("Could not encode \(file.name): \(error)")
    }
    guard data.count <= limit else {
      throw ServiceError(
        "Could not save \(file.name): it would take \(data.count) bytes, more than the "
          + "\(limit) the app reads back; nothing was changed.")
    }
    try file.replace(with: data, held)
  }

  /// How many bytes ``save(_:to:limit:_:)`` would write for `value`, or `nil` when it does not
  /// encode.
  static func encodedSize<Value: Encodable>(of value: Value) -> Int? {
    try? encoder.encode(value).count
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case let error as ServiceError: error.message
    case is DecodingError: "not valid data"
    default: "\(error)"
    }
  }

  private static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }()

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }()
}
