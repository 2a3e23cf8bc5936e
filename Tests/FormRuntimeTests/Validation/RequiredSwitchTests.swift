import FormRuntime
import Testing

/// A view model with a required switch, written the way formc generates one (`switch: terms`
/// with `required: true`): the switch must be on.
@MainActor
private final class TermsForm: FormModel {
  enum Field: String, FormField {
    case email, terms
    typealias Form = TermsForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var email = "" {
    didSet { formChanges.valueDidChange(.email) }
  }
  var terms = false {
    didSet { formChanges.valueDidChange(.terms) }
  }

  func value(of field: Field) -> String {
    switch field {
    case .email: return email
    case .terms: return terms ? "true" : "false"
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .email: email = value
    case .terms: terms = value == "true"
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(.email, title: "Email", returns: .nextOrSubmit(.done)),
      .switch(
        .terms, title: "Accept the terms",
        validations: [.required("Accept the terms to continue")]),
    ],
    toolbar: [],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: [.init(id: "email", scrollContainers: ["page"])]))
}

/// `required` on a switch (issue 31, "accept the terms"): a switch that is off counts as empty,
/// so validation fails until it is on; other inputs are validated as before.
@MainActor
struct RequiredSwitchTests {
  @Test func aRequiredSwitchMustBeOn() {
    let form = TermsForm()
    #expect(!form.validate())
    #expect(form.errors[.terms] == "Accept the terms to continue")
    #expect(form.errors[.email] == nil)
    form.terms = true
    #expect(form.validate())
    #expect(form.errors.isEmpty)
  }
}
