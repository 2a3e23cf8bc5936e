import FormRuntime
import Foundation

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
    reveal(target, region: nil, caret: caret, spacing: spacing, through: containers, in: scene)
  }

  /// `FormScrollChain.reveal` with the input's reveal region, as the avoider calls it.
  public func reveal(
    _ target: CGRect, region: CGRect?, caret: CGRect?, spacing: CGFloat,
    through containers: [Int], in scene: SimulatedScene
  ) {
    FormScrollChain.reveal(
      target, region: region, caret: caret, spacing: spacing, through: containers,
      viewport: { scene.viewport(of: $0) },
      convert: { scene.convert($0, into: $1, from: $2) },
      setOffset: { scene.setOffset($1, of: $0) })
  }

  /// The generated controller calls `inputDidChangeHeight(id:)` as a text view grows.
  public var rescrollsWhenTextViewGrows: Bool { true }
}
