/// `UITableViewDataSource` (`@objc optional` requirements: defaults in an extension on Linux).
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource (iOS 2.0+)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (optional: 1).
  ///
  /// Apple: "The default value is 1." (numberOfSections(in:))
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section's header title (optional; recorded, not laid out by the double).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title (optional; recorded, not laid out by the double).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  /// (iOS 2.0+; optional there)
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  /// (iOS 2.0+; optional there)
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  /// (iOS 2.0+; optional there)
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}

/// `UITableViewDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate (iOS 2.0+)
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height (optional: the table's `rowHeight`).
  ///
  /// Apple, rowHeight: "The table view ignores the value of this property if its delegate
  /// implements the tableView(_:heightForRowAt:) method."
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A cell is about to show a row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell stopped showing a row (it left the table).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A row was selected (the tap driver on a cell).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's `rowHeight` (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  /// (iOS 2.0+; optional there)
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  /// (iOS 2.0+; optional there)
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  /// (iOS 6.0+; optional there)
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  /// (iOS 2.0+; optional there)
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// `UITableView`.
///
/// Rows are laid out top to bottom, each `rowHeight` high (or the delegate's
/// `tableView(_:heightForRowAt:)`; `automaticDimension` counts as 44 points: the double does not
/// size cells to their content). A row's cell is a subview of the table, and so in its window,
/// only while the row intersects the bounds: laying out (`layoutIfNeeded()`, a change of the
/// bounds or the content offset, `reloadData()`) asks the data source for the cells of rows that
/// came on screen and removes the cells of rows that went off it, queueing those with a reuse
/// identifier for `dequeueReusableCell(withIdentifier:)`. A first responder inside a removed cell
/// resigns, forced (with its end-editing callbacks), unless
/// `UIKitDouble.tableViewKeepsFirstResponderCell` is set. Batch updates (inserted, deleted and
/// reloaded rows and sections) are checked against the data source's new counts as UIKit checks
/// them, keep the cells of the rows that stay (a first responder in one keeps editing) and replace
/// reloaded rows' cells. Model: section headers and footers take no space, and rows do not
/// animate.
/// https://developer.apple.com/documentation/uikit/uitableview (iOS 2.0+)
@MainActor
open class UITableView: UIScrollView {
  /// `UITableView.Style`.
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum (iOS 2.0+)
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped.
    @available(iOS 13.0, *) case insetGrouped
  }

  /// `UITableView.ScrollPosition`.
  /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition (iOS 2.0+)
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the whole row (none when it is fully visible).
    case none
    /// The row at the top of the visible area.
    case top
    /// The row in the middle of the visible area.
    case middle
    /// The row at the bottom of the visible area.
    case bottom
  }

  /// The default value for a dimension (the double lays out such rows 44 points high).
  ///
  /// Apple: "A constant representing the default value for a given dimension."
  /// (UITableView.automaticDimension)
  /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension (iOS 5.0+)
  /// Apple declares it `class let` (nonisolated, as a constant of a `@MainActor` class is).
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The height the double gives rows of `automaticDimension` height: 44 points, UIKit's standard
  /// row height (model: no self-sizing).
  nonisolated static let standardRowHeightDouble: CGFloat = 44

  private let styleStorage: Style

  /// Creates a table view with a style.
  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:) (iOS 2.0+)
  public init(frame: CGRect, style: UITableView.Style) {
    styleStorage = style
    super.init(frame: frame)
  }

  /// Creates a plain table view from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    styleStorage = .plain
    super.init(coder: coder)
  }

  /// Creates a plain table view.
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  /// (iOS 2.0+; inherited from UIView, a plain table view)
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The style.
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property (iOS 2.0+)
  open var style: UITableView.Style { styleStorage }

  /// The data source; setting it makes the table load its data at the next layout.
  ///
  /// Apple: "The object that acts as the data source of the table view." (dataSource)
  /// https://developer.apple.com/documentation/uikit/uitableview/datasource (iOS 2.0+)
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { isDataLoadedDouble = false }
  }

  /// The delegate (also the scroll view's delegate).
  /// https://developer.apple.com/documentation/uikit/uitableview/delegate (iOS 2.0+)
  open weak var delegate: (any UITableViewDelegate)? {
    didSet { isDataLoadedDouble = false }
  }

  override var scrollDelegateDouble: (any UIScrollViewDelegate)? { delegate }

  /// The height of each row: `automaticDimension` by default.
  ///
  /// Apple: "The default value of this property is automaticDimension, which causes the table view
  /// to choose an appropriate height based on your cell's content." (UITableView.rowHeight)
  /// https://developer.apple.com/documentation/uikit/uitableview/rowheight (iOS 2.0+)
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { isDataLoadedDouble = false }
  }

  /// The estimated row height (recorded; the double uses exact heights).
  /// https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight (iOS 7.0+)
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  // MARK: - Rows

  private var isDataLoadedDouble = false
  private var rowHeightsDouble: [[CGFloat]] = []
  private var rowTopsDouble: [[CGFloat]] = []
  private var cellsDouble: [IndexPath: UITableViewCell] = [:]
  private var keptCellDouble: (indexPath: IndexPath, cell: UITableViewCell)?
  private var reusableCellsDouble: [String: [UITableViewCell]] = [:]
  private var isLayingOutRowsDouble = false

  /// Reloads the rows: the visible cells leave the table (a first responder inside resigns,
  /// forced; cells with a reuse identifier are queued for reuse), the data source is asked again
  /// for the numbers of sections and rows, and the visible rows' cells are requested anew.
  ///
  /// Apple: "Call this method to reload all the data that is used to construct the table,
  /// including cells, section headers and footers, index arrays, and so on. For efficiency, the
  /// table view redisplays only those rows that are visible." (reloadData()) Not documented by
  /// Apple; widely reported: reloading while a text field in a cell is editing ends its editing
  /// (monazsh.com, "the unfortunate mystery of -[UITableView reloadData] and
  /// resignFirstResponder", 2015). Model: the double reloads at once; UIKit at its next layout
  /// pass.
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata() (iOS 2.0+)
  open func reloadData() {
    for (indexPath, cell) in cellsDouble.sorted(by: { $0.key < $1.key }) {
      removeCellDouble(cell, at: indexPath)
    }
    cellsDouble = [:]
    if let kept = keptCellDouble {
      keptCellDouble = nil
      removeCellDouble(kept.cell, at: kept.indexPath)
    }
    isDataLoadedDouble = false
    layoutRowsDouble()
  }

  /// `UITableView.RowAnimation` (recorded; the double does not animate rows).
  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation (iOS 2.0+)
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade
    /// Slide from the right.
    case right
    /// Slide from the left.
    case left
    /// Slide from the top.
    case top
    /// Slide from the bottom.
    case bottom
    /// No animation.
    case none
    /// Keep the row centred.
    case middle
    /// The table's choice.
    case automatic = 100
  }

  /// The changes of the batch being recorded, or `nil` outside one.
  private var batchDouble: BatchDouble?
  private var batchDepthDouble = 0

  /// The row and section changes of one batch, in the index paths Apple's documentation gives
  /// them.
  private struct BatchDouble {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
  }

  /// Runs `updates` (inserts, deletes and reloads of rows and sections, with the data source
  /// changed to match) as one change, then checks the data source's new counts against the old
  /// ones and the changes, and shows the result: the cells of rows that stay are kept (moved to
  /// their new index paths), deleted rows' cells leave, reloaded and inserted rows are asked of the
  /// data source. Calls `completion` with `true` before returning (model: no animation). Nestable.
  ///
  /// Apple: "Deletes are processed before inserts in batch operations. This means the indexes for
  /// the deletions are processed relative to the indexes of the table view's state before the
  /// batch operation, and the indexes for the insertions are processed relative to the indexes of
  /// the state after all the deletions in the batch operation." "In addition to modifying the
  /// table's rows, update your table's data source to reflect your changes."
  /// (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:))
  /// A count that does not match raises `NSInternalInconsistencyException` ("Invalid update:
  /// invalid number of rows in section …"), which the double records.
  @available(iOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    loadDataIfNeededDouble()
    if batchDepthDouble == 0 { batchDouble = BatchDouble() }
    batchDepthDouble += 1
    updates?()
    batchDepthDouble -= 1
    if batchDepthDouble == 0, let batch = batchDouble {
      batchDouble = nil
      applyBatchDouble(batch)
    }
    completion?(true)
  }

  /// Inserts rows (index paths after the batch's deletions), in a batch or as one by itself.
  ///
  /// Apple: "UITableView calls the relevant delegate and data source methods immediately
  /// afterward to get the cells and other content for visible cells."
  /// (https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:))
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    performBatchUpdates { self.batchDouble?.insertedRows += indexPaths }
  }

  /// Deletes rows (index paths before the batch), in a batch or as one by itself.
  ///
  /// (https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:))
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    performBatchUpdates { self.batchDouble?.deletedRows += indexPaths }
  }

  /// Reloads rows: their cells are replaced by new ones from the data source, so a first
  /// responder inside resigns.
  ///
  /// Apple: "Reloading a row causes the table view to ask its data source for a new cell for that
  /// row." (https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:))
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    performBatchUpdates { self.batchDouble?.reloadedRows += indexPaths }
  }

  /// Inserts sections (indexes after the batch's deletions).
  ///
  /// (https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:))
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    performBatchUpdates { self.batchDouble?.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indexes before the batch) with their rows.
  ///
  /// (https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:))
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    performBatchUpdates { self.batchDouble?.deletedSections.formUnion(sections) }
  }

  private func applyBatchDouble(_ batch: BatchDouble) {
    let oldCounts = rowHeightsDouble.map(\.count)
    guard let dataSource else { return }
    let newSectionCount = max(0, dataSource.numberOfSections(in: self))
    let newCounts = (0..<newSectionCount).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    // Old section → new section, for the sections that stay.
    let keptOld = (0..<oldCounts.count).filter { !batch.deletedSections.contains($0) }
    let keptNew = (0..<newSectionCount).filter { !batch.insertedSections.contains($0) }
    guard keptOld.count == keptNew.count else {
      UIKitDouble.raise(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (\(newSectionCount)) must be equal to the number of "
          + "sections contained in the table view before the update (\(oldCounts.count)), plus or "
          + "minus the number of sections inserted or deleted (\(batch.insertedSections.count) "
          + "inserted, \(batch.deletedSections.count) deleted).")
      reloadData()
      return
    }
    var rowMaps: [Int: (section: Int, rows: [Int?])] = [:]
    for (old, new) in zip(keptOld, keptNew) {
      let deleted = Set(batch.deletedRows.filter { $0.section == old }.map(\.row))
      let inserted = Set(batch.insertedRows.filter { $0.section == new }.map(\.row))
      let expected = oldCounts[old] - deleted.count + inserted.count
      guard expected == newCounts[new] else {
        UIKitDouble.raise(
          "Invalid update: invalid number of rows in section \(new). The number of rows contained "
            + "in an existing section after the update (\(newCounts[new])) must be equal to the "
            + "number of rows contained in that section before the update (\(oldCounts[old])), plus "
            + "or minus the number of rows inserted or deleted from that section (\(inserted.count) "
            + "inserted, \(deleted.count) deleted).")
        reloadData()
        return
      }
      let newRows = (0..<newCounts[new]).filter { !inserted.contains($0) }
      var next = newRows.makeIterator()
      rowMaps[old] = (
        new, (0..<oldCounts[old]).map { deleted.contains($0) ? nil : next.next() }
      )
    }
    let reloaded = Set(batch.reloadedRows)
    var moved: [IndexPath: UITableViewCell] = [:]
    for (indexPath, cell) in cellsDouble.sorted(by: { $0.key < $1.key }) {
      if !reloaded.contains(indexPath), let map = rowMaps[indexPath.section],
        let row = map.rows[indexPath.row]
      {
        moved[IndexPath(row: row, section: map.section)] = cell
      } else {
        removeCellDouble(cell, at: indexPath)
      }
    }
    cellsDouble = moved
    isDataLoadedDouble = false
    layoutRowsDouble()
  }

  /// The number of sections.
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections (iOS 2.0+)
  open var numberOfSections: Int {
    loadDataIfNeededDouble()
    return rowHeightsDouble.count
  }

  /// The number of rows in a section (0 for a section out of range).
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  /// (iOS 2.0+)
  open func numberOfRows(inSection section: Int) -> Int {
    loadDataIfNeededDouble()
    return rowHeightsDouble.indices.contains(section) ? rowHeightsDouble[section].count : 0
  }

  /// The rectangle of a row in the table's (content) coordinates, or `.zero` for an invalid index
  /// path.
  ///
  /// Apple: "A rectangle defining the area in which the table view draws the row or CGRectZero if
  /// indexPath is invalid." (rectForRow(at:))
  /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:) (iOS 2.0+)
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadDataIfNeededDouble()
    guard isValidDouble(indexPath) else { return .zero }
    return CGRect(
      x: 0, y: rowTopsDouble[indexPath.section][indexPath.row], width: bounds.width,
      height: rowHeightsDouble[indexPath.section][indexPath.row])
  }

  /// The cell of a row, or `nil` when the row is not visible or out of range.
  ///
  /// Apple: "An object representing a cell of the table, or nil if the cell is not visible or
  /// indexPath is out of range." (cellForRow(at:))
  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:) (iOS 2.0+)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cellsDouble[indexPath]
  }

  /// The index path of a visible cell, or `nil`.
  ///
  /// Apple: "The index path representing the row and section of the cell, or nil if the index
  /// path is invalid." (indexPath(for:))
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:) (iOS 2.0+)
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cellsDouble.first { $0.value === cell }?.key
  }

  /// The index path of the row at a point in the table's (content) coordinates, or `nil`.
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforrow(at:) (iOS 2.0+)
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadDataIfNeededDouble()
    for section in rowTopsDouble.indices {
      for row in rowTopsDouble[section].indices {
        let indexPath = IndexPath(row: row, section: section)
        if rectForRow(at: indexPath).contains(point) { return indexPath }
      }
    }
    return nil
  }

  /// The visible cells, in row order.
  ///
  /// Apple: "The table cells that are visible in the table view." (visibleCells)
  /// https://developer.apple.com/documentation/uikit/uitableview/visiblecells (iOS 2.0+)
  open var visibleCells: [UITableViewCell] {
    cellsDouble.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the visible rows, in order (an empty array when none).
  ///
  /// Apple: "An array of index paths each identifying a visible row in the table view."
  /// (indexPathsForVisibleRows)
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  /// (iOS 2.0+)
  open var indexPathsForVisibleRows: [IndexPath]? {
    cellsDouble.keys.sorted()
  }

  /// Scrolls a row to a position of the visible area (inside the adjusted content insets), within
  /// the content's bounds, then lays out the rows (recorded with its animated flag; model: at
  /// once). An index path out of range is recorded as the exception UIKit raises.
  ///
  /// Apple, ScrollPosition.none: "The table view scrolls the row of interest to be fully visible
  /// with a minimum of movement. If the row is already fully visible, no scrolling occurs. For
  /// example, if the row is above the visible area, the behavior is identical to that specified by
  /// top." (UITableView.ScrollPosition)
  /// https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  /// (iOS 2.0+)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    loadDataIfNeededDouble()
    guard isValidDouble(indexPath) else {
      UIKitDouble.raise("Attempted to scroll the table view to an out-of-bounds row \(indexPath)")
      return
    }
    let rect = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    var offset = contentOffset
    switch scrollPosition {
    case .top:
      offset.y = rect.minY - inset.top
    case .middle:
      offset.y = rect.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
    case .bottom:
      offset.y = rect.maxY - bounds.height + inset.bottom
    case .none:
      offset.y += Self.shift(
        rect.minY, rect.maxY, bounds.minY + inset.top, bounds.maxY - inset.bottom)
    }
    offset = clampedOffsetDouble(offset)
    if offset != contentOffset { setOffsetDouble(offset, kind: .scrollToRow, animated: animated) }
    layoutRowsDouble()
  }

  /// A cell queued for reuse with an identifier (after its `prepareForReuse()`), or `nil`.
  ///
  /// Apple: "A UITableViewCell object with the associated identifier or nil if no such object
  /// exists in the reusable-cell queue." "If an existing cell was available for reuse, this method
  /// calls the cell's prepareForReuse() method instead." (dequeueReusableCell(withIdentifier:))
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  /// (iOS 2.0+)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard var queue = reusableCellsDouble[identifier], !queue.isEmpty else { return nil }
    let cell = queue.removeFirst()
    reusableCellsDouble[identifier] = queue
    cell.prepareForReuse()
    return cell
  }

  /// Lays out the rows.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (iOS 2.0+)
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRowsDouble()
  }

  override func boundsDidChangeDouble(from oldBounds: CGRect) {
    super.boundsDidChangeDouble(from: oldBounds)
    if isDataLoadedDouble || dataSource != nil { layoutRowsDouble() }
  }

  /// The selection of a row by a tap on its cell (the tap driver).
  func didTapCellDouble(_ cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  private func isValidDouble(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && rowHeightsDouble.indices.contains(indexPath.section)
      && rowHeightsDouble[indexPath.section].indices.contains(indexPath.row)
  }

  private func loadDataIfNeededDouble() {
    guard !isDataLoadedDouble else { return }
    isDataLoadedDouble = true
    rowHeightsDouble = []
    rowTopsDouble = []
    var top: CGFloat = 0
    if let dataSource {
      for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
        var heights: [CGFloat] = []
        var tops: [CGFloat] = []
        for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
          let indexPath = IndexPath(row: row, section: section)
          var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
          if height < 0 { height = Self.standardRowHeightDouble }
          tops.append(top)
          heights.append(height)
          top += height
        }
        rowHeightsDouble.append(heights)
        rowTopsDouble.append(tops)
      }
    }
    let size = CGSize(width: bounds.width, height: top)
    if contentSize != size { contentSize = size }
  }

  private func visibleIndexPathsDouble() -> [IndexPath] {
    var result: [IndexPath] = []
    let visible = bounds
    for section in rowTopsDouble.indices {
      for row in rowTopsDouble[section].indices {
        let top = rowTopsDouble[section][row]
        let height = rowHeightsDouble[section][row]
        if height > 0, top < visible.maxY, top + height > visible.minY {
          result.append(IndexPath(row: row, section: section))
        }
      }
    }
    return result
  }

  private func holdsFirstResponderDouble(_ cell: UITableViewCell) -> Bool {
    guard let responder = window?.firstResponderDouble else { return false }
    return cell.contains(responder: responder)
  }

  private func removeCellDouble(_ cell: UITableViewCell, at indexPath: IndexPath) {
    if cell.superview === self { cell.removeFromSuperview() }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      reusableCellsDouble[identifier, default: []].append(cell)
    }
  }

  /// Adds the cells of the rows on screen and removes the others (see the type's documentation).
  ///
  /// Apple: "Scrolling a table view also causes an invocation of the tableView:cellForRowAtIndexPath:
  /// for each newly visible row." (Table View Programming Guide for iOS, quoted on
  /// codeproject.com, "How to Scroll a UITableView when Presenting a Form") Apple,
  /// UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:): "Tells the delegate that the
  /// specified cell was removed from the table."
  func layoutRowsDouble() {
    guard !isLayingOutRowsDouble else { return }
    isLayingOutRowsDouble = true
    defer { isLayingOutRowsDouble = false }
    loadDataIfNeededDouble()
    let visible = visibleIndexPathsDouble()
    let visibleSet = Set(visible)
    for (indexPath, cell) in cellsDouble.sorted(by: { $0.key < $1.key })
    where !visibleSet.contains(indexPath) {
      cellsDouble[indexPath] = nil
      if UIKitDouble.tableViewKeepsFirstResponderCell, keptCellDouble == nil,
        holdsFirstResponderDouble(cell)
      {
        keptCellDouble = (indexPath, cell)
        continue
      }
      removeCellDouble(cell, at: indexPath)
    }
    for indexPath in visible {
      if let cell = cellsDouble[indexPath] {
        cell.frame = rectForRow(at: indexPath)
        continue
      }
      if let kept = keptCellDouble, kept.indexPath == indexPath {
        keptCellDouble = nil
        cellsDouble[indexPath] = kept.cell
        kept.cell.frame = rectForRow(at: indexPath)
        continue
      }
      guard let dataSource else { continue }
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      cellsDouble[indexPath] = cell
      cell.frame = rectForRow(at: indexPath)
      if cell.superview !== self { addSubview(cell) }
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
    if let kept = keptCellDouble, !holdsFirstResponderDouble(kept.cell) {
      keptCellDouble = nil
      removeCellDouble(kept.cell, at: kept.indexPath)
    } else if let kept = keptCellDouble {
      kept.cell.frame = rectForRow(at: kept.indexPath)
    }
  }
}

