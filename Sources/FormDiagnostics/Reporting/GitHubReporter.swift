/// GitHub Actions workflow commands, which the runner turns into annotations on the diff.
///
/// `::error file=path,line=L,col=C,title=rule-id::message`, with `::warning` for warnings and
/// `::notice` for notes (a note carries its diagnostic's rule id as title). Paths inside the
/// base directory are written relative to it, as annotations need; others as given. Escaping
/// follows `@actions/core`: `escapeData` for the message, `escapeProperty` for properties.
public struct GitHubReporter: DiagnosticReporter {
  /// Creates the reporter.
  public init() {}

  /// Renders one command per diagnostic and note, each ending in a newline.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    var out = ""
    for diagnostic in diagnostics.sorted() {
      let command: String
      switch diagnostic.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      let title = diagnostic.rule.rawValue
      out += Self.line(command, diagnostic.location, title, diagnostic.message, context)
      for note in diagnostic.notes {
        out += Self.line("notice", note.location, title, note.message, context)
      }
    }
    return out
  }

  private static func line(
    _ command: String, _ location: SourceLocation, _ title: String, _ message: String,
    _ context: ReportContext
  ) -> String {
    let path = context.pathRelativeToBase(location.path) ?? location.path
    let properties = [
      ("file", path), ("line", String(location.line)), ("col", String(location.column)),
      ("title", title),
    ]
    .map { "\($0)=\(escapeProperty($1))" }
    .joined(separator: ",")
    return "::\(command) \(properties)::\(escapeData(message))\n"
  }

  /// `%`, CR and LF percent-encoded, as `escapeData` in `@actions/core` does.
  static func escapeData(_ text: String) -> String { escape(text, property: false) }

  /// `escapeData` plus `:` and `,`, as `escapeProperty` in `@actions/core` does.
  static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
