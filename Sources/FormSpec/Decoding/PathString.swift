/// Path arithmetic on strings, for the paths formc prints and opens: `/`-separated, nothing
/// resolved against the file system.
///
/// It replaces `NSString`'s path methods, which on Linux trap on some short paths
/// (`deletingLastPathComponent` of `"t"` or `"x/"`), and `URL`, which costs more than the
/// arithmetic. Trailing slashes are ignored, as by `NSString`; a path of slashes only is `/`.
public enum PathString {
  /// The last component: `"Specs/SignUp.form.yaml"` → `"SignUp.form.yaml"`, `"Specs/"` →
  /// `"Specs"`, `"/"` → `"/"`, `""` → `""`.
  public static func lastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard trimmed != "/" else { return trimmed }
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
    return String(trimmed[trimmed.utf8.index(after: slash)...])
  }

  /// Everything before the last component: `"Specs/SignUp.form.yaml"` → `"Specs"`, `"a//b/"` →
  /// `"a"`, `"/a"` → `"/"`, `"/"` → `"/"`, and `""` for a path of one relative component.
  public static func deletingLastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard trimmed != "/" else { return trimmed }
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return parent.isEmpty ? "/" : parent
  }

  /// `component` below `path`, with one slash between them: `"Specs/"` + `"a.form.yaml"` →
  /// `"Specs/a.form.yaml"`, `"/"` + `"a"` → `"/a"`, `""` + `"a"` → `"a"`.
  public static func appending(_ component: String, to path: String) -> String {
    guard !path.isEmpty else { return component }
    let base = trimmingTrailingSlashes(path)
    return base == "/" ? "/" + component : base + "/" + component
  }

  /// The components of an absolute or relative path, with `.` and `..` resolved as text (a `..`
  /// above the root of an absolute path stays at the root, as in `URL.standardized`). Empty
  /// components are dropped.
  public static func standardizedComponents(_ path: String) -> [Substring] {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !path.hasPrefix("/") {
          components.append(component)
        }
      default: components.append(component)
      }
    }
    return components
  }

  /// `path` without its trailing slashes; `/` when it is nothing but slashes.
  static func trimmingTrailingSlashes(_ path: String) -> String {
    var end = path.utf8.endIndex
    while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") {
      end = path.utf8.index(before: end)
    }
    if end == path.utf8.endIndex { return path }
    return end == path.utf8.startIndex ? "/" : String(path[..<end])
  }
}
