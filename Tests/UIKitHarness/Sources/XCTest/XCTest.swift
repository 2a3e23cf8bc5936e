@_exported import Foundation
@_exported import UIKit

// A test-only behavioural double of the UI-testing parts of Apple's XCTest that FormUITesting and
// formc's generated UI tests (`<Name>FormUITests.swift`) use.
//
// - `Scripts/typecheck-uikit.sh` builds it as a module named XCTest, so that their
//   `#if canImport(XCTest) && canImport(UIKit)` code type-checks on Linux against Apple's Swift
//   signatures in the current SDK (names, labels, types, `@MainActor` where the SDK has it), each
//   citing its documentation page (XCUIElement and its relatives are documented under
//   XCUIAutomation since Xcode 16.3).
// - The UIKit harness builds it as `XCUITestDouble` and compiles FormUITesting and the generated
//   UI tests with `-module-alias XCTest=XCUITestDouble`, so that they *run*: their queries and
//   actions go to an app model a test installs (`XCTestDouble.application`, not Apple API), and
//   their assertions are recorded (`XCTestDouble.failures`). Never name it XCTest in the harness:
//   Linux has a real XCTest (without UI testing), which it would shadow.
//
// What the double models, each citing Apple's documentation where it is documented:
// - an element is described by a query and located anew each time it is used, against the
//   app's element tree as it is now
//   (https://developer.apple.com/documentation/xcuiautomation/xcuielement);
// - `matching(identifier:)`, subscripts and `element(matching:identifier:)` match any identifying
//   property — identifier, title, label, value or placeholder
//   (https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(identifier:));
// - `typeText(_:)` needs the element (or a descendant) to have keyboard focus, or the test fails
//   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:));
// - a tap goes to the element's hit point, so only a hittable element (one that can be tapped
//   at its current location) receives it; the double fails the test otherwise
//   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable);
// - a coordinate (`coordinate(withNormalizedOffset:)`, `withOffset(_:)`) is a point computed
//   from its element's frame each time it is used, and a press-and-drag between two goes to the
//   app as a drag between their screen points (`XCUIApplicationDouble.drag(from:to:)`)
//   (https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate,
//   https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:));
// - `element` fails when more than one element matches
//   (https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element);
// - waits: the app model applies an action's effects before the action returns (there is no
//   animation); a wait whose condition holds returns at once, and one whose condition does not
//   yet hold lets the app run its timed work due within the timeout (a debounce, a server's
//   answer: `XCUIApplicationDouble.passTime(_:)`) and then reads the condition again — XCTest's
//   waits return as soon as the condition holds, or fail at the timeout
//   (https://developer.apple.com/documentation/xctest/xctwaiter/wait(for:timeout:)-swift.type.method).

// MARK: - Test cases and assertions

/// `XCTestCase` — https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: NSObject {
  /// Whether a test goes on after a failure —
  /// https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
  ///
  /// The double cannot stop a test mid-way (XCTest raises an exception): its runner reports the
  /// first failure, the one that would have stopped the test.
  open var continueAfterFailure: Bool = true
  /// Creates a test case — https://developer.apple.com/documentation/xctest/xctestcase/init()
  public override init() {}
  /// Runs before each test — https://developer.apple.com/documentation/xctest/xctestcase/setup()
  open func setUp() {}
  /// Runs after each test — https://developer.apple.com/documentation/xctest/xctestcase/teardown()
  open func tearDown() {}
}

/// `XCTSkip`: thrown by a test to skip it, with the reason —
/// https://developer.apple.com/documentation/xctest/xctskip-swift.struct
public struct XCTSkip: Error {
  /// The reason, as given.
  /// https://developer.apple.com/documentation/xctest/xctskip-swift.struct/message
  public let message: String?
  /// A skip with a reason —
  /// https://developer.apple.com/documentation/xctest/xctskip-swift.struct/init(_:file:line:)
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    self.message = message
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test — https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  XCTestDouble.record(message)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless `expression` is true —
/// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  if (try? expression()) != true { XCTestDouble.record("XCTAssertTrue failed - \(message())") }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless `expression1 <= expression2` —
/// https://developer.apple.com/documentation/xctest/xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard let first = try? expression1(), let second = try? expression2(), first <= second else {
    return XCTestDouble.record("XCTAssertLessThanOrEqual failed - \(message())")
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless the two values are equal —
/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard let first = try? expression1(), let second = try? expression2(), first == second else {
    return XCTestDouble.record("XCTAssertEqual failed - \(message())")
  }
}

