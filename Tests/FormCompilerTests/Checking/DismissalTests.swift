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

  @Test("in a table the SwiftUI screen does not dismiss on a tap: its Form's rows take the taps")
  func tapInTableOnSwiftUIScreen() throws {
    var configuration = Configuration()
    configuration.outputs = Configuration.Output.defaults
    let diagnostics = FormPipeline(configuration: configuration).run(
      bytes: Array(Self.tapTableSpec.utf8), path: "Login.form.yaml"
    ).diagnostics
    #expect(
      diagnostics.map(\.rule.rawValue).sorted() == ["no-return-key", "text-view-without-toolbar"])
    let message = try #require(diagnostics.first?.message)
    #expect(message.contains("does not dismiss the keyboard on a tap in a table"))
    #expect(Self.rules(outputs: [.model, .uikit], spec: Self.tapTableSpec).isEmpty)
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
