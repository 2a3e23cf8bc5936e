import Foundation

/// A new, empty directory under the system's temporary directory, removed with this object.
/// Tests subclass it to add what they write there.
open class ScratchDirectory {
  /// The directory.
  public let root: URL

  /// Creates `<temporary directory>/<prefix>-<UUID>`.
  public init(prefix: String) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}
