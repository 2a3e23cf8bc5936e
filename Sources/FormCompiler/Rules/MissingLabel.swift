import FormDiagnostics
import FormSpec

/// `missing-label`: an input with neither title nor placeholder gives VoiceOver nothing to read.
enum MissingLabel: CheckingRule {
  static let description = RuleDescription(
    id: "missing-label", severity: .warning,
    summary: "an input with neither title nor placeholder gives VoiceOver nothing to read",
    rationale: #"""
      The title is the input's caption and accessibility label; the placeholder stands in for it.
      With neither, VoiceOver reads nothing for the input. A blank value (an empty string, or one of
      only whitespace such as `" "`) counts as missing, so an input whose title and placeholder are
      both blank, or one blank and the other absent, is flagged too; the message then says the title
      or placeholder is blank. When a custom control sets its own accessibility label, switch the
      rule off for that input or file.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Add `title: Email`.
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

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices
    where form.nodes[index].kind.isInput || form.nodes[index].kind.isControl {
      let node = form.nodes[index]
      // Reads the two keys, not a copy of every input key.
      let title = node.input?.title
      let placeholder = node.input?.placeholder
      let isBlank = { (text: Located<String>?) in
        guard let text = text?.value else { return true }
        // A text that starts with a visible ASCII character is not blank: told from its first
        // byte, without breaking it into characters (most titles).
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        return text.allSatisfy { $0.isWhitespace }
      }
      guard isBlank(title) && isBlank(placeholder) else { continue }
      let written = title != nil || placeholder != nil
      findings.report(
        "\(node.kind.rawValue) \(form.name(index)) has \(written ? "only a blank 'title' or 'placeholder'" : "neither 'title' nor 'placeholder'"), so VoiceOver has nothing to read",
        at: node.kindKeyLocation)
    }
  }
}
