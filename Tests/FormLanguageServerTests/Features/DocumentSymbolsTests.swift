import FormDiagnostics
import Testing

@testable import FormLanguageServer

/// The outline is the layout tree.
struct DocumentSymbolsTests {
  static func tree(_ symbol: JSON, depth: Int = 0) -> [String] {
    let line =
      String(repeating: "  ", count: depth)
      + "\(symbol["name"]?.stringValue ?? "?") (\(symbol["detail"]?.stringValue ?? "?"))"
    return [line] + (symbol["children"]?.arrayValue ?? []).flatMap { tree($0, depth: depth + 1) }
  }

  @Test func theLayoutTreeOfAnExampleSpec() throws {
    let document = Repository.document("Specs/StoreLocator.form.yaml")
    let symbols = DocumentSymbols.symbols(Cursor.context(document)).arrayValue ?? []
    #expect(symbols.count == 1)
    let lines = symbols.flatMap { Self.tree($0) }
    let syntax = SpecSyntax(document)
    #expect(lines.count == syntax.nodes.count)
    #expect(
      lines.first?.hasSuffix("(scroll)") == true || lines.first?.hasSuffix("(table)") == true
        || lines.first?.hasSuffix("(stack)") == true)
    for symbol in symbols {
      let range = try #require(TextRange(symbol["range"]))
      let selection = try #require(TextRange(symbol["selectionRange"]))
      #expect(range.start <= selection.start && selection.end <= range.end)
    }
  }

  @Test func nodesWithoutIdsAndAFlatListForOlderClients() {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - label:\n      text: Hi‸\n    - stack: row\n      children:\n        - field: a\n"
    )
    let tree = (DocumentSymbols.symbols(cursor.context).arrayValue ?? []).flatMap { Self.tree($0) }
    #expect(tree == ["page (scroll)", "  (label) (label)", "  row (stack)", "    a (field)"])
    var context = cursor.context
    context.capabilities.hierarchicalSymbols = false
    let flat = DocumentSymbols.symbols(context).arrayValue ?? []
    #expect(flat.compactMap { $0["name"]?.stringValue } == ["page", "(label)", "row", "a"])
    #expect(flat.last?["containerName"] == "row")
  }

  @Test func nothingForTextThatIsNotYAML() {
    let cursor = Cursor("form: [‸\n")
    #expect(DocumentSymbols.symbols(cursor.context) == [])
  }
}
