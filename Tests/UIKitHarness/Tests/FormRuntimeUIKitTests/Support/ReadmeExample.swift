import FormRuntime
import SwiftUI
import UIKit

@testable import GeneratedForms

// The README's examples, word for word between the markers (`DocumentationTests` in the main
// package checks that the README still shows exactly these): the UIKit wiring, compiled and run by
// `KeyboardControllerTests`, and the two SwiftUI screens, compiled against the SwiftUI stand-in.

// README begin
final class SignUpViewController: UIViewController, SignUpFormViews {
  var rootView: UIView { view }
  let signUpPage = UIScrollView()
  let termsBox = UIScrollView()
  let givenName = UITextField()
  let familyName = UITextField()
  let email = UITextField()
  let username = UITextField()
  let password = UITextField()
  let confirmPassword = UITextField()
  let referralCode = UITextField()
  let referralBonus = UILabel()
  let verification = UIView()  // shown while the app sets form.captchaRequired
  let captcha = UITextField()
  private lazy var keyboard = SignUpFormKeyboardController(form: SignUpForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    // Lay out the views here (the scroll view's content, the inputs and their titles).
    keyboard.onSubmit = { [weak self] in self?.createAccount() }
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard.start()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    keyboard.stop()
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    keyboard.layoutDidChange()
  }

  private func createAccount() {
    // Send the form's values to your server.
  }
}
// README end

// README SwiftUI begin
struct SignUpScreen: View {
  @StateObject private var form = SignUpForm()  // iOS 17 and later: @State

  var body: some View {
    SignUpFormView(form: form, onSubmit: createAccount)
  }

  private func createAccount() {
    // Send the form's values to your server.
  }
}
// README SwiftUI end

// README SwiftUI modifiers begin
struct HandBuiltSignUpView: View {
  @StateObject private var form = SignUpForm()
  @FocusState private var focus: SignUpForm.Field?

  var body: some View {
    Form {
      FormTextField(.givenName, of: form, focus: $focus)
      FormTextField(.email, of: form, focus: $focus)
      TextField("Username", text: $form.username)
        .formField(.username, of: form, focus: $focus)
      FormTextField(.password, of: form, focus: $focus)
      FormSubmitButton("Create account", of: form)
    }
    .formInputPlacement(.row)  // rows of a Form: title leading, no border
    .formKeyboard(of: form, focus: $focus, onSubmit: createAccount)
  }

  private func createAccount() {
    // Send the form's values to your server.
  }
}
// README SwiftUI modifiers end
