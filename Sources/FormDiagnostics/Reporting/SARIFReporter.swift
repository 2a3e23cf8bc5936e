/// SARIF 2.1.0, the format code-scanning services (GitHub code scanning among them) upload.
///
/// One run; `tool.driver.rules` lists every rule of `Rule.all` in catalog order, so a rule's
/// `ruleIndex` never depends on the diagnostics, followed by any unknown rule ids the
/// diagnostics use, sorted. Columns count Unicode scalars (`columnKind: unicodeCodePoints`).
/// Files inside the base directory get URIs relative to `%SRCROOT%` (the base directory; it is not
/// spelt out, so the log is the same bytes wherever the checkout lives); other files get absolute
/// `file://` URIs.
public struct SARIFReporter: DiagnosticReporter {
  /// The `$schema` the document names.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The `uriBaseId` of relative artifact locations.
  public static let sourceRoot = "%SRCROOT%"

  /// Creates the reporter.
  public init() {}

  /// Renders one SARIF log, pretty-printed with 2-space indentation and a final newline.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    let sorted = diagnostics.sorted()
    let known = Set(Rule.all.map(\.id))
    let unknown = Set(sorted.map(\.rule)).subtracting(known).sorted { $0.rawValue < $1.rawValue }
    var rules: [JSON] = Rule.all.map { rule in
      .object([
        ("id", .string(rule.id.rawValue)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
      ])
    }
    rules += unknown.map { id in
      .object([
        ("id", .string(id.rawValue)),
        ("defaultConfiguration", .object([("level", .string(id.defaultSeverity.rawValue))])),
      ])
    }
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: (Rule.all.map(\.id) + unknown).enumerated().map { ($1, $0) })

    var driver: JSON.Members = [
      ("name", .string("formc")), ("version", .string(context.toolVersion)),
    ]
    if let uri = context.informationURI { driver.append(("informationUri", .string(uri))) }
    driver.append(("rules", .array(rules)))

    let results: [JSON] = sorted.map { diagnostic in
      var result: JSON.Members = [
        ("ruleId", .string(diagnostic.rule.rawValue)),
        ("ruleIndex", .int(ruleIndex[diagnostic.rule]!)),
        ("level", .string(diagnostic.severity.rawValue)),
        ("message", .object([("text", .string(diagnostic.message))])),
        ("locations", .array([.object(Self.location(diagnostic.location, context))])),
      ]
      if !diagnostic.notes.isEmpty {
        let related = diagnostic.notes.enumerated().map { index, note in
          JSON.object(
            [("id", .int(index + 1))] + Self.location(note.location, context) + [
              ("message", .object([("text", .string(note.message))]))
            ])
        }
        result.append(("relatedLocations", .array(related)))
      }
      if !diagnostic.fixIts.isEmpty {
        result.append(("fixes", .array(diagnostic.fixIts.map { Self.fix($0, context) })))
      }
      return .object(result)
    }

    let run = JSON.object([
      ("tool", .object([("driver", .object(driver))])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    return JSON.object([
      ("$schema", .string(Self.schema)),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).prettyPrinted
  }

  /// The members of a SARIF `location` holding a `physicalLocation` for `location`. Lines and
  /// columns below 1 (which the model does not produce) become 1, as the schema requires.
  private static func location(
    _ location: SourceLocation, _ context: ReportContext
  ) -> JSON.Members {
    let region = JSON.object([
      ("startLine", .int(max(location.line, 1))), ("startColumn", .int(max(location.column, 1))),
    ])
    let physical = JSON.object([
      ("artifactLocation", artifactLocation(location.path, context)), ("region", region),
    ])
    return [("physicalLocation", physical)]
  }

  /// A SARIF `artifactLocation` for a path: relative to the source root when it lies below it.
  private static func artifactLocation(_ path: String, _ context: ReportContext) -> JSON {
    if let relative = context.pathRelativeToBase(path) {
      return .object([
        ("uri", .string(percentEncoded(relative))), ("uriBaseId", .string(sourceRoot)),
      ])
    }
    return .object([("uri", .string(fileURI(context.absolutePath(path), directory: false)))])
  }

  /// A SARIF `fix`: one artifact change replacing the fix-it's region with its text.
  private static func fix(_ fixIt: Diagnostic.FixIt, _ context: ReportContext) -> JSON {
    let start = fixIt.range.start
    let end = fixIt.range.end
    let deleted = JSON.object([
      ("startLine", .int(max(start.line, 1))), ("startColumn", .int(max(start.column, 1))),
      ("endLine", .int(max(end.line, 1))), ("endColumn", .int(max(end.column, 1))),
    ])
    let replacement = JSON.object([
      ("deletedRegion", deleted),
      ("insertedContent", .object([("text", .string(fixIt.replacement))])),
    ])
    return .object([
      ("description", .object([("text", .string(fixIt.message))])),
      (
        "artifactChanges",
        .array([
          .object([
            ("artifactLocation", artifactLocation(start.path, context)),
            ("replacements", .array([replacement])),
          ])
        ])
      ),
    ])
  }

  /// A `file://` URI for an absolute path; a directory's ends in a slash.
  private static func fileURI(_ absolutePath: String, directory: Bool) -> String {
    let uri = "file://" + percentEncoded(absolutePath)
    return directory && !uri.hasSuffix("/") ? uri + "/" : uri
  }

  /// `path` as a URI path: its UTF-8 bytes percent-encoded (uppercase hex) except unreserved
  /// characters (RFC 3986: letters, digits, `-._~`) and `/`.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
