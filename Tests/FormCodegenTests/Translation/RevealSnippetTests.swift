import FormCodegen
import FormCompiler
import Testing

/// The generated code of an input's `reveal` (issue 28): the plan literal carries the named ids,
/// the SwiftUI screen marks each named node with `formRevealed(_:)`, and the UIKit views protocol
/// asks for the view of a named label that nothing else lists (no `visibleWhen`, no flag text),
/// so that the avoider finds it through `formNodeViews(_:)`. A named node that is a row of a
/// `table` is marked on the SwiftUI screen too (the runtime scrolls to a row the `Form` has not
/// created), and the UIKit views protocol does not ask for it (the table's rectangle for the row
/// stands for it, through the keyboard controller's `revealedRow`).
struct RevealSnippetTests {
  static let spec = """
    content:
      scroll: page
      children:
        - field: code
          title: Code
          reveal: [codeHint]
        - label: codeHint
          text: We sent the code to your phone.
        - label: footer
          text: Thanks.
    """

  @Test func thePlanLiteralListsTheRevealedNodes() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(
      file.contains(#".init(id: "code", scrollContainers: ["page"], reveals: ["codeHint"])"#),
      "\(file)")
  }

  @Test func theSwiftUIScreenMarksTheRevealedNode() throws {
    let file = try SnippetTests.file(Self.spec, .swiftui)
    #expect(file.contains(#".formRevealed("codeHint")"#), "\(file)")
    #expect(!file.contains(#".formRevealed("footer")"#), "\(file)")
  }

  @Test func theUIKitViewsProtocolAsksForTheRevealedLabel() throws {
    let file = try SnippetTests.file(Self.spec, .uikit)
    #expect(file.contains("associatedtype CodeHintView: UILabel"), "\(file)")
    #expect(
      file.contains("/// The `codeHint` label, revealed with the input whose `reveal` names it."),
      "\(file)")
    #expect(file.contains(#"case "codeHint": return [codeHint]"#), "\(file)")
    #expect(!file.contains("FooterView"), "\(file)")
  }

  static let tableSpec = """
    content:
      table: list
      children:
        - section: account
          children:
            - field: code
              title: Code
              reveal: [codeHint]
            - label: codeHint
              text: We sent the code to your phone.
            - label: footer
              text: Thanks.
    """

  @Test func theSwiftUIScreenMarksARevealedTableRow() throws {
    let file = try SnippetTests.file(Self.tableSpec, .swiftui)
    #expect(file.contains(#".formRevealed("codeHint")"#), "\(file)")
    #expect(!file.contains(#".formRevealed("footer")"#), "\(file)")
  }

  @Test func theUIKitViewsProtocolLeavesARevealedTableRowToTheTable() throws {
    let file = try SnippetTests.file(Self.tableSpec, .uikit)
    #expect(!file.contains("CodeHintView"), "\(file)")
  }
}
