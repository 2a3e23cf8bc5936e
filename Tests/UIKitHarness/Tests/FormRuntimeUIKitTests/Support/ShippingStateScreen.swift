import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Tests/FormCodegenTests/Fixtures/ShippingState.form.yaml` on screen: the city, then the state
/// as a list the app loads (`stateSelector`, while `showStateFieldAsSelector` is set) or a text
/// field (`state`), the two editing one value (`valueOf: state`).
@MainActor
final class ShippingStateScreen: FormScreen, ShippingStateFormViews {
  var rootView: UIView { view }
  let address = UIScrollView()
  let city = UITextField()
  let stateSelector = ChoiceListControl()
  let state = UITextField()

  lazy var keyboard = ShippingStateFormKeyboardController(form: ShippingStateForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    // The text inputs' messages show under them (`formErrorView(for:)`).
    install(
      stack(
        row("city", "City", city) + errorRow("city")
          + row("stateSelector", "State", stateSelector) + row("state", "State", state)
          + errorRow("state")),
      in: address)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: ShippingStateForm.Field) {
    showError(message, for: field.rawValue)
  }

  func formErrorView(for field: ShippingStateForm.Field) -> UIView? {
    errorLabels[field.rawValue]
  }
}
