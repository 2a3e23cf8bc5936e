import FormDiagnostics

/// `unsupported-platform`: the generated code would use an API the deployment target lacks.
enum UnsupportedPlatform: FormRule {
  static let description = RuleDescription(
    id: "unsupported-platform", severity: .error,
    summary: "the generated code would use an API the deployment target lacks",
    rationale: #"""
      The generated code would use an API that `platform.iOS` (default 15.0) lacks: a content type
      introduced later (the table is in [SpecFormat.md](SpecFormat.md#content-types)), or
      `avoidance: layoutGuide` below iOS 15.
      """#,
    pointsAt: #"""
      the value that needs the newer iOS (`layoutGuide`, the content type).
      """#,
    fix: #"""
      Raise the target (`platform: {iOS: "17.0"}`) or drop the content type.
      """#,
    examples: [
      RuleExample(
        "Checkout.form.yaml",
        #"""
        form: Checkout
        content:
          scroll: page
          children:
            - field: securityCode
              input: number
              contentType: creditCardSecurityCode
              title: CVC

        """#
      )
    ])
}
