import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/Checkout.form.yaml` on screen: address, card and tip fields in one scrolling page, the
/// country a choice whose options the app loads (`options: app`), shown by a screen's own
/// control that pushes the list.
@MainActor
final class CheckoutScreen: FormScreen, CheckoutFormViews {
  var rootView: UIView { view }
  let checkoutPage = UIScrollView()
  let fullName = UITextField()
  let street = UITextField()
  let apartment = UITextField()
  let city = UITextField()
  let zipCode = UITextField()
  let state = UITextField()
  let country = ChoiceListControl()
  let deliveryPhone = UITextField()
  let cardNumber = UITextField()
  let expiry = UITextField()
  let securityCode = UITextField()
  let cardholderName = UITextField()
  let tipAmount = UITextField()
  /// The spec's submit button (`button: placeOrder`), under the tip.
  let placeOrder = UIButton(type: .system)

  lazy var keyboard = CheckoutFormKeyboardController(form: CheckoutForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    let shipping = stack(
      row("fullName", "Full name", fullName) + row("street", "Street address", street)
        + row("apartment", nil, apartment) + row("city", "City", city)
        + row("zipCode", "ZIP code", zipCode) + row("state", "State", state)
        + row("country", "Country", country) + row("deliveryPhone", "Phone", deliveryPhone))
    let payment = stack(
      row("cardNumber", "Card number", cardNumber) + row("expiry", "Expires", expiry)
        + row("securityCode", "CVC", securityCode)
        + row("cardholderName", "Name on card", cardholderName))
    placeOrder.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    placeOrder.setTitle("Place Order", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    placeOrder.accessibilityIdentifier = "placeOrder"
    placeOrder.addAction(
      UIAction { [weak self] _ in self?.keyboard.submit() }, for: .primaryActionTriggered)
    let tip = stack(row("tipAmount", "Tip", tipAmount) + [placeOrder])
    install(stack([shipping, payment, tip], spacing: 24), in: checkoutPage)
    stacks.insert(stacks.removeLast(), at: 0)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: CheckoutForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
