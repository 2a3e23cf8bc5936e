import FormRuntime

/// A view model written the way formc generates one, for the runtime's own tests.
///
/// Inputs in focus order: `name`, `kind` (a custom picker), `company` and `vat` (in the
/// `companySection`, shown for business contacts; `vat` only once a company is named), `email`
/// (a pad keyboard would have no return key, so it has the email keyboard), `phone` (a phone pad,
/// no return key), `notes` (a growing text view). A `vatHint` label shows while `vat` has a value,
/// outside the section, so it hides with the section through its controlling input.
@MainActor
final class ContactForm: FormModel {
  enum Field: String, FormField {
    case name, kind, company, vat, email, phone, notes
    typealias Form = ContactForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()

  var name = "" {
    didSet { formChanges.valueDidChange(.name) }
  }
  var kind = "personal" {
    didSet { formChanges.valueDidChange(.kind) }
  }
  var company = "" {
    didSet { formChanges.valueDidChange(.company) }
  }
  var vat = "" {
    didSet { formChanges.valueDidChange(.vat) }
  }
  var email = "" {
    didSet { formChanges.valueDidChange(.email) }
  }
  var phone = "" {
    didSet { formChanges.valueDidChange(.phone) }
  }
  var notes = "" {
    didSet { formChanges.valueDidChange(.notes) }
  }

  func value(of field: Field) -> String {
    switch field {
    case .name: return name
    case .kind: return kind
    case .company: return company
    case .vat: return vat
    case .email: return email
    case .phone: return phone
    case .notes: return notes
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .name: name = value
    case .kind: kind = value
    case .company: company = value
    case .vat: vat = value
    case .email: email = value
    case .phone: phone = value
    case .notes: notes = value
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    title: "Contact",
    inputs: [
      .field(
        .name, title: "Name", traits: FormTextTraits(contentType: .name),
        returns: .nextOrSubmit(.done), validations: [.required("Name is required")],
        toolbarTitle: "Name"),
      .custom(.kind, title: "Kind", value: "personal", toolbarTitle: "Kind"),
      .field(
        .company, title: "Company", returns: .nextOrSubmit(.done),
        validations: [.required("Company is required")], toolbarTitle: "Company",
        shownWith: "companySection"),
      .field(
        .vat, title: "VAT number", placeholder: "GB123456789", returns: .nextOrSubmit(.done),
        validations: [.pattern("(?x) [A-Z]{2} [0-9]{9}  # country, then nine digits", "Bad VAT")],
        toolbarTitle: "VAT number", shownWith: "vat"),
      .field(
        .email, placeholder: "Email",
        traits: FormTextTraits(keyboard: .emailAddress, autocapitalization: .none),
        returns: .nextOrSubmit(.done),
        validations: [.required("Email is required"), .email("Enter an email address")],
        toolbarTitle: "Email"),
      .field(
        .phone, title: "Phone", traits: FormTextTraits(keyboard: .phonePad), returns: .none,
        toolbarTitle: "Phone"),
      .textView(
        .notes, title: "Notes", returns: .newline, validations: [.maxLength(20, "Too long")],
        lines: 2...5, toolbarTitle: "Notes"),
    ],
    conditions: [
      FormCondition("companySection", .section, shownWhen: .kind, .equals("business")),
      FormCondition("vat", .field, shownWhen: .company, .notEmpty, within: "companySection"),
      FormCondition("vatHint", .label, shownWhen: .vat, .notEmpty),
    ],
    texts: [FormStaticText(.label, id: "vatHint", text: "We check VAT numbers with HMRC.")],
    toolbar: [.previous, .next, .flexibleSpace, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: Field.allCases.map {
        .init(
          id: $0.rawValue, scrollContainers: ["page"], grows: $0 == .notes,
          minLines: $0 == .notes ? 2 : nil, maxLines: $0 == .notes ? 5 : nil)
      })
  )
}

/// ``ContactForm`` with the keyboard kept up after a submit, as a chat composer's.
@MainActor
final class ComposerForm: FormModel {
  enum Field: String, FormField {
    case message
    typealias Form = ComposerForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var message = "" {
    didSet { formChanges.valueDidChange(.message) }
  }

  func value(of field: Field) -> String { message }
  func setValue(_ value: String, for field: Field) { message = value }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .textView(
        .message, placeholder: "Message", returns: .submit(.send),
        validations: [.required("Message is required")], lines: 1...6)
    ],
    toolbar: [],
    keyboard: FormKeyboardPlan(
      avoidance: .layoutGuide, dismissMode: .interactive, spacing: 0, insetContainer: nil,
      pinnedContainer: "screen",
      inputs: [.init(id: "message", scrollContainers: [], grows: true, minLines: 1, maxLines: 6)]),
    afterSubmit: .keep
  )
}
