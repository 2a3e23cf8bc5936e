import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The modelled accessibility audit (`sufficientElementDescription`) finds a control of every
/// kind the user operates without a label, not only text inputs: a screen's own segmented
/// control, toggle, switch, link or button over an input, with an empty label, fails the
/// generated test that audits the screen; the same control labelled passes.
@Suite(.serialized)
@MainActor
struct UnlabelledControlAuditTests {
  @Test(
    "an unlabelled control of any kind fails the audit",
    arguments: [
      XCUIElement.ElementType.segmentedControl, .toggle, .switch, .link, .button,
    ])
  func unlabelledControlFailsTheAudit(_ type: XCUIElement.ElementType) throws {
    let test = try #require(
      GeneratedUITestCase.all.first {
        $0.form == "OneTimeCodeLogin" && $0.test == "testState1"
      })
    var settings = SimulatorSettings()
    settings.unidentifiedControl = type
    #expect(test.run(settings: settings) == .passed, "labelled, the control passes")
    settings.unidentifiedControlLabel = ""
    guard case .failed(let messages) = test.run(settings: settings) else {
      Issue.record("an unlabelled \(type) passed the audit")
      return
    }
    #expect(
      messages.contains { $0.contains("accessibility audit: Element has no description") },
      "\(messages)")
  }
}
