import FormCompiler
import FormSimulation
import Foundation
import Testing

/// An input's own toolbar (`toolbar` on the input, issue 32): `formc simulate` and `formc preview`
/// give the focused input the toolbar it shows, so the keyboard of an input whose own toolbar is
/// off has no toolbar's height above it, and one with its own Done-only toolbar has it.
struct OwnToolbarSimulationTests {
  static func form() throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormCodegenTests/Fixtures/PhoneVerification.form.yaml")
  }

  static let scenario = Scenario(
    device: SimulationFixtures.device("iphone-16"), orientation: .portrait, keyboard: .predictive)

  static func outcome(_ id: String) throws -> FocusOutcome {
    let form = try Self.form()
    let input = try #require(form.inputs.first { $0.id == id })
    let visible = Array(repeating: true, count: form.layout.count)
    return try #require(
      Simulator().focus(input, form: form, visible: visible, scenario: Self.scenario).first)
  }

  @Test("the form's toolbar and the code's own have a toolbar's height; the promo's has none")
  func toolbarHeights() throws {
    #expect(try Self.outcome("fullName").geometry.toolbarHeight == 44)
    #expect(try Self.outcome("code").geometry.toolbarHeight == 44)
    #expect(try Self.outcome("promo").geometry.toolbarHeight == 0)
  }

  @Test("the preview draws the focused input's own items")
  func previewItems() throws {
    let form = try Self.form()
    let renderer = PreviewRenderer(form: form)
    let items = form.toolbar.shownItems
    let promo = renderer.render(try Self.outcome("promo"), toolbarItems: items)
    let name = renderer.render(try Self.outcome("fullName"), toolbarItems: items)
    #expect(name.contains(">›<"), "Next on the form's toolbar")
    #expect(!promo.contains(">›<") && !promo.contains(">Done<"), "no toolbar above the promo code")
  }
}
