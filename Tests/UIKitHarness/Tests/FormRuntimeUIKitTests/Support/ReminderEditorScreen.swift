import FormRuntime
import UIKit

@testable import GeneratedForms

/// A screen's own control for a multi-choice (a table section of checkmark rows, a pushed list, a
/// menu button): it shows the options the controller gives it, and checks or unchecks one and
/// sends `.valueChanged` when the user taps it, as a `FormMultiChoiceControl` does.
@MainActor
final class CheckmarkListControl: UIControl, FormMultiChoiceControl {
  var selectedValues: Set<String> = []
  private(set) var options: [FormChoice.Option] = []

  func setOptions(_ options: [FormChoice.Option]) { self.options = options }

  /// The user taps the row of the option with `value`: an enabled, visible control toggles its
  /// checkmark and sends `.valueChanged`.
  @discardableResult
  func simulateToggle(_ value: String) -> Bool {
    guard isEnabled, !isHidden, options.contains(where: { $0.value == value }) else {
      return false
    }
    if selectedValues.remove(value) == nil { selectedValues.insert(value) }
    sendActions(for: .valueChanged)
    return true
  }
}

/// `Specs/ReminderEditor.form.yaml` on screen (issue 31): a table whose data source answers from
/// the keyboard controller's `tableRows(_:)`, with the title field, the date, the weekdays and
/// categories as checkmark lists, and the notes field.
@MainActor
final class ReminderEditorScreen: TableFormScreen, ReminderEditorFormViews {
  var rootView: UIView { view }
  var reminderTable: UITableView { table }
  let reminderTitle = UITextField()
  let notes = UITextField()
  let due = UIDatePicker()
  let weekdays = CheckmarkListControl()
  let categories = CheckmarkListControl()

  lazy var keyboard = ReminderEditorFormKeyboardController(form: ReminderEditorForm(), views: self)

  override var tableRows: FormTableRows? { keyboard.tableRows("reminderTable") }

  override func staticText(named id: String) -> String? {
    ReminderEditorForm.schema.texts.first { $0.kind == .label && $0.id == id }?.text
  }

  override func inputView(named id: String) -> UIView? {
    ReminderEditorForm.Field(rawValue: id).map { formView(for: $0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The title's message shows in its row (`tableView(_:cellForRowAt:)`).
    _ = errorRow("reminderTitle")
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in self?.apply(update) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: ReminderEditorForm.Field) {
    showError(message, for: field.rawValue)
  }

  func formErrorView(for field: ReminderEditorForm.Field) -> UIView? {
    errorLabels[field.rawValue]
  }

  /// Puts the title's message (``errorRow(_:)``, made in `viewDidLoad()`) in the title's row at
  /// its trailing end, hidden while it has none: a table's rows are the screen's cells, so the
  /// screen places the view it returns from `formErrorView(for:)` itself.
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    if reminderTitle.superview === cell.contentView, let error = errorLabels["reminderTitle"] {
      error.frame = CGRect(x: 214, y: 12, width: 160, height: error.frame.height)
      cell.contentView.addSubview(error)
    }
    return cell
  }
}
