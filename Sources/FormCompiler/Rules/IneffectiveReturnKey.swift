import FormDiagnostics
import FormSpec

/// `ineffective-return-key`: a pad keyboard shows no return key, so an explicit 'returnKey' on it never appears.
enum IneffectiveReturnKey: CheckingRule {
  static let description = RuleDescription(
    id: "ineffective-return-key", severity: .warning,
    summary: "a pad keyboard shows no return key, so an explicit 'returnKey' on it never appears",
    rationale: #"""
      `numberPad`, `phonePad`, `decimalPad` and `asciiCapableNumberPad` show no return key, so a
      `returnKey` written on an input whose effective keyboard (from its `input` preset or its
      `keyboard` key) is a pad never appears: the spec promises a key the user never sees. Any
      explicit value is flagged, `default` included, on a `field` or a `textView`. The same key can
      also be `return-key-mismatch`. An explicit `onReturn` on such an input is flagged the same
      way: there is no Return to press.
      """#,
    pointsAt: #"""
      the `returnKey` key, or the `onReturn` key.
      """#,
    fix: #"""
      Remove `returnKey`. The user leaves a pad through the toolbar's Next or Done (see
      `no-return-key`); to get a return key, use a keyboard that has one.
      """#,
    examples: [
      RuleExample(
        "Verify.form.yaml",
        #"""
        form: Verify
        content:
          scroll: page
          children:
            - field: code
              input: oneTimeCode
              title: Code
              returnKey: done

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for node in form.nodes where node.kind.isInput && node.kind != .custom {
      if let input = node.input, let onReturn = input.onReturn, let key = onReturn.keyLocation {
        let keyboard = EffectiveTraits.keyboard(of: input)
        if keyboard.isPad {
          findings.report(
            "the '\(keyboard.rawValue)' keyboard has no return key, so 'onReturn: \(onReturn.value.rawValue)' never applies",
            at: key)
        }
      }
      guard let input = node.input, let returnKey = input.returnKey,
        let key = returnKey.keyLocation
      else { continue }
      let keyboard = EffectiveTraits.keyboard(of: input)
      if keyboard.isPad {
        findings.report(
          "the '\(keyboard.rawValue)' keyboard has no return key, so 'returnKey: \(returnKey.value.rawValue)' never shows",
          at: key)
      }
    }
  }
}
