import FormRuntime
import Foundation

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
  /// Scrolls the focused input into view as ``reveal(_:caret:spacing:through:in:)`` does, with
  /// its reveal region (the input with the nodes its `reveal` names that show, in the input's
  /// coordinates), revealed instead when it fits. By default the region is ignored.
  func reveal(
    _ target: CGRect, region: CGRect?, caret: CGRect?, spacing: CGFloat,
    through containers: [Int], in scene: SimulatedScene)
  /// Whether the screen scrolls again when a text view grows.
  var rescrollsWhenTextViewGrows: Bool { get }
}

extension KeyboardHandling {
  /// A screen that knows no reveal region reveals the input alone.
  public func reveal(
    _ target: CGRect, region: CGRect?, caret: CGRect?, spacing: CGFloat,
    through containers: [Int], in scene: SimulatedScene
  ) {
    reveal(target, caret: caret, spacing: spacing, through: containers, in: scene)
  }
}
