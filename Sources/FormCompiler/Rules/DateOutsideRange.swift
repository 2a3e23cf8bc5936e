import FormDiagnostics
import FormSpec

/// `date-outside-range`: a date's `value` lies outside its `range`.
enum DateOutsideRange: CheckingRule {
  static let description = RuleDescription(
    id: "date-outside-range", severity: .error,
    summary: "a date's initial value lies outside its range",
    rationale: #"""
      A date picker cannot show a value outside its `range`: it moves the value to the nearest
      bound the moment it appears, so the value the spec gives is never the one the user sees, and
      the form starts invalid until they touch the picker. Values and bounds are compared as the
      spec writes them (local dates and times); `today` and `now` are not compared.
      """#,
    pointsAt: #"""
      the date's `value`.
      """#,
    fix: #"""
      Give a `value` inside the range, widen the range, or leave `value` out so the date starts
      unset.
      """#,
    examples: [
      RuleExample(
        "Booking.form.yaml",
        #"""
        form: Booking
        content:
          table: booking
          children:
            - section: stay
              children:
                - date: arrival
                  title: Arrival
                  value: 2026-05-01
                  range: {from: 2026-06-01, to: 2026-09-30}

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
            - section: stay
              children:
                - date: arrival
                  title: Arrival
                  value: 2026-06-01
                  range: {from: 2026-06-01, to: 2026-09-30}

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .date {
      guard let date = form.nodes[index].input?.control.date, let value = date.value,
        value.value.isFixed
      else { continue }
      let text = value.value.text
      if let from = date.from, from.value.isFixed, text < from.value.text {
        findings.report(
          "\(form.name(index)) starts at \(text), before its range's 'from' (\(from.value.text)); the picker would show \(from.value.text) instead",
          at: value.location, notes: [Diagnostic.Note("'from' is here", at: from.location)])
      } else if let to = date.to, to.value.isFixed, text > to.value.text {
        findings.report(
          "\(form.name(index)) starts at \(text), after its range's 'to' (\(to.value.text)); the picker would show \(to.value.text) instead",
          at: value.location, notes: [Diagnostic.Note("'to' is here", at: to.location)])
      }
    }
  }
}
