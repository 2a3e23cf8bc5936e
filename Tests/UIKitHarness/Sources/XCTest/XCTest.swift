@_exported import Foundation
@_exported import UIKit

// A test-only stand-in for the UI-testing parts of Apple's XCTest that FormUITesting and formc's
// generated UI tests (`<Name>FormUITests.swift`) use, so that their `#if canImport(XCTest) &&
// canImport(UIKit)` code type-checks on Linux (`Scripts/typecheck-uikit.sh` builds it as a module
// named XCTest). Declarations follow Apple's Swift signatures in the current SDK — names, labels,
// types, `@MainActor` where the SDK has it — each citing its documentation page (XCUIElement and
// its relatives are documented under XCUIAutomation since Xcode 16.3); there is no behaviour. Never make this a target of the
// harness package: Linux has a real XCTest (without UI testing), which it would shadow.

// MARK: - Test cases and assertions

/// `XCTestCase` — https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: NSObject {
  /// Whether a test goes on after a failure —
  /// https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
  open var continueAfterFailure: Bool {
    get { true }
    set {}
  }
  /// Creates a test case — https://developer.apple.com/documentation/xctest/xctestcase/init()
  public override init() {}
  /// Runs before each test — https://developer.apple.com/documentation/xctest/xctestcase/setup()
  open func setUp() {}
  /// Runs after each test — https://developer.apple.com/documentation/xctest/xctestcase/teardown()
  open func tearDown() {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test — https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless `expression` is true —
/// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless `expression1 <= expression2` —
/// https://developer.apple.com/documentation/xctest/xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test unless the two values are equal —
/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

// MARK: - UI testing

/// `XCUIElementTypeQueryProvider`: queries for descendants of a kind —
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor
public protocol XCUIElementTypeQueryProvider {
  /// The buttons — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  var buttons: XCUIElementQuery { get }
  /// The keyboards — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
  var keyboards: XCUIElementQuery { get }
  /// The toolbars — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toolbars
  var toolbars: XCUIElementQuery { get }
  /// The text fields — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
  var textFields: XCUIElementQuery { get }
  /// The text views — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textviews
  var textViews: XCUIElementQuery { get }
}

/// `XCUIElement`: a UI element in the application under test —
/// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor
open class XCUIElement: NSObject, XCUIElementTypeQueryProvider {
  /// `XCUIElement.ElementType` — https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
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

  /// Whether the element exists — https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
  open var exists: Bool { false }
  /// Whether a tap at the element's hit point reaches it —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
  open var isHittable: Bool { false }
  /// The element's frame in screen coordinates —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  open var frame: CGRect { .zero }
  /// The accessibility identifier —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
  open var identifier: String { "" }
  /// The accessibility label — https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  open var label: String { "" }
  /// Waits until the element exists; whether it does —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
  open func waitForExistence(timeout: TimeInterval) -> Bool { false }
  /// Taps the element — https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
  open func tap() {}
  /// Types into the element, which must have keyboard focus —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:)
  open func typeText(_ text: String) {}
  /// Swipes down on the element — https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipedown()
  open func swipeDown() {}
  /// Swipes up on the element — https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipeup()
  open func swipeUp() {}
  /// An attribute by key-value coding (as `NSObject` offers on Apple platforms).
  open func value(forKey key: String) -> Any? { nil }
  /// Descendants of a kind —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/descendants(matching:)
  open func descendants(matching type: ElementType) -> XCUIElementQuery { XCUIElementQuery() }
  /// The buttons — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { XCUIElementQuery() }
  /// The keyboards — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
  open var keyboards: XCUIElementQuery { XCUIElementQuery() }
  /// The toolbars — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toolbars
  open var toolbars: XCUIElementQuery { XCUIElementQuery() }
  /// The text fields — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
  open var textFields: XCUIElementQuery { XCUIElementQuery() }
  /// The text views — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textviews
  open var textViews: XCUIElementQuery { XCUIElementQuery() }
}

/// `XCUIApplication`: the application under test — https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor
open class XCUIApplication: XCUIElement {
  /// The arguments it is launched with —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
  open var launchArguments: [String] {
    get { [] }
    set {}
  }
  /// The environment it is launched with —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launchenvironment
  open var launchEnvironment: [String: String] {
    get { [:] }
    set {}
  }
  /// The application of the UI test target's target application —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
  public override init() {}
  /// Launches it, ending a running instance first —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
  open func launch() {}
  /// Ends it — https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()
  open func terminate() {}
}

/// `XCUIElementQuery`: finds elements — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  /// The first match — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/firstmatch
  open var firstMatch: XCUIElement { XCUIElement() }
  /// The only match — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element
  open var element: XCUIElement { XCUIElement() }
  /// How many elements match — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
  open var count: Int { 0 }
  /// The element with this identifier, label, title or value —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
  open subscript(key: String) -> XCUIElement { XCUIElement() }
  /// The matches of a predicate — https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)
  open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { self }
  /// The matches with an identifier —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(identifier:)
  open func matching(identifier: String) -> XCUIElementQuery { self }
  /// The matches that contain a descendant of a kind with an identifier —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/containing(_:identifier:)
  open func containing(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  { self }
  /// Descendants of a kind —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/descendants(matching:)
  open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { self }
  /// The buttons — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { self }
  /// The keyboards — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
  open var keyboards: XCUIElementQuery { self }
  /// The toolbars — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/toolbars
  open var toolbars: XCUIElementQuery { self }
  /// The text fields — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
  open var textFields: XCUIElementQuery { self }
  /// The text views — https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textviews
  open var textViews: XCUIElementQuery { self }
}

/// `XCUIDevice`: the device the tests run on — https://developer.apple.com/documentation/xcuiautomation/xcuidevice
@MainActor
open class XCUIDevice: NSObject {
  /// The device — https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared
  public static var shared: XCUIDevice { XCUIDevice() }
  /// The device's orientation; setting it turns the simulator or device —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuidevice/orientation
  open var orientation: UIDeviceOrientation {
    get { .portrait }
    set {}
  }
}
