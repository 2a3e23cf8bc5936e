import FormRuntime

/// A view model with a choice whose options the app loads (`options: app`), written the way
/// formc generates one: `country` (required, starting at `"US"`), its `countryOptions`, and a
/// `state` field shown while the country is `"US"`.
@MainActor
final class AddressForm: FormModel {
  enum Field: String, FormField {
    case state, country
    typealias Form = AddressForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()

  var state = "" {
    didSet { formChanges.valueDidChange(.state) }
  }
  var country: String? = "US" {
    didSet { formChanges.valueDidChange(.country) }
  }
  var countryOptions: [FormChoice.Option] = [] {
    didSet { formChanges.optionsDidChange(.country) }
  }

  func options(of field: Field) -> [FormChoice.Option]? {
    switch field {
    case .country: return countryOptions
    default: return nil
    }
  }

  func value(of field: Field) -> String {
    switch field {
    case .state: return state
    case .country: return country ?? ""
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .state: state = value
    case .country: country = value.isEmpty ? nil : value
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    title: "Address",
    inputs: [
      .field(
        .state, title: "State", returns: .nextOrSubmit(.done),
        validations: [.required("State is required")], toolbarTitle: "State",
        shownWith: "state"),
      .appChoice(
        .country, title: "Country", style: .navigation, value: "US",
        validations: [.required("Country is required")],
        optionMessage: "Country is not one of the options"),
    ],
    conditions: [FormCondition("state", .field, shownWhen: .country, .equals("US"))],
    toolbar: [.previous, .next, .flexibleSpace, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: [.init(id: "state", scrollContainers: ["page"])])
  )
}
