import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/OneTimeCodeLogin.form.yml` on screen: a short page of an explanation, two pad fields and
/// three buttons; a tap outside the fields ends editing (`keyboard.dismiss: onTap`).
@MainActor
final class OneTimeCodeLoginScreen: FormScreen, OneTimeCodeLoginFormViews {
  var rootView: UIView { view }
  let signInPage = UIScrollView()
  let explanation = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 40))
  let phone = UITextField()
  let code = UITextField()
  let sendCode = UIButton(type: .system)
  let verifyCode = UIButton(type: .system)
  /// How many times Send Code was tapped.
  var sendCount = 0

  lazy var keyboard = OneTimeCodeLoginFormKeyboardController(
    form: OneTimeCodeLoginForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    explanation.text = "We'll text you a 6-digit code to sign in. No password needed."
    sendCode.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    verifyCode.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    sendCode.setTitle("Send Code", for: .normal)
    verifyCode.setTitle("Verify", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    verifyCode.accessibilityIdentifier = "verifyCode"
    sendCode.addAction(
      UIAction { [weak self] _ in self?.sendCount += 1 }, for: .primaryActionTriggered)
    verifyCode.addAction(
      UIAction { [weak self] _ in self?.keyboard.submit() }, for: .primaryActionTriggered)
    install(
      stack(
        [explanation] + row("phone", "Phone number", phone) + [sendCode]
          + row("code", "Verification code", code) + [verifyCode]),
      in: signInPage)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }
}
