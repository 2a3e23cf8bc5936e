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
    if let parts = ASCIIPath(path) { return parts.baseName }
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
    if let parts = ASCIIPath(relativePath) {
      return parts.outputPath(fileSuffix: fileSuffix, flat: flat)
    }
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

/// An ASCII spec path split at its slashes over its bytes, for the names above: in ASCII every
/// character is one byte but `\r\n`, which holds no slash, so the components, the suffix test and
/// what is dropped are those of the `Character` operations, at a small part of their cost (a
/// path's `split` and `hasSuffix` by characters took about 12,000 instructions a name, and every
/// spec's names are worked out twice).
private struct ASCIIPath {
  /// The components between slashes, empty ones left out (as `split(separator:)` does).
  let components: [ArraySlice<UInt8>]
  /// The whole path.
  let bytes: [UInt8]

  /// The path split, or `nil` when it holds a byte outside ASCII.
  init?(_ path: String) {
    bytes = Array(path.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    components = bytes.split(separator: UInt8(ascii: "/"))
  }

  /// ``GeneratedFileNaming/baseName(ofSpec:)``'s bytes: the last component (the whole path when
  /// it has none) without its spec suffix.
  private var baseNameBytes: ArraySlice<UInt8> {
    let name = components.last ?? bytes[...]
    for suffix in GeneratedFileNaming.specSuffixes {
      let count = suffix.utf8.count
      if name.count >= count, name.suffix(count).elementsEqual(suffix.utf8) {
        return name.dropLast(count)
      }
    }
    return name
  }

  /// ``GeneratedFileNaming/baseName(ofSpec:)`` of the path.
  var baseName: String { String(decoding: baseNameBytes, as: UTF8.self) }

  /// ``GeneratedFileNaming/outputPath(forSpec:fileSuffix:flat:)`` of the path.
  func outputPath(fileSuffix: String, flat: Bool) -> String {
    var path: [UInt8] = []
    path.reserveCapacity(bytes.count + fileSuffix.utf8.count)
    for folder in components.dropLast() {
      path += folder
      path.append(flat ? UInt8(ascii: "_") : UInt8(ascii: "/"))
    }
    path += baseNameBytes
    path += fileSuffix.utf8
    return String(decoding: path, as: UTF8.self)
  }
}
