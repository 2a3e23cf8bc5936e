import FormRuntime
import UIKit

/// A screen whose form is one table, built as docs/Runtime.md builds a table screen: its data
/// source answers from the keyboard controller's `tableRows(_:)` (``tableRows``), each row's cell
/// holds the view of the row's first input, or of its own node (a button) when it has no input
/// (``inputView(named:)``), or else a label showing the node's text (``staticText(named:)``),
/// identified by the node's id as the generated UI tests find it, and each `FormTableUpdate` is
/// applied in one batch (``apply(_:)``). The spec screens with a table subclass it and name
/// their generated types.
@MainActor
class TableFormScreen: FormScreen, UITableViewDataSource {
  /// The form's table, which the subclass hands to its views protocol under the spec's id.
  let table = UITableView(frame: .zero, style: .insetGrouped)

  /// The table's rows, as the keyboard controller lays them out.
  var tableRows: FormTableRows? { nil }

  /// The view of the input (or the button) with `id`, which a row's cell holds.
  func inputView(named id: String) -> UIView? { nil }

  /// The text of the label (a node with no input) with `id`, which a row's cell shows.
  func staticText(named id: String) -> String? { nil }

  /// Applies a visibility change to the table in one batch.
  func apply(_ update: FormTableUpdate) {
    update.apply(to: table)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    table.frame = view.bounds
    table.rowHeight = 44
    table.dataSource = self
    view.addSubview(table)
  }

  override func viewDidLayoutSubviews() {
    table.frame = view.bounds
    super.viewDidLayoutSubviews()
  }

  func numberOfSections(in tableView: UITableView) -> Int { tableRows?.numberOfSections ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableRows?.numberOfRows(inSection: section) ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard let row = tableRows?.row(at: indexPath), let id = row.inputs.first ?? row.id else {
      return cell
    }
    guard let input = inputView(named: id) else {
      // A label's row: the cell's own label, identified by the node's id (the screen's to set:
      // a table's rows are the screen's cells, not views the keyboard controller knows).
      guard let text = staticText(named: id) else { return cell }
      let label = UILabel(frame: CGRect(x: 16, y: 0, width: 358, height: 44))
      label.text = text
      label.accessibilityIdentifier = FormAccessibilityIdentifier.node(id)
      cell.contentView.addSubview(label)
      return cell
    }
    input.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}