/// `XCTestExpectation`: an expected outcome of an asynchronous test —
/// https://developer.apple.com/documentation/xctest/xctestexpectation
open class XCTestExpectation: NSObject {
  /// Whether the expectation is fulfilled now (the double's waiter reads it).
  func isFulfilled() -> Bool { false }
}

/// `XCTNSPredicateExpectation`: fulfilled when a predicate holds —
/// https://developer.apple.com/documentation/xctest/xctnspredicateexpectation
open class XCTNSPredicateExpectation: XCTestExpectation {
  private let predicate: NSPredicate
  private let object: Any?
  /// An expectation that `predicate` holds for `object` —
  /// https://developer.apple.com/documentation/xctest/xctnspredicateexpectation/init(predicate:object:)
  public init(predicate: NSPredicate, object: Any?) {
    self.predicate = predicate
    self.object = object
  }
  override func isFulfilled() -> Bool { predicate.evaluate(with: object) }
}

/// `XCTWaiter`: waits for expectations — https://developer.apple.com/documentation/xctest/xctwaiter
open class XCTWaiter: NSObject {
  /// How a wait ended — https://developer.apple.com/documentation/xctest/xctwaiter/result
  public enum Result: Int, @unchecked Sendable {
    /// Every expectation was fulfilled.
    case completed = 1
    /// The timeout passed first.
    case timedOut = 2
    /// An inverted expectation was fulfilled.
    case invertedFulfillment = 3
    /// Expectations were fulfilled out of the required order.
    case incorrectOrder = 4
    /// The wait was interrupted.
    case interrupted = 5
  }
  /// Waits for expectations up to a timeout —
  /// https://developer.apple.com/documentation/xctest/xctwaiter/wait(for:timeout:)-swift.type.method
  open class func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval)
    -> XCTWaiter.Result
  {
    // The double's tests wait on the main actor, where the app model lives.
    nonisolated(unsafe) let pending = expectations
    let fulfilled = MainActor.assumeIsolated {
      XCTestDouble.wait(seconds) { pending.allSatisfy { $0.isFulfilled() } }
    }
    return fulfilled ? .completed : .timedOut
  }
}

/// `XCTAttachment`: data a test keeps with its results —
/// https://developer.apple.com/documentation/xctest/xctattachment
open class XCTAttachment: NSObject {
  /// How long results keep it — https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
  public enum Lifetime: Int, @unchecked Sendable {
    /// Kept.
    case keepAlways = 0
    /// Deleted when the test passes.
    case deleteOnSuccess = 1
  }
  /// Its name in the results — https://developer.apple.com/documentation/xctest/xctattachment/name
  open var name: String?
  /// How long it is kept — https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property
  open var lifetime: Lifetime = .deleteOnSuccess
  /// What it holds, as text (the double keeps text only).
  let text: String
  /// A text attachment — https://developer.apple.com/documentation/xctest/xctattachment/init(string:)
  public init(string: String) { text = string }
  /// A screenshot attachment — https://developer.apple.com/documentation/xctest/xctattachment/init(screenshot:)
  public init(screenshot: XCUIScreenshot) { text = "screenshot" }
}

/// `XCTActivity`: a named substep of a test —
/// https://developer.apple.com/documentation/xctest/xctactivity
public protocol XCTActivity: NSObjectProtocol {
  /// Its name — https://developer.apple.com/documentation/xctest/xctactivity/name
  var name: String { get }
  /// Keeps an attachment with it — https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
  func add(_ attachment: XCTAttachment)
}

