import FormCompiler
import FormDiagnostics
import FormSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `formc.yml` files that apply to open specs, each read once and read again when it changes
/// on disk.
///
/// The file that applies is found as `formc lint` finds it (``ConfigurationLoader/find(for:)``:
/// the nearest one beside the spec or above it, up to the repository root). Each lookup compares
/// the file's modification time, size and inode with those it was read at, so an edit is picked
/// up at the next analysis even when the client does not report file changes.
final class ConfigurationCache: Sendable {
  /// The configuration that applies to one spec.
  struct Resolved: Sendable, Equatable {
    /// The settings (the defaults when no file applies or it is unreadable).
    var configuration: Configuration
    /// The file's path, when one applies.
    var path: String?
    /// Problems in that file, located in it.
    var diagnostics: [Diagnostic]
  }

  private struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt64
  }

  private struct Entry {
    var stamp: Stamp?
    var result: ConfigurationLoader.Result
  }

  private let entries = Locked<[String: Entry]>([:])

  /// Creates an empty cache.
  init() {}

  /// The configuration for the spec at `specPath` (a file path), or the defaults for a spec
  /// without one (an unsaved buffer).
  func resolve(forSpecAt specPath: String?) -> Resolved {
    guard let specPath, let configPath = ConfigurationLoader.find(for: specPath) else {
      return Resolved(configuration: Configuration(), path: nil, diagnostics: [])
    }
    let stamp = Self.stamp(of: configPath)
    let cached = entries.withLock { $0[configPath] }
    if let cached, cached.stamp == stamp, stamp != nil {
      return Resolved(
        configuration: cached.result.configuration, path: configPath,
        diagnostics: cached.result.diagnostics)
    }
    let result = ConfigurationLoader.load(path: configPath)
    entries.withLock { $0[configPath] = Entry(stamp: stamp, result: result) }
    return Resolved(
      configuration: result.configuration, path: configPath, diagnostics: result.diagnostics)
  }

  /// Forgets every file read, so the next lookup reads it again.
  func invalidate() {
    entries.withLock { $0.removeAll() }
  }

  private static func stamp(of path: String) -> Stamp? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Stamp(
      seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(status.st_size),
      inode: UInt64(status.st_ino))
  }
}
