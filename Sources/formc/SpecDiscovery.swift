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
  }

  static let suffixes = [".form.yaml", ".form.yml"]

  static func isSpec(_ path: String) -> Bool {
    suffixes.contains { path.hasSuffix($0) }
  }

  /// Expands files and directories (searched recursively, hidden folders and `.build` skipped).
  ///
  /// A file named explicitly is taken whatever its name. Each spec appears once, in sorted order,
  /// so output does not depend on the file system's order.
  static func find(_ paths: [String]) throws(Failure) -> Found {
    let fileManager = FileManager.default
    var specs: [String] = []
    var empty: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Failure(description: "no such file or directory: '\(path)'")
      }
      guard isDirectory.boolValue else {
        specs.append(path)
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
          found.append(path == "." ? relative : (path as NSString).appendingPathComponent(relative))
        }
      }
      if found.isEmpty { empty.append(path) }
      specs += found.sorted()
    }
    var seen = Set<String>()
    return Found(specs: specs.filter { seen.insert($0).inserted }, empty: empty)
  }
}
