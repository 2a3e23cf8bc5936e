import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/EventEditor.form.yaml` on screen (issue 31), as docs/Runtime.md builds a table screen:
/// a table whose data source answers from the keyboard controller's `tableRows(_:)` and which
/// applies each `FormTableUpdate` in one batch. Its cells hold the title and location fields, the
/// All-day switch with the two pairs of date pickers it chooses between (days while on, days and
/// times while off), the Repeat choice (a screen's own list control) with the End Repeat picker it
/// shows, the alert-time wheel and the notes.
@MainActor
final class EventEditorScreen: TableFormScreen, EventEditorFormViews, UITableViewDelegate {
  var rootView: UIView { view }
  var eventTable: UITableView { table }
  let eventTitle = UITextField()
  let location = UITextField()
  let notes = UITextView()
  let allDay = UISwitch()
  let startDay = UIDatePicker()
  let endDay = UIDatePicker()
  let starts = UIDatePicker()
  let ends = UIDatePicker()
  let repeats = ChoiceListControl()
  let repeatEnd = UIDatePicker()
  let alertTime = UIDatePicker()

  lazy var keyboard = EventEditorFormKeyboardController(form: EventEditorForm(), views: self)

  override var tableRows: FormTableRows? { keyboard.tableRows("eventTable") }

  override func inputView(named id: String) -> UIView? {
    EventEditorForm.Field(rawValue: id).map { formView(for: $0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in self?.apply(update) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  /// Whether the notes' row is as high as the notes, following them as they grow (a self-sizing
  /// row, as a screen with a growing text view in a table has): off by default, so every row is
  /// 44 points.
  var sizesNotesRow = false {
    didSet { table.delegate = sizesNotesRow ? self : nil }
  }
  /// The notes' height the table's rows were last measured with.
  private var measuredNotesHeight: CGFloat = 0

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard sizesNotesRow, tableRows?.row(at: indexPath)?.inputs.first == "notes" else {
      return tableView.rowHeight
    }
    return max(tableView.rowHeight, notes.frame.height)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Apple, beginUpdates(): "You can also use this method followed by the endUpdates() method to
    // animate the change in the row heights without reloading the cell."
    if sizesNotesRow, abs(notes.frame.height - measuredNotesHeight) > 0.5 {
      measuredNotesHeight = notes.frame.height
      table.performBatchUpdates(nil)
    }
  }

  func formShowError(_ message: String?, for field: EventEditorForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
