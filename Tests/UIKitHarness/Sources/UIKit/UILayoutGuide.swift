/// `UILayoutGuide`: a rectangle in its owning view's coordinates that constraints can refer to.
///
/// The double computes the frames of the safe area guide (`UIView.safeAreaLayoutGuide`) and the
/// keyboard guide (`UIView.keyboardLayoutGuide`); a guide a test creates itself has no Auto Layout
/// engine to size it, so its `layoutFrame` is zero (model).
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
  public override init() { super.init() }

  /// The view that owns the guide (set by `UIView.addLayoutGuide(_:)`).
  ///
  /// Apple: "The view that owns this layout guide." (UILayoutGuide.owningView)
  open weak var owningView: UIView?

  /// A name for debugging.
  ///
  /// Apple: "An identifier for the layout guide." (UILayoutGuide.identifier)
  open var identifier: String = ""

  /// The guide's frame in its owning view's coordinates: for the safe area guide the bounds less
  /// `safeAreaInsets`; zero for a guide without an owning view and for custom guides (model).
  ///
  /// Apple: "The layout guide's frame in its owning view's coordinate system."
  /// (UILayoutGuide.layoutFrame)
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
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge's anchor.
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The leading edge's anchor.
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge's anchor.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge's anchor.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge's anchor.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal center's anchor.
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The vertical center's anchor.
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The width's anchor.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height's anchor.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// `UITrackingLayoutGuide` (iOS 15): a guide whose constraints change near the edges it tracks.
/// The double declares it as the keyboard guide's superclass only.
@available(iOS 15.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// `UIKeyboardLayoutGuide` (iOS 15): the part of its owning view the keyboard covers.
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

  /// Whether the guide's top follows the safe area's bottom while the keyboard is off screen
  /// (`true`), or the view's bottom (`false`).
  ///
  /// Apple: "Defaults to true, indicating that the layout guide ties to the bottomAnchor of the
  /// view's safeAreaLayoutGuide. Set to false to tie the layout guide to the bottomAnchor of the
  /// view instead." (usesBottomSafeArea)
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
