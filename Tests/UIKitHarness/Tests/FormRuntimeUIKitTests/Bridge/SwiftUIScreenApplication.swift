import FormRuntime
import FormUITesting
import SwiftUI
import UIKit
import XCTest

/// An app for the XCUITest double (`XCUIApplicationDouble`) that is a generated SwiftUI screen
/// (`<Name>FormView`) on the SwiftUI double, as ``UIKitScreenApplication`` is a generated UIKit
/// screen on the UIKit double: launching it hosts a new screen (`SwiftUIHost`) with the test
/// hook's elements on (`formUITestProbes()`) and the launch's values applied, filling an iPhone
/// 16's safe area; its element tree is read from the host's realized views
/// (`SwiftUIScreenApplication+Elements.swift`), and taps, typing, Return and drags go through the
/// host (`tap(node:)`, `type(_:)`, `deleteBackward()`, `pressReturn()`, `dragScrollView()`), so
/// that formc's generated UI tests run against FormRuntime's SwiftUI layer and the double's
/// focus, submission, keyboard toolbar and scrolling model.
///
/// Shared with ``UIKitScreenApplication``: the launch (``FormUITestLaunch``, the runner's
/// arguments), the device's geometry (``UIKitScreenApplication/geometry(landscape:device:)``),
/// the Return key's titles, and the waits (``ScreenClock``, ``MainActorJobs``:
/// ``ScreenRun``).
///
/// Modelled, with Apple's documentation:
/// - the screen fills the safe area (the double's global coordinates start at its top leading
///   corner, ``SwiftUIHost/windowOrigin``);
/// - the software keyboard shows while a text input has focus; its keys are docked at the
///   screen's bottom, with the keyboard toolbar's groups of the focused input's ancestry in a
///   bar of 44 points on top (`ToolbarItemPlacement.keyboard`: "The item is placed in the
///   keyboard section",
///   https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard); the
///   keyboard and its bar are the keyboard's region of the safe area
///   (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), so the host's
///   `keyboardHeight` is both, less the bottom safe area they cover. Not documented by Apple: the
///   bar's height (UIKit's toolbar's 44 points);
/// - typed text goes to the focused input a character at a time (`SwiftUIHost.type(_:)`), a
///   Return (`XCUIKeyboardKey.return`, `"\r"`, `"\n"`) is the keyboard's Return key on it
///   (`pressReturn()`: a single-line field submits, `onSubmit`), a Delete deletes backward
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:),
///   https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/delete);
/// - a drag or swipe on a scroll view moves its content by the drag's height; when it holds the
///   focused input the double's `scrollDismissesKeyboard` rule applies (a scroll dismisses the
///   keyboard by default from iOS 16,
///   https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:));
/// - the device turning re-lays the screen out in the other orientation's safe area (SwiftUI
///   screens support every orientation but upside down on an iPhone: no view controller of the
///   app's limits them,
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
///
/// Not modelled: an iPad, a hardware or floating keyboard, Password AutoFill (SwiftUI screens
/// get no strong password offer here), animations, and lazy `Form` rows (every row is created:
/// the double's `formRowWindow` stays `nil`).
@MainActor
final class SwiftUIScreenApplication: XCUIApplicationDouble {
  /// A hosted screen, without its form's type.
  struct Screen {
    /// The host.
    let host: SwiftUIHost<AnyView>
    /// The text of the input with an accessibility identifier: the form's value that its text
    /// binding shows (read from the view model, as the binding's `@isolated(any)` getter reads
    /// only asynchronously), `nil` for no input of the form.
    let value: @MainActor (String) -> String?
  }

  /// Makes the screen for a launch (the launch applied, its timed waits on the clock), or `nil`
  /// when the launch names another form.
  typealias MakeScreen = @MainActor (FormUITestLaunch, ScreenClock) -> Screen?

  /// The form's name, which the launch arguments must name.
  let name: String
  /// Makes the screen.
  let makeScreen: MakeScreen
  /// The test runner's launch arguments (a test plan configuration's), passed on to the app as
  /// the walk would (``UIKitScreenApplication/Settings/runnerArguments``).
  var runnerArguments: [String] = []

  private(set) var isRunning = false
  /// The screen of the last launch.
  private(set) var screen: Screen?
  /// The clock the screen of the last launch waits on.
  private(set) var clock = ScreenClock()
  /// Whether the device lies on its side.
  private(set) var landscape = false

  /// Each element's view identity by handle (a node is made anew at each update; its identity
  /// stays), kept until the next launch.
  var identities: [Int: String] = [:]
  /// The handle of each view identity.
  var handles: [String: Int] = [:]
  /// The elements read since the screen last changed (``elements``), `nil` when it changed.
  var shownElements: [XCUIElementSnapshotDouble]?

  /// What the screen shows may have changed (a launch, an event, jobs that ran): the elements
  /// are read again.
  func shownChanged() {
    shownElements = nil
  }

  init(name: String, makeScreen: @escaping MakeScreen) {
    self.name = name
    self.makeScreen = makeScreen
  }

  /// The host of the running screen.
  var host: SwiftUIHost<AnyView>? { isRunning ? screen?.host : nil }

  /// The window's size, safe area and docked keyboard's height now (an iPhone 16's, as the UIKit
  /// screens').
  var geometry: (size: CGSize, safeArea: UIEdgeInsets, keyboard: CGFloat) {
    UIKitScreenApplication.geometry(landscape: landscape)
  }

