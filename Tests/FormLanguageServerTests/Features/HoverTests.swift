import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

@testable import FormLanguageServer

/// Hover: key documentation, what `formc plan` says about an input, `formc explain` on a
/// diagnostic.
struct HoverTests {
  static func hover(_ marked: String) -> String {
    let cursor = Cursor(marked)
    return Hover.hover(cursor.context, at: cursor.position).hoverText
  }

  /// Hover on the first occurrence of `needle` (plus `offset` bytes) in a repository file.
  static func hover(file: String, at needle: String, offset: Int = 1) -> String {
    let text = Repository.text(file)
    guard let range = text.firstRange(of: needle) else { return "" }
    let position = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + offset
    let document = Repository.document(file)
    return Hover.hover(Cursor.context(document), at: document.position(of: position)).hoverText
  }

  @Test func aKeysDocumentationAndAllowedValues() {
    let text = Self.hover(
      "form: A\nkeyboard:\n  avoid‸ance: insets\ncontent:\n  scroll: p\n  children: []\n")
    #expect(text.contains("**`avoidance`** in `keyboard`"))
    #expect(text.contains("keyboardLayoutGuide"))
    #expect(text.contains("- Value: one of `automatic`, `insets`, `layoutGuide`, `none`"))
    #expect(text.contains("- Default: automatic"))
  }

  @Test func aRequiredKeySaysSo() {
    let text = Self.hover(
      "form: A\ncontent:\n  scroll: p\n  children:\n    - button: b\n      ti‸tle: Go\n")
    #expect(text.contains("The button's title: a string, or"))
    #expect(text.contains("- Required"))
  }

  @Test func aPresetShowsItsTraits() {
    let text = Self.hover(
      "form: A\ncontent:\n  scroll: p\n  children:\n    - field: a\n      input: pass‸word\n")
    #expect(text.contains("keyboard asciiCapable, content type password"))
    #expect(text.contains("secure"))
  }

  @Test func anInputsPlanInEveryVisibilityState() {
    let text = Self.hover(
      file: "Specs/BusinessAccount.form.yaml", at: "- field: password", offset: 10)
    #expect(text.contains("**field `password`**: input 12 of 12 in focus order"))
    #expect(text.contains("Return key: continue (submit)"))
    #expect(
      text.contains(
        "- 6 of 6, return key continue (submit), Previous phone, Next -, in 6 of 9 states"))
    #expect(
      text.contains(
        "- 12 of 12, return key continue (submit), Previous industryDescription, Next -, in 1 of 9 states: when 'accountType' is 'business' and 'industry' is 'other'"
      ))
  }

  /// A Return key that changes while the input stays focused, by its own value or by a control
  /// the user changes without moving the focus, as `formc plan` marks it.
  @Test func aReturnKeyThatChangesWhileFocused() {
    let proxy = Self.hover(
      file: "Specs/ProxySettings.form.yaml", at: "- field: username", offset: 4)
    #expect(
      proxy.contains(
        "- Return key changed by `scheme` while focused: next → done as it goes from \"https\" to \"socks4\" (SwiftUI shows the new key at the next focus)"
      ))
    let mail = Self.hover(file: "Specs/MailSettings.form.yaml", at: "- field: forwardTo", offset: 4)
    #expect(
      mail.contains(
        "- Return key changes while focused: done ↔ next, as its own value shows or hides a later input (SwiftUI shows the new key at the next focus)"
      ))
  }

  @Test func aConditionalInputIsHiddenInSomeStates() {
    let text = Self.hover(
      file: "Specs/BusinessAccount.form.yaml", at: "- field: companyName", offset: 4)
    #expect(text.contains("- hidden, in 6 of 9 states"))
    #expect(
      text.contains("- 6 of 11, return key next (next input), Previous phone, Next vatNumber"))
    #expect(text.contains("Visible when 'accountType' is \"business\""))
    #expect(
      text.contains(
        "Traits: keyboard default, content type organizationName, autocapitalization words, autocorrection off"
      ))
  }

  /// Hover writes an `enabledWhen` as `formc plan` does: a switch's value is on or off, a
  /// combined condition in parentheses (docs/SpecFormat.md, combined conditions).
  @Test func anEnabledWhenReadsAsThePlanWritesIt() {
    let username = Self.hover(
      file: "Specs/ProxySettings.form.yaml", at: "- field: username", offset: 4)
    #expect(
      username.contains(
        "- Enabled when 'authenticate' is on (disabled, focus and validation pass over it)"),
      "\(username)")
    let password = Self.hover(
      file: "Specs/ProxySettings.form.yaml", at: "- field: password", offset: 4)
    #expect(
      password.contains("- Enabled when ('authenticate' is on and 'scheme' is not \"socks4\")"),
      "\(password)")
  }

  /// A flag's condition, and the new operators (one of several values, empty), in words.
  @Test func aFlagAndTheOtherOperatorsInWords() {
    let captcha = Self.hover(
      file: "Specs/SignUp.form.yaml", at: "- field: captcha", offset: 4)
    #expect(captcha.contains("- Visible when flag 'captchaRequired' is set"), "\(captcha)")
    let text = Self.hover(
      """
      form: A
      content:
        scroll: p
        children:
          - switch: s
            title: S
          - field: a
            title: A
          - field: b‸
            title: B
            visibleWhen: {input: a, in: [x, y]}
            enabledWhen: {any: [{input: a, empty: true}, {input: s, equals: false}]}

      """)
    #expect(text.contains("- Visible when 'a' is one of \"x\", \"y\""), "\(text)")
    #expect(text.contains("- Enabled when ('a' is empty or 's' is off)"), "\(text)")
  }

  @Test func aReferenceShowsTheInputItNames() {
    let text = Self.hover(
      file: "Specs/BusinessAccount.form.yaml", at: "next: familyName", offset: 8)
    #expect(text.contains("**field `familyName`**"))
  }

  @Test func aDiagnosticShowsTheRulesExplanation() {
    let text = Self.hover(
      "form: A\ncontent:\n  scroll: p\n  children:\n    - field: a\n      fe‸ild: x\n")
    #expect(text.contains("**formc explain unknown-key**"))
    #expect(text.contains(FormRules.description(of: .unknownKey)!.explanation))
  }

  @Test func noPlanWhileTheSpecHasErrors() {
    let text = Self.hover(
      "form: A\ncontent:\n  scroll: p\n  children:\n    - field: a‸\n      next: nowhere\n")
    #expect(text.contains("No plan while the spec has errors"))
  }

  @Test func nothingOnAComment() {
    let cursor = Cursor("# a comm‸ent\nform: A\ncontent:\n  scroll: p\n  children: []\n")
    #expect(Hover.hover(cursor.context, at: cursor.position) == .null)
  }
}
