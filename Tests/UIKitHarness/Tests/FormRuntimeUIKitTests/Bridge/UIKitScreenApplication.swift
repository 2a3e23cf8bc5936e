import FormRuntime
import FormUITesting
import UIKit
import XCTest

/// An app for the XCUITest double (`XCUIApplicationDouble`) that is a generated UIKit screen on
/// the UIKit double: launching it puts a new screen (FormRuntime's `FormKeyboardController` over
/// the generated view model, the test hook on) in a full-screen window of an iPhone 16; its
/// element tree is read from the window's views (`UIKitScreenApplication+Elements.swift`), and
/// taps, typing, Return and swipes go through the UIKit double's drivers (`simulateTap()`,
/// `simulateTyping(_:)`, `simulateReturn()`, `simulateDrag(by:)`), so that formc's generated UI
/// tests run against the screen, its keyboard controller and the double's keyboard, not a model
/// of them (``FormAppModel`` in `GeneratedUITestsTests`).
///
/// Modelled, with Apple's documentation:
/// - a launch with the test hook's arguments shows the form they name with the launch's values
///   applied and the test hook's elements on (`FormUITestLaunch`; FormRuntime turns both on by
///   itself on such a launch, `FormKeyboardController.showsUITestProbes` and
///   `turnsOffStrongPasswords`, which read the test runner's process here and so are set by the
///   screen's factory);
/// - after each action the run loop's update cycle lays the window out, as a change that asked
///   for a layout (`setNeedsLayout()`, which the double does not record) is laid out "during the
///   next update cycle" (https://developer.apple.com/documentation/uikit/uiview/setneedslayout());
/// - a tap on a text input makes it first responder, on a control sends its touch events and, on
///   a button, its primary action (`UIView.simulateTap()`, with the double's sources), on a bar
///   button item runs its primary action (`UIBarButtonItem.simulateTap()`); the test double has
///   already checked that the element is hittable
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap());
/// - typed text goes to the first responder a character at a time through the text input's
///   delegate (`UIWindow.simulateTyping(_:)`), and a Return (`XCUIKeyboardKey.return`, `"\r"`, or
///   `"\n"`) is the keyboard's Return key: `textFieldShouldReturn(_:)` on a text field, a line
///   break through the delegate on a text view (`UIWindow.simulateReturn()`)
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:),
///   https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:));
/// - a swipe drags the scroll view under the element's centre (the app's: the screen's centre) by
///   half of what is visible of it above the keyboard, up (`swipeUp()`: the content moves up, the
///   offset grows) or down; a swipe whose centre the keyboard covers lands on the keyboard and
///   scrolls nothing (https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipeup(),
///   https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset). Not documented
///   by Apple: how far a swipe scrolls (the app model takes the same half);
/// - a press-and-drag (`XCUICoordinate`'s `press(forDuration:thenDragTo:)`) drags what is under
///   its start: on the keyboard or its toolbar, which are in front of the content, nothing
///   scrolls; on the content, the innermost scroll view there moves with the finger by the
///   drag's height ("A scroll view tracks the movements of fingers, and adjusts the origin
///   accordingly", https://developer.apple.com/documentation/uikit/uiscrollview;
///   https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:)).
///   Not modelled: deceleration after the finger lifts (the walk's drags are slow presses);
/// - the device turning resizes the window to the other orientation with its safe area and
///   keyboard height (`UIWindow.simulateResize(to:safeAreaInsets:keyboardHeight:)`: an iPhone
///   16's 844 × 390 points, safe area 47 points at the sides and 21 at the bottom, a 209-point
///   keyboard; not documented by Apple, measured on devices as in `UIKitDoubleTests`) when the
///   window's root view controller supports the orientation the device turned to — a view
///   controller on an iPhone supports every orientation but upside down unless it says
///   otherwise; one that says portrait only stays upright ("If the view controller supports the
///   new orientation, the system rotates the window and the view controller",
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
///
/// - a wait whose condition does not hold lets the app run on until it holds or the timeout
///   passes, as XCTest's waits return as soon as the condition holds
///   (https://developer.apple.com/documentation/xctest/xctwaiter/wait(for:timeout:)-swift.type.method):
///   the jobs the screen enqueued (its app checks' tasks, a submit waiting for them;
///   ``MainActorJobs``) run on the test's thread, and the time passes on the screen's own clock
///   (``clock``, a ``ScreenClock``), not the wall clock: every timed wait of the screen (a check's
///   debounce, the test hook's answer, a submit held running) sleeps on it, and when the screen
///   has nothing left to run the clock moves on to the next sleeper due within the timeout, or
///   to the timeout's end. A wait that would time out does so at once, in the clock's time; one
///   whose condition comes true sees it at the moment of the clock it would on a device.
///
/// - the simulator's settings (``Settings``): a hardware keyboard connected (no software keyboard,
///   the accessory view at the bottom; the UIKit double's `simulateHardwareKeyboard(connected:)`),
///   and the keyboard's language, which titles its Return key.
///
/// - Password AutoFill (``Settings/passwordAutoFill``, on as in a new simulator): a text field
///   whose content type is `newPassword` shows the strong password offer in the keyboard's place,
///   so no keyboard element comes up
///   (https://developer.apple.com/documentation/security/enabling-password-autofill-on-a-text-input-view).
///
/// Not modelled: animations, and the strong password AutoFill fills in.
@MainActor
final class UIKitScreenApplication: XCUIApplicationDouble {
  /// Makes the screen for a launch: its view controller with the launch applied to its view
  /// model, the test hook on and its timed waits on the launch's clock (`prepareForUITestLaunch`),
  /// or `nil` when the launch names another form.
  typealias MakeScreen = @MainActor (FormUITestLaunch, ScreenClock) -> UIViewController?

