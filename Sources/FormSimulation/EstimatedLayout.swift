import FormCompiler
import FormRuntime
import Foundation

/// A form's layout as formc estimates it for one screen and one visibility state: a frame for every
/// visible node and a content size for every scroll view and table.
public struct EstimatedLayout: Sendable, Hashable {
  /// Where a node is.
  public struct Box: Sendable, Hashable {
    /// The frame, in the content coordinates of ``space`` (or the root view's when `nil`).
    public var frame: CGRect
    /// The index (into ``CheckedForm/layout``) of the scroll view or table whose content holds the
    /// node; `nil` for nodes laid out directly in the root view.
    public var space: Int?
  }

  /// By layout index; `nil` for hidden nodes.
  public var boxes: [Box?]
  /// The content size of each visible scroll view and table, by layout index.
  public var contentSizes: [Int: CGSize]
  /// The height of the title stacked above an input (``stackedTitles(_:)``: its footnote lines
  /// and the gap under it), by layout index of the visible inputs that have one: the band right
  /// above the input's frame, which the SwiftUI screen reveals with the input.
  public var titleHeights: [Int: CGFloat]

  /// Estimates a layout.
  ///
  /// - Parameters:
  ///   - form: The checked form.
  ///   - visible: Per layout index, whether the node is shown in the state.
  ///   - viewSize: The root view's size.
  ///   - safeArea: The root view's safe-area insets.
  ///   - topBar: Where content starts below the status and navigation bars (the top safe area plus
  ///     the navigation bar).
  ///   - pinnedBottom: With `layoutGuide`, where the content's bottom is pinned (root-view `y`).
  ///   - grownInput: The layout index of a text view shown at its most lines (the others show
  ///     their fewest).
  ///   - grownLines: The lines `grownInput` shows, when not its spec's most (the runtime caps them
  ///     while the keyboard is up).
  ///   - errorLine: An input shown with its error message under it, and the height that message
  ///     takes below the input (the gap and its lines): the input's box keeps its own height, and
  ///     what follows it moves down.
  ///   - errorLines: More inputs shown with their error messages under them (after a failed
  ///     submit), by layout index, each the height its message takes below the input.
  ///   - metrics: The default sizes.
  ///   - textCache: Label measurements to share with other estimates of the same form.
  ///   - locale: The locale number labels are written for.
  public init(
    form: CheckedForm, visible: [Bool], viewSize: CGSize, safeArea: FormEdgeInsets,
    topBar: CGFloat, pinnedBottom: CGFloat? = nil, grownInput: Int? = nil, grownLines: Int? = nil,
    errorLine: (node: Int, height: CGFloat)? = nil, errorLines: [Int: CGFloat] = [:],
    metrics: LayoutMetrics = .standard,
    textCache: TextMeasureCache? = nil, locale: SimulationLocale = .source
  ) {
    var estimator = Estimator(
      form: form, visible: visible, metrics: metrics, viewSize: viewSize, safeArea: safeArea,
      topBar: topBar, pinnedBottom: pinnedBottom, grownInput: grownInput, grownLines: grownLines,
      errorHeights: errorLine.map { errorLines.merging([$0.node: max(0, $0.height)]) { $1 } }
        ?? errorLines,
      margin: metrics.margin(forWidth: viewSize.width),
      boxes: Array(repeating: nil, count: form.layout.count), contentSizes: [:],
      lines: Dictionary(
        form.inputs.compactMap { input in input.lines.map { (input.node, $0) } },
        uniquingKeysWith: { first, _ in first }), textCache: textCache ?? TextMeasureCache(),
      numberLocale: locale.numberLocale, stackedTitles: Self.stackedTitles(form))
    estimator.placeRoot()
    boxes = estimator.boxes
    contentSizes = estimator.contentSizes
    titleHeights = estimator.titleHeights
  }

  /// The titles the generated SwiftUI screen shows above their inputs, by layout index: those of
  /// the `field`s and `textView`s inside a vertical `scroll` (its `FormScrollContent` stacks
  /// them, `FormInputStyle`'s default), not in a `table` (a SwiftUI `Form`, where the title
  /// leads the row beside the input).
  public static func stackedTitles(_ form: CheckedForm) -> [Int: String] {
    let titles = Dictionary(
      form.inputs.compactMap { input in
        input.title.flatMap { $0.isEmpty ? nil : (input.node, $0) }
      }, uniquingKeysWith: { first, _ in first })
    var result: [Int: String] = [:]
    func visit(_ index: Int, stacked: Bool) {
      guard form.layout.indices.contains(index) else { return }
      let node = form.layout[index]
      var stacked = stacked
      switch node.kind {
      case .table: stacked = false
      case .scroll where node.axis != .horizontal: stacked = true
      case .field, .textView:
        if stacked, let title = titles[index] { result[index] = title }
      default: break
      }
      for child in node.children { visit(child, stacked: stacked) }
    }
    if !form.layout.isEmpty { visit(0, stacked: false) }
    return result
  }
}

