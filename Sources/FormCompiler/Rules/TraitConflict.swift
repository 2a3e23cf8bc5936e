import FormDiagnostics
import FormSpec

/// `trait-conflict`: text traits that work against each other (capitals in an email, autocorrect in a password).
enum TraitConflict: CheckingRule {
  static let description = RuleDescription(
    id: "trait-conflict", severity: .warning,
    summary:
      "text traits that work against each other (capitals in an email, autocorrect in a password)",
    rationale: #"""
      Flags exactly: an explicit `autocapitalization` other than `none` on an input whose effective
      keyboard is `emailAddress` or `URL`, or whose content type is `emailAddress`, `URL`,
      `username`, `password` or `newPassword`; the same keyboards and content types written
      explicitly (`keyboard`, `contentType`) on an input whose preset's autocapitalization is not
      `none` and that writes no `autocapitalization` (the default `text` preset capitalizes
      sentences, and UIKit and SwiftUI keep that under an email keyboard: "Ada@example.com");
      secure entry together with an explicit `autocorrection: true`; secure entry on a
      `textView`; an explicit pad `keyboard` on an input whose preset is `email`, `url`,
      `username`, `password`, `newPassword`, `name`, `givenName` or `familyName`.
      """#,
    pointsAt: #"""
      the last, in document order, of the explicit keys that make the conflict.
      """#,
    fix: #"""
      Remove `autocapitalization`: the `email` preset already sets `none`. For an explicit email
      keyboard, use the preset (`input: email`) or write `autocapitalization: none`.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: email
              input: email
              title: Email
              autocapitalization: words

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for node in form.nodes where node.kind.isInput && node.kind != .custom {
      guard let input = node.input else { continue }
      check(input, isTextView: node.kind == .textView, &findings)
    }
  }

  private static func check(
    _ input: InputProperties, isTextView: Bool, _ findings: inout Findings
  ) {
    let traits = EffectiveTraits(input)
    let preset = input.effectivePreset
    // Where `input` is written, worked out only for a conflict: a key's location looks its
    // file's path up in the shared table.
    func presetKey() -> SourceLocation? { input.preset?.keyLocation }
    // At the last of the keys that conflict.
    func conflict(_ message: String, _ keys: [SourceLocation?]) {
      findings.report(message, at: keys.compactMap { $0 }.max()!)
    }
    // 1. Capitals where none belong: written, or the preset's default under an explicit email or
    // URL keyboard or a no-capitals content type (UIKit and SwiftUI keep sentence capitals there).
    if traits.autocapitalization != .none {
      let caps = input.autocapitalization
      // The reasons first, the messages and key locations only for a conflict: a list of the
      // keys was allocated (and the first key's location looked up) for most inputs.
      let byKeyboard =
        (traits.keyboard == .emailAddress || traits.keyboard == .url)
        && (!caps.isNil || !input.keyboard.isNil)
      let noCapsTypes = ["emailAddress", "URL", "username", "password", "newPassword"]
      var conflictingType: String?
      if let contentType = traits.contentType, noCapsTypes.contains(contentType),
        !caps.isNil || !input.contentType.isNil
      {
        conflictingType = contentType
      }
      if byKeyboard || !conflictingType.isNil {
        var reasons: [String] = []
        var keys: [SourceLocation?] = [caps?.keyLocation]
        if byKeyboard {
          reasons.append("the '\(traits.keyboard.rawValue)' keyboard")
          keys.append(input.keyboard?.keyLocation ?? presetKey())
        }
        if let contentType = conflictingType {
          reasons.append("content type '\(contentType)'")
          keys.append(input.contentType?.keyLocation ?? presetKey())
        }
        let what =
          caps == nil
          ? "the default autocapitalization '\(traits.autocapitalization.rawValue)' of input '\(preset.rawValue)'"
          : "autocapitalization '\(traits.autocapitalization.rawValue)'"
        let fix = caps == nil ? "write 'autocapitalization: none'" : "use 'none'"
        conflict("\(what) works against \(reasons.joined(separator: " and ")); \(fix)", keys)
      }
    }
    // 2. Autocorrection in secure entry.
    if traits.secure, let correction = input.autocorrection, correction.value {
      conflict(
        "autocorrection in secure entry offers the typed secret as suggestions; remove 'autocorrection: true'",
        [correction.keyLocation, input.secure?.keyLocation ?? presetKey()])
    }
    // 3. Secure text views.
    if traits.secure && isTextView {
      conflict(
        "a text view cannot hide its text; use a field for secure entry",
        [input.secure?.keyLocation ?? presetKey()])
    }
    // 4. A pad where letters are needed.
    let letterPresets: [InputPreset] = [
      .email, .url, .username, .password, .newPassword, .name, .givenName, .familyName,
    ]
    if let keyboard = input.keyboard, keyboard.value.isPad, letterPresets.contains(preset) {
      conflict(
        "the '\(keyboard.value.rawValue)' keyboard cannot type letters, which input '\(preset.rawValue)' needs",
        [keyboard.keyLocation, presetKey()])
    }
  }
}