  /// The simulator's settings the app runs under.
  struct Settings {
    /// I/O › Keyboard › Connect Hardware Keyboard: no software keyboard comes up, a text input
    /// shows only its accessory view at the bottom of the screen (the UIKit double's
    /// `simulateHardwareKeyboard(connected:)`).
    var hardwareKeyboard = false
    /// The keyboard's language: its Return key's title is in it (`en` or `de`).
    var keyboardLanguage = "en"
    /// Settings › Passwords › AutoFill Passwords, on as in a new simulator: a text field whose
    /// content type is `newPassword` gets a strong password offer in the keyboard's place (the
    /// UIKit double's `simulatePasswordAutoFill(enabled:)`).
    var passwordAutoFill = true
    /// The test runner's launch arguments (a test plan configuration's), which the walk passes
    /// on to the app (`FormUIWalk.forwardedArguments(from:)`): with the accessibility text size
    /// configuration's `-UIPreferredContentSizeCategoryName`, the screen lays out at that size.
    /// A test cannot set its own process's arguments, so the app adds what the walk would pass on.
    var runnerArguments: [String] = []
    /// The device: an iPhone 16, or an iPad Pro 13-inch (M4) (the test plan's iPad
    /// configuration's destination).
    var device = Device.iPhone
    /// The keyboard was floated on the simulator (by hand, docs/UITests.md): on an iPad, the
    /// keyboard comes up floating (``floatingKeyboardFrame(in:accessoryHeight:)``).
    var keyboardFloats = false
    /// With ``keyboardFloats``: the keyboard comes up already floating, where the user left it
    /// (the UIKit double's `simulateFloatingKeyboard(at:)`, posting the frame changes only), as
    /// on a device; off, it comes up docked and is floated in the next update cycle (the
    /// notifications of both).
    var keyboardComesUpFloating = false
  }

  /// Whether the keyboard floats for good on this run's device (``Settings/keyboardComesUpFloating``).
  var keyboardFloatsForGood: Bool {
    settings.keyboardFloats && settings.keyboardComesUpFloating && settings.device == .iPad
      && !settings.hardwareKeyboard
  }

