import FormRuntime
import Testing

/// The golden view models, compiled on Linux and exercised: focus order with visibility, return
/// keys, toolbar states and validation.
@MainActor
struct GeneratedViewModelTests {
  @Test func fieldOrderFollowsTheNextLinks() {
    // Two columns: Next goes across each row (givenName → familyName → email → phone).
    #expect(
      BusinessAccountForm.Field.allCases.prefix(5).map(\.rawValue) == [
        "accountType", "givenName", "familyName", "email", "phone",
      ])
  }

  @Test func businessFieldsAppearOnlyForBusinessAccounts() {
    let form = BusinessAccountForm()
    #expect(form.accountType == "personal")
    #expect(!form.isVisible(.companyName))
    #expect(!form.fields.contains(.vatNumber))
    form.accountType = "business"
    #expect(form.isVisible(.companyName))
    #expect(form.fields.contains(.vatNumber))
    // Nested condition: the description needs both the section and its own condition.
    #expect(!form.isVisible(.industryDescription))
    form.industry = "other"
    #expect(form.isVisible(.industryDescription))
    form.accountType = "personal"
    #expect(!form.isVisible(.industryDescription))
  }

  @Test func nextSkipsHiddenInputs() {
    let form = BusinessAccountForm()
    form.focusedField = .phone
    form.focusNext()
    #expect(form.focusedField == .password)
    form.accountType = "business"
    form.focusedField = .phone
    form.focusNext()
    #expect(form.focusedField == .companyName)
    form.focusPrevious()
    #expect(form.focusedField == .phone)
  }

  @Test func returnKeysFollowVisibility() {
    let form = BusinessAccountForm()
    #expect(form.returnKey(for: .email) == .next)
    #expect(form.returnKey(for: .password) == .continue)
    #expect(form.returnAction(for: .password) == .submit)
    #expect(form.returnKey(for: .phone) == nil)  // phone pad: no return key
    #expect(form.returnAction(for: .accountType) == FormReturnAction.none)
  }

  @Test func toolbarStateAtTheEnds() {
    let form = BusinessAccountForm()
    let first = form.toolbarState(for: .accountType)
    #expect(!first.previousEnabled && first.nextEnabled)
    #expect(first.title == "Account type")
    let last = form.toolbarState(for: .password)
    #expect(last.previousEnabled && !last.nextEnabled)
  }

  @Test func explicitOrderAndWrapping() {
    #expect(
      SettingsForm.Field.allCases.map(\.rawValue) == [
        "displayName", "website", "dailySteps", "appPasscode", "quietHoursStart", "quietHoursEnd",
      ])
    let form = SettingsForm()
    let visible = form.fields
    form.focusedField = visible.last
    form.focusNext()
    #expect(form.focusedField == visible.first, "Next wraps to the first input")
    form.focusPrevious()
    #expect(form.focusedField == nil, "Previous does not wrap")
  }

  @Test func validationReportsMessagesAndFocusesTheFirstInvalidInput() {
    let form = SignUpForm()
    #expect(!form.isValid)
    #expect(!form.submit())
    #expect(form.focusedField == .givenName)
    #expect(form.errors[.givenName] == "Enter your first name", "the spec's requiredMessage")
    #expect(form.errors[.familyName] == "Last name is required", "formc's default message")
    form.givenName = "Ada"
    form.familyName = "Lovelace"
    form.email = "ada@"
    form.username = "ada"
    form.password = "analytical1"
    form.confirmPassword = "analytical2"
    #expect(!form.submit())
    #expect(form.focusedField == .email)
    #expect(form.errors[.email] == "Enter a valid email address")
    #expect(form.errors[.confirmPassword] == "Passwords don't match")
    form.email = "ada@example.com"
    form.confirmPassword = "analytical1"
    #expect(form.submit())
    #expect(form.errors.isEmpty)
    #expect(form.focusedField == nil)
  }

  /// `Tests/FormCodegenTests/Fixtures/RepeatedRules.form.yaml`: two `pattern` rules on one input,
  /// checked in spec order, each with its own message.
  @Test(
    arguments: [
      ("", "Password is required"), ("abcdefgh", "Add a digit"), ("12345678", "Add a letter"),
      ("a1", "Use at least 8 characters"), ("abcd1234", nil),
    ] as [(String, String?)])
  func repeatedRuleKindsAreCheckedInOrder(password: String, message: String?) {
    let form = RepeatedRulesForm()
    form.password = password
    #expect(form.validate() == (message == nil))
    #expect(form.errors[.password] == message)
  }

  @Test func hiddenInputsAreNotValidated() {
    let form = BusinessAccountForm()
    form.givenName = "Ada"
    form.familyName = "Lovelace"
    form.email = "ada@example.com"
    form.password = "long enough password"
    #expect(form.validate(), "\(form.errors)")
    form.accountType = "business"
    #expect(!form.validate())
    #expect(form.errors[.companyName] == "Company name is required")
    form.companyName = "Analytical Engines Ltd"
    form.employeeCount = "0"
    #expect(!form.validate())
    #expect(form.errors[.employeeCount] != nil)
    form.employeeCount = "12"
    #expect(form.validate())
  }

  @Test func resetRestoresInitialValues() {
    let form = BusinessAccountForm()
    form.accountType = "business"
    form.givenName = "Ada"
    form.focusedField = .givenName
    _ = form.validate()
    form.reset()
    #expect(form.accountType == "personal")
    #expect(form.givenName.isEmpty)
    #expect(form.focusedField == nil)
    #expect(form.errors.isEmpty)
  }

  @Test func keyboardPlansAreLiterals() {
    #expect(SignUpForm.keyboardPlan.avoidance == .insets)
    #expect(SignUpForm.keyboardPlan.spacing == 24)
    #expect(ChatComposerForm.keyboardPlan.avoidance == .layoutGuide)
    #expect(ChatComposerForm.keyboardPlan.inputs.first?.grows == true)
    #expect(ChatComposerForm.toolbarItems.isEmpty)
  }

  @Test func returnMovesOnThenSubmits() {
    let form = SignUpForm()
    #expect(!form.performReturn(from: .givenName))
    #expect(form.focusedField == .familyName)
    // The last field submits: invalid, so focus goes to the first invalid input.
    #expect(!form.performReturn(from: .referralCode))
    #expect(form.focusedField == .givenName)
    form.givenName = "Ada"
    form.familyName = "Lovelace"
    form.email = "ada@example.com"
    form.username = "ada"
    form.password = "analytical1"
    form.confirmPassword = "analytical1"
    #expect(form.performReturn(from: .referralCode))
    #expect(form.focusedField == nil)
  }

  /// Settings says `keyboard.onReturn: dismiss`: Return on a field with another after it only
  /// ends editing, with the key Done; it neither moves on nor submits.
  @Test func dismissOnlyReturnEndsEditing() {
    let form = SettingsForm()
    #expect(form.returnKey(for: .displayName) == .done)
    #expect(form.returnAction(for: .displayName) == .dismiss)
    form.focusedField = .displayName
    #expect(!form.performReturn(from: .displayName))
    #expect(form.focusedField == nil)
    form.focusedField = .website
    #expect(!form.performReturn(from: .website))
    #expect(form.focusedField == nil)
  }

  /// ProfileEditor's Save (`actions.submit`) is enabled `whenChanged`: not until an input differs
  /// from its initial value, and again not once it is put back.
  @Test func submitEnablementFollowsChangesAndValidity() {
    let form = ProfileEditorForm()
    #expect(!form.hasChanges)
    #expect(!form.isSubmitEnabled(.whenChanged))
    #expect(form.isSubmitEnabled(.always))
    #expect(!form.isSubmitEnabled(.whenValid))  // displayName and username are required
    form.displayName = "Ada"
    #expect(form.hasChanges)
    #expect(form.isSubmitEnabled(.whenChanged))
    form.username = "ada"
    #expect(form.isSubmitEnabled(.whenValid))
    form.displayName = ""
    form.username = ""
    #expect(!form.hasChanges)
  }

  /// Errors a server returned go into `errors` under the input they belong to (docs/Runtime.md,
  /// "Errors from a server"): the screen shows them, `firstInvalidField` finds the input, and the
  /// next validation replaces them with the spec's own verdict.
  @Test func serverErrorsStandUnderTheirInputUntilTheNextValidation() {
    let form = ProfileEditorForm()
    form.displayName = "Ada"
    form.username = "ada"
    #expect(form.submit())
    form.errors[.username] = "That username is taken"
    #expect(form.firstInvalidField == .username)
    form.focusedField = form.firstInvalidField
    #expect(form.focusedField == .username)
    form.username = "ada_lovelace"
    #expect(form.errors[.username] == "That username is taken")  // until validation runs
    #expect(form.validate())
    #expect(form.errors[.username] == nil)
  }

  /// A new profile has no current password: ProfileEditor hides it while the app sets `isNew`,
  /// and focus goes from the bio to the new password.
  @Test func aNewProfileHasNoCurrentPassword() {
    let form = ProfileEditorForm()
    #expect(form.isVisible(.currentPassword))
    form.isNew = true
    #expect(!form.isVisible(.currentPassword))
    #expect(form.isVisible(.newPassword))
    form.isNew = false
    #expect(form.isVisible(.currentPassword))
  }

  /// ProfileEditor's `displayName` has a `requiredMessage`; `username` keeps formc's default.
  @Test func theSpecsRequiredMessageIsShown() {
    let form = ProfileEditorForm()
    #expect(!form.submit())
    #expect(form.errors[.displayName] == "Enter the name people see on your profile")
    #expect(form.errors[.username] == "Username is required")
  }

  @Test func returnInATextViewInsertsANewline() {
    let form = FeedbackForm()
    let textViews = FeedbackForm.Field.allCases.filter { form.returnAction(for: $0) == .newline }
    #expect(!textViews.isEmpty)
    for field in textViews {
      form.focusedField = field
      #expect(!form.performReturn(from: field))
      #expect(form.focusedField == field)
    }
  }
}

