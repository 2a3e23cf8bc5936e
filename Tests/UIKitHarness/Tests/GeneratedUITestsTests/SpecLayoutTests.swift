import Foundation
import Testing

/// The app model's layout order comes from the spec as formc reads it (its plan), whatever the
/// spec's YAML style: `Tests/formcTests/Fixtures/Plan/FlowStyleOrder.form.yaml` is written in flow
/// style, with comments between its nodes (one that looks like a node) and an id that is not its
/// node's first key.
struct SpecLayoutTests {
  @Test("a spec in flow style, with comments, gives its inputs and controls in document order")
  func flowStyle() {
    #expect(
      SpecLayout.ids(inSpec: "FlowStyleOrder") == [
        "fullName", "email", "newsletter", "about", "guests",
      ])
  }

  @Test(
    "every form the app model lays out has its plan, and the plan's order is the spec's",
    arguments: [
      ("ChatComposer", ["message"]),
      ("RedeemCode", ["code", "email"]),
    ])
  func blockStyle(form: String, ids: [String]) {
    #expect(SpecLayout.ids(inSpec: form) == ids)
  }

  @Test("an unknown form has no layout")
  func unknownForm() {
    #expect(SpecLayout.ids(inSpec: "NoSuchForm").isEmpty)
  }
}
