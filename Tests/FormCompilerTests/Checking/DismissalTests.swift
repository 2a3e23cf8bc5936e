import FormCompiler
import FormDiagnostics
import Testing

/// A drag dismisses the keyboard on every deployment target, in the UIKit screen and in the
/// SwiftUI screen (below iOS 16 through FormRuntime's drag gesture), so the rules that count on it
/// do not warn at iOS 15; a tap dismisses it in both, but in the SwiftUI screen not in a table.
struct DismissalTests {
  static let spec = """
    form: Login
    toolbar: false
    keyboard:
      dismiss: onDrag
    content:
      scroll: page
      children:
        - field: code
          input: oneTimeCode
          title: Code
        - textView: notes
          title: Notes
    """

  static func rules(outputs: Set<Configuration.Output>, spec: String = spec) -> [String] {
    var configuration = Configuration()
    configuration.outputs = outputs
    return FormPipeline(configuration: configuration).run(
      bytes: Array(spec.utf8), path: "Login.form.yaml"
    ).diagnostics.map(\.rule.rawValue).sorted()
  }

  /// The spec with `keyboard.dismiss: onTap` and no scroll view.
  static let tapSpec = """
    form: Login
    toolbar: false
    keyboard:
      avoidance: none
      dismiss: onTap
    content:
      stack: page
      children:
        - field: code
          input: oneTimeCode
          title: Code
        - textView: notes
          title: Notes
    """

  @Test("a tap outside the inputs dismisses the keyboard on the UIKit screen, with no scroll view")
  func tapOnUIKitScreen() {
    #expect(Self.rules(outputs: [.model, .uikit], spec: Self.tapSpec).isEmpty)
  }

  @Test("the SwiftUI screen dismisses the keyboard on a tap too (a tap gesture on the screen)")
  func tapOnSwiftUIScreen() {
    #expect(Self.rules(outputs: Configuration.Output.defaults, spec: Self.tapSpec).isEmpty)
  }

  /// ``tapSpec`` in a table: the SwiftUI screen's `Form`.
  static let tapTableSpec = """
    form: Login
    toolbar: false
    keyboard:
      dismiss: onTap
    content:
      table: page
      children:
        - section: login
          children:
            - field: code
              input: oneTimeCode
              title: Code
            - textView: notes
              title: Notes
    """

  @Test(
    "in a table the SwiftUI screen ends editing only on a tap on a header, footer or label: none here"
  )
  func tapInTableOnSwiftUIScreen() throws {
    var configuration = Configuration()
    configuration.outputs = Configuration.Output.defaults
    let diagnostics = FormPipeline(configuration: configuration).run(
      bytes: Array(Self.tapTableSpec.utf8), path: "Login.form.yaml"
    ).diagnostics
    #expect(
      diagnostics.map(\.rule.rawValue).sorted() == ["no-return-key", "text-view-without-toolbar"])
    let message = try #require(diagnostics.first?.message)
    #expect(
      message.contains(
        "the SwiftUI screen's Form ends editing on a tap ('keyboard.dismiss: onTap') only on a section header or footer or a label, and none shows whenever it does"
      ))
    #expect(Self.rules(outputs: [.model, .uikit], spec: Self.tapTableSpec).isEmpty)
  }

  /// ``tapTableSpec`` with `lines` spliced in after the section's id line (indented as its keys)
  /// and `rows` as further rows of the section.
  static func tapTableSpec(section lines: String = "", rows: String = "", more: String = "")
    -> String
  {
    (tapTableSpec + "\n").replacingOccurrences(
      of: "    - section: login\n", with: "    - section: login\n" + lines
    ).replacingOccurrences(of: "          title: Notes\n", with: "          title: Notes\n" + rows)
      + more
  }

  @Test(
    "a header, a footer or a label shown with the input is where a tap ends editing in a table",
    arguments: [
      ("      header: Sign in\n", "", ""),
      ("      footer: We text you the code.\n", "", ""),
      ("", "        - label:\n          text: We text you the code.\n", ""),
      (
        "", "",
        "    - section: help\n      header: Help\n      children:\n        - label:\n          text: Ask us.\n"
      ),
      // The input's own section shows whenever the input does, conditions and all.
      (
        "      header: Sign in\n      visibleWhen: {flag: signingIn}\n", "", ""
      ),
    ])
  func tapTargetInTable(section: String, rows: String, more: String) {
    let spec = Self.tapTableSpec(section: section, rows: rows, more: more)
    let flags = section.contains("signingIn") ? "flags:\n  - signingIn\n" : ""
    #expect(Self.rules(outputs: Configuration.Output.defaults, spec: flags + spec).isEmpty)
  }

  @Test(
    "a header or label that may be hidden while the input shows is no place to tap",
    arguments: [
      "    - section: help\n      header: Help\n      visibleWhen: {input: code, notEmpty: true}\n      children:\n        - label:\n          text: Ask us.\n",
      "    - section: help\n      children:\n        - label: askUs\n          text: Ask us.\n          visibleWhen: {input: code, notEmpty: true}\n",
    ])
  func hiddenTapTargetInTable(more: String) {
    #expect(
      Self.rules(outputs: Configuration.Output.defaults, spec: Self.tapTableSpec(more: more))
        == ["no-return-key", "text-view-without-toolbar"])
  }

  @Test("with the SwiftUI screen, a drag helps at iOS 15 too (the runtime's drag gesture)")
  func swiftUIScreenBelowIOS16() {
    #expect(Self.rules(outputs: Configuration.Output.defaults).isEmpty)
  }

  @Test("with the UIKit screen alone, a drag dismisses the keyboard on every version")
  func uikitScreenOnly() {
    #expect(Self.rules(outputs: [.model, .uikit]).isEmpty)
  }
}
