import FormTestSupport
import Foundation
import Testing

/// `options: app` and `lines.max: none` through real `formc` process runs: lint, plan and
/// generate on a spec that uses both, and the warning for a text view without a limit that
/// nothing scrolls.
struct AppOptionsEndToEndTests {
  static let spec = """
    form: ShippingAddress
    content:
      scroll: address
      children:
        - choice: country
          title: Country
          style: navigation
          options: app
          value: US
          required: true
        - field: state
          title: State
          visibleWhen: {input: country, equals: US}
        - textView: notes
          title: Delivery notes
          lines: {min: 2, max: none}

    """

  @Test func lintsPlansAndGenerates() async throws {
    let workspace = try GenerateEndToEndTests.Workspace(specs: [])
    defer { workspace.remove() }
    try workspace.write("specs/ShippingAddress.form.yaml", Self.spec)
    let lint = try await workspace.run(["lint", "specs/ShippingAddress.form.yaml"])
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    #expect(!lint.stdout.contains("impossible-condition"), "\(lint.stdout)")
    let plan = try await workspace.run(["plan", "specs/ShippingAddress.form.yaml"])
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(plan.stdout.contains("loaded by the app (countryOptions)"), "\(plan.stdout)")
    #expect(plan.stdout.contains("grows from 2 lines without a limit"), "\(plan.stdout)")
    let generate = try await workspace.run(["generate", "specs", "--output", "out"])
    #expect(generate.status == 0, "\(generate.stderr)")
    let model = try workspace.read("out/ShippingAddressForm.swift")
    #expect(model.contains("var countryOptions: [FormChoice.Option] = []"))
    #expect(model.contains("lines: 2...Int.max"))
    let view = try workspace.read("out/ShippingAddressFormView.swift")
    #expect(view.contains("ForEach(form.countryOptions, id: \\.value)"))
  }

  @Test func warnsAboutAnUnboundedTextViewInAStack() async throws {
    let workspace = try GenerateEndToEndTests.Workspace(specs: [])
    defer { workspace.remove() }
    try workspace.write(
      "Composer.form.yaml",
      """
      form: Composer
      keyboard:
        avoidance: layoutGuide
      toolbar: false
      content:
        stack: composer
        children:
          - textView: message
            placeholder: Message
            returnKey: send
            lines: {min: 1, max: none}

      """)
    let lint = try await workspace.run(["lint", "Composer.form.yaml"])
    #expect(
      lint.stdout.contains(
        "Composer.form.yaml:11:7: warning: text view 'message' grows without a limit"),
      "\(lint.stdout)\(lint.stderr)")
    #expect(lint.stdout.contains("[unbounded-text-view-without-scroll]"), "\(lint.stdout)")
  }
}
