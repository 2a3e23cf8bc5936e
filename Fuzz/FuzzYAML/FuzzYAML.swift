import FormSpec
import FuzzSupport

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzYAML.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// Fuzzes the YAML layer: bytes → ``YAMLParser`` → located trees, under the form-spec policy and
/// under the permissive conformance policy (many documents, foreign tags).
///
/// Beyond not crashing, it checks what the rest of formc relies on: a fatal diagnostic comes alone
/// and leaves no document; every node and diagnostic lies inside the file; the tree's child links
/// stay in bounds and no collection is deeper than the depth cap; and the expanded node count,
/// aliases included, stays under its cap.
enum FuzzYAML {
  static let path = "Fuzz.form.yaml"
  /// Small caps so that the fuzzer explores the limit paths quickly.
  static let limits = YAMLParser.Limits(
    maxFileSize: 1 << 20, maxDepth: 64, maxExpandedNodes: 20_000)

  static func run(_ bytes: [UInt8]) {
    let bounds = SourceBounds(bytes)
    for options in [
      YAMLParser.Options(),
      YAMLParser.Options(allowsMultipleDocuments: true, allowsForeignTags: true),
    ] {
      let result = YAMLParser(limits: limits, options: options).parse(bytes, path: path)
      check(result, bounds: bounds, options: options, limits: limits, walks: true)
    }
    // The default limits, as formc runs them (not walked: a tree may expand to a million nodes).
    let result = YAMLParser().parse(bytes, path: path)
    check(result, bounds: bounds, options: YAMLParser.Options(), limits: limits, walks: false)
  }

  static func check(
    _ result: YAMLParser.Result, bounds: SourceBounds, options: YAMLParser.Options,
    limits: YAMLParser.Limits, walks: Bool
  ) {
    for diagnostic in result.diagnostics {
      FuzzCheck.require(diagnostic.location.path == path, "diagnostic with a foreign path")
      FuzzCheck.require(
        bounds.contains(line: diagnostic.location.line, column: diagnostic.location.column),
        "diagnostic outside the file: \(diagnostic)")
      for note in diagnostic.notes {
        FuzzCheck.require(
          bounds.contains(line: note.location.line, column: note.location.column),
          "note outside the file: \(note)")
      }
      if diagnostic.rule == .yamlSyntax || diagnostic.rule == .yamlLimit {
        FuzzCheck.require(
          result.diagnostics.count == 1 && result.documents.isEmpty,
          "a fatal diagnostic that does not come alone: \(result.diagnostics)")
      }
    }
    if !options.allowsMultipleDocuments {
      FuzzCheck.require(result.documents.count <= 1, "more than one document kept")
    }
    for document in result.documents {
      FuzzCheck.require(document.path == path, "document with a foreign path")
      for node in document.nodes {
        FuzzCheck.require(
          bounds.contains(line: Int(node.line), column: Int(node.column)),
          "node starts outside the file: \(node.line):\(node.column)")
      }
      guard walks, let root = document.root else { continue }
      var expanded = 0
      walk(root, in: document, depth: 1, expanded: &expanded, limits: limits)
    }
  }

  /// Visits every node with aliases expanded. The parser enforced the caps, so passing one here
  /// is a bug.
  static func walk(
    _ id: YAMLNode.ID, in document: YAMLDocument, depth: Int, expanded: inout Int,
    limits: YAMLParser.Limits
  ) {
    expanded += 1
    FuzzCheck.require(expanded <= limits.maxExpandedNodes, "more nodes than the expansion cap")
    FuzzCheck.require(depth <= limits.maxDepth + 1, "a tree deeper than the depth cap")
    let node = document[id]
    switch node.kind {
    case .scalar:
      _ = node.scalarValue
      FuzzCheck.require(
        document.entries(of: id).isEmpty && document.pairs(of: id).isEmpty,
        "a scalar with children")
    case .sequence:
      for entry in document.entries(of: id) {
        walk(entry, in: document, depth: depth + 1, expanded: &expanded, limits: limits)
      }
    case .mapping:
      for pair in document.pairs(of: id) {
        FuzzCheck.require(
          document[pair.key].kind == .scalar, "a mapping key that is not a scalar was kept")
        walk(pair.value, in: document, depth: depth + 1, expanded: &expanded, limits: limits)
      }
    }
  }
}