  /// Where the floating keyboard's keys are, without an accessory view, on a screen.
  static func floatingKeysFrame(in bounds: CGRect) -> CGRect {
    floatingKeyboardFrame(in: bounds, accessoryHeight: 0)
  }

  /// A device the app runs on.
  enum Device: Sendable {
    /// An iPhone 16: 390 × 844 points upright.
    case iPhone
    /// An iPad Pro 13-inch (M4): 1032 × 1376 points upright.
    case iPad
  }

  /// The simulator's settings.
  var settings = Settings()

  /// The form's name, which the launch arguments must name.
  let name: String
  /// Makes the screen.
  let makeScreen: MakeScreen

  private(set) var isRunning = false
  /// The window showing the screen while the app runs.
  private(set) var window: UIWindow?
  /// The screen of the last launch.
  private(set) var screen: UIViewController?
  /// The clock the screen of the last launch waits on (a new one at each launch): its time is
  /// what the test's waits let pass since the launch.
  private(set) var clock = ScreenClock()

  /// Runs once the launched screen is on screen (its keyboard controller started): a seeded
  /// defect changes it here.
  var didLaunch: (@MainActor (UIViewController) -> Void)?
  /// What `didLaunch` made that the screen holds weakly (a delegate), until the next launch.
  var kept: [AnyObject] = []

  /// Each object of the element tree (a view, a bar button item) by handle, kept until the next
  /// launch so that a handle always names the same object.
  var objects: [Int: AnyObject] = [:]
  /// The handle of each object.
  var handles: [ObjectIdentifier: Int] = [:]

  /// The handle of the keyboard.
  static let keyboardHandle = -6
  /// The handle of the keyboard's Return key.
  static let returnKeyHandle = -2
  /// The letter keys the keyboard shows as elements (a few: the walks never tap keys), with their
  /// handles.
  static let letterKeys: [(key: String, handle: Int)] = [("q", -3), ("w", -4), ("e", -5)]

  init(name: String, makeScreen: @escaping MakeScreen) {
    self.name = name
    self.makeScreen = makeScreen
  }

  // MARK: - Launch

