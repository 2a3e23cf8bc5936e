import FormRuntime
import Testing

/// `FormTextEdit.isReturn`: one inserted newline, anywhere, and nothing else.
struct FormTextEditTests {
  @Test(
    "an edit is Return only when it inserts one newline and nothing else",
    arguments: [
      ("Hi", "Hi\n", true), ("Hi", "H\ni", true), ("", "\n", true), ("a\nb", "a\n\nb", true),
      ("Hi", "Hi!", false), ("Hi", "Hi\n\n", false), ("Hi\n", "Hi", false), ("Hi", "Hi", false),
      ("Hi", "Ho\n", false),
    ])
  func isReturn(old: String, new: String, expected: Bool) {
    #expect(FormTextEdit(old: old, new: new).isReturn == expected)
  }
}
