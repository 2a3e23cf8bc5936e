import FormDiagnostics
import FormSpec

/// `empty-choice`: a choice with no options offers nothing to choose.
enum EmptyChoice: CheckingRule {
  static let description = RuleDescription(
    id: "empty-choice", severity: .error,
    summary: "a choice with no options offers nothing to choose",
    rationale: #"""
      A choice's model value is an enum generated from its options; with none, the enum has no
      cases, the picker shows nothing, and `required` can never be met.
      """#,
    pointsAt: #"""
      the `options` key.
      """#,
    fix: #"""
      List the options, each a value (`socks5`) or a mapping with `value` and `title`.
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
                  options: []

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

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.hasOptions {
      guard let options = form.nodes[index].input?.control.options, options.value.isEmpty
      else { continue }
      findings.report(
        "\(form.name(index)) has no options, so there is nothing to choose",
        at: options.keyLocation ?? options.location)
    }
  }
}
