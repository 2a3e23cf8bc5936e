import Foundation

/// What reporters need besides the diagnostics: the output's nature, source text and paths.
public struct ReportContext: Sendable {
  /// Returns the text of a 1-based line of a file without its line break, or nil if unknown.
  public typealias SourceLineProvider = @Sendable (_ path: String, _ line: Int) -> String?

  /// Whether the output is a terminal; adds the source line and a caret to the xcode format.
  public var isTerminal: Bool
  /// Whether ANSI colour may be used; the CLI passes false if `NO_COLOR` is set or not a TTY.
  public var allowsColor: Bool
  /// Looks up source lines for the caret display.
  public var sourceLine: SourceLineProvider
  /// formc's version, reported as SARIF `tool.driver.version`.
  public var toolVersion: String
  /// formc's home page, reported as SARIF `tool.driver.informationUri` when set.
  public var informationURI: String?
  /// The directory SARIF URIs and GitHub paths are relative to (may itself be relative).
  public var baseDirectory: String
  /// The absolute directory that relative diagnostic paths and `baseDirectory` start from.
  public var workingDirectory: String

  /// Creates a context; `baseDirectory` defaults to `workingDirectory`, which defaults to the
  /// process's current directory.
  public init(
    isTerminal: Bool = false,
    allowsColor: Bool = false,
    toolVersion: String,
    informationURI: String? = nil,
    baseDirectory: String? = nil,
    workingDirectory: String = FileManager.default.currentDirectoryPath,
    sourceLine: @escaping SourceLineProvider = { _, _ in nil }
  ) {
    self.isTerminal = isTerminal
    self.allowsColor = allowsColor
    self.sourceLine = sourceLine
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.baseDirectory = baseDirectory ?? workingDirectory
    self.workingDirectory = workingDirectory
  }

  /// A provider over file contents already in memory, keyed by path as diagnostics name it.
  ///
  /// Lines break where libyaml breaks them (LF, CR, CRLF, NEL, LS, PS), so line numbers agree.
  public static func sourceLines(in files: [String: String]) -> SourceLineProvider {
    let lines = files.mapValues(splitLines)
    return { path, line in
      guard let fileLines = lines[path], fileLines.indices.contains(line - 1) else { return nil }
      return fileLines[line - 1]
    }
  }

  private static func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      if scalar == "\n" && afterCR { continue }
      if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines
  }

  /// `path` made absolute against `workingDirectory`, without `.`, `..` or empty components.
  ///
  /// This is lexical: symbolic links are not resolved, so the result never depends on the disk.
  func absolutePath(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// `path` relative to `baseDirectory` with forward slashes, or nil if it lies outside it.
  func pathRelativeToBase(_ path: String) -> String? {
    let file = absolutePath(path).utf8
    let base = absolutePath(baseDirectory)
    let prefix = (base == "/" ? base : base + "/").utf8
    guard file.count > prefix.count, file.starts(with: prefix) else { return nil }
    return String(decoding: file.dropFirst(prefix.count), as: UTF8.self)
  }
}
