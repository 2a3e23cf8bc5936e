import FormDiagnostics
import FormSpec

/// `crowded-segments`: a segmented choice with more options than fit a phone's width.
enum CrowdedSegments: CheckingRule {
  static let description = RuleDescription(
    id: "crowded-segments", severity: .warning,
    summary: "a segmented choice has more than five options",
    rationale: #"""
      Every option of a segmented control is a segment of equal width across the row. Apple's
      Human Interface Guidelines ask to limit the number of segments, to about five on iPhone
      (https://developer.apple.com/design/human-interface-guidelines/segmented-controls): with
      more, each segment is too narrow to tap and its title is truncated.
      """#,
    pointsAt: #"""
      the `style` value.
      """#,
    fix: #"""
      Use `style: menu`, `inline` or `navigation` for longer lists, or offer fewer options.
      """#,
    examples: [
      RuleExample(
        "Alarm.form.yaml",
        #"""
        form: Alarm
        content:
          table: alarm
          children:
            - section: days
              children:
                - choice: day
                  title: Day
                  style: segmented
                  options: [monday, tuesday, wednesday, thursday, friday, saturday]

        """#
      )
    ],
    passingExamples: [
      RuleExample(
        "Alarm.form.yaml",
        #"""
        form: Alarm
        content:
          table: alarm
          children:
            - section: days
              children:
                - choice: day
                  title: Day
                  style: menu
                  options: [monday, tuesday, wednesday, thursday, friday, saturday]

        """#
      )
    ])

  /// The most segments a segmented choice should have on iPhone.
  static let limit = 5

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .choice {
      guard let control = form.nodes[index].input?.control, let style = control.style,
        style.value == .segmented, let options = control.options, options.value.count > limit
      else { continue }
      findings.report(
        "\(form.name(index)) is segmented with \(options.value.count) options; on iPhone a segmented control fits about \(limit), so use 'menu', 'inline' or 'navigation'",
        at: style.location)
    }
  }
}
