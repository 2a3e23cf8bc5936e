import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// While the keyboard is up, the runtime caps a growing text view at the whole lines that fit in
/// the visible part of its scroll containers above the keyboard
/// (`FormTextViewGrowth.room(visibleFrame:keyboardFrame:screenBounds:spacing:companionHeight:)`
/// and `maxLines(_:fittingIn:lineHeight:insets:)`); past them it scrolls inside itself. The
/// simulation grows it to the same cap, so it does not report landscape cases the runtime handles.
struct TextViewCapTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/TextViewCap/\(name)")
  }

  static func scenario(_ device: String, _ orientation: Orientation, _ keyboard: KeyboardState)
    -> Scenario
  {
    Scenario(
      device: SimulationFixtures.device(device), orientation: orientation, keyboard: keyboard)
  }

  static let landscapes = [
    scenario("iphone-se-3", .landscape, .docked),
    scenario("iphone-se-3", .landscape, .predictive),
    scenario("iphone-16", .landscape, .docked),
    scenario("iphone-16", .landscape, .predictive),
  ]

  @Test(
    "a text view capped above the keyboard in landscape is not reported",
    arguments: ["NotesNone.form.yaml", "NotesPinned.form.yaml"])
  func cappedInLandscape(_ name: String) throws {
    let form = try Self.fixture(name)
    // Before the cap: a warning (`none`) or an error (`layoutGuide`) per landscape scenario, the
    // grown caret 36 pt under the keyboard.
    let report = Simulator().simulate(form, scenarios: Self.landscapes)
    #expect(report.occlusions.isEmpty, "\(report.diagnostics(for: form).map(\.message))")
  }

  @Test("the grown text view shows the lines that fit above the keyboard, not one more")
  func grownToTheLinesThatFit() throws {
    let form = try Self.fixture("NotesPinned.form.yaml")
    let notes = try #require(form.inputs.first { $0.id == "notes" })
    let metrics = LayoutMetrics.standard
    let spacing = CGFloat(form.keyboardPlan.spacing)
    for scenario in Self.landscapes {
      let outcomes = Simulator().focus(
        notes, form: form, visible: Array(repeating: true, count: form.layout.count),
        scenario: scenario)
      let grown = try #require(outcomes.last)
      #expect(grown.grown)
      let lines = try #require(grown.lines)
      #expect(lines < 8, "capped below the spec's 8 lines on \(scenario.phrase)")
      #expect(grown.passes)
      // The text view and the spacing above and below it fit between the navigation bar and the
      // keyboard; one line more would not.
      let room = try #require(grown.keyboardTop) - grown.visibleArea.minY - 2 * spacing
      let height = grown.inputFrame.height
      #expect(height <= room + 0.01, "\(scenario.phrase)")
      #expect(height + metrics.bodyLineHeight > room, "\(scenario.phrase)")
      #expect(
        abs(height - (CGFloat(lines) * metrics.bodyLineHeight + 2 * metrics.textViewInset)) < 0.01)
    }
  }

  @Test("in portrait the spec's most lines fit, and the text view grows to them")
  func portraitKeepsTheSpecsLines() throws {
    let form = try Self.fixture("NotesPinned.form.yaml")
    let notes = try #require(form.inputs.first { $0.id == "notes" })
    let outcomes = Simulator().focus(
      notes, form: form, visible: Array(repeating: true, count: form.layout.count),
      scenario: Self.scenario("iphone-se-3", .portrait, .predictive))
    #expect(outcomes.last?.lines == 8)
    #expect(outcomes.allSatisfy { $0.passes })
  }
}
