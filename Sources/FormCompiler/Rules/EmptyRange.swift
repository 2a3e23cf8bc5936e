import FormDiagnostics
import FormSpec

/// `empty-range`: a stepper's or slider's range holds no values.
enum EmptyRange: CheckingRule {
  static let description = RuleDescription(
    id: "empty-range", severity: .error,
    summary: "a stepper's or slider's range holds no values",
    rationale: #"""
      A number control moves between its range's `min` and `max`. With `min` equal to or above
      `max` there is nothing to move through: SwiftUI traps on a `ClosedRange` whose lower bound is
      above its upper one, and a `UIStepper` or `UISlider` pins its value to one end.
      """#,
    pointsAt: #"""
      the `max` value.
      """#,
    fix: #"""
      Make `max` greater than `min`.
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
                  range: {min: 12, max: 1}

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

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.isNumber {
      guard let range = form.nodes[index].input?.control.number.range,
        let minimum = range.min, let maximum = range.max, minimum.value >= maximum.value
      else { continue }
      findings.report(
        "\(form.name(index)) has an empty range: 'max' (\(NumberText.text(maximum.value))) must be greater than 'min' (\(NumberText.text(minimum.value)))",
        at: maximum.location)
    }
  }
}