/// `XCTContext`: the current testing context — https://developer.apple.com/documentation/xctest/xctcontext
open class XCTContext: NSObject {
  /// Runs a block as a named substep —
  /// https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)
  @MainActor @preconcurrency
  open class func runActivity<Result>(
    named name: String, block: @MainActor (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    let activity = XCTestDouble.Activity(name: name)
    XCTestDouble.activities.append(activity)
    return try block(activity)
  }
}

/// `XCUIScreenshot`: an image of the screen —
/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot
open class XCUIScreenshot: NSObject {}

/// `XCUIScreen`: a screen of the device —
/// https://developer.apple.com/documentation/xcuiautomation/xcuiscreen
@MainActor
open class XCUIScreen: NSObject {
  /// The device's main screen — https://developer.apple.com/documentation/xcuiautomation/xcuiscreen/main
  public static var main: XCUIScreen { XCUIScreen() }
  /// An image of the screen now —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot()
  open func screenshot() -> XCUIScreenshot { XCUIScreenshot() }
}

// MARK: - UI testing

/// `XCUIElementAttributes`: what a query's predicate reads of an element —
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor
public protocol XCUIElementAttributes {
  /// The accessibility identifier —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
  var identifier: String { get }
  /// The element's type —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/elementtype
  var elementType: XCUIElement.ElementType { get }
  /// The accessibility label —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  var label: String { get }
  /// The frame in screen coordinates —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  var frame: CGRect { get }
  /// Whether the element is enabled for user interaction —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isenabled
  var isEnabled: Bool { get }
}

/// `XCUIKeyboardKey`: keys that have no typewritten equivalent —
/// https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
  /// The key's text.
  /// https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/init(rawvalue:)
  public let rawValue: String
  /// A key.
  /// https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The Return key —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/return
  public static let `return` = XCUIKeyboardKey(rawValue: "\r")
  /// The Delete key (backspace, U+0008): typed into a text input (`typeText(_:)` with its raw
  /// value), it deletes the character before the insertion point, one per key, as UI tests clear
  /// an input —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/delete
  public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
}

/// `XCUIElementTypeQueryProvider`: queries for descendants of a kind —
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor
public protocol XCUIElementTypeQueryProvider {
  /// The buttons — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  var buttons: XCUIElementQuery { get }
  /// The keyboards — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
  var keyboards: XCUIElementQuery { get }
  /// The keys — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keys
  var keys: XCUIElementQuery { get }
  /// The toolbars — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toolbars
  var toolbars: XCUIElementQuery { get }
  /// The navigation bars —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
  var navigationBars: XCUIElementQuery { get }
  /// The text fields — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
  var textFields: XCUIElementQuery { get }
  /// The secure text fields —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/securetextfields
  var secureTextFields: XCUIElementQuery { get }
  /// The text views — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textviews
  var textViews: XCUIElementQuery { get }
  /// The static texts —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
  var staticTexts: XCUIElementQuery { get }
  /// The elements of type `other` —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/otherelements
  var otherElements: XCUIElementQuery { get }
  /// The cells — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/cells
  var cells: XCUIElementQuery { get }
  /// The segmented controls —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/segmentedcontrols
  var segmentedControls: XCUIElementQuery { get }
  /// The switches — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/switches
  var switches: XCUIElementQuery { get }
  /// The toggles — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toggles
  var toggles: XCUIElementQuery { get }
  /// The links — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/links
  var links: XCUIElementQuery { get }
}

/// `XCUIElement`: a UI element in the application under test —
/// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor
open class XCUIElement: NSObject, XCUIElementTypeQueryProvider, XCUIElementAttributes {
  /// `XCUIElement.ElementType` (`XCUIElementType`'s values) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum
  public enum ElementType: UInt, @unchecked Sendable {
    /// Any element.
    case any = 0
    /// An element of no other type.
    case other = 1
    /// An application.
    case application = 2
    /// A button.
    case button = 9
    /// A keyboard.
    case keyboard = 19
    /// A key of a keyboard.
    case key = 20
    /// A navigation bar (`XCUIElementTypeNavigationBar`, 21) —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/navigationbar
    case navigationBar = 21
    /// A toolbar.
    case toolbar = 24
    /// A slider (`XCUIElementTypeSlider`, 33; iOS 9.0+, in XCUIAutomation from Xcode 16.3) —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/slider
    case slider = 33
    /// An activity indicator (`XCUIElementTypeActivityIndicator`, 36): a
    /// `UIActivityIndicatorView`, a SwiftUI `ProgressView` without a value —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/activityindicator
    case activityIndicator = 36
    /// A segmented control (`XCUIElementTypeSegmentedControl`, 37; in XCUIAutomation from Xcode
    /// 16.3): a `UISegmentedControl`, a SwiftUI `Picker` with the segmented style —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/segmentedcontrol
    case segmentedControl = 37
    /// A picker.
    case picker = 38
    /// A switch.
    case `switch` = 40
    /// A toggle (`XCUIElementTypeToggle`, 41; in XCUIAutomation from Xcode 16.3) —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/toggle
    case toggle = 41
    /// A link (`XCUIElementTypeLink`, 42; in XCUIAutomation from Xcode 16.3): a SwiftUI `Link`, a
    /// link in a text view —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/link
    case link = 42
    /// A scroll view.
    case scrollView = 46
    /// A date picker —
    /// https://developer.apple.com/documentation/xctest/xcuielement/elementtype/datepicker
    case datePicker = 51
    /// A static text.
    case staticText = 48
    /// A text field.
    case textField = 49
    /// A secure text field.
    case secureTextField = 50
    /// A text view.
    case textView = 52
    /// A stepper (`XCUIElementTypeStepper`, 79; iOS 9.0+, in XCUIAutomation from Xcode 16.3) —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/stepper
    case stepper = 79
    /// A cell (`XCUIElementTypeCell`, 75; in XCUIAutomation from Xcode 16.3): a table or
    /// collection view's cell, a row of a SwiftUI `List` or `Form` —
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/cell
    case cell = 75
  }