/// Natural heights measured during one estimate.
private final class HeightCache {
  struct Key: Hashable {
    var node: Int
    var width: CGFloat
  }
  var heights: [Key: CGFloat] = [:]
}

private struct Estimator {
  let form: CheckedForm
  let visible: [Bool]
  let metrics: LayoutMetrics
  let viewSize: CGSize
  let safeArea: FormEdgeInsets
  let topBar: CGFloat
  let pinnedBottom: CGFloat?
  let grownInput: Int?
  /// The lines ``grownInput`` shows, when not its spec's most.
  let grownLines: Int?
  /// The inputs shown with their error messages under them, and each message's height.
  let errorHeights: [Int: CGFloat]
  let margin: CGFloat
  var boxes: [EstimatedLayout.Box?]
  var contentSizes: [Int: CGSize]
  /// The heights of the titles stacked above inputs, by layout index (recorded ones only).
  var titleHeights: [Int: CGFloat] = [:]
  /// Text views' `lines` by layout index.
  let lines: [Int: ResolvedInput.Lines]
  /// Label line counts by node and width, kept across estimates of one form.
  let textCache: TextMeasureCache
  /// The locale number labels are written for.
  let numberLocale: Locale
  /// The titles shown above their inputs, by layout index (``EstimatedLayout/stackedTitles(_:)``).
  let stackedTitles: [Int: String]
  /// Natural heights by node and width, shared by the dry runs (which copy the estimator), so
  /// nested containers are measured once instead of once per level above them.
  let measured = HeightCache()
  /// The horizontal band a row may span where it is being placed: the safe area's width inside the
  /// nearest vertical scroll view or table (its content coordinates), or the root view's.
  var band: (CGFloat, CGFloat) = (0, 0)

  func children(_ index: Int) -> [Int] {
    form.layout[index].children.filter { visible.indices.contains($0) && visible[$0] }
  }

  func isVerticalScroller(_ index: Int) -> Bool {
    let node = form.layout[index]
    return node.kind == .table || (node.kind == .scroll && node.axis != .horizontal)
  }

  func isRow(_ index: Int) -> Bool {
    form.layout[index].kind == .scroll && form.layout[index].axis == .horizontal
  }

  mutating func placeRoot() {
    guard !form.layout.isEmpty, visible.first ?? false else { return }
    let bottom = pinnedBottom ?? viewSize.height
    band = (safeArea.left, max(safeArea.left, viewSize.width - safeArea.right))
    if isVerticalScroller(0) {
      let frame = CGRect(x: 0, y: 0, width: viewSize.width, height: bottom)
      boxes[0] = .init(frame: frame, space: nil)
      placeContent(of: 0, size: frame.size, sides: (safeArea.left, safeArea.right))
    } else if isRow(0) {
      // A row is laid out inside the safe area, as every row is.
      let width = band.1 - band.0
      let height = naturalHeight(0, width: width)
      let frame = CGRect(x: band.0, y: topBar, width: width, height: height)
      boxes[0] = .init(frame: frame, space: nil)
      placeContent(of: 0, size: frame.size, sides: (0, 0))
    } else {
      let bottomEdge = pinnedBottom ?? viewSize.height - safeArea.bottom
      let frame = CGRect(
        x: safeArea.left, y: topBar, width: viewSize.width - safeArea.horizontal,
        height: max(0, bottomEdge - topBar))
      _ = place(0, frame: frame, space: nil, fixedHeight: true)
    }
  }

  // MARK: Measuring

  /// A node's height at a width, laid out on its own.
  func naturalHeight(_ index: Int, width: CGFloat) -> CGFloat {
    let key = HeightCache.Key(node: index, width: width)
    if let height = measured.heights[key] { return height }
    var dry = self
    let height = dry.place(
      index, frame: CGRect(x: 0, y: 0, width: width, height: 0), space: nil, fixedHeight: false,
      record: false)
    measured.heights[key] = height
    return height
  }

