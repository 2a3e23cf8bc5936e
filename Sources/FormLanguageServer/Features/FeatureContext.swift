import FormCompiler
import FormDiagnostics
import FormSpec

/// Everything a request about one document is answered from: the text at the request's moment,
/// what is known about it, and what the client supports.
struct FeatureContext: Sendable {
  /// The document's text and version when the request arrived.
  var document: TextDocument
  /// What has been worked out about the document.
  var cache: DocumentCache
  /// The `formc.yml` files.
  var configurations: ConfigurationCache
  /// What the client supports.
  var capabilities: ClientCapabilities

  /// The document's URI.
  var uri: String { document.uri }

  /// The YAML structure.
  var syntax: SpecSyntax { cache.syntax(for: document) }

  /// The diagnostics.
  var analysis: SpecAnalyzer.Analysis {
    cache.analysis(for: document, configurations: configurations)
  }

  /// The checked form, or `nil` when the spec has errors.
  var form: CheckedForm? { cache.form(for: document, configurations: configurations) }

  /// An LSP range for a byte range.
  func range(_ bytes: Range<Int>) -> TextRange {
    document.range(bytes.lowerBound, bytes.upperBound)
  }

  /// A `TextEdit`.
  func edit(_ bytes: Range<Int>, _ newText: String) -> JSON {
    ["range": range(bytes).json, "newText": .string(newText)]
  }

  /// Markup for hover or completion documentation: Markdown when the client reads it, else the
  /// same text without the Markdown.
  func markup(_ markdown: String, markdownSupported: Bool) -> JSON {
    if markdownSupported { return ["kind": "markdown", "value": .string(markdown)] }
    return ["kind": "plaintext", "value": .string(Markdown.plain(markdown))]
  }
}

/// The little Markdown the server writes, and its plain-text reading.
enum Markdown {
  /// Markdown without its emphasis and code marks (fenced blocks keep their text).
  static func plain(_ markdown: String) -> String {
    var lines: [String] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { continue }
      lines.append(String(line.replacing("**", with: "").replacing("`", with: "")))
    }
    return lines.joined(separator: "\n")
  }

  /// Text as inline code, with a fence long enough for backticks inside it.
  static func code(_ text: String) -> String {
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }
}
