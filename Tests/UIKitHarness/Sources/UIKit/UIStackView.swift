/// `UIStackView`.
///
/// Lays out its visible arranged subviews one after another along its axis, `spacing` apart
/// (`setCustomSpacing(_:after:)` after a given view), each keeping its current size along the axis
/// (its `intrinsicContentSize` when that size is zero), skipping hidden ones; across the axis
/// `alignment` places them (`.fill` stretches them to the stack). It lays out on `layoutIfNeeded()`
/// and at once when an arranged subview is added, removed, hidden or shown. With the `.fill`
/// distribution (the default) and a length of its own along the axis, a stack whose arranged
/// views do not fill it, or do not fit in it, resizes the one arranged view that resists least:
/// the lowest `contentHuggingPriority(for:)` along the axis when they do not fill it, the lowest
/// `contentCompressionResistancePriority(for:)` when they do not fit (never below zero). Model:
/// the double has no Auto Layout engine, so when the lowest priority is shared ("If there's any
/// ambiguity, the stack view resizes the arranged views based on their index", which Apple does
/// not spell out) the views keep their sizes, as do a lone arranged view (its size is all the
/// double knows of its content), views of a stack of no length along its axis (one that Auto
/// Layout would size to its content) and of the other distributions (recorded); the stack does
/// not size itself to its content.
/// https://developer.apple.com/documentation/uikit/uistackview (iOS 9.0+)
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
  /// `UIStackView.Alignment`.
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum (iOS 9.0+)
  public enum Alignment: Int, Sendable {
    /// Stretches the views across the axis.
    case fill
    /// The leading (for a vertical stack) or top (horizontal) edge.
    case leading
    /// The first baseline (horizontal stacks; the top edge here).
    case firstBaseline
    /// The center.
    case center
    /// The trailing (vertical) or bottom (horizontal) edge.
    case trailing
    /// The last baseline (horizontal stacks; the bottom edge here).
    case lastBaseline

    /// The top edge (horizontal stacks): `leading`.
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
    /// (iOS 9.0+)
    public static var top: Alignment { .leading }
    /// The bottom edge (horizontal stacks): `trailing`.
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
    /// (iOS 9.0+)
    public static var bottom: Alignment { .trailing }
  }

  /// `UIStackView.Distribution` (recorded).
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum (iOS 9.0+)
  public enum Distribution: Int, Sendable {
    /// Fills the axis, resizing by hugging and compression priorities.
    case fill
    /// Equal sizes.
    case fillEqually
    /// Sizes proportional to intrinsic sizes.
    case fillProportionally
    /// Equal spacing.
    case equalSpacing
    /// Equal distances between centers.
    case equalCentering
  }

  /// Creates a stack view with arranged subviews (which become its subviews).
  ///
  /// Apple: "Returns a new stack view object that manages the provided views."
  /// (init(arrangedSubviews:))
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) (iOS 9.0+)
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates an empty stack view with a frame.
  /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:) (iOS 9.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:) (iOS 9.0+)
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  private var arrangedStorage: [UIView] = []
  private var customSpacingStorage: [ObjectIdentifier: CGFloat] = [:]

  /// The views the stack arranges, in order.
  ///
  /// Apple: "The stack view ensures that the arrangedSubviews array is always a subset of its
  /// subviews array." (arrangedSubviews)
  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews (iOS 9.0+)
  open var arrangedSubviews: [UIView] { arrangedStorage }

  /// The axis: horizontal by default.
  /// https://developer.apple.com/documentation/uikit/uistackview/axis (iOS 9.0+)
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { arrangeDouble() }
  }

  /// The distribution along the axis: `.fill` (the default) resizes the arranged view that
  /// resists least to fill the stack (see the type's comment); the others are recorded.
  ///
  /// Apple: "The default value is UIStackView.Distribution.fill." (distribution) `.fill`: "When
  /// the arranged views don't fit within the stack view, it shrinks the views according to their
  /// compression resistance priority. If the arranged views don't fill the stack view, it
  /// stretches the views according to their hugging priority."
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill
  /// (iOS 9.0+)
  open var distribution: Distribution = .fill {
    didSet { arrangeDouble() }
  }

  /// The alignment across the axis.
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  /// (iOS 9.0+)
  open var alignment: Alignment = .fill {
    didSet { arrangeDouble() }
  }

  /// The space between adjacent arranged subviews.
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing (iOS 9.0+)
  open var spacing: CGFloat = 0 {
    didSet { arrangeDouble() }
  }

  /// Whether the layout follows the layout margins (recorded; the double has no margins).
  /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  /// (iOS 9.0+)
  open var isLayoutMarginsRelativeArrangement: Bool = false

  /// Adds a view at the end of the arranged subviews (and as a subview when it is not one).
  ///
  /// Apple: "This method adds the provided view to the end of the arrangedSubviews array. It also
  /// adds the view as a subview of the stack view, if needed." (addArrangedSubview(_:))
  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:) (iOS 9.0+)
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedStorage.count)
  }

  /// Inserts a view among the arranged subviews at an index (and as a subview when it is not one).
  ///
  /// Apple: "If index is already occupied, the stack view increases the size of the
  /// arrangedSubviews array and shifts all of its contents at the index and above to the next
  /// higher space in the array." "This method also adds the provided view as a subview of the stack
  /// view, if needed." (insertArrangedSubview(_:at:))
  /// https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:)
  /// (iOS 9.0+)
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedStorage.removeAll { $0 === view }
    arrangedStorage.insert(view, at: min(max(0, stackIndex), arrangedStorage.count))
    if view.superview !== self { addSubview(view) }
    arrangeDouble()
  }

  /// Stops arranging a view; it stays a subview.
  ///
  /// Apple: "This method removes the provided view from the stack's arrangedSubviews array. The
  /// view's position and size will no longer be managed by the stack view. However, this method
  /// does not remove the provided view from the stack's subviews array; therefore, the view is
  /// still displayed as part of the view hierarchy." (removeArrangedSubview(_:))
  /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  /// (iOS 9.0+)
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedStorage.contains(where: { $0 === view }) else { return }
    arrangedStorage.removeAll { $0 === view }
    customSpacingStorage[ObjectIdentifier(view)] = nil
    arrangeDouble()
  }

  /// Sets the spacing after an arranged subview.
  /// https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacingStorage[ObjectIdentifier(arrangedSubview)] = spacing
    arrangeDouble()
  }

  /// The spacing after an arranged subview (`spacing` unless a custom one was set).
  /// https://developer.apple.com/documentation/uikit/uistackview/customspacing(after:) (iOS 11.0+)
  @available(iOS 11.0, *)
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacingStorage[ObjectIdentifier(arrangedSubview)] ?? spacing
  }

  /// Arranges the arranged subviews.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (iOS 2.0+)
  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeDouble()
  }

  /// A removed subview stops being arranged.
  ///
  /// Apple: "If you call the subview's removeFromSuperview() method, the stack view removes the
  /// view from its arrangedSubviews array." (removeArrangedSubview(_:))
  override func subviewWillBeRemovedDouble(_ subview: UIView) {
    super.subviewWillBeRemovedDouble(subview)
    guard arrangedStorage.contains(where: { $0 === subview }) else { return }
    arrangedStorage.removeAll { $0 === subview }
    customSpacingStorage[ObjectIdentifier(subview)] = nil
    arrangeDouble()
  }

  override func boundsDidChangeDouble(from oldBounds: CGRect) {
    super.boundsDidChangeDouble(from: oldBounds)
    if bounds.size != oldBounds.size { arrangeDouble() }
  }

  /// An arranged subview was hidden or shown: the stack lays out again (at once).
  ///
  /// Apple: "The stack view automatically updates its layout whenever views are added, removed or
  /// inserted into the arrangedSubviews array, or whenever one of the arranged subviews's isHidden
  /// property changes." (UIStackView)
  func arrangedSubviewVisibilityDidChangeDouble() {
    arrangeDouble()
  }

  /// The size along the axis: the view's own, or its intrinsic size when that is zero.
  private func lengthDouble(of view: UIView, vertical: Bool) -> CGFloat {
    let size = view.bounds.size
    let own = vertical ? size.height : size.width
    if own > 0 { return own }
    let intrinsic = view.intrinsicContentSize
    let length = vertical ? intrinsic.height : intrinsic.width
    return length == UIView.noIntrinsicMetric ? 0 : max(0, length)
  }

  private func breadthDouble(of view: UIView, vertical: Bool) -> CGFloat {
    let size = view.bounds.size
    let own = vertical ? size.width : size.height
    if own > 0 { return own }
    let intrinsic = view.intrinsicContentSize
    let breadth = vertical ? intrinsic.width : intrinsic.height
    return breadth == UIView.noIntrinsicMetric ? 0 : max(0, breadth)
  }

  /// With `.fill`, the arranged view that takes up the difference between the stack's length and
  /// its arranged views' (the lowest hugging priority when they fall short, the lowest
  /// compression resistance when they overflow) and its new length; `nil` when they fill it
  /// exactly, the stack has no length along its axis or one arranged view, or the lowest
  /// priority is shared.
  private func fillDouble(_ visible: [UIView], vertical: Bool) -> (view: UIView, length: CGFloat)? {
    let stackLength = vertical ? bounds.height : bounds.width
    guard distribution == .fill, stackLength > 0, visible.count > 1 else { return nil }
    var total: CGFloat = 0
    for (index, view) in visible.enumerated() {
      total += lengthDouble(of: view, vertical: vertical)
      if index < visible.count - 1 { total += customSpacing(after: view) }
    }
    let difference = stackLength - total
    guard abs(difference) > 0.001 else { return nil }
    let axis: NSLayoutConstraint.Axis = vertical ? .vertical : .horizontal
    let priority: (UIView) -> Float = {
      difference > 0
        ? $0.contentHuggingPriority(for: axis).rawValue
        : $0.contentCompressionResistancePriority(for: axis).rawValue
    }
    let lowest = visible.map(priority).min()!
    let least = visible.filter { priority($0) == lowest }
    guard least.count == 1, let view = least.first else { return nil }
    return (view, max(0, lengthDouble(of: view, vertical: vertical) + difference))
  }

  private func arrangeDouble() {
    let vertical = axis == .vertical
    let area = bounds
    var position = vertical ? area.minY : area.minX
    let crossStart = vertical ? area.minX : area.minY
    let crossLength = vertical ? area.width : area.height
    let visible = arrangedStorage.filter { !$0.isHidden }
    let filler = fillDouble(visible, vertical: vertical)
    for (index, view) in visible.enumerated() {
      var length = lengthDouble(of: view, vertical: vertical)
      if let filler, filler.view === view { length = filler.length }
      var breadth = breadthDouble(of: view, vertical: vertical)
      var offset: CGFloat
      switch alignment {
      case .fill:
        breadth = crossLength
        offset = 0
      case .leading, .firstBaseline:
        offset = 0
      case .center:
        offset = (crossLength - breadth) / 2
      case .trailing, .lastBaseline:
        offset = crossLength - breadth
      }
      offset += crossStart
      view.frame =
        vertical
        ? CGRect(x: offset, y: position, width: breadth, height: length)
        : CGRect(x: position, y: offset, width: length, height: breadth)
      position += length
      if index < visible.count - 1 { position += customSpacing(after: view) }
    }
  }
}
