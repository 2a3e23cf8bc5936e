import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Tests/FormCodegenTests/Fixtures/PhoneVerification.form.yaml` on screen: four fields on a
/// page; the code has its own toolbar (only Done) and the promo code none.
@MainActor
final class PhoneVerificationScreen: FormScreen, PhoneVerificationFormViews {
  var rootView: UIView { view }
  let verificationPage = UIScrollView()
  let fullName = UITextField()
  let phone = UITextField()
  let code = UITextField()
  let promo = UITextField()

  lazy var keyboard = PhoneVerificationFormKeyboardController(
    form: PhoneVerificationForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    install(
      stack(
        row("fullName", "Full name", fullName) + row("phone", "Phone number", phone)
          + row("code", "Code", code) + row("promo", "Promo code", promo)),
      in: verificationPage)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: PhoneVerificationForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
