import FormDiagnostics
import FormSpec

/// `empty-date-range`: a date whose `range.from` is after its `range.to` leaves nothing to pick.
enum EmptyDateRange: CheckingRule {
  static let description = RuleDescription(
    id: "empty-date-range", severity: .error,
    summary: "a date whose range starts after it ends leaves nothing to pick",
    rationale: #"""
      A date picker keeps its value between `range.from` and `range.to`. When `from` is after `to`
      no value fits: the picker shows no selectable day, and `required` can never be met. The
      bounds are compared as the spec writes them (local dates and times); bounds that depend on the
      day the form is shown (`today`, `now`) are not compared.
      """#,
    pointsAt: #"""
      the value of `range.to`.
      """#,
    fix: #"""
      Swap the bounds, or correct the one that is wrong (often the year).
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
                  range: {from: 2027-06-01, to: 2026-09-30}

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
                  range: {from: 2026-06-01, to: 2026-09-30}

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .date {
      guard let date = form.nodes[index].input?.control.date, let from = date.from,
        let to = date.to, from.value.isFixed, to.value.isFixed, from.value.text > to.value.text
      else { continue }
      findings.report(
        "\(form.name(index)) has an empty range: 'from' (\(from.value.text)) is after 'to' (\(to.value.text)), so no date can be picked",
        at: to.location,
        notes: [Diagnostic.Note("'from' is here", at: from.location)])
    }
  }
}
