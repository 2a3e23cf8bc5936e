import Foundation
import Testing
import UIKit

/// A table of fixed cells, each with a text field, as a form would build it.
@MainActor
final class FormTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  let table: UITableView
  var rows: Int
  let cells: [UITableViewCell]
  let fields: [UITextField]
  var requested: [IndexPath] = []
  var displayed: [IndexPath] = []
  var ended: [IndexPath] = []
  var selected: [IndexPath] = []
  /// The screen the table is on (a window lives only while something holds it, as in UIKit).
  var screen: Screen?

  init(rows: Int, rowHeight: CGFloat = 100, frame: CGRect) {
    self.rows = rows
    table = UITableView(frame: frame, style: .plain)
    table.rowHeight = rowHeight
    var cells: [UITableViewCell] = []
    var fields: [UITextField] = []
    for _ in 0..<rows {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      let field = UITextField(frame: CGRect(x: 16, y: 10, width: 200, height: 40))
      cell.contentView.addSubview(field)
      cells.append(cell)
      fields.append(field)
    }
    self.cells = cells
    self.fields = fields
    super.init()
    table.dataSource = self
    table.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    requested.append(indexPath)
    return cells[indexPath.row]
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    ended.append(indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
@Suite("Table view", .serialized)
struct TableViewTests {
  func makeTable(rows: Int = 10) -> (Screen, FormTable) {
    let screen = Screen()
    let form = FormTable(rows: rows, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    form.screen = screen
    // No safe area in the adjusted insets, so offsets are plain row arithmetic.
    form.table.contentInsetAdjustmentBehavior = .never
    screen.root.addSubview(form.table)
    form.table.layoutIfNeeded()
    return (screen, form)
  }

  @Test("only the rows on screen have cells in the window")
  func visibleCellsOnly() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (_, form) = makeTable()
    let visible = (0..<9).map { IndexPath(row: $0, section: 0) }
    #expect(form.table.indexPathsForVisibleRows == visible)
    #expect(form.table.visibleCells.count == 9)
    #expect(form.requested == visible)
    #expect(form.fields[8].window != nil)
    #expect(form.fields[9].window == nil)
    #expect(form.table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
    #expect(form.table.contentSize == CGSize(width: 390, height: 1000))
    #expect(!form.fields[9].becomeFirstResponder(), "not in a window")
  }

  @Test("scrolling adds the rows that come on screen and removes those that leave it")
  func scrolling() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (_, form) = makeTable()
    form.table.contentOffset = CGPoint(x: 0, y: 156)
    #expect(form.table.indexPathsForVisibleRows?.first == IndexPath(row: 1, section: 0))
    #expect(form.table.indexPathsForVisibleRows?.last == IndexPath(row: 9, section: 0))
    #expect(form.fields[0].window == nil)
    #expect(form.fields[9].window != nil)
    #expect(form.ended == [IndexPath(row: 0, section: 0)])
    #expect(form.table.indexPath(for: form.cells[9]) == IndexPath(row: 9, section: 0))
    #expect(form.table.indexPath(for: form.cells[0]) == nil)
    #expect(form.fields[9].becomeFirstResponder())
  }

  @Test("a first responder whose row scrolls off resigns, forced")
  func forcedResignOnScroll() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (screen, form) = makeTable()
    let delegate = FieldDelegate()
    delegate.allowsEnd = false
    form.fields[0].delegate = delegate
    #expect(form.fields[0].becomeFirstResponder())
    delegate.log = []
    form.table.contentOffset = CGPoint(x: 0, y: 300)
    #expect(!form.fields[0].isFirstResponder)
    #expect(delegate.log == ["didEnd"])
    #expect(!screen.window.simulatedKeyboard.isVisible)
  }

  @Test("with the keep-first-responder option the cell stays in the window off screen")
  func keptFirstResponderCell() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    UIKitDouble.tableViewKeepsFirstResponderCell = true
    let (_, form) = makeTable()
    form.fields[0].becomeFirstResponder()
    form.table.contentOffset = CGPoint(x: 0, y: 300)
    #expect(form.fields[0].isFirstResponder)
    #expect(form.fields[0].window != nil)
    #expect(form.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "not visible")
    #expect(form.fields[5].becomeFirstResponder())
    form.table.layoutIfNeeded()
    #expect(form.fields[0].window == nil, "removed once it no longer holds the first responder")
  }

  @Test("scrollToRow positions the row per ScrollPosition, within the content")
  func scrollToRow() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (_, form) = makeTable(rows: 20)
    let table = form.table
    table.scrollToRow(at: IndexPath(row: 12, section: 0), at: .none, animated: true)
    #expect(table.contentOffset.y == 456)
    #expect(table.lastSimulatedScroll?.kind == .scrollToRow)
    #expect(table.lastSimulatedScroll?.animated == true)
    #expect(form.fields[12].window != nil)
    table.scrollToRow(at: IndexPath(row: 12, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 456, "already visible: no move")
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 500)
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 128)
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 0, "clamped at the top")
    table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 1156, "clamped at the bottom")
    table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
    #expect(UIKitDouble.raisedExceptions.count == 1)
  }

  @Test("reloadData asks again and ends a first responder's editing in a visible cell")
  func reload() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (_, form) = makeTable()
    form.fields[2].becomeFirstResponder()
    form.rows = 3
    form.requested = []
    form.table.reloadData()
    #expect(form.table.numberOfRows(inSection: 0) == 3)
    #expect(form.requested.count == 3)
    #expect(!form.fields[2].isFirstResponder)
    #expect(form.fields[2].window != nil, "the same cell returned again")
    #expect(form.table.contentSize.height == 300)
  }

  @Test("cells with a reuse identifier are queued and prepared for reuse")
  func reuse() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    final class Cell: UITableViewCell {
      var prepared = 0
      override func prepareForReuse() { prepared += 1 }
    }
    final class Source: NSObject, UITableViewDataSource {
      var created = 0
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        if let cell = tableView.dequeueReusableCell(withIdentifier: "row") { return cell }
        created += 1
        return Cell(style: .default, reuseIdentifier: "row")
      }
    }
    let screen = Screen()
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
    table.rowHeight = 44
    table.dataSource = source
    screen.root.addSubview(table)
    table.layoutIfNeeded()
    #expect(source.created == 10)
    table.contentOffset = CGPoint(x: 0, y: 44 * 20)
    #expect(source.created == 10, "the cells that left were reused")
    #expect(table.visibleCells.allSatisfy { ($0 as? Cell)?.prepared == 1 })
  }

  @Test("automaticDimension rows are 44 points; the delegate's height wins")
  func heights() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
      func numberOfSections(in tableView: UITableView) -> Int { 2 }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell(style: .default, reuseIdentifier: nil) }
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? UITableView.automaticDimension : 60
      }
    }
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(table.rowHeight == UITableView.automaticDimension)
    table.dataSource = source
    table.delegate = source
    #expect(table.numberOfSections == 2)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 1))
        == CGRect(x: 0, y: 148, width: 390, height: 60))
    #expect(table.rectForRow(at: IndexPath(row: 5, section: 1)) == .zero)
  }

  @Test("tapping a cell selects its row")
  func selection() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (_, form) = makeTable()
    #expect(form.cells[3].contentView.simulateTap())
    #expect(form.selected == [IndexPath(row: 3, section: 0)])
  }
}
