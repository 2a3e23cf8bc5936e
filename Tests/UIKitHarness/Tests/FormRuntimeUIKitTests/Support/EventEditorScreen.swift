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
final class EventEditorScreen: FormScreen, EventEditorFormViews, UITableViewDataSource {
  var rootView: UIView { view }
  let eventTable = UITableView(frame: .zero, style: .insetGrouped)
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

  private var rows: FormTableRows? { keyboard.tableRows("eventTable") }

  override func viewDidLoad() {
    super.viewDidLoad()
    eventTable.frame = view.bounds
    eventTable.rowHeight = 44
    eventTable.dataSource = self
    view.addSubview(eventTable)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in
      guard let self else { return }
      update.apply(to: eventTable)
    }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  override func viewDidLayoutSubviews() {
    eventTable.frame = view.bounds
    super.viewDidLayoutSubviews()
  }

  func formShowError(_ message: String?, for field: EventEditorForm.Field) {
    errorMessages[field.rawValue] = message
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows?.numberOfSections ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows?.numberOfRows(inSection: section) ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard let row = rows?.row(at: indexPath),
      let field = row.inputs.first.flatMap(EventEditorForm.Field.init(rawValue:))
    else { return cell }
    let input = formView(for: field)
    input.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}