  func leafHeight(_ index: Int, width: CGFloat) -> CGFloat {
    let node = form.layout[index]
    if let height = node.height { return metrics.clampedHeight(height) }
    switch node.kind {
    case .textView:
      let range = self.lines[index]
      let lines = metrics.clampedLines(
        grownInput == index ? grownLines ?? range?.max ?? 8 : range?.min ?? 3)
      return FormTextViewGrowth.height(
        lineCount: lines, lineHeight: metrics.bodyLineHeight,
        insets: FormEdgeInsets(top: metrics.textViewInset, bottom: metrics.textViewInset),
        minLines: nil, maxLines: nil)
    case .label:
      let key = TextMeasureCache.Key(node: index, width: width)
      let lines =
        textCache.lines[key]
        ?? metrics.lineCount(
          node.text ?? "", width: width, characterWidth: metrics.bodyCharacterWidth)
      textCache.lines[key] = lines
      return CGFloat(lines) * metrics.bodyLineHeight
    case .switch:
      let title = form.inputs.first { $0.node == index }?.title ?? node.id ?? ""
      return metrics.switchRowHeight(title: title, width: width)
    case .choice, .multiChoice:
      // A multi-choice's styles (inline, navigation, menu) size as a choice's do.
      let input = form.inputs.first { $0.node == index }
      return metrics.choiceHeight(
        title: input?.title ?? node.id ?? "", style: input?.choice?.style ?? .menu,
        optionCount: input?.choice?.options.count ?? 0, width: width)
    case .date:
      let input = form.inputs.first { $0.node == index }
      return metrics.dateHeight(
        title: input?.title ?? node.id ?? "", components: input?.date?.components ?? .date,
        style: input?.date?.style ?? .compact, width: width)
    case .stepper:
      let input = form.inputs.first { $0.node == index }
      return metrics.stepperRowHeight(
        label: input?.numberRowLabel(locale: numberLocale) ?? node.id ?? "", width: width)
    case .slider:
      let input = form.inputs.first { $0.node == index }
      return metrics.sliderRowHeight(
        label: input?.numberRowLabel(locale: numberLocale) ?? node.id ?? "", width: width)
    default:
      return metrics.controlHeight
    }
  }

  /// The width of a child in a horizontal row that does not page.
  func rowWidth(_ index: Int) -> CGFloat {
    let node = form.layout[index]
    switch node.kind {
    case .field, .custom: return metrics.rowInputWidth
    case .button:
      return max(
        88, CGFloat((node.text ?? "").count) * metrics.bodyCharacterWidth + 2 * margin)
    case .label:
      return min(
        metrics.rowWideWidth, CGFloat((node.text ?? "").count) * metrics.bodyCharacterWidth)
    case .spacer: return metrics.clampedHeight(node.height ?? 16)
    default: return metrics.rowWideWidth
    }
  }

  // MARK: Placing

  mutating func record(_ index: Int, _ frame: CGRect, _ space: Int?, _ record: Bool) {
    if record { boxes[index] = .init(frame: frame, space: space) }
  }

  /// Places a node with its top-left at `frame.origin` and width `frame.width` (and, with
  /// `fixedHeight`, exactly `frame.height`); returns its height.
  mutating func place(
    _ index: Int, frame: CGRect, space: Int?, fixedHeight: Bool, record: Bool = true
  ) -> CGFloat {
    let node = form.layout[index]
    let width = frame.width
    let explicit = node.height.map { metrics.clampedHeight($0) }
    switch node.kind {
    case .stack:
      let height = placeStack(
        index, frame: frame, space: space, fixed: fixedHeight ? frame.height : explicit,
        record: record)
      self.record(
        index, CGRect(x: frame.minX, y: frame.minY, width: width, height: height), space, record)
      return height
    case .section:
      let height = placeSection(index, frame: frame, space: space, record: record)
      self.record(
        index, CGRect(x: frame.minX, y: frame.minY, width: width, height: height), space, record)
      return height
    case .scroll, .table:
      let height: CGFloat
      if fixedHeight {
        height = frame.height
      } else if let explicit {
        height = explicit
      } else if isRow(index) {
        height =
          children(index).map { naturalHeight($0, width: childWidth(in: index, $0, width)) }
          .max() ?? metrics.controlHeight
      } else {
        // A vertical scroll view or table without a height grows to its content.
        var dry = self
        height = dry.placeContent(of: index, size: frame.size, sides: (0, 0), record: false).height
      }
      let box = CGRect(x: frame.minX, y: frame.minY, width: width, height: height)
      self.record(index, box, space, record)
      if record { placeContent(of: index, size: box.size, sides: (0, 0)) }
      return height
    default:
      // A title stacked above the input takes room above it (the input's own frame is below).
      let title = titleHeight(index, width: width)
      let height = leafHeight(index, width: width)
      self.record(
        index, CGRect(x: frame.minX, y: frame.minY + title, width: width, height: height), space,
        record)
      if record, title > 0 { titleHeights[index] = title }
      // An error message under the input takes room below it (the input's own frame stays).
      return title + height + max(0, errorHeights[index] ?? 0)
    }
  }

