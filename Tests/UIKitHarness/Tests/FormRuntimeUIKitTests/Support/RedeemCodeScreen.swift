import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Tests/FormCodegenTests/Fixtures/RedeemCode.form.yaml` on screen: two fields on a page; its
/// only submit is Redeem in FormRuntime's keyboard toolbar (`actions.submit.placement:
/// keyboardToolbar`), and Return on the email redeems too.
@MainActor
final class RedeemCodeScreen: FormScreen, RedeemCodeFormViews {
  var rootView: UIView { view }
  let redeemPage = UIScrollView()
  let code = UITextField()
  let email = UITextField()

  lazy var keyboard = RedeemCodeFormKeyboardController(form: RedeemCodeForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    install(
      stack(row("code", "Gift code", code) + row("email", "Email for the receipt", email)),
      in: redeemPage)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: RedeemCodeForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