/// `UITableViewCell`: a view with a content view (and, for the built-in styles, labels) that a
/// table view shows for a row.
/// https://developer.apple.com/documentation/uikit/uitableviewcell (iOS 2.0+)
@MainActor
open class UITableViewCell: UIView {
  /// `UITableViewCell.CellStyle`.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle (iOS 3.0+)
  public enum CellStyle: Int, Sendable {
    /// A text label only.
    case `default`
    /// A text label and a detail label on the right.
    case value1
    /// A detail label and a text label on the right.
    case value2
    /// A text label and a detail label below.
    case subtitle
  }

  /// `UITableViewCell.SelectionStyle`.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  /// (iOS 2.0+)
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none
    /// Blue (the default before iOS 7).
    case blue
    /// Gray.
    case gray
    /// The default highlight.
    case `default`
  }

  /// `UITableViewCell.AccessoryType`.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  /// (iOS 2.0+)
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    @available(iOS 7.0, *) case detailButton
  }

  private let cellStyleDouble: CellStyle
  private let reuseIdentifierStorage: String?
  private var textLabelStorage: UILabel?
  private var detailTextLabelStorage: UILabel?

  private let contentViewStorage: UIView

  /// The content view, filling the cell: add the cell's subviews to it.
  ///
  /// Apple: "The content view of a UITableViewCell object is the default superview for content
  /// that the cell displays." (UITableViewCell.contentView)
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview (iOS 2.0+)
  open var contentView: UIView { contentViewStorage }

  /// Creates a cell with a style and a reuse identifier.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  /// (iOS 3.0+)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    cellStyleDouble = style
    reuseIdentifierStorage = reuseIdentifier
    contentViewStorage = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentViewStorage)
  }

  /// Creates a default cell from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    cellStyleDouble = .default
    reuseIdentifierStorage = nil
    contentViewStorage = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(coder: coder)
    addSubview(contentViewStorage)
  }

  /// Creates a default cell without a reuse identifier, with a frame.
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  /// (iOS 2.0+; inherited from UIView, a default cell)
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The identifier a table view queues the cell for reuse under.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier (iOS 2.0+)
  open var reuseIdentifier: String? { reuseIdentifierStorage }

  /// The main label of the built-in styles, created in the content view on first access.
  ///
  /// Apple: "Holds the main textual content of the cell." (UITableViewCell.textLabel; superseded
  /// by content configurations in iOS 14)
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  /// (iOS 3.0+; to be deprecated)
  @available(iOS, introduced: 3.0, deprecated: 100000)
  open var textLabel: UILabel? {
    if let label = textLabelStorage { return label }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    contentView.addSubview(label)
    textLabelStorage = label
    return label
  }

  /// The detail label of the `value1`, `value2` and `subtitle` styles (`nil` for `default`).
  ///
  /// Apple: "Holds secondary (that is, additional) textual content of the cell." "UIKit creates
  /// this label if the cell style is value1, value2, or subtitle." (detailTextLabel)
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  /// (iOS 3.0+; to be deprecated)
  @available(iOS, introduced: 3.0, deprecated: 100000)
  open var detailTextLabel: UILabel? {
    guard cellStyleDouble != .default else { return nil }
    if let label = detailTextLabelStorage { return label }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    contentView.addSubview(label)
    detailTextLabelStorage = label
    return label
  }

  /// The selection highlight (recorded).
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  /// (iOS 2.0+)
  open var selectionStyle: SelectionStyle = .default
  /// The accessory (recorded).
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  /// (iOS 2.0+)
  open var accessoryType: AccessoryType = .none

  /// Called before the table view returns the cell from `dequeueReusableCell(withIdentifier:)`
  /// (does nothing here).
  ///
  /// Apple: "If a UITableViewCell object is reusable—that is, it has a reuse identifier—this
  /// method is invoked just before the object is returned from the UITableView method
  /// dequeueReusableCell(withIdentifier:)." (prepareForReuse())
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse() (iOS 2.0+)
  open func prepareForReuse() {}

  /// Keeps the content view filling the cell.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (iOS 2.0+)
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  override func boundsDidChangeDouble(from oldBounds: CGRect) {
    super.boundsDidChangeDouble(from: oldBounds)
    if bounds.size != oldBounds.size {
      contentViewStorage.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
}
