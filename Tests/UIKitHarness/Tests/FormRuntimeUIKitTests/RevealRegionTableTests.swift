import FormRuntime
import Foundation
import Testing
import UIKit

/// A table of ten filler rows, a code field, under it the note its `reveal` names
/// (`reveal: [codeHint]`), and five more rows, each 44 points tall; the note's cell holds ``hint``. The table
/// realizes only the rows in its bounds, so a note row below them has no cell, and no view in
/// the window, until the table scrolls it in.
@MainActor
final class RevealTableSource: NSObject, UITableViewDataSource {
  let code = UITextField()
  let hint = UILabel()
  let layout = FormTableLayout(
    id: "list",
    sections: [
      .init(
        id: nil,
        rows: (0..<10).map { FormTableLayout.Row(id: "filler\($0)") } + [
          .init(id: "code", inputs: ["code"]), .init(id: "codeHint"),
        ] + (0..<5).map { FormTableLayout.Row(id: "after\($0)") })
    ])
  var rows: FormTableRows { FormTableRows(layout) { _ in true } }

  func numberOfSections(in tableView: UITableView) -> Int { rows.numberOfSections }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.numberOfRows(inSection: section)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let row = rows.row(at: indexPath)
    let view: UIView? = row?.id == "code" ? code : row?.id == "codeHint" ? hint : nil
    if let view {
      view.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
      cell.contentView.addSubview(view)
    }
    return cell
  }
}

/// Issue 28: a node an input's `reveal` names that is a table row of its own joins the reveal
/// region by the table's rectangle for the row (`rectForRow(at:)`) while its cell is not
/// realized: before, the avoider looked only for the node's views in the window, skipped the
/// row, and revealed the field alone, leaving the note under the table's bottom edge.
@MainActor
@Suite(.serialized)
struct RevealRegionTableTests {
  private struct Screen {
    let window: UIWindow
    let table: UITableView
    let source: RevealTableSource
    let avoider: FormKeyboardAvoider
    var hintPath: IndexPath { IndexPath(row: 11, section: 0) }
  }

  /// The table's height ends where the note's row starts: the field's row is the last one
  /// realized, whole; the note's is not. With `rowLookup` false the avoider is built without the
  /// row lookup, as it was before.
  private func present(rowLookup: Bool) -> Screen {
    UIKitDouble.reset()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let source = RevealTableSource()
    let table = UITableView(frame: .zero, style: .plain)
    table.rowHeight = 44
    table.dataSource = source
    root.addSubview(table)
    let hintPath = IndexPath(row: 11, section: 0)
    table.frame = CGRect(x: 0, y: 100, width: 390, height: 0)
    table.frame.size.height = table.rectForRow(at: hintPath).minY
    table.layoutIfNeeded()
    let plan = FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 8, insetContainer: "list",
      inputs: [.init(id: "code", scrollContainers: ["list"], reveals: ["codeHint"])],
      tables: [source.layout])
    let avoider = FormKeyboardAvoider(
      plan: plan, rootView: { root }, container: { $0 == "list" ? table : nil },
      input: { $0 == "code" ? source.code : nil },
      revealed: { $0 == "codeHint" ? [source.hint] : [] },
      revealedRow: { node in
        guard rowLookup, let path = source.rows.indexPath(ofRow: node) else { return nil }
        return (table, table.rectForRow(at: path))
      })
    avoider.start()
    return Screen(window: window, table: table, source: source, avoider: avoider)
  }

  /// The bottom of the table's visible area, in its content.
  private func visibleBottom(of table: UITableView) -> CGFloat {
    table.contentOffset.y + table.bounds.height - table.adjustedContentInset.bottom
  }

  @Test("revealing the field scrolls the note's row, not realized yet, into view under it")
  func noteRowNotRealizedComesIntoView() throws {
    let screen = present(rowLookup: true)
    defer { screen.avoider.stop() }
    #expect(screen.source.hint.window == nil, "the note's row has no cell yet")
    #expect(screen.source.code.window != nil)
    screen.avoider.reveal(id: "code")
    screen.table.layoutIfNeeded()
    let row = screen.table.rectForRow(at: screen.hintPath)
    #expect(
      row.maxY + 8 <= visibleBottom(of: screen.table) + 0.01,
      "the note's row and the spacing show: \(row.maxY) + 8 against \(visibleBottom(of: screen.table))"
    )
    #expect(screen.source.hint.window != nil, "the table realized the note's cell")
    let hint = screen.source.hint.convert(screen.source.hint.bounds, to: nil)
    #expect(hint.maxY <= screen.table.frame.maxY + 0.01)
  }

  @Test("without the row lookup (the avoider as before) the field is revealed alone")
  func withoutTheRowLookupTheNoteStaysOut() throws {
    let screen = present(rowLookup: false)
    defer { screen.avoider.stop() }
    screen.avoider.reveal(id: "code")
    screen.table.layoutIfNeeded()
    let row = screen.table.rectForRow(at: screen.hintPath)
    #expect(row.maxY > visibleBottom(of: screen.table) + 30, "the note stays below the table")
  }

  @Test("a note row whose cell is realized is revealed by its view, as in a scroll view")
  func realizedNoteRowUsesItsView() throws {
    let screen = present(rowLookup: true)
    defer { screen.avoider.stop() }
    screen.table.frame.size.height += 10
    screen.table.layoutIfNeeded()
    #expect(screen.source.hint.window != nil, "10 points of the note's row are in the bounds")
    screen.avoider.reveal(id: "code")
    screen.table.layoutIfNeeded()
    let hint = screen.table.convert(screen.source.hint.bounds, from: screen.source.hint)
    #expect(hint.maxY + 8 <= visibleBottom(of: screen.table) + 0.01)
  }
}
