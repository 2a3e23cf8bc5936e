import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/StoreLocator.form.yaml` on screen: a search field, a Use My Location button (no form
/// action), a hint, and a tip shown while the search is empty (`visibleWhen: {input: query,
/// empty: true}`).
@MainActor
final class StoreLocatorScreen: FormScreen, StoreLocatorFormViews {
  var rootView: UIView { view }
  let storeSearch = UIScrollView()
  let query = UITextField()
  let useMyLocation = UIButton(type: .system)
  let searchTip = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 40))

  lazy var keyboard = StoreLocatorFormKeyboardController(form: StoreLocatorForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    useMyLocation.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    useMyLocation.setTitle("Use My Location", for: .normal)
    let hint = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 40))
    hint.text = "Allow location access to sort stores by distance."
    searchTip.text = "Search a ZIP code to see the stores nearest to it."
    // The search's message shows under it (`formErrorView(for:)`).
    install(
      stack(row("query", nil, query) + errorRow("query") + [useMyLocation, hint, searchTip]),
      in: storeSearch)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: StoreLocatorForm.Field) {
    showError(message, for: field.rawValue)
  }

  func formErrorView(for field: StoreLocatorForm.Field) -> UIView? { errorLabels[field.rawValue] }
}
