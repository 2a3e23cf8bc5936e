#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  extension FormTableUpdate {
    /// Tells a table which sections and rows were deleted and inserted, in one
    /// `performBatchUpdates(_:completion:)`. Call it once the table's data source answers from
    /// ``new`` (the controller's `tableRows(_:)` does by then). Rows that stay keep their cells,
    /// so an input being edited keeps the keyboard.
    ///
    /// Apple, `performBatchUpdates(_:completion:)`: "Deletes are processed before inserts in batch
    /// operations."
    @available(iOS 13.0, *)
    @MainActor
    public func apply(
      to tableView: UITableView, with animation: UITableView.RowAnimation = .automatic
    ) {
      guard !isEmpty else { return }
      tableView.performBatchUpdates {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty {
          tableView.insertSections(insertedSections, with: animation)
        }
        if !deletedRows.isEmpty { tableView.deleteRows(at: deletedRows, with: animation) }
        if !insertedRows.isEmpty { tableView.insertRows(at: insertedRows, with: animation) }
      }
    }
  }
#endif
