import FormRuntime
import Foundation
import Testing

/// The rows a table shows for the form's visibility, and the batch updates between two of them.
struct FormTableRowsTests {
  /// `Specs/MailSettings.form.yaml`'s table: a row and a whole section shown with the forwarding
  /// address.
  static let layout = FormTableLayout(
    id: "mailTable",
    sections: [
      .init(id: "account", rows: [.init(id: "fullName", inputs: ["fullName"])]),
      .init(
        id: "forwarding",
        rows: [
          .init(id: "forwardTo", inputs: ["forwardTo"]),
          .init(id: "forwardNote", inputs: ["forwardNote"], condition: "forwardNote"),
        ]),
      .init(
        id: "archive", condition: "archive",
        rows: [.init(id: "archiveFolder", inputs: ["archiveFolder"])]),
      .init(id: "about", rows: [.init(id: "signOut")]),
    ])

  static func rows(shown: Set<String>) -> FormTableRows {
    FormTableRows(layout) { shown.contains($0) }
  }

  @Test func hiddenRowsAndSectionsAreLeftOut() {
    let rows = Self.rows(shown: [])
    #expect(rows.numberOfSections == 3)
    #expect((0..<3).map(rows.numberOfRows(inSection:)) == [1, 1, 1])
    #expect(rows.indexPath(ofInput: "forwardNote") == nil)
    #expect(rows.indexPath(ofRow: "signOut") == IndexPath(indexes: [2, 0]))
    #expect(rows.row(at: IndexPath(indexes: [1, 0]))?.id == "forwardTo")
    #expect(rows.row(at: IndexPath(indexes: [1, 1])) == nil)
    #expect(rows.section(at: 2)?.id == "about")
    // The row nearest a hidden input: the next one shown after it in the spec.
    #expect(rows.nearestIndexPath(toInput: "archiveFolder") == IndexPath(indexes: [2, 0]))
  }

  @Test func showingGivesInsertionsInNewIndexPaths() {
    let update = FormTableUpdate(
      from: Self.rows(shown: []), to: Self.rows(shown: ["forwardNote", "archive"]))
    #expect(update.tableID == "mailTable")
    #expect(update.insertedRows == [IndexPath(indexes: [1, 1])])
    #expect(update.insertedSections == IndexSet(integer: 2))
    #expect(update.deletedRows.isEmpty)
    #expect(update.deletedSections.isEmpty)
    #expect(!update.isEmpty)
  }

  @Test func hidingGivesDeletionsInOldIndexPaths() {
    let update = FormTableUpdate(
      from: Self.rows(shown: ["forwardNote", "archive"]), to: Self.rows(shown: []))
    #expect(update.deletedRows == [IndexPath(indexes: [1, 1])])
    #expect(update.deletedSections == IndexSet(integer: 2))
    #expect(update.insertedRows.isEmpty && update.insertedSections.isEmpty)
    let none = FormTableUpdate(from: Self.rows(shown: []), to: Self.rows(shown: []))
    #expect(none.isEmpty)
  }
}
