import FormRuntime

/// A view model with app flags, written the way formc generates one (issue 32): `email`,
/// `password`, and a `captcha` input shown while the app sets `captchaRequired`; a `remove`
/// button shown while `isEditing` is not set. `focus.initial` names the CAPTCHA.
@MainActor
final class SignInForm: FormModel {
  enum Field: String, FormField {
    case email, password, captcha
    typealias Form = SignInForm
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
  var password = "" {
    didSet { formChanges.valueDidChange(.password) }
  }
  var captcha = "" {
    didSet { formChanges.valueDidChange(.captcha) }
  }
  /// The app sets it when the server asks for a CAPTCHA.
  var captchaRequired = false {
    didSet { formChanges.flagsDidChange() }
  }
  /// The app sets it while editing.
  var isEditing = false {
    didSet { formChanges.flagsDidChange() }
  }

  func isFlagSet(_ flag: String) -> Bool {
    switch flag {
    case "captchaRequired": return captchaRequired
    case "isEditing": return isEditing
    default: return false
    }
  }

  func value(of field: Field) -> String {
    switch field {
    case .email: return email
    case .password: return password
    case .captcha: return captcha
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .email: email = value
    case .password: password = value
    case .captcha: captcha = value
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    title: "Sign In",
    inputs: [
      // `onReturn: none`: Return on the email does nothing.
      .field(.email, title: "Email", returns: .doesNothing(.default), toolbarTitle: "Email"),
      .field(.password, title: "Password", returns: .nextOrSubmit(.go), toolbarTitle: "Password"),
      .field(
        .captcha, title: "Characters", returns: .nextOrSubmit(.go),
        validations: [.required("Characters is required")], toolbarTitle: "Characters",
        shownWith: "captcha"),
    ],
    conditions: [
      FormCondition("captcha", .field, shownWhenFlag: "captchaRequired"),
      FormCondition("remove", .button, shownWhenFlag: "isEditing", isSet: false),
    ],
    toolbar: [.previous, .next, .flexibleSpace, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: Field.allCases.map { .init(id: $0.rawValue, scrollContainers: ["page"]) }),
    flags: ["captchaRequired", "isEditing"],
    // `focus.initial: captcha`: focused on the first appearance while the server asks for it.
    initialFocus: .captcha
  )
}
