import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/Notifications.form.yaml` on screen (issue 31): a table whose cells hold switches
/// and text fields; the email address and weekly summary rows show while email notifications
/// are on; the topics, whose options the app loads, are a checkmark list.
@MainActor
final class NotificationsScreen: FormScreen, NotificationsFormViews,
  UITableViewDataSource
{
  var rootView: UIView { view }
  let notificationsTable = UITableView(frame: .zero, style: .insetGrouped)
  let playSound = UISwitch()
  let vibrate = UISwitch()
  let emailNotifications = UISwitch()
  let emailAddress = UITextField()
  let weeklySummary = UISwitch()
  let signatureText = UITextField()
  let topics = CheckmarkListControl()

  lazy var keyboard = NotificationsFormKeyboardController(
    form: NotificationsForm(), views: self)

  /// The inputs by section and row, as the spec lays them out.
  private var rows: [[UIView]] {
    [
      [playSound, vibrate], [emailNotifications, emailAddress, weeklySummary], [signatureText],
      [topics],
    ]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    notificationsTable.frame = view.bounds
    notificationsTable.rowHeight = 44
    notificationsTable.dataSource = self
    view.addSubview(notificationsTable)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  override func viewDidLayoutSubviews() {
    notificationsTable.frame = view.bounds
    super.viewDidLayoutSubviews()
  }

  func formIndexPath(for field: NotificationsForm.Field) -> IndexPath? {
    let view = formView(for: field)
    for (section, inputs) in rows.enumerated() {
      if let row = inputs.firstIndex(where: { $0 === view }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  func formShowError(_ message: String?, for field: NotificationsForm.Field) {
    errorMessages[field.rawValue] = message
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let input = rows[indexPath.section][indexPath.row]
    input.frame = CGRect(x: 16, y: 0, width: input is UISwitch ? 51 : 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}
