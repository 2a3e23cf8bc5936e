import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/TableBooking.form.yaml` on screen (issue 31), as docs/Runtime.md builds a table screen:
/// a table whose data source answers from the keyboard controller's `tableRows(_:)` and which
/// applies each `FormTableUpdate` in one batch. Its cells hold the party's steppers, the
/// children's-ages field (shown while high chairs are asked for), the sliders and the contact
/// fields, and the last section's row the spec's submit button, Book.
@MainActor
final class TableBookingScreen: TableFormScreen, TableBookingFormViews {
  var rootView: UIView { view }
  var bookingTable: UITableView { table }
  let guests = UIStepper()
  let highChairs = UIStepper()
  let childAges = UITextField()
  let spiceLevel = UISlider()
  let budget = UISlider()
  let name = UITextField()
  let phone = UITextField()
  let book = UIButton(type: .system)

  lazy var keyboard = TableBookingFormKeyboardController(form: TableBookingForm(), views: self)

  override var tableRows: FormTableRows? { keyboard.tableRows("bookingTable") }

  override func inputView(named id: String) -> UIView? {
    id == "book" ? book : TableBookingForm.Field(rawValue: id).map { formView(for: $0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    book.setTitle("Book", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    book.accessibilityIdentifier = "book"
    book.addAction(
      UIAction { [weak self] _ in self?.keyboard.submit() }, for: .primaryActionTriggered)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onTableUpdate = { [weak self] update in self?.apply(update) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: TableBookingForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