  /// Finds this element: the snapshot of the app's tree it stands for now, or `nil`.
  let resolve: @MainActor () -> XCUIElementSnapshotDouble?

  init(resolve: @escaping @MainActor () -> XCUIElementSnapshotDouble?) {
    self.resolve = resolve
  }

  /// Whether the element exists — https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
  open var exists: Bool { resolve() != nil }
  /// Whether a tap at the element's hit point reaches it: it exists, its hit point (its frame's
  /// centre) is on screen and no element in front (the keyboard, a toolbar) covers it —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
  open var isHittable: Bool {
    guard let snapshot = resolve() else { return false }
    return XCTestDouble.isHittable(snapshot)
  }
  /// The element's frame in screen coordinates —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  open var frame: CGRect { resolve()?.frame ?? .zero }
  /// The accessibility identifier —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
  open var identifier: String { resolve()?.identifier ?? "" }
  /// The accessibility label — https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  open var label: String { resolve()?.label ?? "" }
  /// The raw value — https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
  open var value: Any? { resolve()?.value }
  /// The placeholder — https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/placeholdervalue
  open var placeholderValue: String? { resolve()?.placeholderValue }
  /// The element's type — https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/elementtype
  open var elementType: ElementType { resolve()?.elementType ?? .any }
  /// Whether the element is enabled for user interaction —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isenabled
  open var isEnabled: Bool { resolve()?.isEnabled ?? false }
  /// Waits until the element exists; whether it does —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
  open func waitForExistence(timeout: TimeInterval) -> Bool {
    XCTestDouble.wait(timeout) { self.exists }
  }
  /// Waits until the element no longer exists; whether it is gone —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitfornonexistence(timeout:)
  open func waitForNonExistence(timeout: TimeInterval) -> Bool {
    XCTestDouble.wait(timeout) { !self.exists }
  }
  /// Waits until a property equals a value; whether it does —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/wait(for:toequal:timeout:)
  public func wait<V: Equatable>(
    for keyPath: KeyPath<XCUIElement, V>, toEqual expectedValue: V, timeout: TimeInterval
  ) -> Bool {
    XCTestDouble.wait(timeout) { self[keyPath: keyPath] == expectedValue }
  }
  /// Taps the element at its hit point; fails the test when it is not hittable —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
  open func tap() {
    guard let snapshot = resolve() else {
      return XCTestDouble.record("Failed to tap: no matching element")
    }
    guard XCTestDouble.isHittable(snapshot) else {
      return XCTestDouble.record("Failed to tap '\(snapshot.identifier)': not hittable")
    }
    XCTestDouble.application?.tap(snapshot.handle)
  }
  /// Types into the element, which (or a descendant of which) must have keyboard focus —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:)
  open func typeText(_ text: String) {
    guard let snapshot = resolve(), snapshot.hasKeyboardFocus else {
      return XCTestDouble.record(
        "Failed to type: neither element nor any descendant has keyboard focus")
    }
    XCTestDouble.application?.typeText(text, into: snapshot.handle)
  }
  /// Swipes down on the element — https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipedown()
  open func swipeDown() {
    if let snapshot = resolve() { XCTestDouble.application?.swipe(down: true, on: snapshot.handle) }
  }
  /// Swipes up on the element — https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipeup()
  open func swipeUp() {
    if let snapshot = resolve() {
      XCTestDouble.application?.swipe(down: false, on: snapshot.handle)
    }
  }
  /// The element and its descendants, one a line, for a failure's report —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/debugdescription
  nonisolated open override var debugDescription: String {
    MainActor.assumeIsolated { treeDescription }
  }

