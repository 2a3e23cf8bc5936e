import FormDiagnostics
import FormSpec
import Foundation

@testable import FormLanguageServer

/// Spec text with the cursor written as `‸`, for feature tests.
struct Cursor {
  /// The text without the marker.
  var document: TextDocument
  /// The marker's position.
  var position: TextPosition
  /// The marker's byte offset.
  var offset: Int

  /// Reads `marked`, which holds `‸` once.
  init(_ marked: String, uri: String = "file:///tmp/formc-lsp-tests/Test.form.yaml") {
    let parts = marked.components(separatedBy: "‸")
    precondition(parts.count == 2, "mark the cursor with one ‸")
    document = TextDocument(uri: uri, version: 1, text: parts[0] + parts[1])
    offset = parts[0].utf8.count
    position = document.position(of: offset)
  }

  /// A context for a request about the document.
  var context: FeatureContext { Cursor.context(document) }

  /// A context for a request about `document`, as a client reading Markdown and hierarchical
  /// symbols would make.
  static func context(_ document: TextDocument) -> FeatureContext {
    var capabilities = ClientCapabilities()
    capabilities.hoverMarkdown = true
    capabilities.completionMarkdown = true
    capabilities.hierarchicalSymbols = true
    return FeatureContext(
      document: document, cache: DocumentCache(), configurations: ConfigurationCache(),
      capabilities: capabilities)
  }
}

/// The repository's files.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A file's text.
  static func text(_ path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// A repository file as an open document with a `file:` URI.
  static func document(_ path: String) -> TextDocument {
    let absolute = root.appendingPathComponent(path).path
    return TextDocument(uri: DocumentURI.fileURI(absolute), version: 1, text: text(path))
  }

  /// The example specs.
  static var specs: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Specs").path))
      ?? []
    return names.filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }.sorted()
      .map { "Specs/\($0)" }
  }
}

extension JSON {
  /// The labels of a completion list.
  var labels: [String] {
    (self["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
  }

  /// A hover's text.
  var hoverText: String { self["contents"]?["value"]?.stringValue ?? "" }
}
