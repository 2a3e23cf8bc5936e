import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// The two elements formc's generated UI tests read (`FormUITestLaunch.returnKeyProbe` and
/// `.submitProbe`), shown by `formKeyboard(of:focus:onSubmit:)` on a UI test launch only, on the
/// generated SwiftUI screen of `Specs/ProfileEditor.form.yaml` driven through the SwiftUI double.
@MainActor
@Suite("UI test elements of a SwiftUI screen", .serialized)
struct UITestProbeSwiftUITests {
  /// The profile editor, with the elements shown (`true`), hidden, or as by default (`nil`).
  func screen(probes: Bool?) -> SwiftUIHost<AnyView> {
    let view = ProfileEditorFormView(form: ProfileEditorForm(), onSubmit: {})
    return SwiftUIHost(probes.map { AnyView(view.formUITestProbes($0)) } ?? AnyView(view))
  }

  @Test("a normal launch shows neither element")
  func normalLaunch() async {
    #expect(!FormUITestLaunch.isCurrentProcess, "the test runner is not a UI test launch")
    for probes in [nil, false] {
      let host = screen(probes: probes)
      #expect(host.tap("newPassword"))
      await host.type("s3cret-horse")
      #expect(host.node(FormUITestLaunch.returnKeyProbe) == nil, "\(String(describing: probes))")
      #expect(host.node(FormUITestLaunch.submitProbe) == nil, "\(String(describing: probes))")
    }
  }

  @Test("on a UI test launch the Return key element follows the edited input's key")
  func uiTestLaunch() async {
    let host = screen(probes: true)
    func label(_ identifier: String) -> String? {
      let node = host.node(identifier)
      return node?.accessibilityLabel ?? node?.text
    }
    #expect(host.node(FormUITestLaunch.returnKeyProbe)?.kind == .text)
    #expect(label(FormUITestLaunch.returnKeyProbe) == "", "no input is edited")
    #expect(label(FormUITestLaunch.submitProbe) == "0")

    #expect(host.tap("newPassword"))
    #expect(label(FormUITestLaunch.returnKeyProbe) == "done")
    await host.type("s3cret-horse")
    #expect(label(FormUITestLaunch.returnKeyProbe) == "next", "the key follows the confirmation")
    #expect(await host.pressReturn() == .submitted)
    #expect(host.focusedInput?.identifier == "confirmNewPassword")
    #expect(label(FormUITestLaunch.returnKeyProbe) == "done")
  }

  @Test("the submit element counts the submits of a valid form only")
  func submitsCounted() throws {
    let form = ChatComposerForm()
    let counter = SubmitCounter()
    let host = SwiftUIHost(
      ChatComposerFormView(form: form, onSubmit: { counter.count += 1 }).formUITestProbes())
    let submits = { host.node(FormUITestLaunch.submitProbe)?.accessibilityLabel }
    #expect(submits() == "0")
    // A submit that fails validation (the message is required) is no submit.
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(counter.count == 0)
    #expect(submits() == "0")

    form.setValue("Hello", for: .message)
    host.settle()
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    try #require(counter.count == 1, "\(form.errors)")
    #expect(submits() == "1")
    form.setValue("Again", for: .message)
    host.settle()
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(submits() == "2")
  }
}