  /// The element and its descendants, one a line.
  var treeDescription: String {
    guard let root = resolve() else { return "no matching element" }
    func lines(_ element: XCUIElementSnapshotDouble, _ depth: Int) -> [String] {
      let own =
        String(repeating: "  ", count: depth)
        + "\(element.elementType) '\(element.identifier)' '\(element.label)' \(element.frame)"
      return [own] + element.children.flatMap { lines($0, depth + 1) }
    }
    return lines(root, 0).joined(separator: "\n")
  }
  /// An attribute by key-value coding (as `NSObject` offers on Apple platforms); the double
  /// knows `hasKeyboardFocus`, the attribute XCUITest keeps without a Swift accessor on iOS.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
  open func value(forKey key: String) -> Any? {
    key == "hasKeyboardFocus" ? resolve()?.hasKeyboardFocus ?? false : nil
  }
  /// Descendants of a kind —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/descendants(matching:)
  open func descendants(matching type: ElementType) -> XCUIElementQuery {
    let resolve = self.resolve
    return XCUIElementQuery {
      guard let root = resolve() else { return [] }
      return XCTestDouble.descendants(of: root).filter { type == .any || $0.elementType == type }
    }
  }
  /// The buttons — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { descendants(matching: .button) }
  /// The keyboards — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
  open var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
  /// The keys — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keys
  open var keys: XCUIElementQuery { descendants(matching: .key) }
  /// The toolbars — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toolbars
  open var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
  /// The navigation bars —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
  open var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
  /// The text fields — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
  open var textFields: XCUIElementQuery { descendants(matching: .textField) }
  /// The secure text fields —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/securetextfields
  open var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
  /// The text views — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textviews
  open var textViews: XCUIElementQuery { descendants(matching: .textView) }
  /// The static texts —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
  open var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
  /// The elements of type `other` —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/otherelements
  open var otherElements: XCUIElementQuery { descendants(matching: .other) }
  /// The cells — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/cells
  open var cells: XCUIElementQuery { descendants(matching: .cell) }
  /// The segmented controls —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/segmentedcontrols
  open var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
  /// The switches — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/switches
  open var switches: XCUIElementQuery { descendants(matching: .switch) }
  /// The toggles — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toggles
  open var toggles: XCUIElementQuery { descendants(matching: .toggle) }
  /// The links — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/links
  open var links: XCUIElementQuery { descendants(matching: .link) }
}

/// `XCUIApplication`: the application under test — https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor
open class XCUIApplication: XCUIElement {
  /// The arguments it is launched with —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
  open var launchArguments: [String] = []
  /// The environment it is launched with —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launchenvironment
  open var launchEnvironment: [String: String] = [:]
  /// The application of the UI test target's target application —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
  public init() {
    super.init {
      guard let app = XCTestDouble.application, app.isRunning else { return nil }
      return XCUIElementSnapshotDouble(
        handle: -1, elementType: .application, frame: app.screenBounds, children: app.elements)
    }
  }
  /// Launches it, ending a running instance first —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
  open func launch() {
    guard let app = XCTestDouble.application else {
      return XCTestDouble.record("no application installed (XCTestDouble.application)")
    }
    app.terminate()
    app.launch(arguments: launchArguments, environment: launchEnvironment)
  }
  /// Ends it — https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()
  open func terminate() { XCTestDouble.application?.terminate() }
}

