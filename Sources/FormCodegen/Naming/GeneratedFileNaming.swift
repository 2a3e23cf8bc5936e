/// How generated files are named, in one place for formc and its build plugin.
///
/// A package plugin cannot import a library, so `Plugins/FormSpecPlugin` holds a link to this
/// file and compiles it too: the names the plugin declares as a build command's outputs are the
/// names formc writes. Keep it free of imports.
public enum GeneratedFileNaming {
  /// The endings of spec files.
  public static let specSuffixes = [".form.yaml", ".form.yml"]

  /// What follows a spec's base name in each output's file name, in the order of formc's outputs
  /// (the view model, the UIKit controller, the SwiftUI screen, the UI tests).
  public static let fileSuffixes = [
    "Form.swift", "Form+Keyboard.swift", "FormView.swift", "FormUITests.swift",
  ]

  /// How many of ``fileSuffixes`` a build plugin declares: every output but the UI tests, which
  /// belong to a UI-test target.
  public static let buildPluginOutputCount = 3

  /// Whether a file name is a spec's.
  public static func isSpec(_ name: String) -> Bool {
    specSuffixes.contains { name.hasSuffix($0) }
  }

  /// `SignUp` for `forms/SignUp.form.yaml`.
  public static func baseName(ofSpec path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in specSuffixes where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The output paths of a spec, one per ``fileSuffixes`` entry: its folders mirrored
  /// (`account/LoginForm.swift`) or, `flat`, made a prefix (`account_LoginForm.swift`) so names
  /// stay unique in one folder.
  ///
  /// - Parameter relativePath: the spec's path relative to the spec root, with forward slashes.
  public static func outputPaths(forSpec relativePath: String, flat: Bool) -> [String] {
    fileSuffixes.map { outputPath(forSpec: relativePath, fileSuffix: $0, flat: flat) }
  }

  /// The path of one output of a spec, whose file name ends in `fileSuffix` (one of
  /// ``fileSuffixes``): mirrored or flat as in ``outputPaths(forSpec:flat:)``.
  public static func outputPath(forSpec relativePath: String, fileSuffix: String, flat: Bool)
    -> String
  {
    let folders = relativePath.split(separator: "/").dropLast()
    let file = baseName(ofSpec: relativePath) + fileSuffix
    if folders.isEmpty { return file }
    let folder = folders.joined(separator: flat ? "_" : "/")
    return flat ? "\(folder)_\(file)" : "\(folder)/\(file)"
  }

  /// The deepest folder holding every spec, for absolute, `/`-separated, standardized paths: the
  /// spec root the plugins give formc, so names and headers stay short and do not depend on where
  /// the package lives. `/` when they share nothing; `specPaths` must not be empty.
  public static func commonFolder(ofSpecs specPaths: [String]) -> String {
    var common = specPaths[0].split(separator: "/").dropLast()
    for path in specPaths.dropFirst() {
      let folders = path.split(separator: "/").dropLast()
      var count = 0
      while count < min(common.count, folders.count),
        common[common.startIndex + count] == folders[folders.startIndex + count]
      {
        count += 1
      }
      common = common.prefix(count)
    }
    return "/" + common.joined(separator: "/")
  }
}
