import FormRuntime
import Testing

/// Visibility from values, and moving through the visible inputs.
@MainActor
@Suite("Visibility and focus navigation")
struct FormVisibilityTests {
  typealias Field = ContactForm.Field

  func visibility(_ values: [Field: String]) -> FormVisibility {
    let form = ContactForm()
    for (field, value) in values { form.setValue(value, for: field) }
    return form.visibility
  }

  func shown(_ visibility: FormVisibility) -> [Field] {
    Field.allCases.filter { visibility.inputs[ContactForm.schema.position(of: $0)] }
  }

  @Test(
    "an input shows when its node's test holds, the node it sits in shows, and its controller shows",
    arguments: [
      ([:], [.name, .kind, .email, .phone, .notes]),
      ([.kind: "business"], [.name, .kind, .company, .email, .phone, .notes]),
      ([.kind: "business", .company: "Acme"], Field.allCases),
      // The section hides `vat` even though its own test holds.
      ([.kind: "personal", .company: "Acme"], [.name, .kind, .email, .phone, .notes]),
    ] as [([Field: String], [Field])])
  func inputs(values: [Field: String], expected: [Field]) {
    #expect(shown(visibility(values)) == expected)
  }

  @Test("a node outside a hidden section hides when its controlling input is hidden")
  func controllerHidden() {
    let schema = ContactForm.schema
    let hint = schema.conditionPosition(of: "vatHint")!
    #expect(visibility([.kind: "business", .company: "Acme", .vat: "GB1"]).nodes[hint])
    // `vat` keeps its value but is hidden with its section: the hint goes too.
    #expect(!visibility([.kind: "personal", .company: "Acme", .vat: "GB1"]).nodes[hint])
    #expect(!visibility([.kind: "business", .company: "", .vat: "GB1"]).nodes[hint])
  }

  @Test("a cycle in a hand-written schema counts as hidden")
  func cycle() {
    let schema = FormSchema<Field>(
      inputs: Field.allCases.map { .field($0, returns: .none, shownWith: $0 == .name ? "a" : nil) },
      conditions: [
        FormCondition("a", .label, shownWhen: .kind, .notEmpty, within: "b"),
        FormCondition("b", .label, shownWhen: .kind, .notEmpty, within: "a"),
      ],
      toolbar: [],
      keyboard: FormKeyboardPlan(
        avoidance: .none, dismissMode: .none, spacing: 0, insetContainer: nil, inputs: []))
    let visibility = FormVisibility(schema) { _ in "x" }
    #expect(visibility.nodes == [false, false])
    #expect(visibility.inputs[0] == false)
  }

  @Test(
    "next follows the order, skipping hidden inputs",
    arguments: [
      (0, [true, true, true], 1), (0, [true, false, true], 2), (0, [true, false, false], nil),
      (2, [true, true, true], nil), (1, [false, false, false], nil),
    ] as [(Int, [Bool], Int?)])
  func next(from position: Int, inputs: [Bool], expected: Int?) {
    var visibility = self.visibility([:])
    visibility.inputs = inputs
    #expect(visibility.next(after: position) == expected)
  }

  @Test("next wraps to the first visible input when asked, never to the input itself")
  func wraps() {
    var visibility = self.visibility([:])
    visibility.inputs = [false, true, true, false]
    #expect(visibility.next(after: 2, wrapping: true) == 1)
    #expect(visibility.next(after: 2, wrapping: false) == nil)
    visibility.inputs = [false, true, false]
    #expect(visibility.next(after: 1, wrapping: true) == nil)
  }

  @Test("previous skips hidden inputs and never wraps")
  func previous() {
    var visibility = self.visibility([:])
    visibility.inputs = [true, false, true, true]
    #expect(visibility.previous(before: 3) == 2)
    #expect(visibility.previous(before: 2) == 0)
    #expect(visibility.previous(before: 0) == nil)
  }

  @Test("the view model's navigation follows visibility")
  func modelNavigation() {
    let form = ContactForm()
    #expect(form.field(after: .kind) == .email)
    form.kind = "business"
    #expect(form.field(after: .kind) == .company)
    #expect(form.field(after: .company) == .email, "vat needs a company")
    #expect(form.field(before: .email) == .company)
    #expect(form.field(after: .notes) == nil)
    #expect(form.field(after: .notes, wrapping: true) == .name)
    #expect(form.isVisible(node: "companySection"))
    #expect(!form.isVisible(node: "vatHint"))
    #expect(form.isVisible(node: "unconditional"), "a node without a condition shows")
  }
}
