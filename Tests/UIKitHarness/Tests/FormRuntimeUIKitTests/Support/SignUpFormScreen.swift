import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/SignUp.form.yaml` on screen for the generated UI tests (the README's SwiftUI example is
/// `SignUpScreen`): the account and referral
/// sections, the verification section shown while the app's `captchaRequired` flag is set, the
/// terms in a box that scrolls on its own, and the spec's submit button (`button:
/// createAccount`). The names sit one above the other (the spec's `nameRow` is horizontal: the
/// double's stack sizes its arranged views' heights only, and the walk follows the focus order,
/// not the layout).
@MainActor
final class SignUpFormScreen: FormScreen, SignUpFormViews {
  var rootView: UIView { view }
  /// The page the screen shows its inputs in.
  let shownPage = UIScrollView()
  /// Seeded defect: a scroll view that is not on screen, which the screen gives the keyboard
  /// controller as its page (a wrong outlet): the keyboard handling moves it, not the page.
  var strayPage: UIScrollView?
  var signUpPage: UIScrollView { strayPage ?? shownPage }
  /// Seeded defect: the submit button records every app check as passed (an optimistic cache)
  /// before it submits, so the submit does not wait for the checks.
  var submitSkipsChecks = false
  /// Whether the submit button runs the app's submit handler itself, without FormRuntime's
  /// `submit()` (which validates, focusing the first invalid input): a seeded defect.
  var submitSkipsValidation = false
  /// Seeded defect: the screen shows a new message only while its submit button's action runs
  /// (a screen that fills its error rows when Create Account is tapped), whatever the spec's
  /// `validateOn`; a message that goes, goes.
  var showsMessagesOnlyOnSubmit = false
  /// Seeded defect: the screen shows no new message of an input whose `validateOn` is `typing`
  /// while that input is edited (a screen that fills an input's error row when the user leaves
  /// it, as for `endEditing`), except in its submit button's action; a message that goes, goes.
  var holdsMessagesWhileTyping = false
  /// Whether the submit button's action runs.
  private var isInSubmitAction = false
  let termsBox = UIScrollView()
  let givenName = UITextField()
  let familyName = UITextField()
  let email = UITextField()
  let username = UITextField()
  let password = UITextField()
  let confirmPassword = UITextField()
  let referralCode = UITextField()
  let referralBonus = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 20))
  let captcha = UITextField()
  private(set) var verification = UIView()
  /// The spec's submit button (`button: createAccount`), under the terms.
  let createAccount = UIButton(type: .system)

  lazy var keyboard = SignUpFormKeyboardController(form: SignUpForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    let intro = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 40))
    intro.text = "Create an Acme account to keep your lists in sync on all your devices."
    // Each input's message shows under it (`formErrorView(for:)`).
    let account = stack(
      row("givenName", "First name", givenName) + errorRow("givenName")
        + row("familyName", "Last name", familyName) + errorRow("familyName")
        + row("email", "Email", email) + errorRow("email")
        + row("username", "Username", username) + errorRow("username")
        + row("password", "Password", password) + errorRow("password")
        + row("confirmPassword", "Confirm password", confirmPassword)
        + errorRow("confirmPassword"))
    referralBonus.text = "Your friend gets $10 when you join."
    let referral = stack(
      row("referralCode", nil, referralCode) + errorRow("referralCode") + [referralBonus])
    let verificationStack = stack(row("captcha", "Characters in the picture", captcha))
    verification = verificationStack
    termsBox.frame = CGRect(x: 0, y: 0, width: 358, height: 160)
    let terms = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 60))
    terms.text = "By creating an account you agree to the Acme Terms of Service."
    termsBox.addSubview(terms)
    termsBox.contentSize = CGSize(width: 358, height: 60)
    createAccount.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    createAccount.setTitle("Create Account", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    createAccount.accessibilityIdentifier = "createAccount"
    createAccount.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        if submitSkipsValidation {
          // The app's own submit handler, run without the session, which would validate.
          submitCount += 1
          return
        }
        if submitSkipsChecks { passChecks() }
        isInSubmitAction = true
        defer { isInSubmitAction = false }
        keyboard.submit()
      }, for: .primaryActionTriggered)
    install(
      stack(
        [intro, account, referral, verificationStack, termsBox, createAccount], spacing: 24),
      in: shownPage)
    // The outermost stack must come first for `layoutStacks()`.
    stacks.insert(stacks.removeLast(), at: 0)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  /// Records the app check of every input as passed for its current value, without asking.
  func passChecks() {
    for input in SignUpForm.schema.inputs where keyboard.form.appCheck(for: input.field) != nil {
      keyboard.form.appChecks?.answer(
        input.field, value: keyboard.form.value(of: input.field), with: .passed)
    }
  }

  func formViewsHidden(with field: SignUpForm.Field) -> [UIView] {
    titleLabels[field.rawValue].map { [$0] } ?? []
  }

  func formShowError(_ message: String?, for field: SignUpForm.Field) {
    if showsMessagesOnlyOnSubmit, message != nil, !isInSubmitAction,
      errorMessages[field.rawValue] == nil
    {
      return
    }
    if holdsMessagesWhileTyping, message != nil, !isInSubmitAction,
      errorMessages[field.rawValue] == nil,
      (SignUpForm.schema[field].validateOn ?? SignUpForm.schema.validateOn) == .typing,
      textField(for: field).isFirstResponder
    {
      return
    }
    showError(message, for: field.rawValue)
  }

  /// The text field of `field`.
  func textField(for field: SignUpForm.Field) -> UITextField {
    switch field {
    case .givenName: givenName
    case .familyName: familyName
    case .email: email
    case .username: username
    case .password: password
    case .confirmPassword: confirmPassword
    case .referralCode: referralCode
    case .captcha: captcha
    }
  }

  func formErrorView(for field: SignUpForm.Field) -> UIView? { errorLabels[field.rawValue] }
}
