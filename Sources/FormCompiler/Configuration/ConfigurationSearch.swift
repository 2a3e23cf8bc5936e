/// Where `formc.yml` is looked for, in one place for formc and its build plugin.
///
/// A package plugin cannot import a library, so `Plugins/FormSpecPlugin` holds a link to this
/// file and compiles it too: the build and `formc lint` on the command line pick the same
/// `formc.yml` for a spec. Keep it free of imports.
public enum ConfigurationSearch {
  /// The file name looked for.
  public static let fileName = "formc.yml"

  /// The folder that ends the search upwards: the repository root.
  public static let boundaryMarker = ".git"

  /// The `formc.yml` that applies to a spec: the nearest one in the spec's folder or a parent
  /// folder, up to the repository root (the first folder holding `.git`, searched itself), or
  /// `nil`.
  ///
  /// - Parameters:
  ///   - specPath: the spec's absolute path (`/`-separated).
  ///   - exists: whether a file or folder exists at an absolute path.
  /// - Returns: the absolute path of the `formc.yml`, its folders written as `specPath`'s with
  ///   `.` and `..` resolved.
  public static func find(forSpecAt specPath: String, exists: (String) -> Bool) -> String? {
    var folders = standardizedComponents(specPath).dropLast()
    while true {
      let directory = "/" + folders.joined(separator: "/")
      let prefix = directory == "/" ? "/" : directory + "/"
      if exists(prefix + fileName) { return prefix + fileName }
      if exists(prefix + boundaryMarker) || folders.isEmpty { return nil }
      folders.removeLast()
    }
  }

  /// The components of an absolute path with `.` and `..` resolved as text, as
  /// `URL.standardized` would (`..` at the root stays at the root).
  public static func standardizedComponents(_ path: String) -> [Substring] {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return components
  }
}