/// Below iOS 17 the view model is an `ObservableObject` whose every input is published, so SwiftUI
/// refreshes as the user types (before, only focus and errors were, and a section that a typed
/// value shows never appeared).
@MainActor
struct PublishedInputsTests {
  /// The stored property behind each input, by its `_name` label.
  func storage(of form: Any) -> [String: Any] {
    var result: [String: Any] = [:]
    for child in Mirror(reflecting: form).children {
      if let label = child.label { result[label] = child.value }
    }
    return result
  }

  func expectPublished<Form: FormModel>(_ form: Form) {
    let storage = storage(of: form)
    for field in Form.Field.allCases {
      #expect(
        storage["_" + field.rawValue] is FormPublished<String>,
        "\(Form.self).\(field.rawValue) is not published")
    }
    #expect(storage["_focusedField"] is FormPublished<Form.Field?>)
    #expect(storage["_errors"] is FormPublished<[Form.Field: String]>)
  }

  @Test func inputsArePublishedBelowIOS17() {
    expectPublished(BusinessAccountForm())
    expectPublished(SignUpForm())
    expectPublished(ProfileEditorForm())
    expectPublished(SettingsForm())
    expectPublished(FeedbackForm())
    expectPublished(ChatComposerForm())
    expectPublished(OneTimeCodeLoginForm())
    expectPublished(StoreLocatorForm())
  }

  @Test func observationFormsAreNotPublished() {
    // Checkout targets iOS 17: Observation tracks its properties instead.
    let storage = storage(of: CheckoutForm())
    #expect(!storage.values.contains { $0 is FormPublished<String> })
  }
}