  /// The height of the title the SwiftUI screen stacks above an input
  /// (``EstimatedLayout/stackedTitles(_:)``) and the gap under it: its lines of footnote text at
  /// the input's width (at least one) and `FormLayoutMetrics.errorSpacing`, the spacing of
  /// `FormInputStyle`'s stack of title, input and error message; 0 without one.
  func titleHeight(_ index: Int, width: CGFloat) -> CGFloat {
    guard let title = stackedTitles[index] else { return 0 }
    let lines = metrics.lineCount(
      title, width: width, characterWidth: metrics.footnoteCharacterWidth)
    return CGFloat(max(1, lines)) * metrics.footnoteLineHeight + metrics.errorSpacing
  }

  func childWidth(in row: Int, _ child: Int, _ rowWidth: CGFloat) -> CGFloat {
    form.layout[row].paging == true ? max(0, rowWidth - 2 * margin) : self.rowWidth(child)
  }

  /// The frame of a row placed in a column (a vertical scroll view's content, a section, a
  /// vertical stack) whose children span `frame`: the row reaches out over the column's margins,
  /// but not past the safe area (``band``), and lays its own children out inside those margins.
  /// Every row is placed so, wherever it sits, so the same row gives the same answer.
  func rowFrame(inColumn frame: CGRect) -> CGRect {
    let left = max(band.0, frame.minX - margin)
    let right = max(left, min(band.1, frame.maxX + margin))
    return CGRect(x: left, y: frame.minY, width: right - left, height: 0)
  }

  /// Lays out a scroll view's or table's children in its own content coordinates and records its
  /// content size.
  @discardableResult
  mutating func placeContent(
    of index: Int, size: CGSize, sides: (CGFloat, CGFloat), record: Bool = true
  ) -> CGSize {
    let node = form.layout[index]
    let content: CGSize
    let outerBand = band
    defer { band = outerBand }
    if node.kind == .table {
      band = (sides.0, max(sides.0, size.width - sides.1))
      content = placeTable(index, width: size.width, sides: sides, record: record)
    } else if isRow(index) {
      // A row's children: side by side `margin` in from its edges, or with paging one per page,
      // each page the row's width and its child inside the margins (the row itself lies inside
      // the safe area).
      var x: CGFloat = 0
      let paging = node.paging == true
      let items = children(index)
      band = (0, size.width)
      for (position, child) in items.enumerated() {
        let width = childWidth(in: index, child, size.width)
        let left = paging ? CGFloat(position) * size.width + margin : x + margin
        let height = naturalHeight(child, width: width)
        _ = place(
          child,
          frame: CGRect(x: left, y: max(0, (size.height - height) / 2), width: width, height: 0),
          space: index, fixedHeight: false, record: record)
        x += paging ? size.width : width + metrics.itemSpacing
      }
      let width =
        paging
        ? CGFloat(items.count) * size.width
        : (items.isEmpty ? 0 : x - metrics.itemSpacing + 2 * margin)
      content = CGSize(width: width, height: size.height)
    } else {
      var y = metrics.scrollPadding
      let inner = size.width - sides.0 - sides.1 - 2 * margin
      band = (sides.0, max(sides.0, size.width - sides.1))
      for child in children(index) {
        let column = CGRect(x: sides.0 + margin, y: y, width: inner, height: 0)
        let frame = isRow(child) ? rowFrame(inColumn: column) : column
        y +=
          place(child, frame: frame, space: index, fixedHeight: false, record: record)
          + metrics.itemSpacing
      }
      content = CGSize(
        width: size.width,
        height: children(index).isEmpty ? 0 : y - metrics.itemSpacing + metrics.scrollPadding)
    }
    if record { contentSizes[index] = content }
    return content
  }

