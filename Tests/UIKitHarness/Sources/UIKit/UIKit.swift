@_exported import Foundation

// A test-only behavioural double of UIKit, so code written against UIKit can be type-checked and
// run on Linux: `Scripts/typecheck-uikit.sh` builds these files as a module named `UIKit`, and the
// `UIKitHarness` package (Tests/UIKitHarness) builds them as its `UIKit` target for tests. It
// declares only what FormRuntime's adapter, formc's generated code and the Calibration app
// (`Calibration/`) use, each declaration
// following Apple's documented Swift signature (names, labels, types, optionality, `@available`
// versions).
//
// Behaviour: every modelled behaviour follows a documented Apple fact and quotes or paraphrases it
// in the declaration's doc comment ("Apple: … (API)"). Where Apple's documentation is silent and
// the double models a widely reported behaviour, the comment says "not documented by Apple; widely
// reported: …". Where the double approximates (text measurement, layout without an Auto Layout
// engine, animations that complete at once), the comment says "approximation" or "model". What a
// user or the system does (taps, typing, the keyboard's height, the safe area) is driven from tests
// through `UIKitDouble+Simulation.swift`, which is not Apple API.
//
// Where Linux has no Objective-C runtime the double departs from the real SDK, and says so:
// - `@objc optional` protocol requirements become requirements with default implementations.
// - `Selector` is declared here (the real one lives in the ObjectiveC module); `#selector` and
//   `@objc` still do not compile on Linux, so code meant for both prefers `UIAction`, and the
//   double never performs target-action (it cannot send a selector).
// - The informal `UIAccessibility` protocol's properties (`accessibilityLabel`, …) are declared on
//   `UIView` and `UIBarItem`, not on `NSObject` (no associated storage on Linux).
// - `@available(iOS …)` is recorded but not enforced: the checks run for Linux, not iOS.
//
// Never make this a target of the main package: a module named UIKit would collide with the real
// one on Apple platforms. It lives in its own package, Tests/UIKitHarness.

// MARK: - Objective-C stand-ins

#if !canImport(ObjectiveC)
  /// Stands in for `ObjectiveC.Selector`, which Linux lacks.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    private let name: String

    /// Creates a selector from a method name.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
  }
#endif

// MARK: - Geometry

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Zero insets.
  public init() {
    top = 0
    left = 0
    bottom = 0
    right = 0
  }

  /// Insets from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `UIEdgeInsets.zero`.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// `CGRect.inset(by:)` (UIKit's addition): the rectangle shrunk by the insets.
  ///
  /// Apple: "Adjusts a rectangle by the given edge insets." (CGRect.inset(by:))
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension NSValue {
  /// `NSValue(cgRect:)` (UIKit's NSValue additions).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// `cgRectValue` (UIKit's NSValue additions).
  public var cgRectValue: CGRect { rectValue }
}

extension IndexPath {
  /// `IndexPath(row:section:)` (UIKit's IndexPath additions, which Foundation on Linux lacks).
  ///
  /// Apple: "Initializes an index path with the indexes of a specific row and section in a table
  /// view." (IndexPath.init(row:section:))
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// `UICoordinateSpace`.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The bounds of the coordinate space.
  var bounds: CGRect { get }
  /// Converts a rectangle from this space to another.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rectangle from another space to this one.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}
