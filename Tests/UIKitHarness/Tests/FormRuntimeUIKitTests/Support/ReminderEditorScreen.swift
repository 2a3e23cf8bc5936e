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
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in self?.apply(update) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: ReminderEditorForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
