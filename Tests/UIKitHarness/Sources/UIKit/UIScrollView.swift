/// `UIScrollViewDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate (iOS 2.0+)
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user is about to drag the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted the finger after a drag.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The adjusted content inset changed.
  @available(iOS 11.0, *)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
  /// (iOS 2.0+; optional there)
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
  /// (iOS 2.0+; optional there)
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
  /// (iOS 2.0+; optional there)
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)
  /// (iOS 11.0+; optional there)
  @available(iOS 11.0, *)
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// `UIScrollView`.
///
/// The content offset is the bounds' origin; the adjusted content inset adds the safe area as
/// `contentInsetAdjustmentBehavior` says; programmatic scrolling applies at once and is recorded
/// (`simulatedScrolls`); `simulateDrag(by:)` stands for the user's finger, with the keyboard
/// dismissal `keyboardDismissMode` asks for.
///
/// The real `delegate` is declared here as `UIScrollViewDelegate` and narrowed by `UITableView`
/// and `UITextView`, which Swift source cannot express; the double declares `delegate` only on
/// those subclasses, so a plain `UIScrollView` has no `delegate`.
/// https://developer.apple.com/documentation/uikit/uiscrollview (iOS 2.0+)
@MainActor
open class UIScrollView: UIView {
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `scrollableAxes`, and vertically always inside a navigation or tab bar controller.
    case automatic
    /// Only in scrollable directions.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// `UIScrollView.KeyboardDismissMode`.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
  /// (iOS 7.0+)
  public enum KeyboardDismissMode: Int, Sendable {
    /// Scrolling never dismisses the keyboard.
    case none
    /// The keyboard is dismissed when a drag begins.
    case onDrag
    /// The keyboard follows the drag and can be pulled down to dismiss it.
    case interactive
    /// Like `onDrag`, including the accessory view.
    @available(iOS 16.0, *) case onDragWithAccessory
    /// Like `interactive`, including the accessory view.
    @available(iOS 16.0, *) case interactiveWithAccessory
  }

  /// A programmatic or simulated change of the content offset (not Apple API).
  /// double only: a recorded change of the content offset.
  public struct SimulatedScroll: Hashable, Sendable {
    /// How the offset was changed.
    /// double only: see `SimulatedScroll`.
    public enum Kind: Hashable, Sendable {
      /// `contentOffset = …`.
      case contentOffset
      /// `setContentOffset(_:animated:)`.
      case setContentOffset
      /// `scrollRectToVisible(_:animated:)`.
      case scrollRectToVisible
      /// `UITableView.scrollToRow(at:at:animated:)`.
      case scrollToRow
      /// `simulateDrag(by:)`.
      case drag
    }
    /// How the offset was changed.
    /// double only: see `SimulatedScroll`.
    public var kind: Kind
    /// The new offset.
    /// double only: see `SimulatedScroll`.
    public var contentOffset: CGPoint
    /// Whether the change asked to animate.
    /// double only: see `SimulatedScroll`.
    public var animated: Bool

    /// Creates a record (to compare with `lastSimulatedScroll`).
    /// double only: see `SimulatedScroll`.
    public init(kind: Kind, contentOffset: CGPoint, animated: Bool) {
      self.kind = kind
      self.contentOffset = contentOffset
      self.animated = animated
    }
  }

  /// The offset changes since the view was created, oldest first (not Apple API).
  /// double only: the recorded offset changes.
  public internal(set) var simulatedScrolls: [SimulatedScroll] = []

  /// The last offset change, if any (not Apple API).
  /// double only: the last recorded offset change.
  public var lastSimulatedScroll: SimulatedScroll? { simulatedScrolls.last }

  /// The delegate UIKit reports scrolling to (`UITableView.delegate`, `UITextView.delegate`).
  var scrollDelegateDouble: (any UIScrollViewDelegate)? { nil }

  private var reportedAdjustedInsetDouble = UIEdgeInsets.zero

  // MARK: - Content

  /// The size of the content.
  ///
  /// Apple: "The size of the content view." (UIScrollView.contentSize)
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize (iOS 2.0+)
  open var contentSize: CGSize = .zero {
    didSet { checkAdjustedContentInsetDouble() }
  }

