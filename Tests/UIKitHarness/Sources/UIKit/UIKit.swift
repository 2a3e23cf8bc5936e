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
  /// https://developer.apple.com/documentation/objectivec/selector (iOS 2.0+)
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    private let name: String

    /// Creates a selector from a method name.
    /// https://developer.apple.com/documentation/objectivec/selector/init(_:) (iOS 2.0+)
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal.
    /// https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
    /// (iOS 2.0+)
    public init(stringLiteral name: String) { self.name = name }
  }
#endif

// MARK: - Geometry

/// `UIEdgeInsets`.
/// https://developer.apple.com/documentation/uikit/uiedgeinsets (iOS 2.0+)
public struct UIEdgeInsets: Hashable, Sendable {
  /// The top inset.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top (iOS 2.0+)
  public var top: CGFloat
  /// The left inset.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left (iOS 2.0+)
  public var left: CGFloat
  /// The bottom inset.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom (iOS 2.0+)
  public var bottom: CGFloat
  /// The right inset.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right (iOS 2.0+)
  public var right: CGFloat

  /// Zero insets.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init() (iOS 2.0+)
  public init() {
    top = 0
    left = 0
    bottom = 0
    right = 0
  }

  /// Insets from each edge.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
  /// (iOS 2.0+)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `UIEdgeInsets.zero`.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero (iOS 2.0+)
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// `CGRect.inset(by:)` (UIKit's addition): the rectangle shrunk by the insets.
  ///
  /// Apple: "Adjusts a rectangle by the given edge insets." (CGRect.inset(by:))
  /// https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:) (iOS 2.0+)
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension NSValue {
  /// `NSValue(cgRect:)` (UIKit's NSValue additions).
  /// https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:) (iOS 2.0+)
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// `cgRectValue` (UIKit's NSValue additions).
  /// https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue (iOS 2.0+)
  public var cgRectValue: CGRect { rectValue }
}

extension IndexPath {
  /// `IndexPath(row:section:)` (UIKit's IndexPath additions, which Foundation on Linux lacks).
  ///
  /// Apple: "Initializes an index path with the indexes of a specific row and section in a table
  /// view." (IndexPath.init(row:section:))
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:) (iOS 7.0+)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section (the first index).
  /// https://developer.apple.com/documentation/foundation/indexpath/section (iOS 7.0+)
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row (the second index).
  /// https://developer.apple.com/documentation/foundation/indexpath/row (iOS 7.0+)
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// `UICoordinateSpace`.
/// https://developer.apple.com/documentation/uikit/uicoordinatespace (iOS 8.0+)
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The bounds of the coordinate space.
  var bounds: CGRect { get }
  /// Converts a rectangle from this space to another.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rectangle from another space to this one.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}
