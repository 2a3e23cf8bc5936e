import FormDiagnostics
import FormSpec

/// `duplicate-option`: two options of a choice share a value.
enum DuplicateOption: CheckingRule {
  static let description = RuleDescription(
    id: "duplicate-option", severity: .error,
    summary: "two options of a choice share a value",
    rationale: #"""
      An option's value is a case of the enum formc generates for the choice and what the model
      holds when it is chosen: two options with one value would be one case, and the model could
      not tell which the user chose. The later option is left out.
      """#,
    pointsAt: #"""
      the later option's value (note: the first option with that value).
      """#,
    fix: #"""
      Give each option its own value; the titles may say what the user sees.
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
                  options:
                    - {value: socks, title: SOCKS 4}
                    - {value: socks, title: SOCKS 5}

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
                  options:
                    - {value: socks4, title: SOCKS 4}
                    - {value: socks5, title: SOCKS 5}

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.hasOptions {
      guard let options = form.nodes[index].input?.control.options else { continue }
      var first: [String: Located<String>] = [:]
      for option in options.value {
        guard let earlier = first[option.value.value] else {
          first[option.value.value] = option.value
          continue
        }
        findings.report(
          "\(form.name(index)) already has an option with the value '\(option.value.value)'",
          at: option.value.location,
          notes: [Diagnostic.Note("the first option with that value", at: earlier.location)])
      }
    }
  }
}