  /// The content offset: the bounds' origin. Setting it scrolls at once and calls the delegate's
  /// `scrollViewDidScroll(_:)` when it changed.
  ///
  /// Apple: "The point at which the origin of the content view is offset from the origin of the
  /// scroll view." (UIScrollView.contentOffset)
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (iOS 2.0+)
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setOffsetDouble(newValue, kind: .contentOffset, animated: false) }
  }

  /// Sets the content offset, recording whether it asked to animate (model: the offset changes at
  /// once; UIKit animates it).
  ///
  /// Apple: "true to animate the transition at a constant velocity to the new offset, false to
  /// make the transition immediate." (setContentOffset(_:animated:))
  /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  /// (iOS 2.0+)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    setOffsetDouble(contentOffset, kind: .setContentOffset, animated: animated)
  }

  func setOffsetDouble(_ offset: CGPoint, kind: SimulatedScroll.Kind, animated: Bool) {
    simulatedScrolls.append(SimulatedScroll(kind: kind, contentOffset: offset, animated: animated))
    var newBounds = bounds
    newBounds.origin = offset
    bounds = newBounds
  }

  override func boundsDidChangeDouble(from oldBounds: CGRect) {
    super.boundsDidChangeDouble(from: oldBounds)
    if bounds.size != oldBounds.size { checkAdjustedContentInsetDouble() }
    if bounds.origin != oldBounds.origin { scrollDelegateDouble?.scrollViewDidScroll(self) }
  }

  /// The inset of the content from the scroll view's edges, set by the app.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset (iOS 2.0+)
  open var contentInset: UIEdgeInsets = .zero {
    didSet { checkAdjustedContentInsetDouble() }
  }

  /// How the safe area adds to the content inset: `.automatic` by default.
  ///
  /// Apple: "The default value of this property is UIScrollView.ContentInsetAdjustmentBehavior
  /// .automatic." (contentInsetAdjustmentBehavior)
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { checkAdjustedContentInsetDouble() }
  }

  /// The content inset plus the safe area insets the behavior adds: all edges with `.always`, none
  /// with `.never`; with `.scrollableAxes`, top and bottom when the content is taller than the
  /// scroll view or `alwaysBounceVertical` is on, left and right when it is wider or
  /// `alwaysBounceHorizontal` is on; `.automatic` is `.scrollableAxes` here (the double has no
  /// navigation or tab bar controllers, which make it adjust vertically always).
  ///
  /// Apple, scrollableAxes: "The top and bottom insets include the safe area inset values when the
  /// vertical content size is greater than the height of the scroll view itself. The top and
  /// bottom insets are also adjusted when the alwaysBounceVertical property is true. Similarly,
  /// the left and right insets include the safe area insets when the horizontal content size is
  /// greater than the width of the scroll view." Apple, automatic: "Content is always adjusted
  /// vertically when the scroll view is the content view of a view controller that is currently
  /// displayed by a navigation or tab bar controller. If the scroll view is horizontally
  /// scrollable, the horizontal content offset is also adjusted when there are nonzero safe area
  /// insets."
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset (iOS 11.0+)
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .always:
      vertical = true
      horizontal = true
    case .never:
      break
    case .automatic, .scrollableAxes:
      vertical = contentSize.height > bounds.height || alwaysBounceVertical
      horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Called when the adjusted content inset changed (does nothing here).
  ///
  /// Apple: "Called when the adjusted content insets of the scroll view change."
  /// (adjustedContentInsetDidChange())
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  open func adjustedContentInsetDidChange() {}

  /// Calls `adjustedContentInsetDidChange()` and the delegate when the adjusted content inset
  /// changed since the last call (after a change of the inset, the behavior, the content size, the
  /// bounds' size or the safe area).
  func checkAdjustedContentInsetDouble() {
    let inset = adjustedContentInset
    guard inset != reportedAdjustedInsetDouble else { return }
    reportedAdjustedInsetDouble = inset
    adjustedContentInsetDidChange()
    scrollDelegateDouble?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// Whether the content bounces vertically even when it is not taller than the view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical (iOS 2.0+)
  open var alwaysBounceVertical: Bool = false {
    didSet { checkAdjustedContentInsetDouble() }
  }
  /// Whether the content bounces horizontally even when it is not wider than the view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal (iOS 2.0+)
  open var alwaysBounceHorizontal: Bool = false {
    didSet { checkAdjustedContentInsetDouble() }
  }
  /// Whether the user can scroll (`simulateDrag(by:)` does not scroll when `false`; programmatic
  /// scrolling still does).
  ///
  /// Apple: "If the value of this property is true, scrolling is enabled, and if it is false,
  /// scrolling is disabled. The default is true." (isScrollEnabled)
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled (iOS 2.0+)
  open var isScrollEnabled: Bool = true
  /// Whether the vertical indicator shows.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
  /// (iOS 2.0+)
  open var showsVerticalScrollIndicator: Bool = true
  /// Whether the horizontal indicator shows.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator
  /// (iOS 2.0+)
  open var showsHorizontalScrollIndicator: Bool = true
  /// Whether the indicator insets follow the safe area.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  open var automaticallyAdjustsScrollIndicatorInsets: Bool = true
  /// The vertical scroll indicator's insets.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
  /// (iOS 11.1+)
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The horizontal scroll indicator's insets.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/horizontalscrollindicatorinsets
  /// (iOS 11.1+)
  @available(iOS 11.1, *)
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// Both indicators' insets: reading gives the vertical one's, setting sets both.
  ///
  /// Apple documents it as available, not deprecated (iOS 2.0+); iOS 11.1 added the per-axis
  /// `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets (iOS 2.0+)
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Whether the user's scrolling stops on multiples of the bounds (recorded: the double's drags
  /// do not snap; an offset set from code is never snapped, on a device either).
  ///
  /// Apple: "If the value of this property is true, the scroll view stops on multiples of the
  /// scroll view's bounds when the user scrolls. The default value is false."
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled)
  open var isPagingEnabled: Bool = false

  /// How dragging dismisses the keyboard (see `simulateDrag(by:)`): `.none` by default.
  ///
  /// Apple: "The default value is UIScrollView.KeyboardDismissMode.none." (keyboardDismissMode)
  /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property
  /// (iOS 7.0+)
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Whether the user is dragging: `true` only inside `simulateDrag(by:)`'s callbacks.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging (iOS 2.0+)
  open internal(set) var isDragging: Bool = false

  /// Whether the user touched the content: as `isDragging` here.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking (iOS 2.0+)
  open var isTracking: Bool { isDragging }

  /// Whether the content is still moving after a drag: never here (model: no deceleration).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating (iOS 2.0+)
  open var isDecelerating: Bool { false }

  // MARK: - Scrolling

  /// The offsets the content can rest at: from minus the adjusted top (left) inset to the content
  /// size plus the adjusted bottom (right) inset less the bounds, never below the start.
  var offsetRangeDouble: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - bounds.width)
    let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
    return (minX...maxX, minY...maxY)
  }

  /// An offset clamped to the range the content can rest at.
  func clampedOffsetDouble(_ offset: CGPoint) -> CGPoint {
    let range = offsetRangeDouble
    return CGPoint(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  /// Scrolls the least needed to make a rectangle of the content visible inside the adjusted
  /// insets, within the content's bounds; does nothing when it is visible already. Recorded with
  /// its animated flag (model: at once).
  ///
  /// Apple: "This method scrolls the content view so that the area defined by rect is just visible
  /// inside the scroll view. If the area is already visible, the method does nothing."
  /// (scrollRectToVisible(_:animated:))
  /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
  /// (iOS 2.0+)
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull, !rect.isInfinite else { return }
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    var offset = contentOffset
    offset.y += Self.shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
    offset.x += Self.shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
    offset = clampedOffsetDouble(offset)
    guard offset != contentOffset else { return }
    setOffsetDouble(offset, kind: .scrollRectToVisible, animated: animated)
  }

  /// The least move that brings `[low, high]` into `[visibleLow, visibleHigh]` (its start first
  /// when it does not fit).
  static func shift(
    _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat
  ) -> CGFloat {
    if low < visibleLow { return low - visibleLow }
    if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
    return 0
  }
}
