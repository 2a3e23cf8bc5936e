import FormCodegen
import Testing

struct MustacheErrorTests {
  /// The error `source` fails to parse with, or `nil` when it parses.
  static func parseError(_ source: String) -> MustacheError? {
    do {
      _ = try MustacheTemplate(parsing: source)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("{{#fields}}\n  x\n", 1, 1, "unclosed section 'fields'"),
    ("{{#a}}\n{{^b}}{{/b}}", 1, 1, "unclosed section 'a'"),
    ("a\n  {{#a}}{{/b}}", 2, 9, "mismatched section end 'b', expected 'a'"),
    ("x {{/a}}", 1, 3, "unexpected section end 'a'"),
    ("ab\ncd {{name", 2, 4, "unclosed tag, expected '}}'"),
    ("{{{name}}", 1, 1, "unclosed tag, expected '}}}'"),
    ("é🎉 {{x", 1, 4, "unclosed tag, expected '}}'"),
    ("{{=<% %>=}}\n<%x}}", 2, 1, "unclosed tag, expected '%>'"),
    ("{{=a=}}", 1, 1, "bad delimiter tag, expected two delimiters separated by whitespace"),
    ("{{=a b c=}}", 1, 1, "bad delimiter tag, expected two delimiters separated by whitespace"),
    ("{{=a= b=}}", 1, 1, "bad delimiter tag, expected two delimiters separated by whitespace"),
    ("{{=a b}}", 1, 1, "bad delimiter tag, expected two delimiters separated by whitespace"),
    ("x\n\n {{ }}", 3, 2, "empty tag name"),
    ("{{> }}", 1, 1, "empty tag name"),
    ("{{a..b}}", 1, 1, "invalid tag name 'a..b'"),
    ("{{#.a}}{{/.a}}", 1, 1, "invalid tag name '.a'"),
    ("{{<base}}{{/base}}", 1, 1, "template inheritance ('<' and '$' tags) is not supported"),
  ])
  func errorIsLocated(source: String, line: Int, column: Int, message: String) {
    #expect(Self.parseError(source) == MustacheError(message, line: line, column: column))
  }

  @Test func descriptionLeadsWithTheLocation() {
    #expect(MustacheError("unclosed tag", line: 3, column: 5).description == "3:5: unclosed tag")
  }

  @Test(arguments: ["{{a.b}}", "{{.}}", "{{#a}}{{/a}}", "{{=| |=}}|x|", "{{>*name}}", "{{! }}"])
  func validTemplatesParse(source: String) {
    #expect(Self.parseError(source) == nil)
  }
}
