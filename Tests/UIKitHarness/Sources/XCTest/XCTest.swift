@_exported import Foundation
@_exported import UIKit

// A test-only stand-in for the UI-testing parts of Apple's XCTest that FormUITesting and formc's
// generated UI tests (`<Name>FormUITests.swift`) use, so that their `#if canImport(XCTest) &&
// canImport(UIKit)` code type-checks on Linux (`Scripts/typecheck-uikit.sh` builds it as a module
// named XCTest). Declarations follow Apple's Swift signatures in the iOS 18 SDK — names, labels,
// types, `@MainActor` where the SDK has it; there is no behaviour. Never make this a target of the
// harness package: Linux has a real XCTest (without UI testing), which it would shadow.

// MARK: - Test cases and assertions

/// `XCTestCase`.
open class XCTestCase: NSObject {
  /// Whether a test goes on after a failure.
  open var continueAfterFailure: Bool {
    get { true }
    set {}
  }
  /// Creates a test case.
  public override init() {}
  /// Runs before each test.
  open func setUp() {}
  /// Runs after each test.
  open func tearDown() {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test.
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless `expression` is true.
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless `expression1 <= expression2`.
public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless the two values are equal.
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// MARK: - UI testing

/// `XCUIElementTypeQueryProvider`: queries for descendants of a kind.
@MainActor
public protocol XCUIElementTypeQueryProvider {
  /// The buttons.
  var buttons: XCUIElementQuery { get }
  /// The keyboards.
  var keyboards: XCUIElementQuery { get }
  /// The toolbars.
  var toolbars: XCUIElementQuery { get }
  /// The text fields.
  var textFields: XCUIElementQuery { get }
  /// The text views.
  var textViews: XCUIElementQuery { get }
}

/// `XCUIElement`: a UI element in the application under test.
@MainActor
open class XCUIElement: NSObject, XCUIElementTypeQueryProvider {
  /// `XCUIElement.ElementType`.
  public enum ElementType: UInt, @unchecked Sendable {
    /// Any element.
    case any = 0
    /// A button.
    case button = 9
    /// A text field.
    case textField = 49
    /// A text view.
    case textView = 52
    /// A toolbar.
    case toolbar = 21
    /// A keyboard.
    case keyboard = 62
  }

  /// Whether the element exists.
  open var exists: Bool { false }
  /// Whether a tap at the element's hit point reaches it.
  open var isHittable: Bool { false }
  /// The element's frame in screen coordinates.
  open var frame: CGRect { .zero }
  /// The accessibility identifier.
  open var identifier: String { "" }
  /// The accessibility label.
  open var label: String { "" }
  /// Waits until the element exists; whether it does.
  open func waitForExistence(timeout: TimeInterval) -> Bool { false }
  /// Taps the element.
  open func tap() {}
  /// Types into the element, which must have keyboard focus.
  open func typeText(_ text: String) {}
  /// Swipes down on the element.
  open func swipeDown() {}
  /// Swipes up on the element.
  open func swipeUp() {}
  /// An attribute by key-value coding (as `NSObject` offers on Apple platforms).
  open func value(forKey key: String) -> Any? { nil }
  /// Descendants of a kind.
  open func descendants(matching type: ElementType) -> XCUIElementQuery { XCUIElementQuery() }
  /// The buttons.
  open var buttons: XCUIElementQuery { XCUIElementQuery() }
  /// The keyboards.
  open var keyboards: XCUIElementQuery { XCUIElementQuery() }
  /// The toolbars.
  open var toolbars: XCUIElementQuery { XCUIElementQuery() }
  /// The text fields.
  open var textFields: XCUIElementQuery { XCUIElementQuery() }
  /// The text views.
  open var textViews: XCUIElementQuery { XCUIElementQuery() }
}

/// `XCUIApplication`: the application under test.
@MainActor
open class XCUIApplication: XCUIElement {
  /// The arguments it is launched with.
  open var launchArguments: [String] {
    get { [] }
    set {}
  }
  /// The environment it is launched with.
  open var launchEnvironment: [String: String] {
    get { [:] }
    set {}
  }
  /// The application of the UI test target's target application.
  public override init() {}
  /// Launches it, ending a running instance first.
  open func launch() {}
  /// Ends it.
  open func terminate() {}
}

/// `XCUIElementQuery`: finds elements.
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  /// The first match.
  open var firstMatch: XCUIElement { XCUIElement() }
  /// The only match.
  open var element: XCUIElement { XCUIElement() }
  /// How many elements match.
  open var count: Int { 0 }
  /// The element with this identifier, label, title or value.
  open subscript(key: String) -> XCUIElement { XCUIElement() }
  /// The matches of a predicate.
  open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { self }
  /// The matches with an identifier.
  open func matching(identifier: String) -> XCUIElementQuery { self }
  /// The matches that contain a descendant of a kind with an identifier.
  open func containing(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  { self }
  /// Descendants of a kind.
  open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { self }
  /// The buttons.
  open var buttons: XCUIElementQuery { self }
  /// The keyboards.
  open var keyboards: XCUIElementQuery { self }
  /// The toolbars.
  open var toolbars: XCUIElementQuery { self }
  /// The text fields.
  open var textFields: XCUIElementQuery { self }
  /// The text views.
  open var textViews: XCUIElementQuery { self }
}

/// `XCUIDevice`: the device the tests run on.
@MainActor
open class XCUIDevice: NSObject {
  /// The device.
  public static var shared: XCUIDevice { XCUIDevice() }
  /// The device's orientation; setting it turns the simulator or device.
  open var orientation: UIDeviceOrientation {
    get { .portrait }
    set {}
  }
}
