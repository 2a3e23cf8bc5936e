import FormTestSupport
import Foundation
import Testing

/// `valueOf` through real `formc` process runs: plan names the shared value, lint reports two
/// inputs of one value shown together with a note at the other, and generate stores it once.
struct SharedValueEndToEndTests {
  static func spec(fieldCondition: String) -> String {
    """
    form: ShippingAddress
    flags: [statesLoaded]
    content:
      scroll: address
      children:
        - choice: stateSelector
          title: State
          style: navigation
          options: app
          valueOf: state
          visibleWhen: {flag: statesLoaded}
        - field: state
          title: State
    \(fieldCondition)

    """
  }

  @Test func plansAndGeneratesOneStoredValue() async throws {
    let workspace = try GenerateEndToEndTests.Workspace(specs: [])
    defer { workspace.remove() }
    try workspace.write(
      "specs/ShippingAddress.form.yaml",
      Self.spec(fieldCondition: "      visibleWhen: {flag: statesLoaded, equals: false}"))
    let plan = try await workspace.run(["plan", "specs/ShippingAddress.form.yaml"])
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(plan.stdout.contains("edits the value of 'state'"), "\(plan.stdout)")
    let generate = try await workspace.run(["generate", "specs", "--output", "out"])
    #expect(generate.status == 0, "\(generate.stderr)")
    let model = try workspace.read("out/ShippingAddressForm.swift")
    #expect(model.contains("var state: String = \"\""), "\(model)")
    #expect(model.contains("get { self.state.isEmpty ? nil : self.state }"), "\(model)")
    #expect(!model.contains("var stateSelector: String? = "), "\(model)")
  }

  @Test func lintReportsBothShownWithANoteAtTheOther() async throws {
    let workspace = try GenerateEndToEndTests.Workspace(specs: [])
    defer { workspace.remove() }
    try workspace.write("ShippingAddress.form.yaml", Self.spec(fieldCondition: ""))
    let lint = try await workspace.run(["lint", "ShippingAddress.form.yaml"])
    #expect(lint.status != 0)
    #expect(
      lint.stdout.contains(
        "ShippingAddress.form.yaml:10:16: error: 'stateSelector' and 'state' edit one value ('state') and are both shown and enabled when flag 'statesLoaded' is set"
      ), "\(lint.stdout)")
    #expect(
      lint.stdout.contains("ShippingAddress.form.yaml:12:7: note: 'state' is here"),
      "\(lint.stdout)")
  }
}