  var screenBounds: CGRect { CGRect(origin: .zero, size: geometry.size) }

  // MARK: - Launch

  func launch(arguments: [String], environment: [String: String]) {
    shownChanged()
    UIKitDouble.reset()
    identities = [:]
    handles = [:]
    landscape = false
    isRunning = true
    ScreenRun.start()
    let arguments =
      runnerArguments.isEmpty
      ? arguments
      : arguments + FormUIWalk.forwardedArguments(from: ["/test-runner"] + runnerArguments)
    UIKitDouble.preferredContentSizeCategory = UIKitScreenApplication.contentSizeCategory(
      launchedWith: arguments)
    clock = ScreenClock()
    guard let launch = FormUITestLaunch(arguments: arguments, environment: environment),
      launch.form == name, let screen = makeScreen(launch, clock)
    else { return }
    self.screen = screen
    place()
    // Launched with the device on its side: the app comes up turned.
    deviceDidRotate(to: XCTestDouble.orientation)
  }

  func terminate() {
    // The process ends: nothing of the app runs on (no disappearance callbacks).
    UIKitDouble.preferredContentSizeCategory = .large
    shownChanged()
    screen = nil
    clock.cancelAll()
    if isRunning { ScreenRun.stop() }
    isRunning = false
  }

  /// Lays the screen out in the device's safe area, with the keyboard's region for the focus of
  /// now (``updateCycle()``).
  private func place() {
    guard let host else { return }
    let geometry = geometry
    host.windowOrigin = CGPoint(x: geometry.safeArea.left, y: geometry.safeArea.top)
    host.safeAreaSize = CGSize(
      width: geometry.size.width - geometry.safeArea.left - geometry.safeArea.right,
      height: geometry.size.height - geometry.safeArea.top - geometry.safeArea.bottom)
    updateCycle()
  }

  /// The height of the keyboard toolbar's bar while it shows (UIKit's toolbar's; Apple documents
  /// none for SwiftUI's keyboard section).
  static let keyboardBarHeight: CGFloat = 44

  /// After an event: the keyboard's region of the safe area follows the focus of now (its keys
  /// and, when the focused input's ancestry has keyboard toolbar groups, their bar), and the
  /// screen updates until nothing changes. A screen with nothing changed since its last update
  /// (no state its views depend on written, the keyboard's region the same,
  /// `SwiftUIHost.needsUpdate`) is not updated again: SwiftUI updates views when their state
  /// changes (https://developer.apple.com/documentation/swiftui/state), and an update then would
  /// realize the same views.
  func updateCycle() {
    shownChanged()
    guard let host else { return }
    for _ in 0..<3 {
      let bar = host.hasKeyboardToolbar ? Self.keyboardBarHeight : 0
      let height = max(0, geometry.keyboard - geometry.safeArea.bottom) + bar
      if host.keyboardHeight != height {
        host.keyboardHeight = height
        host.settle()
      } else if host.needsUpdate {
        host.settle()
      }
      if host.hasKeyboardToolbar == (bar != 0) { break }
    }
  }

  func passTime(_ seconds: TimeInterval) {
    passTime(seconds) { false }
  }

  func passTime(_ seconds: TimeInterval, until condition: () -> Bool) {
    ScreenRun.passTime(
      seconds, on: clock, while: { isRunning }, until: condition, update: { updateCycle() })
  }

  func deviceDidRotate(to orientation: UIDeviceOrientation) {
    guard isRunning, orientation.isLandscape || orientation == .portrait else { return }
    guard orientation.isLandscape != landscape else { return }
    landscape = orientation.isLandscape
    place()
  }

  // MARK: - Actions

  func tap(_ handle: Int) {
    guard let host else { return }
    if handle == UIKitScreenApplication.returnKeyHandle {
      pressReturn()
    } else if let key = UIKitScreenApplication.letterKeys.first(where: { $0.handle == handle }) {
      type(key.key)
    } else if let node = node(handle) {
      host.tap(node: node)
    }
    updateCycle()
  }

  func typeText(_ text: String, into handle: Int) {
    for character in text {
      if character == "\r" || character == "\n" || character == "\r\n" {
        pressReturn()
      } else if String(character) == XCUIKeyboardKey.delete.rawValue {
        guard let host, host.focusedInput != nil else { continue }
        ScreenRun.now { await host.deleteBackward() }
      } else {
        type(String(character))
      }
      updateCycle()
    }
  }

  private func type(_ text: String) {
    guard let host, host.focusedInput != nil else { return }
    ScreenRun.now { await host.type(text) }
  }

  private func pressReturn() {
    guard let host, host.focusedInput != nil else { return }
    ScreenRun.now { _ = await host.pressReturn() }
  }

  func swipe(down: Bool, on handle: Int) {
    let area = handle == -1 ? screenBounds : frame(ofHandle: handle) ?? screenBounds
    let top = keyboardTop
    let visibleBottom = min(area.maxY, top)
    let distance = max(0, visibleBottom - area.minY) / 2
    let start = CGPoint(x: area.midX, y: area.midY)
    drag(from: start, to: CGPoint(x: start.x, y: start.y + (down ? distance : -distance)))
  }

  func drag(from start: CGPoint, to end: CGPoint) {
    guard let host else { return }
    // The keyboard and its bar are in front of the content.
    if start.y >= keyboardTop { return }
    guard let scrollView = scrollView(at: start) else { return }
    host.drag(scrollView: scrollView, by: start.y - end.y)
    updateCycle()
  }
}
