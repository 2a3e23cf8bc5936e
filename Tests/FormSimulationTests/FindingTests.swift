import FormCompiler
import FormRuntime
import FormSimulation
import FormSpec
import Foundation
import Testing

/// Issue 19's reporting: `keyboard.avoidance: none` is simulated (warnings), an input that does not
/// fit whatever the keyboard does has its own rule, a verdict resting on an assumption is a
/// warning naming it, a grown text view is measured at its caret, and the runtime's alignment of a
/// too-tall input reaches the simulator.
struct FindingTests {
  static func finding(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/Findings/\(name)")
  }

  static func scenario(
    _ device: String, _ orientation: Orientation, _ keyboard: KeyboardState,
    _ presentation: Presentation = .fullScreen
  ) -> Scenario {
    Scenario(
      device: SimulationFixtures.device(device), orientation: orientation, keyboard: keyboard,
      presentation: presentation)
  }

  @Test func avoidanceNoneIsSimulatedAndHiddenInputsAreWarnings() throws {
    let form = try Self.finding("Unmanaged.form.yaml")
    let report = Simulator().simulate(
      form, scenarios: Scenario.matrix(devices: DeviceCatalog.standard.devices))
    // Before: skipped, and the summary said every input was visible.
    #expect(report.skipped == nil)
    #expect(report.checks > 0)
    #expect(!report.occlusions.isEmpty)
    #expect(report.errors.isEmpty)
    #expect(report.occlusions.allSatisfy { $0.caveats.contains(.screenHandlesKeyboard) })
    let diagnostics = report.diagnostics(for: form)
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(
      diagnostics.allSatisfy { $0.notes.contains { $0.message.contains("avoidance is none") } })
    let summary = SimulationSummary(
      reports: [report], scenarios: Scenario.matrix(devices: DeviceCatalog.standard.devices))
    #expect(!summary.text().contains("every input visible"))
    #expect(summary.text().contains("warning"))
  }

