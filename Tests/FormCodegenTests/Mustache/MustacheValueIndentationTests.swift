import FormCodegen
import Testing

/// `indentingValueLines`: each line a multi-line value starts after its first is indented by the
/// spaces and tabs that start its tag's line, on top of enclosing standalone partials'; empty
/// lines get nothing. Off by default, where a value prints as it is (as the Mustache spec says).
struct MustacheValueIndentationTests {
  /// One case: the template, the value of `x`, the partial `p` (empty for none) and the output.
  struct Case: Sendable, CustomTestStringConvertible {
    var what: String
    var template: String
    var x: String
    var partial = ""
    var expected: String

    var testDescription: String { what }
  }

  static let cases: [Case] = [
    Case(what: "tag at column 0", template: "{{x}}\nend", x: "a\n  b", expected: "a\n  b\nend"),
    Case(
      what: "indented tag", template: "  {{x}}\n", x: "a\n  b\nc", expected: "  a\n    b\n  c\n"),
    Case(
      what: "value without a line break", template: "    {{x}};", x: "one", expected: "    one;"),
    Case(
      what: "value ending in a line break, text after the tag", template: "  {{x}}}\n",
      x: "a\nb\n", expected: "  a\n  b\n  }\n"),
    Case(
      what: "value ending in a line break, nothing after the tag", template: "  {{x}}\nz",
      x: "a\n", expected: "  a\n\nz"),
    Case(
      what: "empty lines inside the value stay empty", template: "  {{x}}\n", x: "a\n\n\nb",
      expected: "  a\n\n\n  b\n"),
    Case(
      what: "CRLF empty lines stay empty", template: "  {{x}}", x: "a\r\n\r\nb",
      expected: "  a\r\n\r\n  b"),
    Case(
      what: "text before the tag: only the line's leading whitespace counts",
      template: "  let x = {{x}}\n", x: "[\n  1,\n]", expected: "  let x = [\n    1,\n  ]\n"),
    Case(
      what: "a tag after another tag on its line", template: "  {{#x}}-{{/x}} {{{x}}}",
      x: "a\nb", expected: "  - a\n  b"),
    Case(what: "tabs count as whitespace", template: "\t {{x}}", x: "a\nb", expected: "\t a\n\t b"),
    Case(
      what: "the first line of the template", template: "  {{&x}}\n  {{x}}", x: "a\nb",
      expected: "  a\n  b\n  a\n  b"),
    Case(
      what: "escaped values are indented after escaping", template: "  {{x}}", x: "<\n>",
      expected: "  &lt;\n  &gt;"),
    Case(
      what: "inside a section on its own lines", template: "{{#x}}\n    {{x}}\n{{/x}}\n",
      x: "a\nb", expected: "    a\n    b\n"),
    Case(
      what: "inside an inline section", template: "  <{{#x}}{{x}}{{/x}}>", x: "a\nb",
      expected: "  <a\n  b>"),
    Case(
      what: "inside a standalone partial: the partial's indentation and the tag's line's",
      template: "  {{>p}}\n", x: "a\nb", partial: "- {{x}}\n  {{x}}\n",
      expected: "  - a\n  b\n    a\n    b\n"),
    Case(
      what: "inside an inline partial: the tag's line in the partial only",
      template: "  >{{>p}}", x: "a\nb", partial: " {{x}}", expected: "  > a\n b"),
    Case(
      what: "a standalone partial after a value ending in a line break",
      template: "  {{x}}\n  {{>p}}\n", x: "a\n", partial: "p\n", expected: "  a\n\n  p\n"),
  ]

  static func render(_ test: Case, indenting: Bool) throws -> String {
    let partials: MustachePartials =
      test.partial.isEmpty ? [:] : ["p": try MustacheTemplate(parsing: test.partial)]
    return try MustacheTemplate(parsing: test.template).render(
      ["x": .string(test.x)], partials: partials, indentingValueLines: indenting)
  }

  @Test(arguments: cases)
  func indentsValueLines(_ test: Case) throws {
    #expect(try Self.render(test, indenting: true) == test.expected)
  }

  @Test(
    arguments: [
      ("  {{x}}", "a\nb", "  a\nb"),
      ("  {{>p}}\n", "a\nb", "  - a\nb\n"),
    ] as [(String, String, String)])
  func offByDefaultValuesPrintAsTheyAre(template: String, x: String, expected: String) throws {
    let partials: MustachePartials = ["p": try MustacheTemplate(parsing: "- {{x}}\n")]
    #expect(
      try MustacheTemplate(parsing: template).render(["x": .string(x)], partials: partials)
        == expected)
  }
}
