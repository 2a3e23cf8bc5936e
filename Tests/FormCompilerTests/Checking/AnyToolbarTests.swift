import FormCompiler
import Testing

/// `CheckedForm.hasAnyToolbar`: whether some input shows an accessory toolbar while it is focused.
struct AnyToolbarTests {
  static func form(_ toolbars: String) throws -> CheckedForm {
    let spec = """
      form: Feedback
      \(toolbars.isEmpty ? "" : "toolbar: false")
      content:
        scroll: page
        children:
          - field: comment
            title: Comment
            \(toolbars.contains("comment") ? "toolbar: {items: [done]}" : "")
          - custom: rating
            title: Rating
            height: 44
            inputView: false
            \(toolbars.contains("rating") ? "toolbar: {items: [done]}" : "")
      """
    let output = FormPipeline().run(bytes: Array(spec.utf8), path: "Feedback.form.yaml")
    return try #require(output.form, "\(output.diagnostics)")
  }

  @Test("a toolbar on a custom control with inputView: false does not count: it never shows")
  func ownToolbarOfAControlWithoutInputView() throws {
    #expect(!(try Self.form("off rating").hasAnyToolbar))
  }

  @Test("the form's toolbar, or an own toolbar of an input that takes the keyboard, counts")
  func shownToolbars() throws {
    #expect(try Self.form("").hasAnyToolbar)
    #expect(try Self.form("off comment").hasAnyToolbar)
    #expect(!(try Self.form("off").hasAnyToolbar))
  }
}
