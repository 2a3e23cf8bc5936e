import Foundation

/// `Gesture` (iOS 13) — https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type of value the gesture produces —
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  associatedtype Value
}

/// `GestureMask` (iOS 13) — https://developer.apple.com/documentation/swiftui/gesturemask
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits — https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
  public let rawValue: UInt32
  /// A mask of bits —
  /// https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The view's gestures and its subviews' —
  /// https://developer.apple.com/documentation/swiftui/gesturemask/all
  public static let all = GestureMask(rawValue: 3)
}

/// `DragGesture` (iOS 13): "A dragging motion that invokes an action as the drag-event sequence
/// changes" — https://developer.apple.com/documentation/swiftui/draggesture
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  /// The attributes of a drag —
  /// https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    /// The distance dragged —
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize
  }

  /// The distance the touch moves before the gesture starts —
  /// https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
  public var minimumDistance: CGFloat

  /// A drag that starts after `minimumDistance` points —
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  public init(minimumDistance: CGFloat = 10) {
    self.minimumDistance = minimumDistance
  }
}

/// The gesture `onChanged(_:)` returns (iOS 13) —
/// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
@MainActor @preconcurrency
public struct _ChangedGesture<Content: Gesture>: Gesture {
  /// The value of the gesture it wraps.
  /// https://developer.apple.com/documentation/swiftui/gesture/value (iOS 13.0+)
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

extension Gesture where Value: Equatable {
  /// "Adds an action to perform when the gesture's value changes" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// A drag's change handler, for the double. Not Apple API.
@MainActor
protocol DoubleDragHandler {
  /// The action a drag runs as it moves.
  var dragChanged: (() -> Void)? { get }
}

extension _ChangedGesture: DoubleDragHandler {
  var dragChanged: (() -> Void)? {
    guard Content.self == DragGesture.self, let action = action as? (DragGesture.Value) -> Void
    else { return nil }
    return { action(DragGesture.Value(translation: CGSize(width: 0, height: -40))) }
  }
}

extension View {
  /// "Attaches a gesture to the view to process simultaneously with gestures defined by the view"
  /// (iOS 13) — https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:).
  /// In the double a drag's change handler runs when a test drags a scroll view inside this view
  /// (``SwiftUIHost/dragScrollView()``).
  public nonisolated func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    SimultaneousGestureView(content: self, gesture: gesture)
  }
}

/// The view `simultaneousGesture(_:including:)` returns, for the double. Not Apple API.
nonisolated struct SimultaneousGestureView<Content: View, G: Gesture>: PrimitiveViewStub,
  DoublePrimitive
{
  let content: Content
  let gesture: G

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    if let handler = gesture as? any DoubleDragHandler, let action = handler.dragChanged {
      context.environment.double.dragActions.append(action)
    }
    graph.render(content, context)
  }
}

/// The system whose behaviour the double models, read by code compiled for the double
/// (`SWIFTUI_DOUBLE`) where an app asks `#available`, which is always true on Linux. Not Apple
/// API: ``SwiftUIHost`` sets it to its ``SwiftUIHost/osVersion`` while it updates and while a
/// test's touch runs.
/// double only: the system the SwiftUI double models.
@MainActor
public enum SwiftUIDoubleSystem {
  /// The iOS major version the double models now.
  /// double only: the iOS major version modelled.
  public static var majorVersion = 16
  /// The iOS minor version the double models now, with ``majorVersion``.
  /// double only: the iOS minor version modelled.
  public static var minorVersion = 0
  /// The device of the host that updates now: each ``SwiftUIHost`` models a device of its own
  /// and posts its keyboard notifications with it as their `object`, so that code compiled for
  /// the double follows its own host's keyboard only (the runtime's floating-keyboard observer,
  /// which on a device hears the one keyboard there is). `NotificationCenter.default` is the
  /// process's, shared by the tests that run in parallel. `nil` before any host updated.
  /// double only: the device the double models.
  public static var device: AnyObject?

  /// Whether the system the double models now is iOS `major.minor` or later, as `#available`
  /// answers on a device.
  /// double only: whether the modelled system is at least a version.
  public static func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
    (majorVersion, minorVersion) >= (major, minor)
  }
}

/// `TapGesture` (iOS 13): "A gesture that recognizes one or more taps" —
/// https://developer.apple.com/documentation/swiftui/tapgesture
public nonisolated struct TapGesture: Gesture {
  /// A tap has no value —
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  public typealias Value = Void

  /// "The required number of taps to complete the tap gesture" —
  /// https://developer.apple.com/documentation/swiftui/tapgesture/count
  public var count: Int

  /// "Creates a tap gesture with the number of required taps" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/tapgesture/init(count:)
  public nonisolated init(count: Int = 1) {
    self.count = count
  }
}

/// The gesture `onEnded(_:)` returns (iOS 13) —
/// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
public nonisolated struct _EndedGesture<Content: Gesture>: Gesture {
  /// The value of the gesture it wraps.
  /// https://developer.apple.com/documentation/swiftui/gesture/value (iOS 13.0+)
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

extension Gesture {
  /// "Adds an action to perform when the gesture ends" (iOS 13): "The action is only performed
  /// if the gesture ends successfully" —
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public nonisolated func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

/// A tap's end handler, for the double. Not Apple API.
@MainActor
protocol DoubleTapHandler {
  /// The action a single tap runs when it ends.
  var tapEnded: (() -> Void)? { get }
}

extension _EndedGesture: DoubleTapHandler {
  var tapEnded: (() -> Void)? {
    guard let tap = content as? TapGesture, tap.count == 1,
      let action = action as? (TapGesture.Value) -> Void
    else { return nil }
    return { action(()) }
  }
}

extension View {
  /// "Attaches a gesture to the view with a lower precedence than gestures defined by the view"
  /// (iOS 13) — https://developer.apple.com/documentation/swiftui/view/gesture(_:including:).
  /// In the double a single tap's end handler runs when a test taps a view inside this one that
  /// defines no gesture of its own (a `Text`, the empty space: ``SwiftUIHost/tapOutsideInputs(on:)``);
  /// a tap on a text input, a button or a toggle is theirs (their gestures take precedence).
  public nonisolated func gesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    GestureView(content: self, gesture: gesture)
  }
}

/// The view `gesture(_:including:)` returns, for the double: a container that holds the tap
/// handler for the views inside it. Not Apple API.
nonisolated struct GestureView<Content: View, G: Gesture>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let gesture: G

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    if let handler = gesture as? any DoubleTapHandler, let action = handler.tapEnded {
      context.environment.double.tapActions.append(action)
    }
    graph.container("gesture", context) { inner in
      inner.parent.tapActions = inner.environment.double.tapActions
      graph.render(content, inner)
    }
  }
}
