import FormCodegen
import FormCompiler
import Testing

/// Snippets of `maxLength` and `format` (issue 32): the schema's `entry:` argument and the view
/// model's formatter hook.
struct TextEntrySnippetTests {
  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "a limited, formatted field hands its entry to the schema",
      spec: """
        content:
          scroll: page
          children:
            - field: card
              input: creditCardNumber
              title: Card
              maxLength: 16
              format: cardNumber
            - field: iban
              title: IBAN
              keyboard: asciiCapable
              format: iban
        """,
      output: .model, start: "nonisolated static let schema",
      expected: """
        nonisolated static let schema = FormSchema<Field>(
          inputs: [
            .field(
              .card, title: "Card",
              traits: FormTextTraits(
                keyboard: .numberPad, contentType: .creditCardNumber, autocapitalization: .none,
                autocorrection: false),
              returns: .none, entry: FormTextEntry(maxLength: 16, format: .cardNumber),
              toolbarTitle: "Card"),
            .field(
              .iban, title: "IBAN", traits: FormTextTraits(keyboard: .asciiCapable),
              returns: .nextOrSubmit(.done), entry: FormTextEntry(format: "iban"), toolbarTitle: "IBAN"),
          ],
          toolbar: [.previous, .next, .flexibleSpace, .done],
          keyboard: FormKeyboardPlan(
            avoidance: .automatic,
            dismissMode: .interactive,
            spacing: 16,
            insetContainer: "page",
            pinnedContainer: "page",
            inputs: [
              .init(id: "card", scrollContainers: ["page"]),
              .init(id: "iban", scrollContainers: ["page"]),
            ]
          )
        )
        """),
    SnippetTests.Snippet(
      name: "a form with a format lets the app supply formatters by name",
      spec: """
        content:
          scroll: page
          children:
            - field: iban
              title: IBAN
              format: iban
        """,
      output: .model, start: "func textFormatter",
      expected: """
        func textFormatter(for format: FormTextFormat) -> FormTextFormatter? {
          textFormatters[format] ?? FormTextFormatter.standard(format)
        }
        """),
    SnippetTests.Snippet(
      name: "the formatters the app registers are a stored property",
      spec: """
        content:
          scroll: page
          children:
            - field: iban
              title: IBAN
              format: iban
        """,
      output: .model, start: "var textFormatters",
      expected: """
        var textFormatters: [FormTextFormat: FormTextFormatter] = [:]
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  @Test("a form without a format has no formatter hook")
  func noHook() throws {
    let file = try SnippetTests.file(
      "content:\n  scroll: page\n  children:\n    - field: code\n      maxLength: 4", .model)
    #expect(!file.contains("textFormatters"))
    #expect(file.contains("entry: FormTextEntry(maxLength: 4)"))
  }
}
