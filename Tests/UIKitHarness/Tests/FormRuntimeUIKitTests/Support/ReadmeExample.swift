import UIKit

@testable import GeneratedForms

// The README's UIKit wiring, word for word between the markers (`DocumentationTests` in the main
// package checks that the README still shows exactly this), compiled and run by
// `KeyboardControllerTests`.

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
