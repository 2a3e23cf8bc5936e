import FormCompiler
import FormDiagnostics
import Testing

/// A drag dismisses the keyboard on every deployment target, in the UIKit screen and in the
/// SwiftUI screen (below iOS 16 through FormRuntime's drag gesture), so the rules that count on it
/// do not warn at iOS 15; a tap dismisses it only in the UIKit screen.
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

  @Test("the SwiftUI screen does not dismiss the keyboard on a tap")
  func tapOnSwiftUIScreen() {
    #expect(
      Self.rules(outputs: Configuration.Output.defaults, spec: Self.tapSpec) == [
        "no-return-key", "text-view-without-toolbar",
      ])
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
