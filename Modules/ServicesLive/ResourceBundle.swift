import Foundation
import Services

/// Finds the files shipped in `Cookbook_ServicesLive.resources` beside the executable. SwiftPM's
/// generated `Bundle.module` stops the process when the folder is missing; this reports it as
/// an error the app can explain.
enum ResourceBundle {
  static let folderName = "Cookbook_ServicesLive.resources"

  /// The URL of the resource `name`.
  /// - Throws: `ServiceError` naming the folder looked in, when the resource is not there.
  static func url(of name: String) throws(ServiceError) -> URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      Bundle.main.bundleURL, executable.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent(folderName).appendingPathComponent(name) }
    if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) })
    {
      return found
    }
    let folder = candidates[0].deletingLastPathComponent().path
    throw ServiceError(
      "The app's resources are missing: \(name) was not found in \(folder). Reinstall cookbook "
        + "with the \(folderName) folder beside the executable.")
  }
}
