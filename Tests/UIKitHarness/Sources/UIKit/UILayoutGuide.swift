/// `UILayoutGuide`: a rectangle in its owning view's coordinates that constraints can refer to.
///
/// The double computes the frames of the safe area guide (`UIView.safeAreaLayoutGuide`) and the
/// keyboard guide (`UIView.keyboardLayoutGuide`); a guide a test creates itself has no Auto Layout
/// engine to size it, so its `layoutFrame` is zero (model).
/// https://developer.apple.com/documentation/uikit/uilayoutguide (iOS 9.0+)
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
  /// What the guide stands for, which decides its frame.
  enum KindDouble {
    case custom
    case safeArea
    case keyboard
  }

  /// What the guide stands for.
  var kindDouble = KindDouble.custom

  /// Creates a layout guide.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/init() (iOS 9.0+)
  public override init() { super.init() }

  /// The view that owns the guide (set by `UIView.addLayoutGuide(_:)`).
  ///
  /// Apple: "The view that owns this layout guide." (UILayoutGuide.owningView)
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/owningview (iOS 9.0+)
  open weak var owningView: UIView?

  /// A name for debugging.
  ///
  /// Apple: "An identifier for the layout guide." (UILayoutGuide.identifier)
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/identifier (iOS 9.0+)
  open var identifier: String = ""

  /// The guide's frame in its owning view's coordinates: for the safe area guide the bounds less
  /// `safeAreaInsets`; zero for a guide without an owning view and for custom guides (model).
  ///
  /// Apple: "The layout guide's frame in its owning view's coordinate system."
  /// (UILayoutGuide.layoutFrame)
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe (iOS 9.0+)
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kindDouble {
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .custom, .keyboard: return .zero
    }
  }

  /// Removes the guide from its owning view, if any.
  func removeFromOwnerDouble() {
    owningView?.removeLayoutGuide(self)
  }

  /// The top edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor (iOS 9.0+)
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor (iOS 9.0+)
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The leading edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor (iOS 9.0+)
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor (iOS 9.0+)
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor (iOS 9.0+)
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor (iOS 9.0+)
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal center's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor (iOS 9.0+)
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The vertical center's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor (iOS 9.0+)
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The width's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor (iOS 9.0+)
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height's anchor.
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor (iOS 9.0+)
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// `NSDirectionalRectEdge` (iOS 13): an edge or a set of edges, the leading and trailing ones by
/// the layout direction.
///
/// Apple: "Constants that specify an edge or a set of edges, taking the user interface layout
/// direction into account." https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
/// The raw values are UIKit's (`NSDirectionalRectEdgeTop = 1 << 0`, leading `1 << 1`, bottom
/// `1 << 2`, trailing `1 << 3`, all of them 15).
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw value.
  /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/init(rawvalue:)
  /// (iOS 13.0+)
  public let rawValue: UInt
  /// Creates an edge set from its raw value.
  /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/init(rawvalue:)
  /// (iOS 13.0+)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// "The top edge." https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/top
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// "The leading edge."
  /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/leading
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// "The bottom edge."
  /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/bottom
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// "The trailing edge."
  /// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/trailing
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// "All edges." https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/all
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `UITrackingLayoutGuide` (iOS 15): a guide that activates and deactivates constraints as it
/// comes near an edge of its owning view or moves away from it.
///
/// Apple: "A layout guide that automatically activates and deactivates layout constraints
/// depending on its proximity to edges." https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
/// Model: the guide re-decides at each layout of its owning view (`UIView.layoutIfNeeded()`,
/// before the view's constraints are resolved) and when a set is given. Apple does not document
/// how near "near" is: the double takes the guide as near an edge when its frame is no farther
/// from that edge of the owning view than from the opposite one (a docked keyboard's guide is
/// near the bottom, the leading and the trailing edges; a floating keyboard in the view's top
/// half is near the top). The keyboard guide tracks only while it follows an undocked keyboard:
/// "Tracking constraints only apply when followsUndockedKeyboard is true" (Apple, sample code
/// "Adjusting your layout with keyboard layout guide",
/// https://developer.apple.com/documentation/uikit/adjusting-your-layout-with-keyboard-layout-guide).
@available(iOS 15.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  /// The tracked constraints by edge (a single edge's raw value) and whether they are active near
  /// it (`true`) or away from it.
  private var trackedDouble: [TrackedKeyDouble: [NSLayoutConstraint]] = [:]

  struct TrackedKeyDouble: Hashable {
    var edge: UInt
    var near: Bool
  }

  /// Creates a tracking layout guide.
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/init() (iOS 15.0+)
  public override init() { super.init() }

  /// Tracks constraints to activate while the guide is near `edge` and deactivate while it is
  /// away; an empty set stops tracking that edge's, deactivating those still active.
  ///
  /// Apple: "Configures the tracking layout guide to automatically activate and deactivate
  /// constraints when the guide is close to the given edge." "The constraints to activate when
  /// the tracking layout guide is close to edge, and to deactivate when it moves away from edge.
  /// If you pass nil, the guide stops tracking the constraints associated with edge."
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhennearedge:)
  /// (UIKit's header: "Sending nil will deactivate any currently active constraints associated
  /// with this edge and remove them from tracking.")
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    setTrackedDouble(trackingConstraints, edge: edge, near: true)
  }

  /// Tracks constraints to activate while the guide is away from `edge` and deactivate while it
  /// is near it.
  ///
  /// Apple: "Configures the tracking layout guide to automatically activate and deactivate
  /// constraints when the guide is away from the given edge." "The constraints to deactivate
  /// when the tracking layout guide is close to edge, and to activate when it moves away from
  /// edge. If you pass nil, the guide deactivates any currently active constraints associated
  /// with this edge and removes them from tracking."
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhenawayfrom:)
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    setTrackedDouble(trackingConstraints, edge: edge, near: false)
  }

  /// The constraints tracked as active near `edge`.
  ///
  /// Apple: "Returns the constraints that the tracking layout guide activates when it's near the
  /// given edge, and deactivates when it's away from the given edge."
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/constraints(activewhennearedge:)
  open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    trackedDouble[TrackedKeyDouble(edge: edge.rawValue, near: true)] ?? []
  }

  /// The constraints tracked as active away from `edge`.
  ///
  /// Apple: "Returns the constraints that the tracking layout guide activates when it's away
  /// from the given edge, and deactivates when it's near the given edge."
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/constraints(activewhenawayfrom:)
  open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    trackedDouble[TrackedKeyDouble(edge: edge.rawValue, near: false)] ?? []
  }

  /// Stops tracking every constraint, leaving each as it is.
  ///
  /// Apple: "Stops the layout guide from tracking any constraints." "This method stops only the
  /// tracking of constraints. It doesn't remove constraints from the layout, and it doesn't
  /// activate or deactivate any constraints."
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/removealltrackedconstraints()
  open func removeAllTrackedConstraints() {
    trackedDouble = [:]
  }

  private func setTrackedDouble(
    _ constraints: [NSLayoutConstraint], edge: NSDirectionalRectEdge, near: Bool
  ) {
    let key = TrackedKeyDouble(edge: edge.rawValue, near: near)
    for old in trackedDouble[key] ?? [] where !constraints.contains(where: { $0 === old }) {
      old.isActive = false
    }
    trackedDouble[key] = constraints.isEmpty ? nil : constraints
    updateTrackedConstraintsDouble()
  }

  /// Whether the guide tracks its constraints now (the keyboard guide: only while it follows
  /// undocked keyboards).
  var tracksDouble: Bool { true }

  /// Activates and deactivates the tracked constraints for where the guide is now.
  func updateTrackedConstraintsDouble() {
    guard tracksDouble, !trackedDouble.isEmpty, let view = owningView else { return }
    let frame = layoutFrame
    let bounds = view.bounds
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = frame.minX - bounds.minX
    let right = bounds.maxX - frame.maxX
    func isNear(_ edge: UInt) -> Bool {
      let top = frame.minY - bounds.minY
      let bottom = bounds.maxY - frame.maxY
      switch NSDirectionalRectEdge(rawValue: edge) {
      case .top: return top <= bottom
      case .bottom: return bottom <= top
      case .leading: return rightToLeft ? right <= left : left <= right
      case .trailing: return rightToLeft ? left <= right : right <= left
      default:
        // A set of edges: near each of them.
        return [NSDirectionalRectEdge.top, .leading, .bottom, .trailing]
          .filter { NSDirectionalRectEdge(rawValue: edge).contains($0) }
          .allSatisfy { isNear($0.rawValue) }
      }
    }
    // Deactivate first, so that a constraint tracked for two states ends as the active one says.
    var activate: [NSLayoutConstraint] = []
    for key in trackedDouble.keys.sorted(by: {
      ($0.edge, $0.near ? 1 : 0) < ($1.edge, $1.near ? 1 : 0)
    }) {
      let active = isNear(key.edge) == key.near
      for constraint in trackedDouble[key] ?? [] {
        if active {
          activate.append(constraint)
        } else if constraint.isActive {
          constraint.isActive = false
        }
      }
    }
    for constraint in activate where !constraint.isActive { constraint.isActive = true }
  }
}

