import FormDiagnostics
import FormSpec

/// `smart-punctuation-not-applied-in-swiftui`: SwiftUI has no modifier for smart quotes and
/// dashes, so the SwiftUI screen keeps the system's choice whatever `smartPunctuation` says.
enum SmartPunctuationNotAppliedInSwiftUI: CheckingRule {
  static let description = RuleDescription(
    id: "smart-punctuation-not-applied-in-swiftui", severity: .warning,
    summary:
      "the SwiftUI screen cannot set smart punctuation: it keeps the system's choice, not the spec's",
    rationale: #"""
      `smartPunctuation` sets UIKit's `smartQuotesType` and `smartDashesType`
      (https://developer.apple.com/documentation/uikit/uitextinputtraits/smartquotestype,
      https://developer.apple.com/documentation/uikit/uitextinputtraits/smartdashestype) on the
      UIKit screen's text field or text view. SwiftUI has no modifier for either: its text entry
      modifiers set the keyboard type, the content type, autocapitalization, autocorrection and
      the submit label, not smart quotes or dashes. So the generated SwiftUI screen leaves the
      system's default, which "selectively enables smart quotes based on the keyboard type": with
      `smartPunctuation: false` a user of the SwiftUI screen can still get `’` for `'` and a dash
      for `--`, with `true` may not get them — a silent difference between the two screens.
      Flagged only when formc writes the SwiftUI screen (`outputs.swiftui`, on by default).
      """#,
    pointsAt: #"""
      the `smartPunctuation` key.
      """#,
    fix: #"""
      An app that ships only the UIKit screen sets `outputs: {swiftui: false}` in `formc.yml`. One
      that accepts the system's default in SwiftUI says so with
      `# formc:disable-next-line smart-punctuation-not-applied-in-swiftui` above the key. Where the
      text must stay exactly as typed in every screen (a code, a server's folder name), also
      check it where it is used: smart punctuation is one of several ways the typed text can
      change (autocorrection, a paste).
      """#,
    examples: [
      RuleExample(
        "MailSettings.form.yaml",
        #"""
        form: MailSettings
        content:
          scroll: page
          children:
            - field: archiveFolder
              title: Keep a copy in
              smartPunctuation: false

        """#)
    ],
    passingExamples: [
      RuleExample(
        "MailSettings.form.yaml",
        #"""
        form: MailSettings
        content:
          scroll: page
          children:
            - field: archiveFolder
              title: Keep a copy in
              smartPunctuation: false

        """#,
        files: [
          RuleExample.File(
            name: "formc.yml",
            text: #"""
              outputs:
                swiftui: false

              """#)
        ])
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    guard form.generatesSwiftUI else { return }
    for index in form.nodes.indices where form.nodes[index].kind.isInput {
      guard let smartPunctuation = form.nodes[index].input?.smartPunctuation else { continue }
      findings.report(
        "'smartPunctuation: \(smartPunctuation.value)' on \(form.name(index)) has no effect in the SwiftUI screen, which has no modifier for smart quotes and dashes: the system's default applies there",
        at: smartPunctuation.keyLocation ?? smartPunctuation.location)
    }
  }
}
