import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// A title the SwiftUI screen stacks above its input (a titled `field` or `textView` in a
/// vertical `scroll`) is revealed with the input and counted in a growing text view's room, as
/// the screen does: `FormTextField` gives the whole input (title, control, message) the field's
/// `id`, `scrollTo` shows all of it, and the text view's `lineLimit` leaves room for the title
/// (`FormTextViewGrowth.titleHeight`). In a `table` the title leads the row and counts nothing.
struct StackedTitleTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/StackedTitles/\(name)")
  }

  static func scenario(
    _ device: String, _ orientation: Orientation, _ keyboard: KeyboardState,
    textSize: TextSize = .standard
  ) -> Scenario {
    Scenario(
      device: SimulationFixtures.device(device), orientation: orientation, keyboard: keyboard,
      textSize: textSize)
  }

  static func focus(_ id: String, in form: CheckedForm, on scenario: Scenario) throws
    -> [FocusOutcome]
  {
    let input = try #require(form.inputs.first { $0.id == id })
    return Simulator().focus(
      input, form: form, visible: Array(repeating: true, count: form.layout.count),
      scenario: scenario)
  }

  /// A footnote line and the 4-point gap at the default text size.
  static let title: CGFloat =
    LayoutMetrics.lineHeight(pointSize: 13) + FormLayoutMetrics.standard.errorSpacing

  @Test("the part that must show starts at the stacked title, not at the input")
  func requiredFrameStartsAtTheTitle() throws {
    let form = try Self.fixture("Reveal.form.yaml")
    let scenario = Self.scenario("iphone-se-3", .portrait, .docked)
    for id in ["name", "code"] {
      let outcome = try #require(try Self.focus(id, in: form, on: scenario).first)
      #expect(outcome.passes)
      #expect(abs((outcome.title ?? 0) - Self.title) < 0.001)
      #expect(
        abs(outcome.requiredFrame.minY - (outcome.inputFrame.minY - Self.title)) < 0.001, "\(id)")
      #expect(
        abs(outcome.requiredFrame.maxY - (outcome.inputFrame.maxY + outcome.spacing)) < 0.001)
    }
    // No title, nothing above the input.
    let untitled = try #require(try Self.focus("nickname", in: form, on: scenario).first)
    #expect(untitled.requiredFrame.minY == untitled.inputFrame.minY)
  }

  @Test("a table's row leads with the title: only the input must show")
  func aTableRowCountsNoTitle() throws {
    let form = try Self.fixture("StackedTitles.form.yaml")
    let outcome = try #require(
      try Self.focus("host", in: form, on: Self.scenario("iphone-16", .portrait, .docked)).first)
    #expect(outcome.requiredFrame.minY == outcome.inputFrame.minY)
  }

  @Test("a growing text view's room above the keyboard leaves room for its title")
  func textViewRoomCountsTheTitle() throws {
    let form = try Self.fixture("TitledNotes.form.yaml")
    let metrics = LayoutMetrics.standard
    for scenario in [
      Self.scenario("iphone-se-3", .landscape, .docked),
      Self.scenario("iphone-se-3", .landscape, .predictive),
      Self.scenario("iphone-16", .landscape, .docked),
    ] {
      let outcomes = try Self.focus("notes", in: form, on: scenario)
      let grown = try #require(outcomes.last)
      #expect(grown.grown, "\(scenario.phrase)")
      #expect(grown.passes, "\(scenario.phrase)")
      // The title, the text view and the spacing above and below fit between the navigation
      // bar and the keyboard; one line more would not.
      let room =
        try #require(grown.keyboardTop) - grown.visibleArea.minY - 2 * grown.spacing - Self.title
      #expect(grown.inputFrame.height <= room + 0.01, "\(scenario.phrase)")
      #expect(grown.inputFrame.height + metrics.bodyLineHeight > room, "\(scenario.phrase)")
    }
  }

  @Test("a titled input taller than the visible area: the screen reveals the field, which shows")
  func tooTallWithTheTitleRevealsTheField() throws {
    let form = try Self.fixture("TallWithTitle.form.yaml")
    let size = TextSize.accessibilityExtraExtraExtraLarge
    let scenario = Self.scenario("iphone-se-3", .landscape, .docked, textSize: size)
    // The title and the field are taller than the visible area less the spacing: the SwiftUI
    // screen scrolls to the field alone (`FormTextField.revealsControl`, the least scroll that
    // shows it wholly), so the field shows above the keyboard and its title need not; no
    // finding, and no warning resting on a position Apple does not document.
    let report = Simulator().simulate(form, scenarios: [scenario])
    #expect(report.occlusions.isEmpty, "\(report.occlusions.map(\.outcome.input))")
    let outcome = try #require(try Self.focus("code", in: form, on: scenario).first)
    #expect(outcome.passes)
    #expect(outcome.title == nil, "the title is not required to show")
    // The field, not the title, is what must show: the required part starts at the field.
    #expect(abs(outcome.requiredFrame.minY - outcome.inputFrame.minY) < 0.001)
    let keyboardTop = try #require(outcome.keyboardTop)
    #expect(outcome.inputFrame.maxY <= keyboardTop + 0.001)
  }

  @Test("the preview draws the stacked title above its input, escaped")
  func previewDrawsTheTitle() throws {
    let form = try Self.fixture("Reveal.form.yaml")
    let scenario = Self.scenario("iphone-16", .portrait, .docked)
    let outcome = try #require(
      Simulator().previewOutcomes(form, scenario: scenario, inputs: ["nickname"]).first)
    let svg = PreviewRenderer(form: form).render(outcome, toolbarItems: [])
    // In footnote text and the secondary colour (`FormInputStyle`'s title), once: the field
    // shows its placeholder alone inside (none here), as the SwiftUI screen's prompt.
    let title = "font-size=\"13\" fill=\"#6d6d72\">Name &amp; &lt;Code&gt;</text>"
    #expect(svg.contains(title))
    #expect(svg.components(separatedBy: ">Name &amp; &lt;Code&gt;</text>").count == 2)
    #expect(svg.contains("font-size=\"13\" fill=\"#6d6d72\">Code</text>"))
    // Above the field: its baseline within the title's band over the field's frame.
    // `name`'s field ends 8 points above the focused `nickname` (root-view coordinates).
    let nameTop = outcome.inputFrame.minY - 8 - 44
    let line = try #require(svg.split(separator: "\n").first { $0.contains(title) })
    let y = try #require(
      line.split(separator: " ").first { $0.hasPrefix("y=") }.flatMap {
        Double($0.dropFirst(3).dropLast())
      })
    #expect(y < Double(nameTop) && y > Double(nameTop - Self.title))
    // In a table the title leads the row: nothing stacked, the field shows it inside.
    let table = try Self.fixture("StackedTitles.form.yaml")
    let tableOutcome = try #require(
      Simulator().previewOutcomes(
        table, scenario: Self.scenario("iphone-16", .portrait, .docked), inputs: ["host"]
      ).first)
    let tableSVG = PreviewRenderer(form: table).render(tableOutcome, toolbarItems: [])
    #expect(tableSVG.contains("font-size=\"13\" fill=\"#6d6d72\">Name</text>"))
    #expect(!tableSVG.contains("font-size=\"13\" fill=\"#6d6d72\">Host</text>"))
    #expect(tableSVG.contains("fill=\"#8e8e93\">Host</text>"))
  }
}