/// `XCUIElementQuery`: finds elements — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  /// The matches, in the tree's order, as the app is now.
  let matches: @MainActor () -> [XCUIElementSnapshotDouble]

  init(_ matches: @escaping @MainActor () -> [XCUIElementSnapshotDouble]) {
    self.matches = matches
  }

  private func filtered(
    _ keep: @escaping @MainActor (XCUIElementSnapshotDouble) -> Bool
  ) -> XCUIElementQuery {
    let matches = self.matches
    return XCUIElementQuery { matches().filter(keep) }
  }

  /// The first match — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/firstmatch
  open var firstMatch: XCUIElement {
    let matches = self.matches
    return XCUIElement { matches().first }
  }
  /// The only match; using it fails the test when several match —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element
  open var element: XCUIElement {
    let matches = self.matches
    return XCUIElement {
      let all = matches()
      if all.count > 1 { XCTestDouble.record("Multiple matching elements found") }
      return all.first
    }
  }
  /// How many elements match — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
  open var count: Int { matches().count }
  /// The element at an index of the matches —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
  open func element(boundBy index: Int) -> XCUIElement {
    let matches = self.matches
    return XCUIElement {
      let all = matches()
      return index < all.count ? all[index] : nil
    }
  }
  /// The matches, each bound by its index —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/allelementsboundbyindex
  open var allElementsBoundByIndex: [XCUIElement] {
    (0..<count).map { element(boundBy: $0) }
  }
  /// The element with this identifier, label, title, value or placeholder —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
  open subscript(key: String) -> XCUIElement { matching(identifier: key).element }
  /// The matches of a predicate, evaluated against each element —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)
  open func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
    filtered { predicate.evaluate(with: $0) }
  }
  /// The matches any of whose identifying properties (identifier, title, label, value,
  /// placeholder) is `identifier` —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(identifier:)
  open func matching(identifier: String) -> XCUIElementQuery {
    filtered { $0.isIdentified(by: identifier) }
  }
  /// The matches of a type any of whose identifying properties is `identifier` —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:identifier:)
  open func matching(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  {
    filtered {
      (elementType == .any || $0.elementType == elementType)
        && (identifier.map($0.isIdentified(by:)) ?? true)
    }
  }
  /// The matches that contain a descendant of a kind with an identifier —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/containing(_:identifier:)
  open func containing(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  {
    filtered { element in
      XCTestDouble.descendants(of: element).contains {
        (elementType == .any || $0.elementType == elementType)
          && (identifier.map($0.isIdentified(by:)) ?? true)
      }
    }
  }
  /// Descendants of a kind —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/descendants(matching:)
  open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    let matches = self.matches
    return XCUIElementQuery {
      var seen = Set<Int>()
      return matches().flatMap(XCTestDouble.descendants(of:)).filter {
        (type == .any || $0.elementType == type) && seen.insert($0.handle).inserted
      }
    }
  }
  /// The buttons — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { descendants(matching: .button) }
  /// The keyboards — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
  open var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
  /// The keys — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keys
  open var keys: XCUIElementQuery { descendants(matching: .key) }
  /// The toolbars — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toolbars
  open var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
  /// The navigation bars —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
  open var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
  /// The text fields — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
  open var textFields: XCUIElementQuery { descendants(matching: .textField) }
  /// The secure text fields —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/securetextfields
  open var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
  /// The text views — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textviews
  open var textViews: XCUIElementQuery { descendants(matching: .textView) }
  /// The static texts —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
  open var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
  /// The elements of type `other` —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/otherelements
  open var otherElements: XCUIElementQuery { descendants(matching: .other) }
  /// The cells — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/cells
  open var cells: XCUIElementQuery { descendants(matching: .cell) }
  /// The segmented controls —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/segmentedcontrols
  open var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
  /// The switches — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/switches
  open var switches: XCUIElementQuery { descendants(matching: .switch) }
  /// The toggles — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toggles
  open var toggles: XCUIElementQuery { descendants(matching: .toggle) }
  /// The links — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/links
  open var links: XCUIElementQuery { descendants(matching: .link) }
}

/// `XCUIDevice`: the device the tests run on — https://developer.apple.com/documentation/xcuiautomation/xcuidevice
@MainActor
open class XCUIDevice: NSObject {
  /// The device — https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared
  public static var shared: XCUIDevice { XCUIDevice() }
  /// The device's orientation; setting it turns the simulator or device, and the app with it if
  /// it supports that orientation —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/orientation
  open var orientation: UIDeviceOrientation {
    get { XCTestDouble.orientation }
    set {
      XCTestDouble.orientation = newValue
      XCTestDouble.application?.deviceDidRotate(to: newValue)
    }
  }
}

// MARK: - The double (not Apple API)

/// An element of the app's accessibility tree as the double's queries see it: what an app model
/// (``XCUIApplicationDouble``) reports. Not Apple API.
/// double only: an element of the app model's accessibility tree.
public struct XCUIElementSnapshotDouble: XCUIElementAttributes {
  /// The app's handle for the element, which it receives back with actions on it.
  /// double only: the app model's handle for the element.
  public var handle: Int
  /// The element's type.
  /// double only: the element's type.
  public var elementType: XCUIElement.ElementType
  /// Its accessibility identifier.
  /// double only: the accessibility identifier.
  public var identifier: String
  /// Its accessibility label.
  /// double only: the accessibility label.
  public var label: String
  /// Its value.
  /// double only: the value.
  public var value: String?
  /// Its placeholder.
  /// double only: the placeholder.
  public var placeholderValue: String?
  /// Whether it is enabled (a disabled control ignores taps; the app model decides).
  /// double only: whether the element is enabled.
  public var isEnabled: Bool
  /// Its frame in screen coordinates.
  /// double only: the frame in screen coordinates.
  public var frame: CGRect
  /// Whether it has keyboard focus.
  /// double only: whether the element has keyboard focus.
  public var hasKeyboardFocus: Bool
  /// Its children, in the tree's order (front-most last).
  /// double only: the children.
  public var children: [XCUIElementSnapshotDouble]
  /// How high its text is drawn (its lines at the app's text size), when the app model says:
  /// the accessibility audit's clipped-text check (`textClipped`) compares it with the frame, as
  /// the real audit sees the text cut off in the pixels. Not an XCUIElement attribute.
  /// double only: how high the element's text is drawn.
  public var textHeight: CGFloat?

