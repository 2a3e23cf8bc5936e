import Foundation
import Testing
import UIKit

/// Rows by name in sections, each row a cell with a text field, as a form's table lists them.
@MainActor
final class NamedRows: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var fields: [String: UITextField] = [:]
  var requested: [String] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func field(_ name: String) -> UITextField {
    if let field = fields[name] { return field }
    let field = UITextField(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
    fields[name] = field
    return field
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let name = sections[indexPath.section][indexPath.row]
    requested.append(name)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentView.addSubview(field(name))
    return cell
  }
}

@MainActor
@Suite("Table view batch updates", .serialized)
struct TableViewBatchTests {
  func makeTable(_ sections: [[String]]) -> (Screen, UITableView, NamedRows) {
    let screen = Screen()
    let rows = NamedRows(sections)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.rowHeight = 44
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = rows
    screen.root.addSubview(table)
    table.layoutIfNeeded()
    return (screen, table, rows)
  }

  @Test("an inserted row gets a cell; the edited row keeps its cell and its keyboard")
  func insertKeepsEditing() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (screen, table, rows) = makeTable([["a", "b"], ["c"]])
    let editing = rows.field("b")
    #expect(editing.becomeFirstResponder())
    rows.requested = []
    rows.sections[0].insert("note", at: 2)
    rows.sections.insert(["copy"], at: 1)
    table.performBatchUpdates {
      table.insertSections(IndexSet(integer: 1), with: .automatic)
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }
    #expect(UIKitDouble.raisedExceptions.isEmpty)
    #expect(rows.requested.sorted() == ["copy", "note"], "only the new rows are asked for")
    #expect(editing.isFirstResponder)
    #expect(screen.window.simulatedKeyboard.isVisible)
    #expect(table.numberOfSections == 3)
    #expect(
      table.indexPath(for: rows.field("c").superview!.superview as! UITableViewCell)
        == IndexPath(row: 0, section: 2))
  }

  @Test("a deleted row's cell leaves; counts that do not add up are UIKit's exception")
  func deleteAndInconsistency() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (_, table, rows) = makeTable([["a", "b", "c"]])
    rows.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(UIKitDouble.raisedExceptions.isEmpty)
    #expect(rows.field("b").window == nil)
    #expect(table.numberOfRows(inSection: 0) == 2)
    rows.sections[0].append("d")
    table.performBatchUpdates {}
    #expect(
      UIKitDouble.raisedExceptions.first?.hasPrefix(
        "Invalid update: invalid number of rows in section 0") == true)
  }

  @Test("reloading the edited row replaces its cell and ends editing")
  func reloadEndsEditing() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (screen, table, rows) = makeTable([["a", "b"]])
    #expect(rows.field("a").becomeFirstResponder())
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    #expect(!rows.field("a").isFirstResponder)
    #expect(!screen.window.simulatedKeyboard.isVisible)
  }

  @Test("a UITableViewController insets its table for the keyboard by itself")
  func tableViewControllerInsets() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    final class Rows: UITableViewController {
      let field = UITextField(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentView.addSubview(field)
        return cell
      }
    }
    let controller = Rows(style: .insetGrouped)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.field.becomeFirstResponder())
    let keyboard = window.simulatedKeyboard.frame
    #expect(keyboard.height > 0)
    #expect(controller.tableView.contentInset.bottom == keyboard.height)
    controller.field.resignFirstResponder()
    #expect(controller.tableView.contentInset.bottom == 0)
  }
}
