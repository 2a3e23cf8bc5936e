import FormDiagnostics
import FormSpec

/// `bad-step`: a stepper's or slider's step is not positive or is larger than its range.
enum BadStep: CheckingRule {
  static let description = RuleDescription(
    id: "bad-step", severity: .error,
    summary: "a stepper's or slider's step is not positive or is larger than its range",
    rationale: #"""
      A step moves the value from one end of the range towards the other. A step of 0 or less
      never moves it (`UIStepper` raises an exception for a `stepValue` that is not positive), and a
      step larger than the range can only ever reach `min`.
      """#,
    pointsAt: #"""
      the `step` value.
      """#,
    fix: #"""
      Give a step greater than 0 and at most `max - min`.
      """#,
    examples: [
      RuleExample(
        "Booking.form.yaml",
        #"""
        form: Booking
        content:
          table: booking
          children:
            - section: party
              children:
                - stepper: guests
                  title: Guests
                  range: {min: 1, max: 12}
                  step: 0

        """#
      )
    ],
    passingExamples: [
      RuleExample(
        "Booking.form.yaml",
        #"""
        form: Booking
        content:
          table: booking
          children:
            - section: party
              children:
                - stepper: guests
                  title: Guests
                  range: {min: 1, max: 12}
                  step: 1

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.isNumber {
      let number = form.nodes[index].input?.control.number ?? NumberProperties()
      guard let step = number.step else { continue }
      let text = NumberText.text(step.value)
      if step.value <= 0 {
        findings.report(
          "\(form.name(index)) has step \(text), which never moves the value; give a step greater than 0",
          at: step.location)
      } else if let minimum = number.range?.min?.value, let maximum = number.range?.max?.value,
        maximum > minimum, step.value > maximum - minimum
      {
        findings.report(
          "\(form.name(index)) has step \(text), larger than its range (\(NumberText.text(minimum)) to \(NumberText.text(maximum))), so it can only be \(NumberText.text(minimum))",
          at: step.location)
      }
    }
  }
}