  /// The window's size, safe area and docked keyboard's height in an orientation, on a device.
  /// An iPhone 16: 390 × 844 points, measured as in `UIKitDoubleTests`. An iPad Pro 13-inch
  /// (M4): 1032 × 1376 points (Apple's Human Interface Guidelines, Layout, device screen sizes),
  /// a 24-point status bar and a 20-point home indicator; its docked keyboard's height (400
  /// points upright, 470 on its side, as the app model's) is not documented by Apple and is a
  /// guess — with the iPad configuration the keyboard floats, and a floating keyboard's frame
  /// does not depend on it.
  static func geometry(landscape: Bool, device: Device = .iPhone) -> (
    size: CGSize, safeArea: UIEdgeInsets, keyboard: CGFloat
  ) {
    switch (device, landscape) {
    case (.iPhone, true):
      return (
        CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), 209
      )
    case (.iPhone, false):
      return (
        CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), 336
      )
    case (.iPad, true):
      return (
        CGSize(width: 1376, height: 1032), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        470
      )
    case (.iPad, false):
      return (
        CGSize(width: 1032, height: 1376), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        400
      )
    }
  }

  /// The floating keyboard's frame on a screen, with the input's accessory view on top: an
  /// iPhone keyboard's size, 320 × 260 points, centred near the screen's bottom, 28 points above
  /// it, where the modelled user left it (as the app model's, `FormAppModel`). Apple documents no
  /// size or place for it; what matters is that its frame does not reach the screen's bottom,
  /// which is how FormRuntime and the walk tell it from a docked one.
  static func floatingKeyboardFrame(in bounds: CGRect, accessoryHeight: CGFloat) -> CGRect {
    let height = 260 + accessoryHeight
    return CGRect(
      x: (bounds.width - 320) / 2, y: bounds.maxY - 28 - height, width: 320, height: height)
  }

  /// The content size category the launch arguments ask for (the last
  /// `-UIPreferredContentSizeCategoryName <category>` wins, as in the argument domain): UIKit
  /// reads the user's preferred size from that default, which a launch argument `-<key> <value>`
  /// sets for the launch ("the argument domain … contains values parsed from the app's
  /// arguments", https://developer.apple.com/documentation/foundation/userdefaults/argumentdomain;
  /// https://developer.apple.com/documentation/uikit/uiapplication/preferredcontentsizecategory).
  /// Large without one, or for a name UIKit does not have.
  static func contentSizeCategory(launchedWith arguments: [String]) -> UIContentSizeCategory {
    let key = "-UIPreferredContentSizeCategoryName"
    let known: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    guard let index = arguments.lastIndex(of: key), index + 1 < arguments.count,
      let category = known.first(where: { $0.rawValue == arguments[index + 1] })
    else { return .large }
    return category
  }

  func launch(arguments: [String], environment: [String: String]) {
    UIKitDouble.reset()
    objects = [:]
    handles = [:]
    isRunning = true
    ScreenRun.start()
    let arguments =
      settings.runnerArguments.isEmpty
      ? arguments
      : arguments + FormUIWalk.forwardedArguments(from: ["/test-runner"] + settings.runnerArguments)
    // The text size is read as the app starts, before its views are made: fonts from
    // `preferredFont(forTextStyle:)` and values from `UIFontMetrics` are at that size.
    UIKitDouble.preferredContentSizeCategory = Self.contentSizeCategory(launchedWith: arguments)
    let geometry = Self.geometry(landscape: false, device: settings.device)
    let window = UIWindow(frame: UIScreen.main.bounds)
    if settings.device != .iPhone {
      // The window fills the device's screen (the double's screen follows it).
      window.simulateResize(to: geometry.size)
    }
    clock = ScreenClock()
    guard let launch = FormUITestLaunch(arguments: arguments, environment: environment),
      launch.form == name, let screen = makeScreen(launch, clock)
    else { return }
    window.simulateKeyboardHeight(geometry.keyboard)
    if settings.hardwareKeyboard { window.simulateHardwareKeyboard(connected: true) }
    window.simulatePasswordAutoFill(enabled: settings.passwordAutoFill)
    if keyboardFloatsForGood {
      window.simulateFloatingKeyboard(at: Self.floatingKeysFrame(in: window.screen.bounds))
    }
    window.rootViewController = screen
    window.simulateSafeAreaInsets(geometry.safeArea)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    self.window = window
    self.screen = screen
    kept = []
    didLaunch?(screen)
    // A keyboard up at launch (initial focus) floats as any other.
    updateCycle()
    // Launched with the device on its side: the app comes up turned.
    deviceDidRotate(to: XCTestDouble.orientation)
  }

  func terminate() {
    // The process ends: nothing of the app runs on (no disappearance callbacks).
    UIKitDouble.preferredContentSizeCategory = .large
    window = nil
    screen = nil
    // The process ends: what sleeps on the clock is woken as cancelled and, held, goes to the
    // main queue with the other jobs left, where it finds its screen gone.
    clock.cancelAll()
    if isRunning { ScreenRun.stop() }
    isRunning = false
  }

  func passTime(_ seconds: TimeInterval) {
    passTime(seconds) { false }
  }

  /// Lets the app run on for `seconds` of its clock (``clock``), or until `condition` holds
  /// (``ScreenRun/passTime(_:on:while:until:update:)``), laying the window out after each run of
  /// the screen's jobs.
  func passTime(_ seconds: TimeInterval, until condition: () -> Bool) {
    ScreenRun.passTime(
      seconds, on: clock, while: { isRunning }, until: condition, update: { updateCycle() })
  }

  var screenBounds: CGRect { UIScreen.main.bounds }

  func deviceDidRotate(to orientation: UIDeviceOrientation) {
    guard isRunning, let window, orientation.isLandscape || orientation == .portrait,
      let asked = orientation.interfaceOrientationMaskDouble,
      window.rootViewController?.supportedInterfaceOrientations.contains(asked) ?? true
    else {
      return
    }
    let geometry = Self.geometry(landscape: orientation.isLandscape, device: settings.device)
    guard window.frame.size != geometry.size else { return }
    window.simulateResize(
      to: geometry.size, safeAreaInsets: geometry.safeArea, keyboardHeight: geometry.keyboard)
    if keyboardFloatsForGood {
      // iPadOS places the floating keyboard on the turned screen; here, where the app's settings
      // say, as at launch.
      window.simulateFloatingKeyboard(at: Self.floatingKeysFrame(in: window.screen.bounds))
    }
    updateCycle()
  }

  /// The run loop's update cycle after an event: the window lays out; with a floating keyboard
  /// (``Settings/keyboardFloats`` on an iPad), a keyboard that came up docked is floated
  /// (`UIWindow.simulateUndockedKeyboard(at:)`), as iPadOS keeps the keyboard floating for every
  /// app once the user floated it. The UIKit double brings a keyboard up docked, so FormRuntime
  /// sees it docked first and then undocked (the notifications of both), where iPadOS would
  /// bring it up floating at once; what FormRuntime leaves is what it does for the floating
  /// keyboard.
  func updateCycle() {
    guard let window else { return }
    window.layoutIfNeeded()
    let keyboard = window.simulatedKeyboard
    if settings.keyboardFloats, !settings.keyboardComesUpFloating, settings.device == .iPad,
      keyboard.isVisible, keyboard.isDocked, !keyboard.isHardwareKeyboard
    {
      window.simulateUndockedKeyboard(
        at: Self.floatingKeyboardFrame(
          in: window.screen.bounds, accessoryHeight: keyboard.accessoryHeight))
      window.layoutIfNeeded()
    }
  }

  // MARK: - Actions

  func tap(_ handle: Int) {
    guard let window else { return }
    switch objects[handle] {
    case let view as UIView: view.simulateTap()
    case let item as UIBarButtonItem: item.simulateTap()
    default:
      if handle == Self.returnKeyHandle {
        window.simulateReturn()
      } else if let key = Self.letterKeys.first(where: { $0.handle == handle }) {
        window.simulateTyping(key.key)
      }
    }
    updateCycle()
  }

  /// A tap at a screen point (`XCUICoordinate.tap()`): the keyboard and its toolbar take a tap
  /// over them; else the view that UIKit's hit-testing finds gets it (``hitView(at:in:)``), with
  /// its tap recognizers and its ancestors' (``UIView/simulateTap()``).
  func tap(at point: CGPoint) {
    guard let window else { return }
    let front = elements.filter { $0.elementType == .keyboard || $0.elementType == .toolbar }
    if front.contains(where: { $0.frame.contains(point) }) { return }
    let hit = window.subviews.reversed().lazy.compactMap { self.hitView(at: point, in: $0) }.first
    hit?.simulateTap()
    updateCycle()
  }

  /// The view a touch at `point` (screen coordinates) goes to, as `hitTest(_:with:)` finds it:
  /// the deepest visible view that takes user interaction and holds the point, front-most
  /// subviews first, a subview only inside its superview's bounds. Apple: "This method ignores
  /// view objects that are hidden, that have disabled user interactions, or have an alpha level
  /// less than 0.01" and "Points that lie outside the receiver's bounds are never reported as
  /// hits, even if they actually lie within one of the receiver's subviews"
  /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
  func hitView(at point: CGPoint, in view: UIView) -> UIView? {
    guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01,
      frame(of: view)?.contains(point) == true
    else { return nil }
    for subview in view.subviews.reversed() {
      if let hit = hitView(at: point, in: subview) { return hit }
    }
    return view
  }

  func typeText(_ text: String, into handle: Int) {
    guard let window else { return }
    for character in text {
      // `"\r\n"` is one Character.
      if character == "\r" || character == "\n" || character == "\r\n" {
        window.simulateReturn()
      } else if String(character) == XCUIKeyboardKey.delete.rawValue {
        // The Delete key deletes backward
        // (https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/delete).
        _ = window.simulateDeleteBackward()
      } else {
        window.simulateTyping(String(character))
      }
      updateCycle()
    }
  }

  func swipe(down: Bool, on handle: Int) {
    guard let window else { return }
    let area = handle == -1 ? window.frame : frame(of: objects[handle] as? UIView) ?? window.frame
    let point = CGPoint(x: area.midX, y: area.midY)
    let keyboard = window.simulatedKeyboard
    if keyboard.isVisible, keyboard.frame.contains(point) { return }
    guard let scroll = scrollView(at: point, in: window) else { return }
    let shown = frame(of: scroll) ?? .zero
    let visibleBottom = keyboard.isVisible ? min(shown.maxY, keyboard.frame.minY) : shown.maxY
    let distance = max(0, visibleBottom - shown.minY) / 2
    scroll.simulateDrag(by: CGPoint(x: 0, y: down ? distance : -distance))
    updateCycle()
  }

  func drag(from start: CGPoint, to end: CGPoint) {
    guard let window else { return }
    // The keyboard and what it brings (its toolbar) are in front of the window's content.
    let front = elements.filter { $0.elementType == .keyboard || $0.elementType == .toolbar }
    let keyboard = window.simulatedKeyboard
    if keyboard.isVisible, keyboard.frame.contains(start) { return }
    if front.contains(where: { $0.frame.contains(start) }) { return }
    guard let scroll = scrollView(at: start, in: window) else { return }
    scroll.simulateDrag(by: CGPoint(x: 0, y: end.y - start.y))
    updateCycle()
  }

  /// The innermost scroll view on screen whose frame holds `point` (screen coordinates) and that
  /// scrolls vertically, other than a text view; the outermost one under `point` when none does.
  /// A scroll view whose content fits in it, without `alwaysBounceVertical`, takes no vertical
  /// drag ("If this property is set to true and bounces is true, vertical dragging is allowed
  /// even if the content is smaller than the bounds of the scroll view. The default value is
  /// false", https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical):
  /// the drag goes to the scroll view around it (SignUp's terms box, whose text fits, inside its
  /// page).
  private func scrollView(at point: CGPoint, in view: UIView) -> UIScrollView? {
    let under = scrollViews(at: point, in: view)
    return under.first { scroll in
      let insets = scroll.adjustedContentInset
      return scroll.contentSize.height + insets.top + insets.bottom > scroll.bounds.height
        || scroll.alwaysBounceVertical
    } ?? under.last
  }

  /// The scroll views on screen whose frames hold `point`, other than text views, innermost
  /// first, along the front-most branch of the view tree that has one.
  private func scrollViews(at point: CGPoint, in view: UIView) -> [UIScrollView] {
    guard !view.isHidden, view.alpha >= 0.01 else { return [] }
    var found: [UIScrollView] = []
    for subview in view.subviews.reversed() {
      found = scrollViews(at: point, in: subview)
      if !found.isEmpty { break }
    }
    if let scroll = view as? UIScrollView, !(view is UITextView),
      frame(of: scroll)?.contains(point) == true
    {
      found.append(scroll)
    }
    return found
  }

  /// A view's frame in screen coordinates.
  func frame(of view: UIView?) -> CGRect? {
    guard let view, let window = view.window else { return nil }
    let inWindow = view.convert(view.bounds, to: nil)
    return window.convert(inWindow, to: window.screen)
  }
}

extension UIDeviceOrientation {
  /// Whether the device lies on its side.
  var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
