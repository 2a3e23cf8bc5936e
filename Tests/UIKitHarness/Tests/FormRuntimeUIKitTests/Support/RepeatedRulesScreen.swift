import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Tests/FormCodegenTests/Fixtures/RepeatedRules.form.yaml` on screen: one password field.
@MainActor
final class RepeatedRulesScreen: FormScreen, RepeatedRulesFormViews {
  var rootView: UIView { view }
  let page = UIScrollView()
  let password = UITextField()

  lazy var keyboard = RepeatedRulesFormKeyboardController(form: RepeatedRulesForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    // The password's message shows under it (`formErrorView(for:)`).
    install(stack(row("password", "Password", password) + errorRow("password")), in: page)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: RepeatedRulesForm.Field) {
    showError(message, for: field.rawValue)
  }

  func formErrorView(for field: RepeatedRulesForm.Field) -> UIView? {
    errorLabels[field.rawValue]
  }
}
