import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// The simulator's stacked title against the SwiftUI double's (Tests/UIKitHarness), figure by
/// figure. The two packages cannot share a test (the double's `UIKit` and `SwiftUI` modules live
/// only in the harness package), so each row holds the figure the double produces, with the
/// harness test that asserts it, beside the one the simulator produces here.
///
/// The double measures text with its `UIFont` (Tests/UIKitHarness/Sources/UIKit/UIFont.swift),
/// the simulator with `LayoutMetrics.lineHeight(pointSize:)`: both take the line height per point
/// from the one definition both are built with (`SystemFontMetrics`, 1.193359375: a body line,
/// 17 pt, is 20.287 points and a footnote line, 13 pt, 15.514), so that factor is the same fact,
/// not cross-checked here. What the rows compare is how each stacks a title: the SwiftUI screen
/// with the 4-point spacing of `FormInputStyle`'s stack and the double's layout, the simulator
/// with its own estimate.
struct StackedTitleCrossCheckTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var what: String
    /// What the SwiftUI double produces, which the simulator's figure must agree with.
    var double: CGFloat
    /// Where the double's figure comes from.
    var source: String

    var testDescription: String { what }
  }

  /// A footnote and a body line of the double's `UIFont`, from the shared line height per point.
  static let doubleFootnoteLine: CGFloat = 13 * LayoutMetrics.systemFontLineHeightPerPoint
  static let doubleBodyLine: CGFloat = 17 * LayoutMetrics.systemFontLineHeightPerPoint

  static let rows: [Row] = [
    Row(
      what: "a one-line title stacked above its input, with the gap under it",
      double: doubleFootnoteLine + 4,
      source:
        "SwiftUITextViewKeyboardCapTests.titleHeight (FormRuntimeSwiftUITests/"
        + "TextViewKeyboardCapTests.swift): footnote lineHeight + FormLayoutMetrics.errorSpacing"),
    Row(
      what: "the revealed part of a titled 44-point field: title top to field bottom",
      double: doubleFootnoteLine + 4 + 44,
      source:
        "StackedTitleFiguresTests.revealedPart (FormRuntimeSwiftUITests): SignUp's email in the "
        + "double, title top to field bottom (SwiftUIDouble+Layout.swift: a Text its lines × "
        + "lineHeight, a VStack its subviews `spacing` apart, the field its 44-point least "
        + "frame height); ScrollRevealTests reveals it whole"),
    Row(
      what: "a titled growing text view's most lines in 149 visible points, 16 pt spacing",
      double: 4,
      source:
        "StackedTitleFiguresTests.textViewLines (FormRuntimeSwiftUITests): Feedback's details "
        + "in 149 visible points (369 − 220) get lineLimit 4, the most lines with "
        + "height(lines) + titleHeight + 2 × 16 ≤ 149: (149 − 32 − 19.514 − 16) / 20.287 = 4.02"),
  ]

  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/StackedTitles/\(name)")
  }

  /// The simulator's figure for a row, measured now.
  static func measure(_ row: Row) throws -> CGFloat {
    switch row.what {
    case rows[0].what:
      let form = try fixture("Reveal.form.yaml")
      let node = try #require(form.layout.firstIndex { $0.id == "name" })
      let layout = EstimatedLayout(
        form: form, visible: Array(repeating: true, count: form.layout.count),
        viewSize: CGSize(width: 375, height: 667), safeArea: FormEdgeInsets(top: 20), topBar: 64)
      return try #require(layout.titleHeights[node])
    case rows[1].what:
      let form = try fixture("Reveal.form.yaml")
      let input = try #require(form.inputs.first { $0.id == "name" })
      let outcome = try #require(
        Simulator().focus(
          input, form: form, visible: Array(repeating: true, count: form.layout.count),
          scenario: Scenario(
            device: SimulationFixtures.device("iphone-se-3"), orientation: .portrait,
            keyboard: .docked)
        ).first)
      return outcome.requiredFrame.height - outcome.spacing
    default:
      let form = try fixture("TitledNotes.form.yaml")
      let input = try #require(form.inputs.first { $0.id == "notes" })
      let grown = try #require(
        Simulator().focus(
          input, form: form, visible: Array(repeating: true, count: form.layout.count),
          scenario: Scenario(
            device: SimulationFixtures.device("iphone-se-3"), orientation: .landscape,
            keyboard: .docked)
        ).last)
      // The same visible height as the double's row: 149 points above the keyboard.
      #expect(abs(try #require(grown.keyboardTop) - grown.visibleArea.minY - 149) < 0.001)
      #expect(grown.spacing == 16)
      return CGFloat(try #require(grown.lines))
    }
  }

  /// How far apart the two figures may be: the rounding of the line heights, not a line.
  static let tolerance: CGFloat = 0.01

  @Test(arguments: rows)
  func simulatorAgreesWithTheDouble(_ row: Row) throws {
    let measured = try Self.measure(row)
    #expect(
      abs(measured - row.double) < Self.tolerance,
      "the simulator gives \(measured), the double \(row.double)")
  }
}
