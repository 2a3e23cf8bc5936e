import FormDiagnostics
import FormSpec

/// `unknown-option`: a choice's `value` is none of its options.
enum UnknownOption: CheckingRule {
  static let description = RuleDescription(
    id: "unknown-option", severity: .error,
    summary: "a choice's value is none of its options",
    rationale: #"""
      A choice's `value` is the option chosen when the form opens: the model holds a case of the
      enum generated from the options, and a value outside them is no case. The choice would start
      with nothing chosen, which is rarely what the spec meant (a typo, or an option renamed).
      """#,
    pointsAt: #"""
      the `value`; the fix-it replaces it with the nearest option's value.
      """#,
    fix: #"""
      Write one of the options' values, or add the option.
      """#,
    examples: [
      RuleExample(
        "Proxy.form.yaml",
        #"""
        form: Proxy
        content:
          table: proxy
          children:
            - section: server
              children:
                - choice: scheme
                  title: Proxy type
                  options: [https, socks4, socks5]
                  value: sock5

        """#
      )
    ],
    passingExamples: [
      RuleExample(
        "Proxy.form.yaml",
        #"""
        form: Proxy
        content:
          table: proxy
          children:
            - section: server
              children:
                - choice: scheme
                  title: Proxy type
                  options: [https, socks4, socks5]
                  value: socks5

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    checkSelections(form, &findings)
    for index in form.nodes.indices where form.nodes[index].kind == .choice {
      guard let input = form.nodes[index].input, let value = input.value,
        let options = input.control.options, !options.value.isEmpty
      else { continue }
      let values = options.value.map(\.value.value)
      guard !values.contains(value.value) else { continue }
      var message =
        "'\(value.value)' is not an option of \(form.name(index)); its options are "
        + values.map { "'\($0)'" }.joined(separator: ", ")
      let fixIts = value.suggestion(among: values, in: &message)
      findings.report(message, at: value.location, fixIts: fixIts)
    }
  }
}
