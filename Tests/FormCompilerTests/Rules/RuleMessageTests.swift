import FormCompiler
import FormDiagnostics
import FormTestSupport
import Foundation
import Testing

/// The messages of the rules that judge an input by the visibility states it is in, and of the
/// rules that say why the keyboard's dismiss mode does not help: what the fixtures' `# expect:`
/// lines cannot assert.
struct RuleMessageTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Checking")

  static func messages(_ relativePath: String, rule: RuleID) throws -> [String] {
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(relativePath)))
    return FormPipeline().run(bytes: bytes, path: relativePath).diagnostics
      .filter { $0.rule == rule }.map(\.message)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: String
    var rule: RuleID
    var message: String
    var testDescription: String { fixture }
  }

  static let cases: [Case] = [
    Case(
      fixture: "return-key-mismatch/next-on-last-in-every-state.form.yaml",
      rule: .returnKeyMismatch,
      message:
        "return key 'next' on 'notes', which is the last visible input in every visibility state; nothing follows it"
    ),
    Case(
      fixture: "return-key-mismatch/next-on-last.form.yaml", rule: .returnKeyMismatch,
      message:
        "return key 'next' on 'password', which is the last visible input; nothing follows it"
    ),
    Case(
      fixture: "no-return-key/last-in-some-state.form.yaml", rule: .noReturnKey,
      message:
        "the 'decimalPad' keyboard of 'amount' has no return key, and its toolbar has no 'done' and Next cannot leave it while it is last when 'plan' is empty; the user is stuck"
    ),
    Case(
      fixture: "no-return-key/on-drag-without-scroll-view.form.yaml", rule: .noReturnKey,
      message:
        "the 'numberPad' keyboard of 'code' has no return key, and its toolbar has neither 'next' nor 'done', and no scroll view holds it, so 'keyboard.dismiss: onDrag' has nothing to drag; the user is stuck"
    ),
    Case(
      fixture: "no-return-key/submit-when-filled-in-navigation-bar.form.yaml", rule: .noReturnKey,
      message:
        "the 'phonePad' keyboard of 'phone' has no return key, and its toolbar has neither 'next' nor 'done', and the submit 'Create' is enabled only when the required inputs are filled ('enabled: whenFilled'); the user is stuck"
    ),
    Case(
      fixture: "text-view-without-toolbar/submit-when-filled-in-navigation-bar.form.yaml",
      rule: .textViewWithoutToolbar,
      message:
        "Return inserts a newline in text view 'body', and its toolbar has neither 'next' nor 'done', and the submit 'Post' is enabled only when the required inputs are filled ('enabled: whenFilled'); the user is stuck"
    ),
    Case(
      fixture: "text-view-without-toolbar/interactive-without-scroll-view.form.yaml",
      rule: .textViewWithoutToolbar,
      message:
        "Return inserts a newline in text view 'bio', and its toolbar has neither 'next' nor 'done', and no scroll view holds it, so 'keyboard.dismiss: interactive' has nothing to drag; the user is stuck"
    ),
    Case(
      fixture: "return-key-mismatch/next-with-on-return-dismiss.form.yaml",
      rule: .returnKeyMismatch,
      message:
        "return key 'next' on 'email', but Return only ends editing there ('onReturn: dismiss'); use 'done', or remove 'onReturn'"
    ),
    Case(
      fixture: "ineffective-toolbar/custom-without-input-view.form.yaml",
      rule: "ineffective-toolbar",
      message:
        "custom control 'rating' has 'inputView: false' and never takes the keyboard, so its own 'toolbar' never shows; remove 'toolbar', or give it an input view"
    ),
    Case(
      fixture: "ineffective-return-key/on-return-on-pad.form.yaml", rule: .ineffectiveReturnKey,
      message:
        "the 'numberPad' keyboard has no return key, so 'onReturn: dismiss' never applies"
    ),
    Case(
      fixture: "visibility-order/combined-condition-two-late-controllers.form.yaml",
      rule: .visibilityOrder,
      message:
        "label 'giftNote' is shown by 'isGift' and 'occasion', which come after it; it would appear above where the user is typing"
    ),
    Case(
      fixture: "visibility-order/any-one-early-one-late.form.yaml", rule: .visibilityOrder,
      message:
        "label 'giftNote' is shown by 'isGift', which comes after it; it would appear above where the user is typing"
    ),
    Case(
      fixture: "impossible-condition/flag-set-and-not-set.form.yaml",
      rule: .impossibleCondition,
      message:
        "the conditions of 'all' on flag 'managed' never hold together: no value passes both '{flag: managed}' and '{flag: managed, equals: false}', so 'useProxy' is never enabled"
    ),
  ]

  @Test(arguments: cases)
  func message(_ testCase: Case) throws {
    #expect(try Self.messages(testCase.fixture, rule: testCase.rule) == [testCase.message])
  }
}
