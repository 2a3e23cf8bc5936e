import FormDiagnostics
import FormSpec

/// `value-off-step`: a stepper's or slider's value or max is not a whole number of steps from min.
enum ValueOffStep: CheckingRule {
  static let description = RuleDescription(
    id: "value-off-step", severity: .warning,
    summary: "a stepper's or slider's value or max is not a whole number of steps from min",
    rationale: #"""
      A stepper and a stepped slider move in steps from `min`. A `value` between steps is shown
      as written until the first press, which then lands on a value off the steps too (a stepper) or
      jumps to the nearest step (a slider); a `max` between steps is never reached.
      """#,
    pointsAt: #"""
      the `value`, or the `max`.
      """#,
    fix: #"""
      Put the value on a step (the fix-it uses the nearest), or choose `min`, `max` and `step` so that `max` is a step.
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
                - stepper: nights
                  title: Nights
                  range: {min: 1, max: 13}
                  step: 2
                  value: 2

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
                - stepper: nights
                  title: Nights
                  range: {min: 1, max: 13}
                  step: 2
                  value: 3

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.isNumber {
      let kind = form.nodes[index].kind
      let number = form.nodes[index].input?.control.number ?? NumberProperties()
      guard let step = number.effectiveStep(kind), step > 0, let minimum = number.range?.min?.value,
        let maximum = number.range?.max, maximum.value > minimum, step <= maximum.value - minimum
      else { continue }
      let domain = NumberDomain(minimum: minimum, maximum: maximum.value, step: step)
      let stepText = NumberText.text(step)
      if let value = number.value, value.value >= minimum, value.value <= maximum.value,
        !domain.isOnStep(value.value)
      {
        let nearest = NumberText.text(
          minimum + ((value.value - minimum) / step).rounded() * step,
          fractionDigits: Swift.max(
            NumberText.fractionDigits(of: step), NumberText.fractionDigits(of: minimum)))
        let text = NumberText.text(value.value)
        findings.report(
          "\(form.name(index)) starts at \(text), between its steps of \(stepText) from \(NumberText.text(minimum)); did you mean \(nearest)?",
          at: value.location,
          fixIts: value.range.map { [.replacing(text, in: $0, with: nearest)] } ?? [])
      }
      if !domain.isOnStep(maximum.value) {
        findings.report(
          "\(form.name(index)) never reaches its 'max' \(NumberText.text(maximum.value)): it moves from \(NumberText.text(minimum)) in steps of \(stepText)",
          at: maximum.location)
      }
    }
  }
}
