import FormCompiler
import FormSimulation
import Testing

/// `presentations` in a spec keeps `formc simulate` to the ways the screen is shown.
struct ScenarioPresentationsTests {
  static func form(presentations: String?) throws -> CheckedForm {
    var spec = "form: Note\n"
    if let presentations { spec += "presentations: \(presentations)\n" }
    spec += "content:\n  scroll: page\n  children:\n    - field: body\n      title: Note\n"
    let result = FormPipeline().run(bytes: Array(spec.utf8), path: "Note.form.yaml")
    return try #require(result.form, "\(result.diagnostics)")
  }

  static let matrix = Scenario.matrix(devices: DeviceCatalog.standard.devices)

  static func presentations(_ form: CheckedForm) -> Set<Presentation> {
    Set(matrix.filter { $0.shows(form) }.map(\.presentation))
  }

  @Test func withoutPresentationsEveryScenarioIsKept() throws {
    let form = try Self.form(presentations: nil)
    #expect(Self.matrix.allSatisfy { $0.shows(form) })
  }

  @Test func fullScreenLeavesOutSheetsAndPopovers() throws {
    let form = try Self.form(presentations: "[fullScreen]")
    #expect(
      Self.presentations(form) == [.fullScreen, .stageManagerSmall, .stageManagerHalf])
  }

  @Test func aSheetIsAFormSheetOnIPadAndFullWidthOnIPhone() throws {
    let form = try Self.form(presentations: "[sheet]")
    let kept = Self.matrix.filter { $0.shows(form) }
    #expect(kept.contains { $0.presentation == .formSheet })
    #expect(!kept.contains { $0.presentation == .popover })
    // Phones offer no form sheet: their sheet is simulated full screen; an iPad's full screen
    // is left out.
    #expect(
      kept.filter { $0.presentation == .fullScreen }.allSatisfy { $0.device.formSheet == nil })
    #expect(kept.contains { $0.presentation == .fullScreen })
  }

  @Test func thePopoverAlone() throws {
    let form = try Self.form(presentations: "[popover]")
    #expect(Self.presentations(form) == [.popover])
  }

  @Test func theSimulatorChecksOnlyThose() throws {
    let form = try Self.form(presentations: "[popover]")
    let report = Simulator(catalog: .standard).simulate(form, scenarios: Self.matrix)
    let checked = Self.matrix.indices.filter { report.checked(scenario: $0) }
    #expect(!checked.isEmpty)
    #expect(checked.allSatisfy { Self.matrix[$0].presentation == .popover })
    // The others are left out, not unchecked: the report keeps the matrix's indices.
    #expect(report.notShown.count == Self.matrix.count - checked.count)
    #expect(report.scenariosSimulated == report.scenariosShown)
  }
}
