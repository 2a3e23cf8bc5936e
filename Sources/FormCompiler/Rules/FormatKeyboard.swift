import FormDiagnostics
import FormSpec

/// `format-keyboard`: a standard format on an input whose keyboard does not type what the format takes.
enum FormatKeyboard: CheckingRule {
  static let description = RuleDescription(
    id: "format-keyboard", severity: .warning,
    summary: "a standard format on an input whose keyboard does not type what the format takes",
    rationale: #"""
      `cardNumber` and `expiry` take digits, `phone` digits and `+`; the formatter leaves out
      every other character the user types. Flags exactly: `format: cardNumber` or `expiry` on an
      input whose effective keyboard is not `numberPad`, `asciiCapableNumberPad` or
      `numbersAndPunctuation`; `format: phone` on one whose keyboard is not one of those or
      `phonePad`. On a letters keyboard the user has to switch planes for every digit, and the
      letters typed are silently dropped. An app's own format (any other name) is not checked.
      """#,
    pointsAt: #"""
      the `format` key.
      """#,
    fix: #"""
      Give the input a keyboard that types digits: `keyboard: numberPad` (or the `number` or
      `creditCardNumber` preset; `phone` for a phone number).
      """#,
    examples: [
      RuleExample(
        "Checkout.form.yaml",
        #"""
        form: Checkout
        content:
          scroll: page
          children:
            - field: expiry
              title: Expires
              format: expiry

        """#)
    ],
    passingExamples: [
      RuleExample(
        "Checkout.form.yaml",
        #"""
        form: Checkout
        content:
          scroll: page
          children:
            - field: expiry
              title: Expires
              keyboard: numberPad
              format: expiry

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .field {
      guard let input = form.nodes[index].input, let format = input.format,
        let standard = StandardTextFormat(rawValue: format.value)
      else { continue }
      let keyboard = EffectiveTraits.keyboard(of: input)
      guard !standard.suitableKeyboards.contains(keyboard) else { continue }
      let suitable = standard.suitableKeyboards.map { "'\($0.rawValue)'" }.sorted()
        .joined(separator: ", ")
      findings.report(
        "format '\(standard.rawValue)' of \(form.name(index)) takes digits, but its keyboard "
          + "'\(keyboard.rawValue)' shows letters; use one of \(suitable)",
        at: format.keyLocation ?? format.location)
    }
  }
}