  @Test func avoidanceNoneLeavesTheFormWhereTheUserTappedIt() throws {
    let form = try Self.finding("Unmanaged.form.yaml")
    let input = try #require(form.inputs.last)
    let scenario = Self.scenario("iphone-se-3", .portrait, .docked)
    let outcome = try #require(
      Simulator().focus(
        input, form: form, visible: Array(repeating: true, count: form.layout.count),
        scenario: scenario
      ).first)
    // Scrolled into view as it was before the keyboard (above the bottom edge), not moved for it.
    #expect(outcome.keyboardInsets.isEmpty)
    #expect(outcome.inputFrame.maxY + 16 <= 667 + 0.01)
    #expect(!outcome.passes)
    #expect(outcome.edge == .keyboard)
  }

  @Test func anInputTallerThanItsScreenDoesNotFitWhateverTheKeyboard() throws {
    let form = try Self.finding("TallPad.form.yaml")
    let report = Simulator().simulate(
      form, scenarios: [Self.scenario("iphone-se-3", .portrait, .docked)])
    let finding = try #require(report.occlusions.first)
    #expect(finding.rule == .inputDoesNotFit)
    #expect(finding.severity == .error)
    #expect(finding.outcome.input == "signature")
    let diagnostic = try #require(report.diagnostics(for: form).first)
    #expect(diagnostic.rule == .inputDoesNotFit)
    #expect(
      diagnostic.message
        == "input 'signature' does not fit on iPhone SE (3rd generation) on iOS 26 in portrait: "
        + "53 pt stay hidden below the visible area even without a keyboard")
  }

  @Test func aPopoverTooShortIsAWarningNamingTheAssumedHeight() throws {
    let form = try Self.finding("PopoverPad.form.yaml")
    let report = Simulator().simulate(
      form, scenarios: [Self.scenario("ipad-10", .portrait, .floating, .popover)])
    let finding = try #require(report.occlusions.first)
    #expect(finding.rule == .inputDoesNotFit)
    #expect(finding.severity == .warning)
    #expect(finding.caveats == [.assumption(source: "formc-popover-height")])
    let diagnostic = try #require(report.diagnostics(for: form).first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.notes.contains { $0.message.contains("'Popover height of a form'") })
    #expect(diagnostic.notes.contains { $0.message.contains("documented default height") })
    // Full screen it fits: no finding.
    #expect(
      Simulator().simulate(form, scenarios: [Self.scenario("ipad-10", .portrait, .floating)])
        .occlusions.isEmpty)
  }

  @Test func aFormSheetVisibleOnlyOnceLiftedIsAWarningNamingTheLift() throws {
    let form = try Self.finding("SheetPad.form.yaml")
    let sheet = Self.scenario("ipad-10", .landscape, .docked, .formSheet)
    let report = Simulator().simulate(form, scenarios: [sheet])
    let finding = try #require(report.occlusions.first)
    #expect(finding.outcome.input == "signature")
    #expect(finding.rule == .keyboardOcclusion)
    #expect(finding.severity == .warning)
    #expect(finding.caveats == [.assumption(source: "formsheet-lift")])
    // The centred sheet is what hides it; full screen it is visible.
    #expect(finding.outcome.geometry.viewFrame.minY == 100)
    #expect(
      Simulator().simulate(form, scenarios: [Self.scenario("ipad-10", .landscape, .docked)])
        .occlusions.isEmpty)
  }

  @Test func aStageManagerVerdictIsAWarningNamingTheWindowSize() throws {
    let form = try Self.finding("WindowPad.form.yaml")
    let report = Simulator().simulate(
      form,
      scenarios: [
        Self.scenario("ipad-10", .landscape, .docked),
        Self.scenario("ipad-10", .landscape, .docked, .stageManagerSmall),
      ])
    #expect(report.occlusions.map(\.scenarioIndex) == [1])
    let finding = try #require(report.occlusions.first)
    #expect(finding.severity == .warning)
    #expect(finding.caveats == [.assumption(source: "stage-manager-window-sizes")])
  }

  @Test func theHiddenAmountOfAGrownTextViewIsMeasuredAtTheCaret() throws {
    let form = try SimulationFixtures.fixture("GrowingNotes.form.yaml")
    let scenario = Self.scenario("iphone-16", .portrait, .predictive)
    let naive = NaiveKeyboardHandlingTests.Naive(rescrolls: false)
    let report = Simulator(handling: naive).simulate(form, scenarios: [scenario])
    let finding = try #require(report.occlusions.first { $0.outcome.input == "body" })
    #expect(finding.outcome.grown)
    let metrics = LayoutMetrics.standard
    // The caret line plus the spacing, not the whole grown frame.
    #expect(abs(finding.outcome.requiredFrame.height - (metrics.bodyLineHeight + 16)) < 0.01)
    #expect(finding.outcome.hidden <= metrics.bodyLineHeight + 16 + 0.01)
    #expect(finding.outcome.requiredFrame.minY > finding.outcome.inputFrame.minY)
  }

  @Test func anInputTooTallToFitIsAlignedAtItsTopWithoutTheSpacing() throws {
    let form = try Self.finding("TallInput.form.yaml")
    let input = try #require(form.inputs.first { $0.id == "board" })
    let outcome = try #require(
      Simulator().focus(
        input, form: form, visible: Array(repeating: true, count: form.layout.count),
        scenario: Self.scenario("iphone-se-3", .landscape, .docked)
      ).first)
    // The runtime gives up the spacing above too: its top meets the navigation bar (y 32), not
    // 16 points below it.
    #expect(outcome.inputFrame.minY == outcome.visibleArea.minY)
    #expect(outcome.visibleArea.minY == 32)
  }

  /// Since iPadOS 15 a hardware keyboard leaves only a small floating bar outside Stage Manager:
  /// twelve fields pinned to the keyboard layout guide fit, where the 55-point shortcuts bar the
  /// catalog assumed before hid the last one.
  @Test func aPinnedStackFitsAboveAnIPadsHardwareKeyboard() throws {
    let form = try Self.finding("PinnedStack.form.yaml")
    let device = SimulationFixtures.device("ipad-10")
    let scenario = Scenario(device: device, orientation: .landscape, keyboard: .hardware)
    // Each field focused with no error message under it (after a failed submit, the app's
    // errors under every field take more room than the screen has).
    let visible = Array(repeating: true, count: form.layout.count)
    func hidden(_ scenario: Scenario) -> [String] {
      form.focusInputs.filter { input in
        Simulator().focus(input, form: form, visible: visible, scenario: scenario)
          .contains { !$0.passes }
      }.map(\.id)
    }
    #expect(hidden(scenario).isEmpty)
    // Only the 50-point toolbar docks, above the 20-point home indicator.
    #expect(ScreenGeometry(scenario: scenario, toolbar: true).keyboardFrame?.height == 70)
    var before = device
    before.landscape.hardwareKeyboardBar.height = 55
    #expect(
      hidden(Scenario(device: before, orientation: .landscape, keyboard: .hardware)) == ["entry12"])
  }

  @Test func padInputsGetThePadsKeyboard() throws {
    let form = try SimulationFixtures.fixture("PadInputs.form.yaml")
    let visible = Array(repeating: true, count: form.layout.count)
    let scenario = Self.scenario("iphone-16", .portrait, .predictive)
    func geometry(_ id: String) throws -> ScreenGeometry {
      let input = try #require(form.inputs.first { $0.id == id })
      return try #require(
        Simulator().focus(input, form: form, visible: visible, scenario: scenario).first
      ).geometry
    }
    for (id, kind) in [
      ("cardNumber", KeyboardKind.numberPad), ("amount", .numberPad), ("phone", .phonePad),
    ] {
      let pad = try geometry(id)
      #expect(pad.keyboardKind == kind)
      // 291 and the 44-point toolbar: no predictive bar.
      #expect(pad.keyboardFrame?.height == CGFloat(291 + 44))
      #expect(pad.predictiveBar == 0)
    }
    let letters = try geometry("reference")
    #expect(letters.keyboardKind == .letters)
    #expect(letters.keyboardFrame?.height == CGFloat(291 + 45 + 44))
  }
}

