import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/TableBooking.form.yaml` on screen (issue 31), as docs/Runtime.md builds a table screen:
/// a table whose data source answers from the keyboard controller's `tableRows(_:)` and which
/// applies each `FormTableUpdate` in one batch. Its cells hold the party's steppers, the
/// children's-ages field (shown while high chairs are asked for), the sliders and the contact
/// fields.
@MainActor
final class TableBookingScreen: FormScreen, TableBookingFormViews, UITableViewDataSource {
  var rootView: UIView { view }
  let bookingTable = UITableView(frame: .zero, style: .insetGrouped)
  let guests = UIStepper()
  let highChairs = UIStepper()
  let childAges = UITextField()
  let spiceLevel = UISlider()
  let budget = UISlider()
  let name = UITextField()
  let phone = UITextField()
  let book = UIButton()

  lazy var keyboard = TableBookingFormKeyboardController(form: TableBookingForm(), views: self)

  private var rows: FormTableRows? { keyboard.tableRows("bookingTable") }

  override func viewDidLoad() {
    super.viewDidLoad()
    bookingTable.frame = view.bounds
    bookingTable.rowHeight = 44
    bookingTable.dataSource = self
    view.addSubview(bookingTable)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in
      guard let self else { return }
      update.apply(to: bookingTable)
    }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  override func viewDidLayoutSubviews() {
    bookingTable.frame = view.bounds
    super.viewDidLayoutSubviews()
  }

  func formShowError(_ message: String?, for field: TableBookingForm.Field) {
    errorMessages[field.rawValue] = message
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows?.numberOfSections ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows?.numberOfRows(inSection: section) ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard let row = rows?.row(at: indexPath),
      let field = row.inputs.first.flatMap(TableBookingForm.Field.init(rawValue:))
    else { return cell }
    let input = formView(for: field)
    input.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}
