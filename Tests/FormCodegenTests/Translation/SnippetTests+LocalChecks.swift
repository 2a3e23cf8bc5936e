import FormCodegen
import FormCompiler
import Testing

/// Snippets of local app checks (`check: {name: …, local: true}`, issue 32): the app's method is
/// synchronous, the model hands it to the runtime as a local check, and a change does not start
/// it (the model asks it whenever it needs the input's message).
struct LocalCheckSnippetTests {
  static let spec = """
    content:
      scroll: page
      children:
        - field: number
          title: Card Number
          check: {name: validCardNumber, local: true}
        - field: coupon
          title: Coupon
          check: couponValid
    """

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "a local check is a synchronous method of the checks protocol",
      spec: spec, output: .model, start: "protocol SnippetFormChecks",
      expected: """
        protocol SnippetFormChecks: AnyObject {
          /// `validCardNumber`: checks the value of the "Card Number" field at once (a local check:
          /// synchronous, never pending, and a submit does not wait for it). Returns the message to show
          /// under the input, or `nil` when the value passes. It runs whenever the input's message is
          /// needed (as the input's `validateOn` says, and on submit), never on an empty value.
          func validCardNumber(_ value: String) -> String?

          /// `couponValid`: checks the value of the "Coupon" field. Returns the message to show under the
          /// input, or `nil` when the value passes. It runs 0.5 seconds after the last change, never on an
          /// empty value; a new value cancels the task it runs in, and the outcome for a value no longer
          /// current is dropped.
          func couponValid(_ value: String) async -> String?
        }
        """),
    SnippetTests.Snippet(
      name:
        "the model hands a local check to the runtime as one, by init(local:), without a debounce",
      spec: spec, output: .model, start: "func appCheck",
      expected: """
        func appCheck(for field: Field) -> FormAppCheck? {
          switch field {
          case .number:
            return FormAppCheck(local: { [weak self] value in
              self?.checker?.validCardNumber(value)
            })
          case .coupon:
            return FormAppCheck(debounce: 0.5) { [weak self] value in
              await self?.checker?.couponValid(value)
            }
          }
        }
        """),
    SnippetTests.Snippet(
      name: "a change does not start a local check",
      spec: spec, output: .model, start: "@FormPublished var number",
      expected: """
        @FormPublished var number: String = "" {
          didSet { formChanges.valueDidChange(.number) }
        }
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }
}
