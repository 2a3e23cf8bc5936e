#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// `keyboard.dismiss: onTap`: a tap outside the form's inputs ends editing.
  ///
  /// A tap recognizer on the screen's root view (it sees the touches hit-tested to the root view
  /// and all its subviews, Apple's documentation of `addGestureRecognizer(_:)`) never takes a tap
  /// from anything:
  ///
  /// - It does not receive touches in an input of the form (a tap there moves focus, with no
  ///   keyboard going down and up again) or in any control (a button's or a switch's tap is its
  ///   own; `gestureRecognizer(_:shouldReceive:)` answers `false`).
  /// - When a tap elsewhere is about to be recognized, the delegate's
  ///   `gestureRecognizerShouldBegin(_:)` — "called when a gesture recognizer attempts to
  ///   transition out of the possible state" — ends editing and answers `false`, so the
  ///   recognizer fails: it never cancels the touch in the tapped view (a table cell is still
  ///   selected) and needs no target-action. `cancelsTouchesInView` is `false` as well (Apple:
  ///   with `true`, "the touches of that gesture that are pending aren't delivered to the view").
  @available(iOS 13.0, *)
  @MainActor
  final class FormTapDismissal: NSObject, UIGestureRecognizerDelegate {
    /// The recognizer, attached to the root view between `install(on:)` and `remove()`.
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    /// Whether a view is (inside) one of the form's inputs.
    private let isInput: @MainActor (UIView) -> Bool
    /// Ends editing.
    private let dismiss: @MainActor () -> Void

    /// Creates the dismissal; `isInput` tells the form's inputs, `dismiss` ends editing.
    init(isInput: @escaping @MainActor (UIView) -> Bool, dismiss: @escaping @MainActor () -> Void) {
      self.isInput = isInput
      self.dismiss = dismiss
      super.init()
      recognizer.cancelsTouchesInView = false
      recognizer.delegate = self
    }

    /// Attaches the recognizer to the screen's root view.
    func install(on rootView: UIView) {
      guard recognizer.view !== rootView else { return }
      rootView.addGestureRecognizer(recognizer)
    }

    /// Detaches the recognizer.
    func remove() {
      recognizer.view?.removeGestureRecognizer(recognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      var view = touch.view
      while let current = view {
        if current is UIControl || current is UITextView || isInput(current) { return false }
        view = current.superview
      }
      return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      dismiss()
      return false
    }
  }
#endif