  mutating func placeTable(_ index: Int, width: CGFloat, sides: (CGFloat, CGFloat), record: Bool)
    -> CGSize
  {
    var y: CGFloat = 0
    let rowX = sides.0 + margin
    let rowWidth = width - sides.0 - sides.1 - 2 * margin
    for section in children(index) {
      let node = form.layout[section]
      let top = y
      if let header = node.header {
        let lines = metrics.lineCount(
          header, width: rowWidth, characterWidth: metrics.footnoteCharacterWidth)
        y += metrics.tableHeaderHeight + CGFloat(lines - 1) * metrics.footnoteLineHeight
      } else {
        y += metrics.tableSectionGap
      }
      for row in children(section) {
        let controlWidth = rowWidth - 2 * metrics.compactMargin
        let height = naturalHeight(row, width: controlWidth)
        let kind = form.layout[row].kind
        let padding =
          kind == .field || kind == .button || kind == .spacer ? 0 : 2 * metrics.tableRowPadding
        let rowHeight = kind == .spacer ? height : max(metrics.controlHeight, height + padding)
        _ = place(
          row,
          frame: CGRect(
            x: rowX + metrics.compactMargin, y: y + (rowHeight - height) / 2, width: controlWidth,
            height: 0),
          space: index, fixedHeight: false, record: record)
        y += rowHeight
      }
      if let footer = node.footer {
        let lines = metrics.lineCount(
          footer, width: rowWidth, characterWidth: metrics.footnoteCharacterWidth)
        y += CGFloat(lines) * metrics.footnoteLineHeight + 2 * metrics.tableRowPadding + 5
      }
      self.record(section, CGRect(x: rowX, y: top, width: rowWidth, height: y - top), index, record)
    }
    y += metrics.tableSectionGap
    return CGSize(width: width, height: children(index).isEmpty ? 0 : y)
  }

  mutating func placeSection(_ index: Int, frame: CGRect, space: Int?, record: Bool) -> CGFloat {
    let node = form.layout[index]
    var y = frame.minY
    if let header = node.header {
      let lines = metrics.lineCount(
        header, width: frame.width, characterWidth: metrics.footnoteCharacterWidth)
      y += CGFloat(lines) * metrics.footnoteLineHeight + metrics.tableRowPadding
    }
    let items = children(index)
    for (position, child) in items.enumerated() {
      let column = CGRect(x: frame.minX, y: y, width: frame.width, height: 0)
      let childFrame = isRow(child) ? rowFrame(inColumn: column) : column
      y += place(child, frame: childFrame, space: space, fixedHeight: false, record: record)
      if position < items.count - 1 { y += metrics.itemSpacing }
    }
    if let footer = node.footer {
      let lines = metrics.lineCount(
        footer, width: frame.width, characterWidth: metrics.footnoteCharacterWidth)
      y += metrics.tableRowPadding + CGFloat(lines) * metrics.footnoteLineHeight
    }
    return y - frame.minY
  }

  mutating func placeStack(
    _ index: Int, frame: CGRect, space: Int?, fixed: CGFloat?, record: Bool
  ) -> CGFloat {
    let node = form.layout[index]
    let spacing = node.spacing.map { CGFloat($0) } ?? metrics.itemSpacing
    let items = children(index)
    guard !items.isEmpty else { return fixed ?? 0 }
    let gaps = spacing * CGFloat(items.count - 1)
    if node.axis == .horizontal {
      let width = max(0, (frame.width - gaps) / CGFloat(items.count))
      var x = frame.minX
      var height: CGFloat = 0
      for child in items {
        height = max(
          height,
          place(
            child, frame: CGRect(x: x, y: frame.minY, width: width, height: 0), space: space,
            fixedHeight: false, record: record))
        x += width + spacing
      }
      return fixed ?? height
    }
    // Vertical: scroll views and tables without a height share what the others leave.
    let flexible = items.filter { isVerticalScroller($0) && form.layout[$0].height == nil }
    var heights: [Int: CGFloat] = [:]
    for child in items where !flexible.contains(child) {
      heights[child] = naturalHeight(
        child, width: isRow(child) ? rowFrame(inColumn: frame).width : frame.width)
    }
    if let fixed, !flexible.isEmpty {
      let used = heights.values.reduce(0, +) + gaps
      let share = max(0, (fixed - used) / CGFloat(flexible.count))
      for child in flexible { heights[child] = share }
    }
    var y = frame.minY
    for child in items {
      let height = heights[child]
      var childFrame = CGRect(x: frame.minX, y: y, width: frame.width, height: height ?? 0)
      if isRow(child) {
        let row = rowFrame(inColumn: childFrame)
        childFrame.origin.x = row.minX
        childFrame.size.width = row.width
      }
      let placed = place(
        child, frame: childFrame, space: space,
        fixedHeight: height != nil && flexible.contains(child), record: record)
      y += placed + spacing
    }
    return fixed ?? (y - spacing - frame.minY)
  }
}
