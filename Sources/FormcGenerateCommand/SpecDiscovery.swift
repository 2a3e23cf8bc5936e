import FormCodegen
import FormSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the spec files a command should process.
package struct SpecDiscovery {
  /// A path that could not be used (the tool's failure, exit 2).
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// The outcome: spec paths in a stable order, and the paths that held no spec.
  package struct Found {
    package var specs: [String]
    package var empty: [String]
    /// Each spec's path relative to its spec root: below the directory it was found in, or its
    /// file name when named directly. Forward slashes.
    package var relative: [String: String] = [:]
  }

  /// Whether a path names a spec (`*.form.yaml`, `*.form.yml`: formc's ``GeneratedFileNaming``).
  package static func isSpec(_ path: String) -> Bool {
    GeneratedFileNaming.isSpec(path)
  }

  /// Finds the specs below `paths` (the current directory when none), reporting a path that holds no
  /// spec on standard error; `nil` after reporting a path that cannot be used (exit 2).
  package static func findReporting(_ paths: [String]) -> Found? {
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

  /// Expands files and directories (searched recursively; hidden files and folders, and a
  /// top-level `Packages` folder, are skipped).
  ///
  /// A file named explicitly is taken whatever its name, and so is a folder named through a
  /// symbolic link; below it, links to folders are not followed (a link cannot loop the walk), and
  /// links to files are taken like files. Each spec appears once, in sorted order, so output does
  /// not depend on the file system's order.
  package static func find(_ paths: [String]) throws(Failure) -> Found {
    var specs: [String] = []
    var empty: [String] = []
    var relativePaths: [String: String] = [:]
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else {
        throw Failure(description: "no such file or directory: '\(path)'")
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        specs.append(path)
        if relativePaths[path] == nil {
          relativePaths[path] = PathString.lastComponent(path)
        }
        continue
      }
      var found: [String] = []
      guard walk(path, relative: "", into: &found) else {
        throw Failure(description: "cannot read directory '\(path)'")
      }
      if found.isEmpty { empty.append(path) }
      var full: [String] = []
      for relative in found {
        let spec = path == "." ? relative : PathString.appending(relative, to: path)
        full.append(spec)
        if relativePaths[spec] == nil { relativePaths[spec] = relative }
      }
      specs += full.sorted()
    }
    var seen = Set<String>()
    return Found(
      specs: specs.filter { seen.insert($0).inserted }, empty: empty, relative: relativePaths)
  }

  /// Adds the specs below the folder at `path` to `found`, as paths relative to the root of the
  /// walk; `false` when the folder cannot be opened. Each folder is closed before the walk
  /// descends, so a deep tree holds one open at a time. Hidden entries are skipped, and so is a
  /// `Packages` folder at the top (SwiftPM's checkouts); subfolders that cannot be read are passed
  /// over.
  @discardableResult
  private static func walk(_ path: String, relative: String, into found: inout [String]) -> Bool {
    guard let directory = opendir(path) else { return false }
    var folders: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
        String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name.hasPrefix(".") || relative.isEmpty && name == "Packages" { continue }
      var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
      if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
        // Some file systems do not say; `lstat` does, without following a link.
        var status = stat()
        isDirectory =
          lstat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      }
      if isDirectory {
        folders.append(name)
      } else if isSpec(name) {
        found.append(PathString.appending(name, to: relative))
      }
    }
    closedir(directory)
    for name in folders {
      walk(path + "/" + name, relative: PathString.appending(name, to: relative), into: &found)
    }
    return true
  }
}
