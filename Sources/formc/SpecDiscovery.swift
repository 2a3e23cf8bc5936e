import Foundation

/// Finds the spec files a command should process.
struct SpecDiscovery {
  /// A path that could not be used (the tool's failure, exit 2).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The outcome: spec paths in a stable order, and the paths that held no spec.
  struct Found {
    var specs: [String]
    var empty: [String]
    /// Each spec's path relative to its spec root: below the directory it was found in, or its
    /// file name when named directly. Forward slashes.
    var relative: [String: String] = [:]
  }

  static let suffixes = [".form.yaml", ".form.yml"]

  static func isSpec(_ path: String) -> Bool {
    suffixes.contains { path.hasSuffix($0) }
  }

  /// Finds the specs below `paths` (the current directory when none), reporting a path that holds no
  /// spec on standard error; `nil` after reporting a path that cannot be used (exit 2).
  static func findReporting(_ paths: [String]) -> Found? {
    let found: Found
    do {
      found = try find(paths.isEmpty ? ["."] : paths)
    } catch {
      Console.error("error: \(error)")
      return nil
    }
    for path in found.empty {
      Console.error("error: no form specs (*.form.yaml, *.form.yml) found in '\(path)'")
    }
    return found
  }

  /// Expands files and directories (searched recursively, hidden folders and `.build` skipped).
  ///
  /// A file named explicitly is taken whatever its name. Each spec appears once, in sorted order,
  /// so output does not depend on the file system's order.
  static func find(_ paths: [String]) throws(Failure) -> Found {
    let fileManager = FileManager.default
    var specs: [String] = []
    var empty: [String] = []
    var relativePaths: [String: String] = [:]
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Failure(description: "no such file or directory: '\(path)'")
      }
      guard isDirectory.boolValue else {
        specs.append(path)
        if relativePaths[path] == nil {
          relativePaths[path] = (path as NSString).lastPathComponent
        }
        continue
      }
      guard fileManager.isReadableFile(atPath: path),
        let enumerator = fileManager.enumerator(atPath: path)
      else {
        throw Failure(description: "cannot read directory '\(path)'")
      }
      var found: [String] = []
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") || name == "Packages" && enumerator.level == 1 {
          enumerator.skipDescendants()
          continue
        }
        if isSpec(name) {
          let full = path == "." ? relative : (path as NSString).appendingPathComponent(relative)
          found.append(full)
          if relativePaths[full] == nil { relativePaths[full] = relative }
        }
      }
      if found.isEmpty { empty.append(path) }
      specs += found.sorted()
    }
    var seen = Set<String>()
    return Found(
      specs: specs.filter { seen.insert($0).inserted }, empty: empty, relative: relativePaths)
  }
}
