import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// An input that can show an error (`required`, rules, an app check, and any field or text view,
/// under which the app can set a server's error) is checked again with its message under it, in
/// the layout a failed submit leaves (every other input's message shown too): the UIKit runtime
/// scrolls the focused input together with its error view above the keyboard, and the SwiftUI
/// screen shows the message under the input, so the two must fit together.
struct ErrorLineTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/ErrorLine/\(name)")
  }

  static let scenario = Scenario(
    device: SimulationFixtures.device("iphone-se-3"), orientation: .portrait, keyboard: .docked)

  @Test(
    "an input that can show an error must fit with its message under it",
    arguments: ["Required.form.yaml", "Pattern.form.yaml", "Checked.form.yaml"])
  func hiddenWithItsMessage(_ name: String) throws {
    let form = try Self.fixture(name)
    let report = Simulator().simulate(form, scenarios: [Self.scenario])
    // Before: every input visible (the message was not simulated).
    let finding = try #require(report.occlusions.first)
    #expect(report.occlusions.count == 1)
    #expect(finding.outcome.input == "code")
    #expect(finding.rule == .keyboardOcclusion)
    #expect(finding.severity == .error)
    #expect(finding.outcome.edge == .keyboard)
    let metrics = LayoutMetrics.standard
    let message = metrics.errorSpacing + metrics.footnoteLineHeight
    // Hidden: some of the message and the spacing below it, never the input itself.
    #expect(finding.outcome.hidden > 0)
    #expect(finding.outcome.hidden <= message + CGFloat(form.keyboardPlan.spacing))
    #expect(finding.outcome.errorLine == message)
    let diagnostic = try #require(report.diagnostics(for: form).first)
    #expect(diagnostic.message.hasSuffix("with its error message under it (19.5 pt)"))
    #expect(
      diagnostic.notes.contains { $0.message.contains("the input and its error message with") })
  }

  @Test("a required input's message from the spec takes the lines it wraps to")
  func requiredMessageFromTheSpec() throws {
    let metrics = LayoutMetrics.standard
    let oneLine = metrics.errorSpacing + metrics.footnoteLineHeight
    let plain = try #require(
      Simulator().simulate(try Self.fixture("Required.form.yaml"), scenarios: [Self.scenario])
        .occlusions.first)
    #expect(plain.outcome.errorLine == oneLine)
    let form = try Self.fixture("RequiredMessage.form.yaml")
    let report = Simulator().simulate(form, scenarios: [Self.scenario])
    let finding = try #require(report.occlusions.first)
    #expect(finding.outcome.input == "code")
    let errorLine = try #require(finding.outcome.errorLine)
    #expect(errorLine >= oneLine + metrics.footnoteLineHeight, "\(errorLine)")
    #expect(finding.outcome.hidden > plain.outcome.hidden)
  }

  @Test("a text input with nothing that can fail is checked with the app's error under it")
  func plainInputShowsTheAppsError() throws {
    // The app can set `form.errors[.code]` (a server's answer) under any text input: one line.
    let form = try Self.fixture("Plain.form.yaml")
    let report = Simulator().simulate(form, scenarios: [Self.scenario])
    let finding = try #require(report.occlusions.first)
    #expect(report.occlusions.count == 1)
    #expect(finding.outcome.input == "code")
    let metrics = LayoutMetrics.standard
    #expect(finding.outcome.errorLine == metrics.errorSpacing + metrics.footnoteLineHeight)
    #expect(report.checks == 2)
  }

  @Test("after a failed submit, every visible input's message takes its room")
  func othersMessagesMoveTheInputDown() throws {
    let form = try Self.fixture("OthersFirst.form.yaml")
    let report = Simulator().simulate(form, scenarios: [Self.scenario])
    // `name`'s message above `code` pushes it down by the message's height.
    let finding = try #require(report.occlusions.first)
    #expect(report.occlusions.map(\.outcome.input) == ["code"])
    #expect(finding.outcome.edge == .keyboard)
    let metrics = LayoutMetrics.standard
    let message = metrics.errorSpacing + metrics.footnoteLineHeight
    let name = try #require(form.inputs.first { $0.id == "name" })
    let nameBox = try #require(finding.outcome.layout.boxes[name.node])
    let codeTop = finding.outcome.inputFrame.minY
    // The layout of the finding has the message under `name`: `code` starts below it.
    #expect(codeTop - nameBox.frame.maxY >= message)
  }

  @Test("in content that does not scroll, the finding names the inputs whose messages push it out")
  func namesTheMessagesThatPushTheInputOut() throws {
    let form = try Self.fixture("PushedOut.form.yaml")
    let report = Simulator().simulate(form, scenarios: [Self.scenario])
    let finding = try #require(report.occlusions.first)
    #expect(report.occlusions.map(\.outcome.input) == ["code"])
    #expect(finding.outcome.edge == .keyboard)
    let metrics = LayoutMetrics.standard
    let oneLine = metrics.errorSpacing + metrics.footnoteLineHeight
    let twoLines = metrics.errorSpacing + 2 * metrics.footnoteLineHeight
    // `name` and `email` stand above `code` and push it down; the switch shows no message.
    #expect(finding.pushedBy.map(\.input) == ["name", "email"])
    #expect(finding.pushedBy.map(\.height) == [oneLine, twoLines])
    let diagnostic = try #require(report.diagnostics(for: form).first)
    for (id, height) in [("name", "19.5"), ("email", "35")] {
      let input = try #require(form.inputs.first { $0.id == id })
      let node = form.layout[input.node]
      let note = try #require(
        diagnostic.notes.first { $0.message.contains("'\(id)'") },
        "no note names \(id): \(diagnostic.notes.map(\.message))")
      #expect(
        note.message
          == "after a failed submit, the error message under '\(id)' (\(height) pt) pushes "
          + "'code' down and nothing scrolls it back into view")
      #expect(note.location.line == node.line)
      #expect(note.location.column == node.column)
    }
    // The JSON document carries them as data.
    let json = SimulationSummary(reports: [report], scenarios: [Self.scenario]).json(diagnostics: []
    )
    #expect(json.contains("\"pushedBy\""))
  }

  @Test("an input its own message hides names no other input")
  func ownMessageNamesNoOther() throws {
    let form = try Self.fixture("Required.form.yaml")
    let report = Simulator().simulate(form, scenarios: [Self.scenario])
    let finding = try #require(report.occlusions.first)
    #expect(finding.pushedBy.isEmpty)
  }

  @Test("each input that can show an error adds one check per scenario and state")
  func oneMoreCheck() throws {
    let form = try Self.fixture("Required.form.yaml")
    let roomy = Scenario(
      device: SimulationFixtures.device("iphone-16"), orientation: .portrait, keyboard: .docked)
    let report = Simulator().simulate(form, scenarios: [roomy])
    #expect(report.occlusions.isEmpty)
    #expect(report.checks == 2)
  }

  @Test("in a scroll view the message comes into view with the input")
  func scrolledIntoViewWithItsMessage() throws {
    let form = try SimulationFixtures.form("Specs/SignUp.form.yaml")
    let scenarios = [
      Self.scenario,
      Scenario(
        device: SimulationFixtures.device("iphone-se-3"), orientation: .landscape,
        keyboard: .predictive),
    ]
    let report = Simulator().simulate(form, scenarios: scenarios)
    #expect(report.occlusions.isEmpty)
  }

  @Test("a growing text view leaves room for its message when the keyboard caps it")
  func cappedTextViewLeavesRoomForItsMessage() throws {
    let form = try SimulationFixtures.form(
      "Tests/FormSimulationTests/Fixtures/TextViewCap/RequiredNotes.form.yaml")
    let notes = try #require(form.inputs.first { $0.id == "notes" })
    let landscape = Scenario(
      device: SimulationFixtures.device("iphone-se-3"), orientation: .landscape,
      keyboard: .docked)
    let report = Simulator().simulate(form, scenarios: [landscape])
    #expect(report.occlusions.isEmpty, "\(report.diagnostics(for: form).map(\.message))")
    #expect(notes.required)
  }
}
