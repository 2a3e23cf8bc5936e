import FormRuntime
import UIKit

@testable import GeneratedForms

/// A screen's own control for a choice UIKit has no control for (a pushed list, a wheel, a menu
/// button): it shows the options the controller gives it and sends `.valueChanged` when the user
/// picks one, as a `FormChoiceControl` does.
@MainActor
final class ChoiceListControl: UIControl, FormChoiceControl {
  var selectedValue: String?
  private(set) var options: [FormChoice.Option] = []

  func setOptions(_ options: [FormChoice.Option]) { self.options = options }

  /// The user picks the option with `value`: an enabled, visible control chooses it and sends
  /// `.valueChanged`.
  @discardableResult
  func simulatePick(_ value: String) -> Bool {
    guard isEnabled, !isHidden, options.contains(where: { $0.value == value }) else {
      return false
    }
    selectedValue = value
    sendActions(for: .valueChanged)
    return true
  }
}

/// `Specs/ProxySettings.form.yaml` on screen (issue 31), as docs/Runtime.md builds a table
/// screen: a table whose data source answers from the keyboard controller's `tableRows(_:)` and
/// which applies each `FormTableUpdate` in one batch. Its cells hold a segmented mode, a
/// proxy-type list, the host and port fields, an Authentication switch with the user name and
/// password it enables (in a section shown while the mode is manual), and the routing switch and
/// choices (in a section hidden while the mode is off; the exit country enabled by the switch).
@MainActor
final class ProxySettingsScreen: TableFormScreen, ProxySettingsFormViews {
  var rootView: UIView { view }
  var proxyTable: UITableView { table }
  let mode = UISegmentedControl()
  let scheme = ChoiceListControl()
  let host = UITextField()
  let port = UITextField()
  let username = UITextField()
  let password = UITextField()
  let authenticate = UISwitch()
  let pickExit = UISwitch()
  let exitCountry = ChoiceListControl()
  let circuitLength = ChoiceListControl()
  let logLevel = ChoiceListControl()

  lazy var keyboard = ProxySettingsFormKeyboardController(form: ProxySettingsForm(), views: self)

  override var tableRows: FormTableRows? { keyboard.tableRows("proxyTable") }

  override func staticText(named id: String) -> String? {
    ProxySettingsForm.schema.texts.first { $0.kind == .label && $0.id == id }?.text
  }

  override func inputView(named id: String) -> UIView? {
    ProxySettingsForm.Field(rawValue: id).map { formView(for: $0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in self?.apply(update) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: ProxySettingsForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
