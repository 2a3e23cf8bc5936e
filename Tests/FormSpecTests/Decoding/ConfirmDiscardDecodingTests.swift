import FormSpec
import Testing

/// `actions.cancel.confirmDiscard` (issue 32): a cancel that asks before discarding changes.
struct ConfirmDiscardDecodingTests {
  static func cancel(_ settings: String) -> ActionSettings? {
    let text =
      "form: EditCard\nactions:\n  cancel:\n    title: Cancel\n" + settings
      + "content:\n  scroll: page\n  children:\n    - field: name\n"
    let result = FormSpecReader().read(bytes: Array(text.utf8), path: "EditCard.form.yaml")
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    return result.definition?.actions.cancel
  }

  @Test(arguments: [("    confirmDiscard: true\n", true), ("    confirmDiscard: false\n", false)])
  func decodesTheFlag(settings: String, expected: Bool) {
    #expect(Self.cancel(settings)?.confirmDiscard?.value == expected)
  }

  @Test func absentByDefault() {
    let cancel = Self.cancel("")
    #expect(cancel != nil)
    #expect(cancel?.confirmDiscard == nil)
    #expect(cancel?.confirmsDiscard == false)
  }
}
