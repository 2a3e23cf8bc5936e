import Foundation

/// The rows a table shows for the form's current values: the sections and rows of its
/// ``FormTableLayout`` whose `visibleWhen` holds, in spec order, addressed by the index paths the
/// table uses.
///
/// Index paths are `[section, row]` (UIKit's `IndexPath(row:section:)`).
///
/// A table's data source answers from it (`numberOfSections`, `numberOfRows(inSection:)`,
/// `row(at:)`), so the rows it lists are always the ones the form's index paths name; the form
/// hands over each change as a ``FormTableUpdate`` to apply with `performBatchUpdates`.
public struct FormTableRows: Sendable, Hashable {
  /// A section shown, by its position in the layout, with the positions of its rows shown.
  struct ShownSection: Sendable, Hashable {
    var section: Int
    var rows: [Int]
  }

  /// The table's layout.
  public let layout: FormTableLayout
  let shown: [ShownSection]

  /// The rows of `layout` shown when `isShown` says which conditions (by node id) hold.
  public init(_ layout: FormTableLayout, isShown: (String) -> Bool) {
    self.layout = layout
    var shown: [ShownSection] = []
    for (index, section) in layout.sections.enumerated() {
      if let condition = section.condition, !isShown(condition) { continue }
      let rows = section.rows.indices.filter { row in
        section.rows[row].condition.map(isShown) ?? true
      }
      shown.append(ShownSection(section: index, rows: rows))
    }
    self.shown = shown
  }

  /// The number of sections shown.
  public var numberOfSections: Int { shown.count }

  /// The number of rows shown in a section (0 for a section out of range).
  public func numberOfRows(inSection section: Int) -> Int {
    shown.indices.contains(section) ? shown[section].rows.count : 0
  }

  /// The section at an index (`nil` out of range).
  public func section(at index: Int) -> FormTableLayout.Section? {
    shown.indices.contains(index) ? layout.sections[shown[index].section] : nil
  }

  /// The row at an index path (`nil` out of range).
  public func row(at indexPath: IndexPath) -> FormTableLayout.Row? {
    guard let (section, row) = positions(of: indexPath) else { return nil }
    return layout.sections[section].rows[row]
  }

  /// The index path of the row that holds an input, or `nil` while it is hidden.
  public func indexPath(ofInput id: String) -> IndexPath? {
    indexPath { $0.inputs.contains(id) }
  }

  /// The index path of the row with a node id, or `nil` while it is hidden.
  public func indexPath(ofRow id: String) -> IndexPath? {
    indexPath { $0.id == id }
  }

  /// The index path of the row nearest an input's place in the spec that is shown: the input's
  /// own row, else the next row shown after it, else the last row shown before it (`nil` when the
  /// table shows no row).
  public func nearestIndexPath(toInput id: String) -> IndexPath? {
    if let own = indexPath(ofInput: id) { return own }
    // Every row of the spec, shown or not, in order: (section, row) positions in the layout.
    let all = layout.sections.indices.flatMap { section in
      layout.sections[section].rows.indices.map { (section: section, row: $0) }
    }
    guard
      let place = all.firstIndex(where: {
        layout.sections[$0.section].rows[$0.row].inputs.contains(id)
      })
    else { return nil }
    for candidate in all[place...] + all[..<place].reversed() {
      if let path = indexPath(section: candidate.section, row: candidate.row) { return path }
    }
    return nil
  }

  /// The index path of a row given by its place in the layout, or `nil` while it is hidden.
  private func indexPath(section: Int, row: Int) -> IndexPath? {
    guard let index = shown.firstIndex(where: { $0.section == section }),
      let position = shown[index].rows.firstIndex(of: row)
    else { return nil }
    return IndexPath(indexes: [index, position])
  }

  private func indexPath(where matches: (FormTableLayout.Row) -> Bool) -> IndexPath? {
    for (index, section) in shown.enumerated() {
      let rows = layout.sections[section.section].rows
      if let row = section.rows.firstIndex(where: { matches(rows[$0]) }) {
        return IndexPath(indexes: [index, row])
      }
    }
    return nil
  }

  private func positions(of indexPath: IndexPath) -> (Int, Int)? {
    guard indexPath.count == 2, shown.indices.contains(indexPath[0]) else { return nil }
    let section = shown[indexPath[0]]
    guard section.rows.indices.contains(indexPath[1]) else { return nil }
    return (section.section, section.rows[indexPath[1]])
  }
}

/// What changed in a table's rows when the form's visibility changed, in the index paths
/// `performBatchUpdates` takes: deletions in the index paths from before, insertions in those from
/// after ("Deletes are processed before inserts in batch operations", Apple's documentation of
/// `UITableView.performBatchUpdates(_:completion:)`).
///
/// Rows that stay are neither deleted nor reloaded, so an input being edited keeps its cell and its
/// keyboard.
public struct FormTableUpdate: Sendable, Hashable {
  /// The table's id.
  public var tableID: String
  /// The rows shown before.
  public var old: FormTableRows
  /// The rows shown now.
  public var new: FormTableRows
  /// Sections that went, by their index before.
  public var deletedSections: IndexSet
  /// Sections that came, by their index now.
  public var insertedSections: IndexSet
  /// Rows that went (outside deleted sections), by their index path before.
  public var deletedRows: [IndexPath]
  /// Rows that came (outside inserted sections), by their index path now.
  public var insertedRows: [IndexPath]

  /// The changes from `old` to `new` (of the same layout).
  public init(from old: FormTableRows, to new: FormTableRows) {
    tableID = new.layout.id
    self.old = old
    self.new = new
    let oldSections = old.shown.map(\.section)
    let newSections = new.shown.map(\.section)
    deletedSections = IndexSet(
      oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
    insertedSections = IndexSet(
      newSections.indices.filter { !oldSections.contains(newSections[$0]) })
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    for (oldIndex, section) in old.shown.enumerated() {
      guard let newIndex = newSections.firstIndex(of: section.section) else { continue }
      let newRows = new.shown[newIndex].rows
      for (row, position) in section.rows.enumerated() where !newRows.contains(position) {
        deleted.append(IndexPath(indexes: [oldIndex, row]))
      }
      for (row, position) in newRows.enumerated() where !section.rows.contains(position) {
        inserted.append(IndexPath(indexes: [newIndex, row]))
      }
    }
    deletedRows = deleted
    insertedRows = inserted
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty
      && insertedRows.isEmpty
  }
}