/// `UIKeyboardLayoutGuide` (iOS 15): the part of its owning view the keyboard covers.
/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide (iOS 15.0+)
@available(iOS 15.0, *)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating
  /// (`UIWindow.simulateUndockedKeyboard(at:)`): `false` by default, and the guide's top is then
  /// at the safe area's bottom while the keyboard is undocked, as when it is off screen.
  ///
  /// Apple: "A Boolean value that determines if the layout guide tracks the keyboard when it's
  /// undocked from the bottom of the screen." "The default value is false; the guide tracks the
  /// keyboard only when docked. When the keyboard is off screen or undocked, the guide's topAnchor
  /// matches the bottomAnchor of safeAreaLayoutGuide."
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard
  open var followsUndockedKeyboard: Bool = false

  /// The keyboard guide tracks its constraints only while it follows undocked keyboards: "Tracking
  /// constraints only apply when followsUndockedKeyboard is true" (Apple, "Adjusting your layout
  /// with keyboard layout guide",
  /// https://developer.apple.com/documentation/uikit/adjusting-your-layout-with-keyboard-layout-guide).
  override var tracksDouble: Bool { followsUndockedKeyboard }

  /// Whether the guide's top follows the safe area's bottom while the keyboard is off screen
  /// (`true`), or the view's bottom (`false`).
  ///
  /// Apple: "Defaults to true, indicating that the layout guide ties to the bottomAnchor of the
  /// view's safeAreaLayoutGuide. Set to false to tie the layout guide to the bottomAnchor of the
  /// view instead." (usesBottomSafeArea)
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  open var usesBottomSafeArea: Bool {
    get { usesBottomSafeAreaStorage }
    set { usesBottomSafeAreaStorage = newValue }
  }
  private var usesBottomSafeAreaStorage: Bool = true

  /// Padding above the keyboard for interactive dismissal (recorded).
  ///
  /// Apple: "A value that adds padding above the keyboard to increase the size" of the dismissal
  /// area. (keyboardDismissPadding)
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/keyboarddismisspadding
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  open var keyboardDismissPadding: CGFloat {
    get { keyboardDismissPaddingStorage }
    set { keyboardDismissPaddingStorage = newValue }
  }
  private var keyboardDismissPaddingStorage: CGFloat = 0

  /// The guide's frame in its owning view's coordinates: the owning view's full width, from the
  /// keyboard's top (the window's `simulatedKeyboard`, converted from screen coordinates and
  /// clamped to the view) to the view's bottom; while the keyboard is off screen (or undocked, unless
  /// `followsUndockedKeyboard`), from the safe area's bottom (or, with `usesBottomSafeArea` off, a zero height at the view's bottom).
  ///
  /// Apple: "A layout guide that represents the space the keyboard occupies in your app's layout."
  /// (UIKeyboardLayoutGuide) "the layout guide ties to the bottomAnchor of the view's
  /// safeAreaLayoutGuide" when the keyboard is off screen (usesBottomSafeArea).
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe (iOS 9.0+)
  open override var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let bounds = view.bounds
    var top = bounds.maxY - (usesBottomSafeAreaStorage ? view.safeAreaInsets.bottom : 0)
    if let window = view.window, window.simulatedKeyboard.isVisible,
      window.simulatedKeyboard.isDocked || followsUndockedKeyboard
    {
      let keyboard = view.convert(window.simulatedKeyboard.frame, from: window.screen)
      top = min(max(keyboard.minY, bounds.minY), bounds.maxY)
      if !window.simulatedKeyboard.isDocked {
        // Following an undocked or floating keyboard: the keyboard's own frame.
        let bottom = min(max(keyboard.maxY, top), bounds.maxY)
        return CGRect(x: keyboard.minX, y: top, width: keyboard.width, height: bottom - top)
      }
    }
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }
}
