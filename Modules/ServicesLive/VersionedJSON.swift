import Foundation
import Services

/// Reads and writes the state directory's JSON files, which all carry a format version.
enum VersionedJSON {
  static let currentVersion = 1

  private struct Header: Decodable {
    let version: Int
  }

  static func load<Value: Decodable>(
    _ type: Value.Type, from url: URL, clock: any WallClock
  ) throws(ServiceError) -> Value? {
    do {
      guard let data = try AtomicFile.read(url) else { return nil }
      let header = try decoder.decode(Header.self, from: data)
      guard header.version == currentVersion else {
        throw ServiceError("unsupported version \(header.version)")
      }
      return try decoder.decode(Value.self, from: data)
    } catch {
      let backup = AtomicFile.quarantine(url, at: clock.now())
      throw ServiceError(
        "\(url.path) is damaged (\(describe(error))); it was moved to \(backup) and ignored.")
    }
  }

  static func save<Value: Encodable>(_ value: Value, to url: URL) throws(ServiceError) {
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw ServiceError("Could not encode \(url.lastPathComponent): \(error)")
    }
    try AtomicFile.save(data, to: url)
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
