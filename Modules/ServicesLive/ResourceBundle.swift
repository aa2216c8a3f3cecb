import Foundation
import Services

/// Finds the files shipped in `Cookbook_ServicesLive.resources` beside the executable. SwiftPM's
/// generated `Bundle.module` stops the process when the folder is missing; this reports it as
/// an error the app can explain.
enum ResourceBundle {
  static let folderName = "Cookbook_ServicesLive.resources"

  /// The URL of the resource `name`: beside the running executable (found with one `readlink`,
  /// since it runs before the first screen), else beside the main bundle.
  /// - Throws: `ServiceError` naming the folder looked in, when the resource is not there.
  static func url(of name: String) throws(ServiceError) -> URL {
    let besideExecutable = executableFolder.map { "\($0)/\(folderName)/\(name)" }
    if let path = besideExecutable, access(path, R_OK) == 0 {
      return URL(fileURLWithPath: path)
    }
    let inMainBundle = Bundle.main.bundleURL.appendingPathComponent(folderName)
      .appendingPathComponent(name)
    if access(inMainBundle.path, R_OK) == 0 { return inMainBundle }
    throw ServiceError(
      "The app's resources are missing: \(name) was not found in "
        + "\(inMainBundle.deletingLastPathComponent().path). Reinstall cookbook with the "
        + "\(folderName) folder beside the executable.")
  }

  /// The folder of the running executable, symbolic links resolved, or `nil` where
  /// `/proc/self/exe` does not exist.
  private static let executableFolder: String? = {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[..<count], as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
  }()
}
