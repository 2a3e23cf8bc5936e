/// `UIView`.
///
/// A real hierarchy (superview, subviews, window) with `frame`, `bounds` and `center` kept
/// consistent as UIKit documents them (no transforms), conversions between any two views, a safe
/// area, layout guides, constraints and layout. The double has no Auto Layout engine: see
/// `layoutIfNeeded()` for what it resolves.
/// https://developer.apple.com/documentation/uikit/uiview (iOS 2.0+)
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
  /// Creates a view with a frame: its bounds are `(0, 0, width, height)` and its center the
  /// frame's middle.
  ///
  /// Apple: "The new view object must be inserted into an existing view hierarchy before it can be
  /// used." (UIView.init(frame:))
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2.0+)
  public init(frame: CGRect) {
    boundsStorage = CGRect(origin: .zero, size: frame.size)
    centerStorage = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }
  /// Creates a view from an archive (a zero frame: the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    boundsStorage = .zero
    centerStorage = .zero
    super.init()
  }
  /// Creates a view with a zero frame.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// (NSObject's initializer, which UIView inherits)
  public convenience override init() { self.init(frame: .zero) }

  /// `UIView.AnimationOptions`.
  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions (iOS 4.0+)
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
    /// (iOS 4.0+; the raw value it wraps)
    public let rawValue: UInt
    /// Creates options from raw bits.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
    /// (iOS 4.0+)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews at commit time.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/layoutsubviews
    /// (iOS 4.0+)
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allows user interaction while animating.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
    /// (iOS 4.0+)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    /// (iOS 4.0+)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in, ease out.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
    /// (iOS 4.0+)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein
    /// (iOS 4.0+)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout
    /// (iOS 4.0+)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear
    /// (iOS 4.0+)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// `UIView.AnimationCurve`.
  /// https://developer.apple.com/documentation/uikit/uiview/animationcurve (iOS 2.0+)
  public enum AnimationCurve: Int, Sendable {
    /// Ease in, ease out.
    case easeInOut
    /// Ease in.
    case easeIn
    /// Ease out.
    case easeOut
    /// Linear.
    case linear
  }

  // MARK: - Geometry

  private var boundsStorage: CGRect
  private var centerStorage: CGPoint

  /// The frame in the superview's coordinates: derived from `center` and `bounds.size`.
  ///
  /// Apple: "Setting this property changes the point specified by the center property and changes
  /// the size in the bounds rectangle accordingly." (UIView.frame) The double has no transforms,
  /// so the frame is always `center` ± half of `bounds.size`.
  /// https://developer.apple.com/documentation/uikit/uiview/frame (iOS 2.0+)
  open var frame: CGRect {
    get {
      CGRect(
        x: centerStorage.x - boundsStorage.width / 2, y: centerStorage.y - boundsStorage.height / 2,
        width: boundsStorage.width, height: boundsStorage.height)
    }
    set {
      let old = boundsStorage
      boundsStorage.size = newValue.size
      centerStorage = CGPoint(x: newValue.midX, y: newValue.midY)
      if old != boundsStorage {
        autoresizeSubviewsDouble(from: old.size)
        boundsDidChangeDouble(from: old)
      }
    }
  }

  /// The bounds in the view's own coordinates: their origin is the coordinate of the view's
  /// top-left corner (a scroll view's content offset), their size the frame's size.
  ///
  /// Apple: "By default, the origin of the bounds rectangle is set to (0, 0)… Changing the bounds
  /// size grows or shrinks the view relative to its center point." (UIView.bounds)
  /// https://developer.apple.com/documentation/uikit/uiview/bounds (iOS 2.0+)
  open var bounds: CGRect {
    get { boundsStorage }
    set {
      let old = boundsStorage
      boundsStorage = newValue
      if old != boundsStorage {
        autoresizeSubviewsDouble(from: old.size)
        boundsDidChangeDouble(from: old)
      }
    }
  }

  /// The center in the superview's coordinates.
  ///
  /// Apple: "Setting this property updates the origin of the rectangle in the frame property
  /// appropriately." (UIView.center)
  /// https://developer.apple.com/documentation/uikit/uiview/center (iOS 2.0+)
  open var center: CGPoint {
    get { centerStorage }
    set { centerStorage = newValue }
  }

  // MARK: - Hierarchy

  private weak var superviewStorage: UIView?
  private var subviewsStorage: [UIView] = []
  /// The view controller whose root view this is, if any.
  weak var owningViewControllerDouble: UIViewController?

  /// The superview, or `nil`.
  /// https://developer.apple.com/documentation/uikit/uiview/superview (iOS 2.0+)
  open var superview: UIView? { superviewStorage }

  /// The subviews, back to front.
  /// https://developer.apple.com/documentation/uikit/uiview/subviews (iOS 2.0+)
  open var subviews: [UIView] { subviewsStorage }

  /// The nearest `UIWindow` among the view and its ancestors, or `nil`.
  ///
  /// Apple: "This property is nil if the view has not yet been added to a window." (UIView.window)
  /// https://developer.apple.com/documentation/uikit/uiview/window (iOS 2.0+)
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Whether the view is hidden. Hiding a first responder does not end its first responder
  /// status; hiding an arranged subview of a stack view makes the stack view lay out again.
  ///
  /// Apple: "A hidden view disappears from its window and does not receive input events. It
  /// remains in its superview's list of subviews, however." (UIView.isHidden) That a hidden text
  /// field stays first responder (with the keyboard up) is not documented by Apple; widely
  /// reported. Apple, UIStackView: "The stack view automatically updates its layout whenever…
  /// one of the arranged subviews's isHidden property changes."
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden (iOS 2.0+)
  open var isHidden: Bool = false {
    didSet {
      guard isHidden != oldValue, let stack = superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      else { return }
      stack.arrangedSubviewVisibilityDidChangeDouble()
    }
  }
  /// The view's alpha (the tap driver ignores views below 0.01, as hit-testing does).
  /// https://developer.apple.com/documentation/uikit/uiview/alpha (iOS 2.0+)
  open var alpha: CGFloat = 1
  /// An integer that identifies the view.
  /// https://developer.apple.com/documentation/uikit/uiview/tag (iOS 2.0+)
  open var tag: Int = 0
  /// The background color (recorded).
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (iOS 2.0+)
  open var backgroundColor: UIColor?

  /// The view with a tag: this view or the first descendant found depth first, or `nil`.
  ///
  /// Apple: "This method searches the current view and all of its subviews for the specified
  /// view." (UIView.viewWithTag(_:))
  /// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:) (iOS 2.0+)
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }
  /// Whether the view receives touches (see the tap driver).
  ///
  /// Apple: "When set to false, touch, press, keyboard, and focus events intended for the view are
  /// ignored and removed from the event queue." (UIView.isUserInteractionEnabled)
  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled (iOS 2.0+)
  open var isUserInteractionEnabled: Bool = true
  /// How the view resizes when its superview's bounds change: the double applies
  /// `flexibleWidth` and `flexibleHeight` (the view's width or height changes by the superview's
  /// change; its origin stays), and records the margins.
  ///
  /// Apple: "When a view's bounds change, that view automatically resizes its subviews according
  /// to each subview's autoresizing mask." (UIView.autoresizingMask,
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask) Model: the flexible
  /// margins, which share the change with the flexible sizes, are not applied.
  open var autoresizingMask: AutoresizingMask = []

  /// `UIView.AutoresizingMask`, with Apple's raw values.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
    /// (iOS 2.0+; the raw value it wraps)
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
    /// (iOS 2.0+)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin is flexible.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
    /// (iOS 2.0+)
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    /// (iOS 2.0+)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
    /// (iOS 2.0+)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
    /// (iOS 2.0+)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    /// (iOS 2.0+)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
    /// (iOS 2.0+)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  private func autoresizeSubviewsDouble(from oldSize: CGSize) {
    let change = CGSize(
      width: boundsStorage.width - oldSize.width, height: boundsStorage.height - oldSize.height)
    guard change != .zero else { return }
    for subview in subviews
    where subview.autoresizingMask.contains(.flexibleWidth)
      || subview.autoresizingMask.contains(.flexibleHeight)
    {
      var frame = subview.frame
      if subview.autoresizingMask.contains(.flexibleWidth) {
        frame.size.width = max(0, frame.width + change.width)
      }
      if subview.autoresizingMask.contains(.flexibleHeight) {
        frame.size.height = max(0, frame.height + change.height)
      }
      subview.frame = frame
    }
  }

  /// Whether autoresizing masks become constraints (recorded; the double has no Auto Layout).
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  /// (iOS 6.0+)
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// Adds a subview on top of the others. A view already in another superview is removed from it
  /// first; a view moving to another window (or out of one) that holds its window's first
  /// responder makes it resign, forced.
  ///
  /// Apple: "Views can have only one superview. If view already has a superview and that view is
  /// not the receiver, this method removes the previous superview before making the receiver its
  /// new superview." (UIView.addSubview(_:))
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) (iOS 2.0+)
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviewsStorage.count)
  }

  /// Inserts a subview at an index of `subviews`.
  ///
  /// Apple: "This method establishes a strong reference to view and sets its next responder to the
  /// receiver, which is its new superview." (UIView.insertSubview(_:at:))
  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:) (iOS 2.0+)
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      UIKitDouble.raise("Can't add a view as a subview of itself or of its own subview")
      return
    }
    if view.superview === self {
      subviewsStorage.removeAll { $0 === view }
      subviewsStorage.insert(view, at: min(max(0, index), subviewsStorage.count))
      return
    }
    let oldWindow = view.window
    let newWindow = window
    if view.superview != nil {
      view.detachFromSuperviewDouble(resigning: oldWindow !== newWindow)
    }
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.notifyWillMoveDouble(toWindow: newWindow) }
    subviewsStorage.insert(view, at: min(max(0, index), subviewsStorage.count))
    view.superviewStorage = self
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.notifyDidMoveToWindowDouble() }
    didAddSubview(view)
  }

  /// Removes the view from its superview and its window. A first responder inside it resigns,
  /// forced (with its end-editing callbacks); constraints installed outside it that refer to it or
  /// its subviews are deactivated.
  ///
  /// Apple: "Unlinks the view from its superview and its window, and removes it from the responder
  /// chain." "Calling this method removes any constraints that refer to the view you are removing,
  /// or that refer to any view in the subtree of the view you are removing."
  /// (UIView.removeFromSuperview()) Apple, UITextFieldDelegate's header:
  /// `textFieldDidEndEditing` "may be called if forced even if shouldEndEditing returns NO (e.g.
  /// view removed from window)".
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() (iOS 2.0+)
  open func removeFromSuperview() {
    guard superview != nil else { return }
    detachFromSuperviewDouble(resigning: true)
  }

  /// Whether the view is `view` or one of its descendants.
  ///
  /// Apple: "true if the receiver is an immediate or distant subview of view or if view is the
  /// receiver itself; otherwise false." (UIView.isDescendant(of:))
  /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:) (iOS 2.0+)
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Tells the view its superview is about to change (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:) (iOS 2.0+)
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Tells the view its superview changed (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview() (iOS 2.0+)
  open func didMoveToSuperview() {}
  /// Tells the view its window is about to change (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:) (iOS 2.0+)
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Tells the view its window changed (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow() (iOS 2.0+)
  open func didMoveToWindow() {}
  /// Tells the view a subview was added (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:) (iOS 2.0+)
  open func didAddSubview(_ subview: UIView) {}
  /// Tells the view a subview is about to be removed (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:) (iOS 2.0+)
  open func willRemoveSubview(_ subview: UIView) {}

  private func detachFromSuperviewDouble(resigning: Bool) {
    guard let parent = superview else { return }
    let oldWindow = window
    if resigning, let oldWindow { resignFirstResponderInsideDouble(window: oldWindow) }
    parent.willRemoveSubview(self)
    parent.subviewWillBeRemovedDouble(self)
    willMove(toSuperview: nil)
    if resigning, oldWindow != nil { notifyWillMoveDouble(toWindow: nil) }
    parent.subviewsStorage.removeAll { $0 === self }
    superviewStorage = nil
    var ancestor: UIView? = parent
    while let current = ancestor {
      current.removeConstraintsReferringDouble(to: self)
      ancestor = current.superview
    }
    didMoveToSuperview()
    if resigning, oldWindow != nil { notifyDidMoveToWindowDouble() }
  }

  /// Forces the window's first responder to resign when it is this view or inside it.
  func resignFirstResponderInsideDouble(window: UIWindow) {
    guard let responder = window.firstResponderDouble, contains(responder: responder) else {
      return
    }
    responder.endFirstResponderDouble(in: window)
  }

  /// Whether a responder is this view, a view inside it, or a view controller whose view is.
  func contains(responder: UIResponder) -> Bool {
    if let view = responder as? UIView { return view.isDescendant(of: self) }
    if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
      return view.isDescendant(of: self)
    }
    return false
  }

  private func notifyWillMoveDouble(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWillMoveDouble(toWindow: newWindow) }
  }

  private func notifyDidMoveToWindowDouble() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindowDouble() }
  }

  // MARK: - Responder

  override var responderWindowDouble: UIWindow? { window }

  /// The view controller whose root view this is, else the superview.
  ///
  /// Apple: "UIView implements this method and returns the UIViewController object that manages
  /// it (if it has one) or its superview (if it doesn't)." (UIResponder.next)
  /// https://developer.apple.com/documentation/uikit/uiresponder/next (iOS 2.0+)
  open override var next: UIResponder? { owningViewControllerDouble ?? superview }

  /// Makes the first responder resign when it is this view or inside it, and returns whether it
  /// did. With `force` the responder is not asked (no `canResignFirstResponder`, no
  /// `…ShouldEndEditing`); otherwise it resigns through `resignFirstResponder()`.
  ///
  /// Apple: "This method looks at the current view and its subview hierarchy for the text field
  /// that is currently the first responder. If it finds one, it asks that text field to resign as
  /// first responder. If the force parameter is set to true, the text field is never even asked;
  /// it is forced to resign." Returns "true if the view resigned the first responder status or
  /// false if it did not." (UIView.endEditing(_:))
  /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:) (iOS 2.0+)
  @discardableResult open func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponderDouble, contains(responder: responder)
    else { return false }
    if force {
      responder.endFirstResponderDouble(in: window)
      return true
    }
    return responder.resignFirstResponder() && window.firstResponderDouble !== responder
  }

  // MARK: - Accessibility (NSObject's informal UIAccessibility protocol)

  /// The accessibility label.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  /// (iOS 3.0+)
  open var accessibilityLabel: String?
  /// The accessibility hint.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
  /// (iOS 3.0+)
  open var accessibilityHint: String?
  /// The accessibility traits (recorded; see `UIAccessibilityTraits`).
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  /// (iOS 3.0+)
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The accessibility value.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  /// (iOS 3.0+)
  open var accessibilityValue: String?
  /// The accessibility identifier (`UIAccessibilityIdentification`).
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  /// (iOS 5.0+)
  open var accessibilityIdentifier: String?
  /// Whether the view is an accessibility element.
  ///
  /// Apple: "The default value for this property is false unless the receiver is a standard UIKit
  /// control, in which case the value is true." (isAccessibilityElement)
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  /// (iOS 3.0+)
  open var isAccessibilityElement: Bool = false

  // MARK: - Content mode and clipping

  /// How the view lays out its content when its bounds change: `.scaleToFill` by default
  /// (recorded; the double draws nothing).
  ///
  /// Apple: "A flag used to determine how a view lays out its content when its bounds change."
  /// (https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property)
  open var contentMode: ContentMode = .scaleToFill

  /// Whether subviews (and an image view's image) are confined to the view's bounds: `false` by
  /// default (recorded).
  ///
  /// Apple: "A Boolean value that determines whether subviews are confined to the bounds of the
  /// view." (https://developer.apple.com/documentation/uikit/uiview/clipstobounds)
  open var clipsToBounds: Bool = false

  /// `UIView.ContentMode` — https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  /// (the cases formc's generated code sets, with iOS's raw values).
  public enum ContentMode: Int, Sendable {
    /// "The option to scale the content to fit the size of itself by changing the aspect ratio
    /// of the content if necessary" —
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
    case scaleToFill = 0
    /// "The option to scale the content to fit the size of the view by maintaining the aspect
    /// ratio. Any remaining area of the view's bounds is transparent" —
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
    case scaleAspectFit = 1
    /// "The option to scale the content to fill the size of the view. Some portion of the
    /// content may be clipped to fill the view's bounds" —
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
    case scaleAspectFill = 2
  }

  // MARK: - Safe area

  /// The safe area a test gave this view (`simulateSafeAreaInsets(_:)`), if any.
  var simulatedSafeAreaInsetsDouble: UIEdgeInsets?

  /// The safe area insets: the ones a test gave this view (`simulateSafeAreaInsets(_:)`, usually
  /// on the window), else the part of the view that reaches into its superview's unsafe edges.
  ///
  /// Apple: "For other views in the view hierarchy, the insets reflect only the portion of the
  /// view that is covered. For example, if a view is entirely within the safe area of its
  /// superview, the edge insets in this property are 0." (UIView.safeAreaInsets)
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets (iOS 11.0+)
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets {
    if let simulated = simulatedSafeAreaInsetsDouble { return simulated }
    guard let parent = superview else { return .zero }
    let safe = parent.bounds.inset(by: parent.safeAreaInsets)
    let frame = self.frame
    return UIEdgeInsets(
      top: min(max(0, safe.minY - frame.minY), frame.height),
      left: min(max(0, safe.minX - frame.minX), frame.width),
      bottom: min(max(0, frame.maxY - safe.maxY), frame.height),
      right: min(max(0, frame.maxX - safe.maxX), frame.width))
  }

  /// Called when a test changed the view's safe area (`simulateSafeAreaInsets(_:)`).
  ///
  /// Apple: "Called when the safe area of the view changes." (UIView.safeAreaInsetsDidChange())
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange() (iOS 11.0+)
  @available(iOS 11.0, *)
  open func safeAreaInsetsDidChange() {}

  private var layoutGuidesStorage: [UILayoutGuide] = []
  private var safeAreaGuideStorage: UILayoutGuide?
  /// The keyboard layout guide, once `keyboardLayoutGuide` created it (the window lays out when
  /// the keyboard moves only if a view in it has one).
  var keyboardGuideStorage: UILayoutGuide?
  /// The window whose keyboard shows this view as its accessory view (the double keeps accessory
  /// views outside the window's hierarchy), for its traits.
  weak var keyboardHostDouble: UIWindow?

  /// The layout guides the view owns.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutguides (iOS 9.0+)
  open var layoutGuides: [UILayoutGuide] { layoutGuidesStorage }

  /// Adds a layout guide (the view becomes its owning view).
  /// https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:) (iOS 9.0+)
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.removeFromOwnerDouble()
    layoutGuide.owningView = self
    layoutGuidesStorage.append(layoutGuide)
  }

  /// Removes a layout guide.
  /// https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:) (iOS 9.0+)
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    layoutGuidesStorage.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// The safe area layout guide (one per view): its `layoutFrame` is the bounds less
  /// `safeAreaInsets`.
  ///
  /// Apple: "If the view is not currently installed in a view hierarchy, or is not yet visible
  /// onscreen, the layout guide edges are equal to the edges of the view."
  /// (UIView.safeAreaLayoutGuide)
  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide (iOS 11.0+)
  @available(iOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = safeAreaGuideStorage { return guide }
    let guide = UILayoutGuide()
    guide.kindDouble = .safeArea
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    addLayoutGuide(guide)
    safeAreaGuideStorage = guide
    return guide
  }

  /// The keyboard layout guide (one per view, the same object each time): see
  /// `UIKeyboardLayoutGuide.layoutFrame`.
  ///
  /// Apple: "A layout guide that tracks the keyboard's position in your app's layout."
  /// (UIView.keyboardLayoutGuide)
  /// https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide (iOS 15.0+)
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = keyboardGuideStorage as? UIKeyboardLayoutGuide { return guide }
    let guide = UIKeyboardLayoutGuide()
    guide.kindDouble = .keyboard
    guide.identifier = "UIViewKeyboardLayoutGuide"
    addLayoutGuide(guide)
    keyboardGuideStorage = guide
    return guide
  }

  // MARK: - Interactions and the large content viewer

  private var interactionsStorage: [any UIInteraction] = []

  /// The interactions added to the view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/interactions (iOS 11.0+)
  @available(iOS 11.0, *)
  open var interactions: [any UIInteraction] {
    get { interactionsStorage }
    set { interactionsStorage = newValue }
  }

  /// Adds an interaction (recorded).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:) (iOS 11.0+)
  @available(iOS 11.0, *)
  open func addInteraction(_ interaction: any UIInteraction) {
    interactionsStorage.append(interaction)
  }

  /// Whether a long press shows the view in the large content viewer (recorded): "only views that
  /// cannot scale for the full range of Dynamic Type sizes should" show it, and "the item or an
  /// ancestor view must have a UILargeContentViewerInteraction".
  ///
  /// https://developer.apple.com/documentation/uikit/uilargecontentvieweritem/showslargecontentviewer
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  open var showsLargeContentViewer: Bool = false

  /// The title the large content viewer shows for the view (recorded).
  ///
  /// https://developer.apple.com/documentation/uikit/uilargecontentvieweritem/largecontenttitle
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  open var largeContentTitle: String?

  // MARK: - Layout direction

  /// How the view's content is laid out when the layout direction flips (recorded; it decides
  /// `effectiveUserInterfaceLayoutDirection`).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute (iOS 9.0+)
  @available(iOS 9.0, *)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// The layout direction of the view's immediate content: right to left when the view forces it
  /// (`semanticContentAttribute`), else the app's, which is left to right in the double (its
  /// language is English).
  ///
  /// Apple: "The user interface layout direction appropriate for arranging the immediate content
  /// of the view."
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: - Gesture recognizers

  /// The recognizers attached to the view (`addGestureRecognizer(_:)`).
  var gestureRecognizersDouble: [UIGestureRecognizer] = []

  /// Whether a gesture recognizer over this view may recognize (the view the touch is in is
  /// asked): `true` here; a control whose default action is a single tap returns `false` for a
  /// single-tap recognizer of another view (see `UIControl`).
  ///
  /// Apple: "Asks the view if the gesture recognizer should continue tracking touch events."
  /// "Subclasses may override this method and use it to prevent the recognition of particular
  /// gestures." "The default implementation of this method returns true."
  /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
  /// (iOS 6.0+)
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: - Layout

  /// Lays out the view's subtree now: resolves the active constraints installed in it (see
  /// below), then calls `layoutSubviews()` on the view and every descendant, top down, and
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` on the view controller of a root view
  /// among them (around its view's `layoutSubviews()`).
  ///
  /// Apple: "Using the view that receives the message as the root view, this method lays out the
  /// view subtree starting at the root." (UIView.layoutIfNeeded()) Model: the double keeps no
  /// "layout pending" flag, so it always lays out (UIKit only when an update is pending), and has no
  /// Auto Layout engine: it applies, lowest priority first, a width or height equal to (at most, at
  /// least) a constant, and a view's bottom equal to another view's or layout guide's top or bottom
  /// plus a constant (keeping the view's top, changing its height), as `keyboardLayoutGuide`
  /// pinning does. Other constraints are recorded but not applied. Two required constraints on a
  /// view's bottom that cannot both hold are logged (`UIKitDouble.unsatisfiableConstraints`), and
  /// the one applied later wins.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (iOS 2.0+)
  open func layoutIfNeeded() {
    NSLayoutConstraint.requiredBottomsDouble = [:]
    resolveConstraintsDouble()
    layoutSubtreeDouble()
  }

  /// Does nothing: the double lays out only on `layoutIfNeeded()` (it has no run loop).
  ///
  /// Apple: "Invalidates the current layout of the receiver and triggers a layout update during
  /// the next update cycle." (UIView.setNeedsLayout())
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout() (iOS 2.0+)
  open func setNeedsLayout() {}

  /// Lays out the subviews: nothing here (the double resolves constraints in `layoutIfNeeded()`
  /// before calling this); `UIStackView` arranges its arranged subviews.
  ///
  /// Apple: "Subclasses can override this method as needed to perform more precise layout of their
  /// subviews." (UIView.layoutSubviews())
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (iOS 2.0+)
  open func layoutSubviews() {}

  /// The size that fits: the view's current size here.
  ///
  /// Apple: "The default implementation of this method returns the existing size of the view."
  /// (UIView.sizeThatFits(_:))
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (iOS 2.0+)
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
  ///
  /// Apple: "Call this method when you want to resize the current view so that it uses the most
  /// appropriate amount of space." (UIView.sizeToFit())
  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit() (iOS 2.0+)
  open func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  private func resolveConstraintsDouble() {
    // A tracking guide this view owns (the keyboard guide) first settles which of its tracked
    // constraints are active where it is now.
    if #available(iOS 15.0, *), let guide = keyboardGuideStorage as? UITrackingLayoutGuide {
      guide.updateTrackedConstraintsDouble()
    }
    // Most views have no constraints of their own: no sorting (this runs for every view at every
    // layout, and a typed character lays the screen out several times).
    if !constraintsStorage.isEmpty {
      let installed = constraintsStorage.filter(\.isActive).sorted {
        $0.priority.rawValue < $1.priority.rawValue
      }
      for constraint in installed { constraint.applyDouble() }
    }
    for subview in subviews { subview.resolveConstraintsDouble() }
  }

  private func layoutSubtreeDouble() {
    owningViewControllerDouble?.viewWillLayoutSubviews()
    layoutSubviews()
    owningViewControllerDouble?.viewDidLayoutSubviews()
    for subview in subviews { subview.layoutSubtreeDouble() }
  }

  /// Runs when the bounds changed (size or origin).
  func boundsDidChangeDouble(from oldBounds: CGRect) {}

  /// Runs before a subview leaves this view (a stack view forgets it as an arranged subview).
  func subviewWillBeRemovedDouble(_ subview: UIView) {}

  /// The size the view's content needs: `noIntrinsicMetric` in both dimensions here; a label or
  /// a button measures its text (approximation, see `UILabel`).
  ///
  /// Apple: "The natural size for the receiving view, considering only properties of the view
  /// itself." "If a custom view has no intrinsic size for a given dimension, it can use
  /// noIntrinsicMetric for that dimension." (UIView.intrinsicContentSize)
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize (iOS 6.0+)
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Does nothing: the double has no Auto Layout engine to tell.
  ///
  /// Apple: "Invalidates the view's intrinsic content size."
  /// (UIView.invalidateIntrinsicContentSize())
  /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
  /// (iOS 6.0+)
  open func invalidateIntrinsicContentSize() {}

  /// The absence of an intrinsic metric (-1).
  /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric (iOS 6.0+)
  /// Apple declares it `class let` (nonisolated, as a constant of a `@MainActor` class is).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  private var huggingStorage: [UILayoutPriority] = [.defaultLow, .defaultLow]
  private var compressionResistanceStorage: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

  /// The priority with which the view resists being made larger than its intrinsic size:
  /// `defaultLow` (250) until set (a stack view of `.fill` distribution stretches the arranged
  /// view that resists least).
  ///
  /// Apple: "Returns the priority with which a view resists being made larger than its intrinsic
  /// size." https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingStorage[axis.rawValue]
  }

  /// Sets the priority with which the view resists being made larger than its intrinsic size.
  ///
  /// Apple: "Sets the priority with which a view resists being made larger than its intrinsic
  /// size." "When creating user interfaces, the layout designer can modify these priorities for
  /// specific views when the overall layout design requires different tradeoffs than the natural
  /// priorities of the views being used in the interface."
  /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingStorage[axis.rawValue] = priority
  }

  /// The priority with which the view resists being made smaller than its intrinsic size:
  /// `defaultHigh` (750) until set (a stack view of `.fill` distribution shrinks the arranged
  /// view that resists least).
  ///
  /// Apple: "Returns the priority with which a view resists being made smaller than its intrinsic
  /// size."
  /// https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionResistanceStorage[axis.rawValue]
  }

  /// Sets the priority with which the view resists being made smaller than its intrinsic size.
  ///
  /// Apple: "Sets the priority with which a view resists being made smaller than its intrinsic
  /// size."
  /// https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionResistanceStorage[axis.rawValue] = priority
  }

  // MARK: - Constraints

  private var constraintsStorage: [NSLayoutConstraint] = []

  /// The constraints installed on this view (activated constraints are installed on the closest
  /// common ancestor of their items).
  ///
  /// Apple: "The constraints held by the view." (UIView.constraints)
  /// https://developer.apple.com/documentation/uikit/uiview/constraints (iOS 6.0+)
  open var constraints: [NSLayoutConstraint] { constraintsStorage }

  /// Installs a constraint on this view (and activates it).
  /// https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:) (iOS 6.0+)
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraintsStorage.contains(where: { $0 === constraint }) else { return }
    constraint.installDouble(on: self)
  }

  /// Installs constraints on this view.
  /// https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:) (iOS 6.0+)
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint from this view (and deactivates it).
  /// https://developer.apple.com/documentation/uikit/uiview/removeconstraint(_:) (iOS 6.0+)
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOnDouble === self else { return }
    constraint.uninstallDouble()
  }

  /// Removes constraints from this view.
  /// https://developer.apple.com/documentation/uikit/uiview/removeconstraints(_:) (iOS 6.0+)
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  func appendInstalledDouble(_ constraint: NSLayoutConstraint) {
    constraintsStorage.append(constraint)
  }

  func removeInstalledDouble(_ constraint: NSLayoutConstraint) {
    constraintsStorage.removeAll { $0 === constraint }
  }

  private func removeConstraintsReferringDouble(to subtree: UIView) {
    for constraint in constraintsStorage where constraint.refersDouble(to: subtree) {
      constraint.uninstallDouble()
    }
  }

  /// The top edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/topanchor (iOS 9.0+)
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor (iOS 9.0+)
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The leading edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor (iOS 9.0+)
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor (iOS 9.0+)
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/leftanchor (iOS 9.0+)
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/rightanchor (iOS 9.0+)
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal center's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor (iOS 9.0+)
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The vertical center's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor (iOS 9.0+)
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The height's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor (iOS 9.0+)
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The width's anchor.
  /// https://developer.apple.com/documentation/uikit/uiview/widthanchor (iOS 9.0+)
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

  // MARK: - Coordinates

  /// Converts a rectangle from this view's coordinates to another view's (`nil`: the window's).
  ///
  /// Apple: "If view is nil, this method instead converts to window base coordinates."
  /// (UIView.convert(_:to:)) The double goes through the frames and bounds origins of the views
  /// between (no transforms); views in different windows convert through the screen.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d (iOS 2.0+)
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return rect }
    return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }
  /// Converts a rectangle from another view's coordinates (`nil`: the window's) to this view's.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk (iOS 2.0+)
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return rect }
    return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
  /// Converts a point from this view's coordinates to another view's (`nil`: the window's).
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt (iOS 2.0+)
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let rootPoint = pointToRootDouble(point)
    guard let view else { return rootPoint }
    if rootViewDouble === view.rootViewDouble { return view.pointFromRootDouble(rootPoint) }
    return view.pointFromScreenDouble(pointToScreenDouble(point))
  }
  /// Converts a point from another view's coordinates (`nil`: the window's) to this view's.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)
  /// (iOS 2.0+; the point overload)
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return pointFromRootDouble(point) }
    return view.convert(point, to: self)
  }
  /// Converts a rectangle from this view to a coordinate space (a view, or a screen's space:
  /// the window's for a full-screen window at the origin).
  ///
  /// Apple: "Converts a rectangle from the coordinate space of the current object to the specified
  /// coordinate space." (UICoordinateSpace.convert(_:to:))
  /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
  /// (iOS 8.0+)
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
    guard !rect.isNull, !rect.isInfinite else { return rect }
    let screenRect = CGRect(origin: pointToScreenDouble(rect.origin), size: rect.size)
    if coordinateSpace is UIScreen { return screenRect }
    return coordinateSpace.convert(screenRect, from: window?.screen ?? UIScreen.main)
  }
  /// Converts a rectangle from a coordinate space to this view.
  /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
  /// (iOS 8.0+)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
    guard !rect.isNull, !rect.isInfinite else { return rect }
    let screenRect =
      coordinateSpace is UIScreen
      ? rect : coordinateSpace.convert(rect, to: window?.screen ?? UIScreen.main)
    return CGRect(origin: pointFromScreenDouble(screenRect.origin), size: screenRect.size)
  }

  /// The topmost ancestor (the window, when in one).
  var rootViewDouble: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// A point in this view's coordinates, in the root's.
  func pointToRootDouble(_ point: CGPoint) -> CGPoint {
    var result = point
    var view = self
    while let parent = view.superview {
      let frame = view.frame
      result.x += frame.minX - view.bounds.minX
      result.y += frame.minY - view.bounds.minY
      view = parent
    }
    return result
  }

  /// A point in the root's coordinates, in this view's.
  func pointFromRootDouble(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view = self
    while let parent = view.superview {
      chain.append(view)
      view = parent
    }
    var result = point
    for view in chain.reversed() {
      let frame = view.frame
      result.x += view.bounds.minX - frame.minX
      result.y += view.bounds.minY - frame.minY
    }
    return result
  }

  /// A point in this view's coordinates, in the screen's (the root's frame is in screen
  /// coordinates).
  func pointToScreenDouble(_ point: CGPoint) -> CGPoint {
    let root = rootViewDouble
    let rootPoint = pointToRootDouble(point)
    return CGPoint(
      x: rootPoint.x + root.frame.minX - root.bounds.minX,
      y: rootPoint.y + root.frame.minY - root.bounds.minY)
  }

  /// A point in the screen's coordinates, in this view's.
  func pointFromScreenDouble(_ point: CGPoint) -> CGPoint {
    let root = rootViewDouble
    let rootPoint = CGPoint(
      x: point.x - root.frame.minX + root.bounds.minX,
      y: point.y - root.frame.minY + root.bounds.minY)
    return pointFromRootDouble(rootPoint)
  }

  // MARK: - Animation

  /// Runs the animation block at once, then the completion with `true`, and records the
  /// duration, delay and options (`UIKitDouble.animations`).
  ///
  /// Apple: the completion block "takes a single Boolean argument that indicates whether or not
  /// the animations actually finished before the completion handler was called."
  /// (UIView.animate(withDuration:delay:options:animations:completion:)) Model: the double has no
  /// render loop, so every animation finishes at once (UIKit calls a zero-duration animation's
  /// completion on the next run loop cycle; the double calls it before returning).
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  /// (iOS 4.0+)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    UIKitDouble.record(UIKitDouble.Animation(duration: duration, delay: delay, options: options))
    animations()
    completion?(true)
  }
  /// Animates changes with a duration and completion (see the full form).
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  /// (iOS 4.0+)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }
  /// Runs the changes without animation (not recorded).
  ///
  /// Apple: "Disables a view transition animation." (UIView.performWithoutAnimation(_:))
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) (iOS 7.0+)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}

/// `UISemanticContentAttribute`: how a view's content flips between layout directions.
///
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute (iOS 9.0+)
@available(iOS 9.0, *)
public enum UISemanticContentAttribute: Int, Sendable {
  /// Flips with the layout direction (the default).
  case unspecified = 0
  /// Playback controls, which do not flip.
  case playback
  /// Directional controls, which do not flip.
  case spatial
  /// Always laid out left to right.
  case forceLeftToRight
  /// Always laid out right to left.
  case forceRightToLeft
}

/// `UIUserInterfaceLayoutDirection`: the directional flow of the user interface.
///
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection (iOS 5.0+)
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft
}