  /// A snapshot.
  /// double only: a snapshot.
  public init(
    handle: Int, elementType: XCUIElement.ElementType, identifier: String = "",
    label: String = "", value: String? = nil, placeholderValue: String? = nil,
    isEnabled: Bool = true, frame: CGRect, hasKeyboardFocus: Bool = false,
    children: [XCUIElementSnapshotDouble] = [], textHeight: CGFloat? = nil
  ) {
    self.handle = handle
    self.elementType = elementType
    self.identifier = identifier
    self.label = label
    self.value = value
    self.placeholderValue = placeholderValue
    self.isEnabled = isEnabled
    self.frame = frame
    self.hasKeyboardFocus = hasKeyboardFocus
    self.children = children
    self.textHeight = textHeight
  }

  /// Whether any identifying property (identifier, label, value, placeholder) is `text`.
  func isIdentified(by text: String) -> Bool {
    identifier == text || label == text || value == text || placeholderValue == text
  }
}

/// The app under test, as a model the double's `XCUIApplication` launches, queries and drives.
/// Not Apple API: a test installs one in ``XCTestDouble/application``.
/// double only: the app under test as a model.
@MainActor
public protocol XCUIApplicationDouble: AnyObject {
  /// Whether it runs (between `launch` and `terminate`).
  var isRunning: Bool { get }
  /// The screen's bounds in points, for the orientation the app shows.
  var screenBounds: CGRect { get }
  /// The app's elements as they are now: its window's content, then (in front) the keyboard and
  /// what it brings.
  var elements: [XCUIElementSnapshotDouble] { get }
  /// Starts the app with the launch arguments and environment.
  func launch(arguments: [String], environment: [String: String])
  /// Ends it.
  func terminate()
  /// A test waited `seconds` for a condition that does not hold yet: the app's timed work (a
  /// debounce, a server's answer) that falls due in that time runs. Optional: an app without
  /// timed work does nothing.
  func passTime(_ seconds: TimeInterval)
  /// A test waits up to `seconds` for `condition`, which does not hold yet: the app runs on
  /// until it holds or the time is up (an app in the test's process runs its pending work here,
  /// as the app's own process would run on meanwhile). Optional: by default, the app is told
  /// the time passed (``passTime(_:)``).
  func passTime(_ seconds: TimeInterval, until condition: () -> Bool)
  /// A tap on the element with a handle.
  func tap(_ handle: Int)
  /// A tap at a screen point (`XCUICoordinate.tap()`): what is under it gets the tap. By
  /// default the front-most element whose frame holds the point (the keyboard and its toolbar
  /// in front of the window's content, a child in front of its parent) gets ``tap(_:)``;
  /// nothing when no element is there.
  func tap(at point: CGPoint)
  /// Text typed into the focused element with a handle (`"\n"` and `"\r"` press Return,
  /// `XCUIKeyboardKey.delete`'s `"\u{8}"` deletes the character before the insertion point).
  func typeText(_ text: String, into handle: Int)
  /// A swipe on the element with a handle: down (towards the content's top) or up.
  func swipe(down: Bool, on handle: Int)
  /// A press-and-drag from one screen point to another (`XCUICoordinate`'s
  /// `press(forDuration:thenDragTo:)`): what is under `start` gets the drag.
  func drag(from start: CGPoint, to end: CGPoint)
  /// The device turned.
  func deviceDidRotate(to orientation: UIDeviceOrientation)
}

extension XCUIApplicationDouble {
  /// Taps the front-most element whose frame holds `point`.
  /// double only: a tap at a screen point.
  public func tap(at point: CGPoint) {
    func hit(_ elements: [XCUIElementSnapshotDouble]) -> XCUIElementSnapshotDouble? {
      for element in elements.reversed() where element.frame.contains(point) {
        return hit(element.children) ?? element
      }
      return nil
    }
    let front = elements.filter { $0.elementType == .keyboard || $0.elementType == .toolbar }
    let content = elements.filter { $0.elementType != .keyboard && $0.elementType != .toolbar }
    if let element = hit(front) ?? hit(content) { tap(element.handle) }
  }

