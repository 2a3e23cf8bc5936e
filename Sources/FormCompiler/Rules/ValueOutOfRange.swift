import FormDiagnostics
import FormSpec

/// `value-out-of-range`: a stepper's or slider's value is outside its range.
enum ValueOutOfRange: CheckingRule {
  static let description = RuleDescription(
    id: "value-out-of-range", severity: .error,
    summary: "a stepper's or slider's value is outside its range",
    rationale: #"""
      A number control starts at its `value`. Outside the range, SwiftUI's `Stepper` and `Slider`
      and UIKit's `UIStepper` and `UISlider` show it pinned to the nearer end while the model holds
      the value written: the screen and the model disagree from the start.
      """#,
    pointsAt: #"""
      the `value`.
      """#,
    fix: #"""
      Give a value between `min` and `max` (the fix-it uses the nearer end).
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
                  value: 0

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
                  value: 2

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.isNumber {
      let number = form.nodes[index].input?.control.number ?? NumberProperties()
      guard let value = number.value, let minimum = number.range?.min?.value,
        let maximum = number.range?.max?.value, maximum > minimum,
        value.value < minimum || value.value > maximum
      else { continue }
      let nearer = NumberText.text(value.value < minimum ? minimum : maximum)
      let text = NumberText.text(value.value)
      findings.report(
        "\(form.name(index)) starts at \(text), outside its range \(NumberText.text(minimum)) to \(NumberText.text(maximum))",
        at: value.location,
        fixIts: value.range.map { [.replacing(text, in: $0, with: nearer)] } ?? [])
    }
  }
}
