import FormRuntime
import Foundation

/// A keyboard notification as the simulated screen posts it.
public enum KeyboardNotification: Sendable, Hashable {
  /// `keyboardWillChangeFrameNotification` with the end frame (screen coordinates).
  case willChangeFrame(CGRect)
  /// `keyboardWillShowNotification` with the end frame.
  case willShow(CGRect)

  /// The end frame.
  public var frame: CGRect {
    switch self {
    case .willChangeFrame(let frame), .willShow(let frame): return frame
    }
  }
}

/// What a screen knows when it sets the inset container's bottom inset.
public struct InsetContext: Sendable, Hashable {
  /// The keyboard frame the screen acts on (screen coordinates).
  public var keyboardFrame: CGRect
  /// The inset container's frame in screen coordinates.
  public var scrollViewFrame: CGRect
  /// The screen's bounds.
  public var screenBounds: CGRect
  /// The form's root view in screen coordinates.
  public var viewFrame: CGRect
  /// The inset container's `safeAreaInsets.bottom`.
  public var scrollViewSafeAreaBottom: CGFloat
  /// The root view's `safeAreaInsets.bottom`.
  public var viewSafeAreaBottom: CGFloat
  /// Whether the scroll view adds its bottom safe area to `adjustedContentInset`.
  public var adjustsForSafeArea: Bool
}

/// How a screen keeps the focused input above the keyboard, as the simulator drives it.
///
/// ``FormcKeyboardHandling`` is formc's generated code: each requirement calls the FormRuntime
/// function `FormKeyboardAvoider` calls. Tests implement the mistakes keyboard guides warn about
/// to show that the simulator catches them.
public protocol KeyboardHandling: Sendable {
  /// The keyboard frame the screen acts on after these notifications, `nil` for none.
  func keyboardFrame(after notifications: [KeyboardNotification], screenBounds: CGRect) -> CGRect?
  /// The bottom inset the screen adds to the inset container.
  func bottomInset(_ context: InsetContext) -> CGFloat
  /// Scrolls the focused input (or its caret) into view through its containers, innermost first,
  /// setting offsets on `scene`.
  func reveal(
    _ target: CGRect, caret: CGRect?, spacing: CGFloat, through containers: [Int],
    in scene: SimulatedScene)
  /// Whether the screen scrolls again when a text view grows.
  var rescrollsWhenTextViewGrows: Bool { get }
}

/// formc's keyboard handling: what the generated controller and `FormKeyboardAvoider` do.
public struct FormcKeyboardHandling: KeyboardHandling {
  /// Creates the handling.
  public init() {}

  /// The avoider observes `keyboardWillChangeFrameNotification`, posted for every change.
  public func keyboardFrame(after notifications: [KeyboardNotification], screenBounds: CGRect)
    -> CGRect?
  {
    notifications.last { if case .willChangeFrame = $0 { return true } else { return false } }?
      .frame
  }

  /// `FormKeyboardGeometry.bottomInset(keyboardFrame:scrollViewFrame:…)`, as the avoider calls it.
  public func bottomInset(_ context: InsetContext) -> CGFloat {
    FormKeyboardGeometry.bottomInset(
      keyboardFrame: context.keyboardFrame, scrollViewFrame: context.scrollViewFrame,
      screenBounds: context.screenBounds, safeAreaBottom: context.scrollViewSafeAreaBottom,
      adjustsForSafeArea: context.adjustsForSafeArea)
  }

  /// `FormScrollChain.reveal`, as the avoider calls it.
  public func reveal(
    _ target: CGRect, caret: CGRect?, spacing: CGFloat, through containers: [Int],
    in scene: SimulatedScene
  ) {
    FormScrollChain.reveal(
      target, caret: caret, spacing: spacing, through: containers,
      viewport: { scene.viewport(of: $0) },
      convert: { scene.convert($0, into: $1, from: $2) },
      setOffset: { scene.setOffset($1, of: $0) })
  }

  /// The generated controller calls `inputDidChangeHeight(id:)` as a text view grows.
  public var rescrollsWhenTextViewGrows: Bool { true }
}