  /// An app without timed work: waiting changes nothing.
  /// double only: the time passing for an app without timed work.
  public func passTime(_ seconds: TimeInterval) {}

  /// The time passes at once (``passTime(_:)``): the app model decides what happened in it.
  /// double only: the time passing until a condition holds.
  public func passTime(_ seconds: TimeInterval, until condition: () -> Bool) {
    passTime(seconds)
  }
}

/// The double's global state: the installed app and what the tests' assertions recorded. Not
/// Apple API.
/// double only: the double's global state.
@MainActor
public enum XCTestDouble {
  /// The app under test.
  /// double only: the app under test.
  public static var application: (any XCUIApplicationDouble)?
  /// The device's orientation.
  /// double only: the device's orientation.
  public static var orientation: UIDeviceOrientation = .portrait
  /// The failures recorded since the last ``reset()``, oldest first.
  /// double only: the failures recorded.
  public nonisolated static var failures: [String] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  private nonisolated static let lock = NSLock()
  private nonisolated(unsafe) static var recorded: [String] = []

  /// A substep a test ran (`XCTContext.runActivity`), with what it attached.
  /// double only: a substep a test ran (conforms to XCTActivity).
  public final class Activity: NSObject, XCTActivity {
    /// Its name.
    /// double only: the activity's name (XCTActivity.name).
    public let name: String
    /// The text of its attachments (a screenshot's is "screenshot"), by name.
    /// double only: the activity's attachments.
    public private(set) var attachments: [(name: String, text: String)] = []
    /// How many failures the test had recorded when the first attachment was added (`nil`:
    /// none was). XCTest stops a test at its first failure when `continueAfterFailure` is off
    /// (https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure), so
    /// evidence a test keeps must be added before the failure: `0` here.
    public private(set) var failuresBeforeFirstAttachment: Int?
    init(name: String) { self.name = name }
    /// Keeps an attachment.
    /// double only: adds an attachment (XCTActivity.add(_:)).
    public func add(_ attachment: XCTAttachment) {
      if attachments.isEmpty { failuresBeforeFirstAttachment = XCTestDouble.failures.count }
      attachments.append((attachment.name ?? "", attachment.text))
    }
  }

  /// The substeps run since the last ``reset()``, oldest first.
  /// double only: the activities run.
  public static var activities: [Activity] = []

  /// Forgets the failures and activities and puts the device upright; keeps the app.
  /// double only: puts the global state back.
  public static func reset() {
    activities = []
    lock.lock()
    recorded = []
    lock.unlock()
    orientation = .portrait
  }

  nonisolated static func record(_ message: String) {
    lock.lock()
    recorded.append(message)
    lock.unlock()
  }

  /// Whether `condition` holds now, or once the app's timed work due within `seconds` ran (the
  /// app is told the time passed, ``XCUIApplicationDouble/passTime(_:)``): a wait takes no time
  /// when its condition already holds, as XCTest's returns as soon as it does.
  static func wait(_ seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
    if condition() { return true }
    application?.passTime(seconds, until: condition)
    return condition()
  }

  /// An element's descendants, depth first (each before its own descendants), the element not
  /// among them.
  static func descendants(of root: XCUIElementSnapshotDouble) -> [XCUIElementSnapshotDouble] {
    // One array filled in one walk (a query flattens the whole tree each time it resolves, so
    // this runs at every query), not an array per element joined on the way up.
    var all: [XCUIElementSnapshotDouble] = []
    func visit(_ element: XCUIElementSnapshotDouble) {
      for child in element.children {
        all.append(child)
        visit(child)
      }
    }
    visit(root)
    return all
  }

  /// Whether a tap at the snapshot's hit point (its frame's centre) reaches it: on screen, and
  /// not inside the keyboard or a toolbar, which are in front of the app's content.
  static func isHittable(_ snapshot: XCUIElementSnapshotDouble) -> Bool {
    guard let app = application, app.isRunning else { return false }
    let point = CGPoint(x: snapshot.frame.midX, y: snapshot.frame.midY)
    guard app.screenBounds.contains(point) else { return false }
    var all: [XCUIElementSnapshotDouble] = []
    for element in app.elements { all += [element] + descendants(of: element) }
    let front = all.filter { $0.elementType == .keyboard || $0.elementType == .toolbar }
    for covering in front where covering.frame.contains(point) {
      let inside = descendants(of: covering).contains { $0.handle == snapshot.handle }
      if covering.handle != snapshot.handle, !inside { return false }
    }
    return true
  }
}
