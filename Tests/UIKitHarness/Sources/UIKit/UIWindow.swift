/// `UIWindow`.
///
/// A window is the root of a view hierarchy, holds one first responder, installs its root view
/// controller's view, and shows a simulated system keyboard for its first responder (see
/// `simulatedKeyboard`). Model: the double has no scenes and no `UIApplication`; a window is on
/// `UIScreen.main` unless a test sets `screen`, and its frame is in that screen's coordinates.
/// https://developer.apple.com/documentation/uikit/uiwindow (iOS 2.0+)
@MainActor
open class UIWindow: UIView {
  /// Creates a window with a frame in screen coordinates, hidden.
  ///
  /// Not documented by Apple; widely reported: a new window is hidden until `makeKeyAndVisible()`
  /// or `isHidden = false` (Apple, makeKeyAndVisible(): "If you only want to show the window,
  /// change its isHidden property to false.").
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from an archive (hidden; the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  // MARK: - Screen, key window, visibility

  /// The screen the window is on: `UIScreen.main` unless set.
  ///
  /// Apple: "The screen on which the window is displayed." (UIWindow.screen)
  /// https://developer.apple.com/documentation/uikit/uiwindow/screen (iOS 3.2+)
  open var screen: UIScreen = .main

  private static weak var keyWindowDouble: UIWindow?

  /// Whether this window is the key window (the one `makeKey()` or `makeKeyAndVisible()` was last
  /// sent to).
  ///
  /// Apple: "The key window receives keyboard and other non-touch related events. Only one window
  /// at a time may be the key window." (UIWindow.isKeyWindow)
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow (iOS 2.0+)
  open var isKeyWindow: Bool { UIWindow.keyWindowDouble === self }

  /// Makes the window the key window (calling `resignKey()` on the previous one and `becomeKey()`
  /// on this one).
  ///
  /// Apple: "Makes the window the key window." (UIWindow.makeKey())
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekey() (iOS 2.0+)
  open func makeKey() {
    guard UIWindow.keyWindowDouble !== self else { return }
    let previous = UIWindow.keyWindowDouble
    UIWindow.keyWindowDouble = self
    previous?.resignKey()
    becomeKey()
  }

  /// Shows the window and makes it the key window.
  ///
  /// Apple: "Shows the window and makes it the key window." "This is a convenience method to show
  /// the current window and position it in front of all other windows at the same level or
  /// lower." (UIWindow.makeKeyAndVisible())
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() (iOS 2.0+)
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Called when the window became the key window (does nothing here).
  ///
  /// Apple: "Never call this method directly." (UIWindow.becomeKey())
  /// https://developer.apple.com/documentation/uikit/uiwindow/becomekey() (iOS 2.0+)
  open func becomeKey() {}

  /// Called when the window stopped being the key window (does nothing here).
  ///
  /// Apple: "Never call this method directly." (UIWindow.resignKey())
  /// https://developer.apple.com/documentation/uikit/uiwindow/resignkey() (iOS 2.0+)
  open func resignKey() {}

  /// Whether the window is hidden; showing a window makes its root view controller appear, hiding
  /// it makes it disappear (model: the appearance callbacks run at once, without a transition).
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden (iOS 2.0+)
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      guard let controller = rootViewControllerStorage, controller.isViewLoaded else { return }
      if isHidden {
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
      } else {
        controller.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        controller.endAppearanceTransition()
      }
    }
  }

  static func resetKeyWindowDouble() {
    keyWindowDouble = nil
  }

  // MARK: - Root view controller

  private var rootViewControllerStorage: UIViewController?

  /// The root view controller: setting it loads its view, sizes it to the window, and installs it
  /// as the window's content view, removing the previous one's. In a visible window the previous
  /// controller disappears and the new one appears (`viewWillAppear(_:)` before its view is added,
  /// `viewDidAppear(_:)` after a layout).
  ///
  /// Apple: "Assigning a view controller to this property (either programmatically or using
  /// Interface Builder) installs the view controller's view as the content view of the window. The
  /// new content view is configured to track the window size, changing as the window size
  /// changes. If the window has an existing view hierarchy, the old views are removed before the
  /// new ones are installed." (UIWindow.rootViewController) Apple, viewWillAppear(_:): "This
  /// method is called before the view controller's view is about to be added to a view
  /// hierarchy."
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (iOS 4.0+)
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    get { rootViewControllerStorage }
    set {
      guard newValue !== rootViewControllerStorage else { return }
      let visible = !isHidden
      if let old = rootViewControllerStorage {
        if visible, old.isViewLoaded { old.beginAppearanceTransition(false, animated: false) }
        if let view = old.viewIfLoaded, view.superview === self { view.removeFromSuperview() }
        if visible, old.isViewLoaded { old.endAppearanceTransition() }
      }
      rootViewControllerStorage = newValue
      guard let controller = newValue, let view = controller.view else { return }
      view.frame = CGRect(origin: .zero, size: bounds.size)
      if visible { controller.beginAppearanceTransition(true, animated: false) }
      addSubview(view)
      if visible {
        layoutIfNeeded()
        controller.endAppearanceTransition()
      }
    }
  }

  override func boundsDidChangeDouble(from oldBounds: CGRect) {
    super.boundsDidChangeDouble(from: oldBounds)
    if bounds.size != oldBounds.size, let view = rootViewControllerStorage?.viewIfLoaded,
      view.superview === self
    {
      view.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }

  // MARK: - First responder

  /// The window's first responder, if any (at most one per window).
  weak var firstResponderDouble: UIResponder?

  /// Greater than 0 while the first responder changes: its resigning does not hide the keyboard,
  /// the new one's capture decides.
  var keyboardTransitionDepthDouble = 0

  // MARK: - The simulated keyboard

  /// What the simulated system keyboard of a window shows (not Apple API).
  ///
  /// The keyboard shows while the window's first responder uses the system keyboard (a text field
  /// or an editable text view), has an `inputView`, or has an `inputAccessoryView`. Its frame is in
  /// screen coordinates, at the bottom of the screen, full width: the keyboard's height (the
  /// window's, see `UIWindow.simulateKeyboardHeight(_:)`, else
  /// `UIKitDouble.defaultKeyboardHeight`; an input view's own height instead; none with a hardware
  /// keyboard) plus the accessory view's height after its `sizeThatFits(_:)`.
  /// double only: the simulated system keyboard.
  public struct SimulatedKeyboard {
    /// Whether the keyboard (or, with a hardware keyboard, the accessory view alone) is on screen.
    /// double only: whether the simulated keyboard shows.
    public internal(set) var isVisible = false
    /// The keyboard's frame in screen coordinates; when hidden, the last frame moved below the
    /// screen (zero before the keyboard first showed).
    /// double only: the simulated keyboard's frame.
    public internal(set) var frame: CGRect = .zero
    /// The system keyboard's type, captured when the keyboard showed or reloaded; `nil` when the
    /// system keyboard is not shown (hidden, an input view, a hardware keyboard).
    /// double only: the keyboard type shown.
    public internal(set) var keyboardType: UIKeyboardType?
    /// The Return key shown, captured when the keyboard showed or reloaded
    /// (`reloadInputViews()`): a changed `returnKeyType` shows only after a reload. `nil` when the
    /// system keyboard is not shown.
    /// double only: the Return key shown.
    public internal(set) var returnKeyType: UIReturnKeyType?
    /// The custom input view shown instead of the system keyboard, if any.
    /// double only: the input view shown.
    public internal(set) var inputView: UIView?
    /// The input accessory view shown above the keyboard, if any.
    /// double only: the accessory view shown.
    public internal(set) var accessoryView: UIView?
    /// The height of the keyboard part (system keyboard or input view), without the accessory;
    /// an undocked or floating keyboard's own (its frame's, less the accessory).
    /// double only: the keyboard part's height.
    public internal(set) var keyboardHeight: CGFloat = 0
    /// The accessory view's height.
    /// double only: the accessory view's height.
    public internal(set) var accessoryHeight: CGFloat = 0
    /// Whether the window simulated a hardware keyboard when this was captured.
    /// double only: whether a hardware keyboard was simulated.
    public internal(set) var isHardwareKeyboard = false
    /// Whether Password AutoFill offers a strong password in the keyboard's place
    /// (`simulatePasswordAutoFill(enabled:)`, on a text field whose content type is
    /// `newPassword`): no keys, no Return key (`keyboardType` and `returnKeyType` are `nil`).
    /// double only: whether Password AutoFill offers a strong password.
    public internal(set) var offersStrongPassword = false
    /// The responder whose input views are shown.
    /// double only: the responder whose input views show.
    public internal(set) weak var responder: UIResponder?
    /// How many times the shown content was captured again without a focus change
    /// (`reloadInputViews()`, a new keyboard height, a resize).
    /// double only: the reload count.
    public internal(set) var reloadCount = 0
    /// Whether the keyboard is docked at the bottom of the screen: `false` while the user undocked
    /// or floated it (`simulateUndockedKeyboard(at:)`), until it docks again, hides or shows again
    /// for another input (model: the double docks it then; a device keeps it undocked); and while
    /// the user left it floating (`simulateFloatingKeyboard(at:)`), from the moment it comes up.
    /// double only: whether the keyboard is docked.
    public internal(set) var isDocked = true
    /// The plane of keys the system keyboard shows (`simulateKeyboardPlane(_:)`): letters when it
    /// shows for an input or reloads (`reloadInputViews()`), kept through a new height or a
    /// resize. Not documented by Apple; widely reported: `reloadInputViews()` puts a user typing on
    /// the numbers-and-punctuation (123) plane back on letters.
    /// double only: the plane of keys shown.
    public internal(set) var plane = Plane.letters

    /// A plane of the system keyboard's keys.
    /// double only: a plane of keys.
    public enum Plane: Sendable, Hashable {
      /// Letters (the first plane).
      case letters
      /// Numbers and punctuation (the 123 key).
      case numbers
    }
  }

  /// The keyboard this window shows now (not Apple API).
  /// double only: the keyboard this window shows.
  public internal(set) var simulatedKeyboard = SimulatedKeyboard()

  /// The window's keyboard height (`simulateKeyboardHeight(_:)`), else the default.
  var keyboardHeightDouble: CGFloat?

  /// Whether a hardware keyboard is attached (`simulateHardwareKeyboard(connected:)`).
  var hardwareKeyboardDouble = false

  /// Where the user left the system keyboard floating (its keys, without the accessory view), in
  /// screen coordinates: the keyboard comes up there (`simulateFloatingKeyboard(at:)`).
  var floatingKeysFrameDouble: CGRect?

  /// Whether Settings › Passwords › AutoFill Passwords is on (`simulatePasswordAutoFill(enabled:)`;
  /// off until set, so that a test that does not say has its keyboard).
  var passwordAutoFillDouble = false

  /// The keyboard's animation duration: 0.25 s. Not documented by Apple; widely reported (and
  /// logged in notifications' user info on devices).
  nonisolated static let keyboardAnimationDurationDouble: TimeInterval = 0.25

  /// The keyboard's animation curve: 7, a private `UIView.AnimationCurve` raw value. Not
  /// documented by Apple; widely reported.
  nonisolated static let keyboardAnimationCurveDouble = 7

  /// Shows the keyboard for a responder that just became first responder (`focusChanged`: another
  /// one resigned for it), or re-reads its input views (`reloadInputViews()`).
  ///
  /// Not documented by Apple; widely reported: when another input becomes first responder while
  /// the keyboard is up, UIKit posts `keyboardWillChangeFrame`, `keyboardWillShow`,
  /// `keyboardDidChangeFrame` and `keyboardDidShow` again when the keyboard's frame or the
  /// accessory view changes, and nothing when both inputs share the same accessory view and
  /// keyboard (newbe.dev, "Why is UIKeyboardWillShowNotification called every time another
  /// TextField is selected?"). A reload replaces the views without animating (Apple,
  /// reloadInputViews(): "The views are replaced immediately, without animating them into place"):
  /// its notifications carry a duration of 0.
  func captureKeyboardDouble(from responder: UIResponder, focusChanged: Bool) {
    let reload = !focusChanged && simulatedKeyboard.responder === responder
    var content = keyboardContentDouble(for: responder)
    if reload { content?.reloadCount = simulatedKeyboard.reloadCount + 1 }
    transitionKeyboardDouble(
      to: content, focusChanged: focusChanged,
      duration: reload ? 0 : UIWindow.keyboardAnimationDurationDouble)
  }

  /// The strong password Password AutoFill fills in (`fillStrongPasswordDouble(for:)`). Its form
  /// is not documented by Apple; widely reported: three groups of six letters and digits, joined
  /// by hyphens. The double fills this one every time (a device generates a new one).
  /// double only: the strong password the double fills in.
  public nonisolated static let strongPasswordDouble = "hiqVox-3kyvdo-Mupfeb"

  /// Fills an empty new-password field that just became first responder (`becomeFirstResponder()`,
  /// once it began editing) when Password AutoFill offers it a strong password: one change replacing its text, asked to
  /// the delegate, with the change callbacks (`.editingChanged`, `textDidChangeNotification`), as
  /// a paste. Apple: Password AutoFill creates the password, "Users don't even need to know their
  /// password; the system handles everything"
  /// (https://developer.apple.com/documentation/security/password-autofill), and "automatic
  /// strong passwords generated by Password AutoFill" follow the field's `passwordRules`
  /// (https://developer.apple.com/documentation/security/customizing-password-autofill-rules; the
  /// double's password is not generated from them). Not documented by Apple: that the password
  /// is filled in as soon as the field becomes first responder, before the user picks "Use
  /// Strong Password" (widely reported, and shown in WWDC 2018's "Automatic Strong Passwords and
  /// Security Code AutoFill"); the double fills the field that became first responder only, not
  /// a confirmation field beside it.
  func fillStrongPasswordDouble(for responder: UIResponder) {
    guard firstResponderDouble === responder, simulatedKeyboard.offersStrongPassword,
      simulatedKeyboard.responder === responder, let field = responder as? UITextField,
      (field.text ?? "").isEmpty
    else { return }
    field.userReplaceDouble(
      NSRange(location: 0, length: (field.text ?? "").utf16.count),
      with: UIWindow.strongPasswordDouble)
  }

  /// Re-reads the keyboard for the current first responder (hiding it when there is none), unless
  /// the first responder is changing.
  func refreshKeyboardDouble(focusChanged: Bool) {
    guard keyboardTransitionDepthDouble == 0 else { return }
    if let responder = firstResponderDouble {
      captureKeyboardDouble(from: responder, focusChanged: focusChanged)
    } else {
      transitionKeyboardDouble(
        to: nil, focusChanged: focusChanged, duration: UIWindow.keyboardAnimationDurationDouble)
    }
  }

  /// Captures the keyboard again after a change of the window (height, hardware keyboard, size),
  /// animated.
  func recaptureKeyboardDouble() {
    guard keyboardTransitionDepthDouble == 0 else { return }
    guard let responder = firstResponderDouble else { return }
    var content = keyboardContentDouble(for: responder)
    content?.reloadCount = simulatedKeyboard.reloadCount + 1
    content?.plane = simulatedKeyboard.plane
    transitionKeyboardDouble(
      to: content, focusChanged: false, duration: UIWindow.keyboardAnimationDurationDouble)
  }

  private func keyboardContentDouble(for responder: UIResponder) -> SimulatedKeyboard? {
    let accessory = responder.inputAccessoryView
    let input = responder.inputView
    let system = input == nil && responder.usesSystemKeyboardDouble
    let screenBounds = screen.bounds
    var keyboard = SimulatedKeyboard()
    keyboard.isHardwareKeyboard = hardwareKeyboardDouble
    keyboard.responder = responder
    if let input {
      keyboard.inputView = input
      keyboard.keyboardHeight = max(
        0, input.sizeThatFits(CGSize(width: screenBounds.width, height: 0)).height)
    } else if system, !hardwareKeyboardDouble {
      keyboard.keyboardHeight = keyboardHeightDouble ?? UIKitDouble.defaultKeyboardHeight
      if passwordAutoFillDouble, let field = responder as? UITextField,
        field.textContentType == .newPassword
      {
        // Password AutoFill's strong password in the keyboard's place: no keys to type with.
        keyboard.offersStrongPassword = true
      } else if let traits = responder.keyboardTraitsDouble {
        keyboard.keyboardType = traits.keyboardType
        keyboard.returnKeyType = traits.returnKeyType
      }
    }
    if let accessory {
      accessory.keyboardHostDouble = self
      let height = max(
        0, accessory.sizeThatFits(CGSize(width: screenBounds.width, height: 0)).height)
      accessory.frame = CGRect(x: 0, y: 0, width: screenBounds.width, height: height)
      keyboard.accessoryView = accessory
      keyboard.accessoryHeight = height
    }
    let height = keyboard.keyboardHeight + keyboard.accessoryHeight
    guard height > 0 else { return nil }
    keyboard.isVisible = true
    keyboard.frame = CGRect(
      x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width,
      height: height)
    // The user left the system keyboard floating: it comes up there (UIWindow+FloatingKeyboard).
    if system, !hardwareKeyboardDouble, let keys = floatingKeysFrameDouble {
      keyboard.frame = Self.floatingFrameDouble(
        keys: keys, accessoryHeight: keyboard.accessoryHeight, on: screenBounds)
      keyboard.keyboardHeight = keys.height
      keyboard.isDocked = false
    }
    return keyboard
  }

  /// Moves the keyboard to new content (or hides it), posting the notifications UIKit posts.
  ///
  /// Apple, keyboardWillShowNotification: "In iOS 16.1 and later, the notification object is the
  /// UIScreen that the keyboard appears on." Apple, keyboardFrameBeginUserInfoKey: the frames are
  /// in "the screen's coordinate space". The order (will-change-frame, will-show or will-hide,
  /// did-change-frame, did-show or did-hide) is not documented by Apple; widely reported (newbe.dev,
  /// above). Model: the did-notifications follow at once (no animation runs), and a view whose
  /// `keyboardLayoutGuide` exists lays the window out between them, as the guide follows the
  /// keyboard.
  private func transitionKeyboardDouble(
    to content: SimulatedKeyboard?, focusChanged: Bool, duration: TimeInterval
  ) {
    let old = simulatedKeyboard
    if let content {
      let changed =
        !old.isVisible || old.frame != content.frame
        || (focusChanged && old.accessoryView !== content.accessoryView)
        || old.inputView !== content.inputView
      simulatedKeyboard = content
      guard changed else { return }
      let begin = old.isVisible ? old.frame : Self.belowScreen(content.frame, in: screen.bounds)
      // A keyboard that is (or stays) floating posts the frame changes only
      // (`UIWindow.floatingKeyboardNotificationsDouble`).
      let floats = !content.isDocked && (!old.isVisible || !old.isDocked)
      postKeyboardDouble(
        [UIResponder.keyboardWillChangeFrameNotification]
          + (floats ? [] : [UIResponder.keyboardWillShowNotification]),
        begin: begin, end: content.frame, duration: duration)
      layoutForKeyboardGuideDouble()
      postKeyboardDouble(
        [UIResponder.keyboardDidChangeFrameNotification]
          + (floats ? [] : [UIResponder.keyboardDidShowNotification]),
        begin: begin, end: content.frame, duration: duration)
    } else {
      guard old.isVisible else {
        simulatedKeyboard.responder = nil
        return
      }
      var hidden = SimulatedKeyboard()
      hidden.frame = Self.belowScreen(old.frame, in: screen.bounds)
      hidden.isHardwareKeyboard = old.isHardwareKeyboard
      simulatedKeyboard = hidden
      // A floating keyboard going away posts the frame changes only, as when it came.
      let floats = !old.isDocked && floatingKeysFrameDouble != nil
      postKeyboardDouble(
        [UIResponder.keyboardWillChangeFrameNotification]
          + (floats ? [] : [UIResponder.keyboardWillHideNotification]),
        begin: old.frame, end: hidden.frame, duration: duration)
      layoutForKeyboardGuideDouble()
      postKeyboardDouble(
        [UIResponder.keyboardDidChangeFrameNotification]
          + (floats ? [] : [UIResponder.keyboardDidHideNotification]),
        begin: old.frame, end: hidden.frame, duration: duration)
    }
  }

  /// Undocks the keyboard on screen (an iPad's undocked or split keyboard, or the floating
  /// keyboard), moving it to a frame in screen coordinates, or docks it again (`nil`): the
  /// frame-change notifications follow with the new frame, and a hide (undocking) or show
  /// (docking) notification; a window whose views use `keyboardLayoutGuide` lays out. Returns
  /// whether a keyboard was on screen.
  ///
  /// Stands for the user undocking or floating the keyboard. Apple, followsUndockedKeyboard:
  /// "When the keyboard is off screen or undocked, the guide's topAnchor matches the bottomAnchor
  /// of safeAreaLayoutGuide" unless the guide follows undocked keyboards.
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard
  /// Not documented by Apple; widely reported: undocking posts `keyboardWillHide` (the keyboard no
  /// longer covers the bottom of the screen) with the undocked frame as the end frame, docking
  /// posts `keyboardWillShow`.
  @discardableResult
  public func simulateUndockedKeyboard(at frame: CGRect?) -> Bool {
    let old = simulatedKeyboard
    guard old.isVisible else { return false }
    // Docked by the user: it comes up docked from now on (UIWindow+FloatingKeyboard).
    if frame == nil { floatingKeysFrameDouble = nil }
    var docked = old
    if frame == nil, let responder = firstResponderDouble,
      let content = keyboardContentDouble(for: responder)
    {
      docked.frame = content.frame
      docked.keyboardHeight = content.keyboardHeight
    }
    // A keyboard left floating for good that the user moves posts the frame changes only
    // (`UIWindow.floatingKeyboardNotificationsDouble`).
    let moves = !old.isDocked && frame != nil && floatingKeysFrameDouble != nil
    simulatedKeyboard.isDocked = frame == nil
    simulatedKeyboard.frame = frame ?? docked.frame
    // The keys are the frame's, below the accessory view: an undocked keyboard is its own size.
    simulatedKeyboard.keyboardHeight =
      frame.map { max(0, $0.height - old.accessoryHeight) } ?? docked.keyboardHeight
    rememberFloatingPlaceDouble(frame, accessoryHeight: old.accessoryHeight)
    let shows = frame == nil
    postKeyboardDouble(
      [UIResponder.keyboardWillChangeFrameNotification]
        + (moves
          ? []
          : [
            shows
              ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
          ]),
      begin: old.frame, end: simulatedKeyboard.frame,
      duration: UIWindow.keyboardAnimationDurationDouble)
    layoutForKeyboardGuideDouble()
    postKeyboardDouble(
      [UIResponder.keyboardDidChangeFrameNotification]
        + (moves
          ? []
          : [
            shows
              ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification
          ]),
      begin: old.frame, end: simulatedKeyboard.frame,
      duration: UIWindow.keyboardAnimationDurationDouble)
    return true
  }

  /// Moves the docked keyboard's top to `top` (screen coordinates) while the user drags it down
  /// in an interactive dismissal, without posting notifications, and lays out a window whose
  /// views use `keyboardLayoutGuide`; `nil` puts it back where it was docked (the user let go
  /// above the keyboard). Returns whether a docked keyboard was on screen.
  ///
  /// Stands for the finger moving during `keyboardDismissMode = .interactive`. Apple,
  /// KeyboardDismissMode.interactive: "The keyboard follows the dragging touch offscreen, and can
  /// be pulled upward again to cancel the dismiss."
  /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive
  /// Apple, UIKeyboardLayoutGuide: "A layout guide that represents the space the keyboard
  /// occupies in your app's layout." Not documented by Apple; widely reported: no keyboard
  /// notification is posted while the finger moves, only when the keyboard hides or returns.
  @discardableResult
  public func simulateInteractiveKeyboardDrag(toTop top: CGFloat?) -> Bool {
    guard simulatedKeyboard.isVisible, simulatedKeyboard.isDocked,
      let responder = firstResponderDouble, let docked = keyboardContentDouble(for: responder)
    else { return false }
    var frame = docked.frame
    if let top {
      frame.origin.y = min(max(top, docked.frame.minY), screen.bounds.maxY)
    }
    simulatedKeyboard.frame = frame
    layoutForKeyboardGuideDouble()
    return true
  }

  private static func belowScreen(_ frame: CGRect, in screenBounds: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: screenBounds.maxY, width: frame.width, height: frame.height)
  }

  private func postKeyboardDouble(
    _ names: [NSNotification.Name], begin: CGRect, end: CGRect, duration: TimeInterval
  ) {
    for name in names {
      let userInfo: [AnyHashable: Any] = [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
          value: UIWindow.keyboardAnimationCurveDouble),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ]
      UIKitDouble.record(
        UIKitDouble.KeyboardNotification(
          name: name, beginFrame: begin, endFrame: end, duration: duration, window: self))
      UIKitDouble.postDouble(name: name, object: screen, userInfo: userInfo)
    }
  }

  private func layoutForKeyboardGuideDouble() {
    guard Self.hasKeyboardLayoutGuide(self) else { return }
    layoutIfNeeded()
  }

  private static func hasKeyboardLayoutGuide(_ view: UIView) -> Bool {
    if view.keyboardGuideStorage != nil { return true }
    return view.subviews.contains { hasKeyboardLayoutGuide($0) }
  }
}
