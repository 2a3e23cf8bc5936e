import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Tests/FormCodegenTests/Fixtures/MultiChoiceStyles.form.yaml` on screen: a table whose data
/// source answers from the keyboard controller's `tableRows(_:)`, with the nickname, three
/// multi-choices as checkmark lists (the screen's own controls, whatever the spec's style), the
/// device name shown while the alerts hold Push, and the digest switch.
@MainActor
final class MultiChoiceStylesScreen: TableFormScreen, MultiChoiceStylesFormViews {
  var rootView: UIView { view }
  var interestsTable: UITableView { table }
  let nickname = UITextField()
  let deviceName = UITextField()
  let topics = CheckmarkListControl()
  let days = CheckmarkListControl()
  let alerts = CheckmarkListControl()
  let digest = UISwitch()

  lazy var keyboard = MultiChoiceStylesFormKeyboardController(
    form: MultiChoiceStylesForm(), views: self)

  override var tableRows: FormTableRows? { keyboard.tableRows("interestsTable") }

  override func inputView(named id: String) -> UIView? {
    MultiChoiceStylesForm.Field(rawValue: id).map { formView(for: $0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in self?.apply(update) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: MultiChoiceStylesForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
