import FormDiagnostics
import FormSpec

/// `textDocument/documentSymbol`: the layout tree as the outline, each node named by its id (or
/// its kind when it has none) with its kind as the detail.
enum DocumentSymbols {
  /// LSP's `SymbolKind` for a node kind.
  static func symbolKind(_ kind: Node.Kind?) -> Int {
    switch kind {
    case .scroll?, .stack?: return 3  // Namespace
    case .table?: return 18  // Array
    case .section?: return 23  // Struct
    case .field?, .textView?: return 8  // Field
    case .custom?: return 19  // Object
    case .switch?: return 17  // Boolean
    case .choice?: return 10  // Enum
    case .multiChoice?: return 18  // Array: a set of options
    case .date?: return 22  // EnumMember: nearest to a date value LSP names
    case .stepper?, .slider?: return 16  // Number
    case .label?: return 15  // String
    case .button?: return 24  // Event
    case .spacer?: return 21  // Null
    case .image?: return 2  // Module: nearest to a picture LSP names (File is 1)
    case nil: return 19  // Object
    }
  }

  /// The outline: `DocumentSymbol`s nested as the layout tree, or a flat list of
  /// `SymbolInformation` for a client without hierarchical symbols.
  static func symbols(_ context: FeatureContext) -> JSON {
    let syntax = context.syntax
    let roots = syntax.nodes.indices.filter { syntax.nodes[$0].parent == nil }
    if context.capabilities.hierarchicalSymbols {
      return .array(roots.map { symbol($0, syntax: syntax, context: context) })
    }
    var flat: [JSON] = []
    func visit(_ index: Int, container: String?) {
      let node = syntax.nodes[index]
      flat.append(
        JSON.object(dropping: [
          "name": .string(name(node)),
          "kind": .int(symbolKind(node.kind)),
          "location": ["uri": .string(context.uri), "range": context.range(node.range).json],
          "containerName": container.map { .string($0) },
        ]))
      for child in node.children { visit(child, container: name(node)) }
    }
    for root in roots { visit(root, container: nil) }
    return .array(flat)
  }

  static func name(_ node: SpecSyntax.NodeSite) -> String {
    node.id ?? "(\(node.kind?.rawValue ?? "node"))"
  }

  private static func symbol(_ index: Int, syntax: SpecSyntax, context: FeatureContext) -> JSON {
    let node = syntax.nodes[index]
    var selection =
      node.idRange ?? node.kindKeyRange ?? node.range.lowerBound..<node.range.lowerBound
    if selection.lowerBound < node.range.lowerBound || selection.upperBound > node.range.upperBound
    {
      selection = node.range.lowerBound..<node.range.lowerBound
    }
    return JSON.object(dropping: [
      "name": .string(name(node)),
      "detail": .string(node.kind?.rawValue ?? "node without a kind"),
      "kind": .int(symbolKind(node.kind)),
      "range": context.range(node.range).json,
      "selectionRange": context.range(selection).json,
      "children": node.children.isEmpty
        ? nil : .array(node.children.map { symbol($0, syntax: syntax, context: context) }),
    ])
  }
}
