import FormCompiler
import FormDiagnostics
import FormSimulation
import Foundation
import Testing

/// Issue 28: `formc simulate` checks the nodes an input's `reveal` names after the scroll. A named
/// node that shows and stays out of view while the input shows is reported as a hidden input is:
/// an error when the reveal region fits the visible area with `keyboard.spacing` (the runtimes
/// reveal it whole), a note when it does not (the runtimes reveal the input alone, as documented).
struct RevealRegionSimulationTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/Reveal/\(name)")
  }

  /// A field in a pinned stack, the note it reveals under it: the keyboard covers the note while
  /// the field shows, and nothing scrolls. Before, the simulator checked the field alone and
  /// reported nothing.
  @Test func aNamedNodeUnderTheKeyboardIsAnErrorWhenTheRegionFits() throws {
    let form = try Self.fixture("PinnedNote.form.yaml")
    let scenario = FindingTests.scenario("iphone-16", .portrait, .docked)
    let report = Simulator().simulate(form, scenarios: [scenario])
    let finding = try #require(report.occlusions.first)
    #expect(report.occlusions.count == 1)
    #expect(finding.outcome.input == "code")
    #expect(finding.revealed?.id == "codeHint")
    #expect(finding.severity == .error)
    #expect(finding.rule == .keyboardOcclusion)
    #expect(finding.outcome.edge == .keyboard)
    #expect(finding.caveats.isEmpty)
    let diagnostic = try #require(report.diagnostics(for: form).first)
    #expect(diagnostic.location.line == 15)
    #expect(
      diagnostic.message.hasPrefix("input 'code' reveals 'codeHint', which has ")
        && diagnostic.message.contains(" pt hidden under the keyboard on iPhone 16"))
    let declared = try #require(diagnostic.notes.first { $0.message.contains("declared here") })
    #expect(declared.location.line == 18)
    #expect(declared.location.column == 7)
    let summary = SimulationSummary(reports: [report], scenarios: [scenario])
    #expect(summary.json(diagnostics: []).contains(#""revealed" : "codeHint""#))
  }

  /// A picture taller than the room above the keyboard: the runtimes reveal the field alone (the
  /// input wins), so the picture's top out of view is a note that says so, which the summary and
  /// `--strict` do not count. Before, nothing was reported.
  @Test func aRegionThatCannotFitIsANote() throws {
    let form = try Self.fixture("TallPicture.form.yaml")
    let scenario = FindingTests.scenario("iphone-se-3", .portrait, .docked)
    let report = Simulator().simulate(form, scenarios: [scenario])
    let finding = try #require(report.occlusions.first)
    #expect(finding.revealed?.id == "puzzle")
    #expect(finding.severity == .note)
    #expect(finding.caveats == [.revealRegionTooTall])
    #expect(finding.outcome.edge == .navigationBar)
    #expect(report.errors.isEmpty && report.warnings.isEmpty)
    let diagnostic = try #require(report.diagnostics(for: form).first)
    #expect(diagnostic.severity == .note)
    #expect(diagnostic.notes.contains { $0.message.contains("the input wins") })
    let summary = SimulationSummary(reports: [report], scenarios: [scenario])
    #expect(summary.text().contains("every input visible"))
  }

  /// The CAPTCHA picture above its field, below a tall block: revealed with the field wherever
  /// the region fits; on the whole matrix only notes, where it cannot fit (phones in landscape
  /// with the predictive bar: picture, title and field are taller than the 150-odd points left).
  @Test func aRevealedRegionIsNotReported() throws {
    let form = try Self.fixture("Captcha.form.yaml")
    let report = Simulator().simulate(
      form, scenarios: Scenario.matrix(devices: DeviceCatalog.standard.devices))
    #expect(report.errors.isEmpty && report.warnings.isEmpty)
    #expect(report.occlusions.allSatisfy { $0.caveats == [.revealRegionTooTall] })
    #expect(report.occlusions.allSatisfy { $0.outcome.scenario.orientation == .landscape })
  }

  /// SignUp's referral bonus note, under its field in a section: it shows with the field wherever
  /// the region fits (README's `formc simulate Specs` stays clean; at the largest text size the
  /// note wraps taller than the room on phones in landscape and small windows: notes).
  @Test func signUpsReferralBonusShowsWithItsField() throws {
    let form = try SimulationFixtures.form("Specs/SignUp.form.yaml")
    let report = Simulator().simulate(
      form, scenarios: Scenario.matrix(devices: DeviceCatalog.standard.devices))
    let revealed = report.occlusions.filter { $0.revealed != nil }
    #expect(revealed.allSatisfy { $0.severity == .note })
    #expect(report.errors.isEmpty && report.warnings.isEmpty)
  }

  /// A table's note row under its field, below a tall block (`TableRow.form.yaml`): both runtimes
  /// reveal a `table` row an input's `reveal` names (the SwiftUI screen scrolls to the `Form` row
  /// it has not created, the UIKit avoider takes the table's rectangle for the row), and so does
  /// the simulator, which lays every row out: nothing on a phone in portrait, only notes on the
  /// matrix (where the region cannot fit). A screen that reveals the field alone, as the SwiftUI
  /// screen did with such a row, leaves the note under the keyboard: an error.
  @Test func aTableRowIsRevealedWithItsField() throws {
    let form = try Self.fixture("TableRow.form.yaml")
    let scenario = FindingTests.scenario("iphone-16", .portrait, .docked)
    #expect(Simulator().simulate(form, scenarios: [scenario]).occlusions.isEmpty)
    let alone = Simulator(handling: NaiveKeyboardHandlingTests.Naive())
      .simulate(form, scenarios: [scenario])
    let finding = try #require(alone.occlusions.first)
    #expect(finding.revealed?.id == "codeNote")
    #expect(finding.severity == .error)
    let report = Simulator().simulate(
      form, scenarios: Scenario.matrix(devices: DeviceCatalog.standard.devices))
    #expect(report.errors.isEmpty && report.warnings.isEmpty)
    #expect(report.occlusions.allSatisfy { $0.caveats == [.revealRegionTooTall] })
    #expect(report.occlusions.allSatisfy { $0.revealed?.id == "codeNote" })
  }

  /// The UIKit harness's `RecoveryCode.form.yaml`, which its SwiftUI and UIKit tests drive
  /// (`RevealRegionFormRowSwiftUITests`, `RevealRegionTableRowTests`): the note row shows with the
  /// field wherever the region fits.
  @Test func theHarnessRecoveryCodeNoteShowsWithItsField() throws {
    let form = try SimulationFixtures.form("Tests/UIKitHarness/Fixtures/RecoveryCode.form.yaml")
    let report = Simulator().simulate(
      form, scenarios: Scenario.matrix(devices: DeviceCatalog.standard.devices))
    #expect(report.errors.isEmpty && report.warnings.isEmpty)
    #expect(report.occlusions.allSatisfy { $0.severity == .note && $0.revealed?.id == "codeNote" })
  }
}