/// The summary never says "ok" for a cell it did not check.
struct SimulationSummaryTests {
  static func report(scenarios: [Scenario], simulated: Int) -> SimulationReport {
    var report = SimulationReport(
      path: "A.form.yaml", form: "A", scenarios: scenarios, stateCount: 1)
    report.statesSimulated = 1
    report.distinctLayouts = 1
    report.scenariosSimulated = simulated
    report.checks = simulated
    return report
  }

  @Test func noFormSimulatedLeavesEveryCellUnchecked() {
    // Every spec had errors: nothing was simulated, so no cell is ok.
    let scenarios = Scenario.matrix(devices: [SimulationFixtures.device("iphone-se-3")])
    let summary = SimulationSummary(reports: [], scenarios: scenarios)
    let rows = summary.text().split(separator: "\n").filter { $0.hasPrefix("iPhone SE") }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { !$0.contains(" ok") && $0.contains("unchecked") }, "\(rows)")
    #expect(!summary.json(diagnostics: []).contains("\"checked\" : true"))
  }

  @Test func aCellNotCheckedIsNotOk() {
    let scenarios = Scenario.matrix(devices: [SimulationFixtures.device("iphone-se-3")])
    let summary = SimulationSummary(
      reports: [Self.report(scenarios: scenarios, simulated: 2)], scenarios: scenarios)
    let text = summary.text()
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("iPhone SE") }
    #expect(rows.count == 2)
    // Portrait's docked and predictive were checked; the rest were not.
    #expect(rows[0].contains("ok") && rows[0].contains("1 unchecked"))
    #expect(!rows[1].contains("ok"))
    #expect(!text.contains("every input visible ("))
    #expect(text.contains("not checked in full"))
    let json = summary.json(diagnostics: [])
    #expect(json.contains("\"checked\" : false"))
  }
}
