/// `UIResponder`.
///
/// The double keeps one first responder per window (`UIWindow`); a responder's window is its own
/// for a view and its view's for a view controller.
/// https://developer.apple.com/documentation/uikit/uiresponder (iOS 2.0+)
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  /// https://developer.apple.com/documentation/uikit/uiresponder/init() (iOS 2.0+)
  public override init() { super.init() }

  /// Whether this responder is the first responder of its window.
  ///
  /// Apple: "Returns a Boolean value indicating whether this object is the first responder."
  /// (UIResponder.isFirstResponder)
  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder (iOS 2.0+)
  open var isFirstResponder: Bool {
    guard let window = responderWindowDouble else { return false }
    return window.firstResponderDouble === self
  }

  /// Whether this responder can become the first responder: `false` here.
  ///
  /// Apple: "This method returns false by default. Subclasses must override this method and return
  /// true to be able to become first responder." (UIResponder.canBecomeFirstResponder)
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder (iOS 2.0+)
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder is willing to give up first responder status: `true` here.
  ///
  /// Apple: "This method returns true by default." (UIResponder.canResignFirstResponder)
  /// https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder (iOS 2.0+)
  open var canResignFirstResponder: Bool { true }

  /// Asks to become the first responder of the responder's window.
  ///
  /// Returns `false`, and nothing changes, when the responder is not in a window, when
  /// `canBecomeFirstResponder` is `false`, when a text input's delegate refuses to begin editing
  /// (`textFieldShouldBeginEditing(_:)`, `textViewShouldBeginEditing(_:)`), or when the current
  /// first responder refuses to resign (`canResignFirstResponder` is `false`, or its delegate's
  /// `…ShouldEndEditing` returns `false`). Otherwise the current first responder resigns (with its
  /// end-editing callbacks), this one becomes first responder, the window's keyboard follows
  /// (see `UIWindow.simulatedKeyboard`), and the begin-editing callbacks run (for a text field,
  /// before the keyboard when `UIKitDouble.textFieldBeginsEditingBeforeKeyboard` is set, the order
  /// reported on devices).
  ///
  /// Apple: "Asks UIKit to make this object the first responder in its window." "Calling this
  /// method doesn't guarantee that the object becomes the first responder. UIKit asks the current
  /// first responder to resign as first responder, which it might not do." "Only call this method
  /// on views that are part of the active view hierarchy. To determine whether a view is onscreen,
  /// check its window property. If that property contains a valid window, it's part of an active
  /// view hierarchy." (UIResponder.becomeFirstResponder()) The double returns `false` outside a
  /// window. That the new text input's delegate is asked before the current one is asked to end
  /// editing is not documented by Apple; widely reported (UIKit asks `canBecomeFirstResponder`, which
  /// for a text field consults `textFieldShouldBeginEditing(_:)`, first).
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() (iOS 2.0+)
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard let window = responderWindowDouble else { return false }
    if window.firstResponderDouble === self { return true }
    guard canBecomeFirstResponder, shouldBeginEditingDouble() else { return false }
    var focusMoved = false
    if let current = window.firstResponderDouble {
      guard current.canResignFirstResponder else { return false }
      window.keyboardTransitionDepthDouble += 1
      let resigned = current.resignFirstResponder()
      window.keyboardTransitionDepthDouble -= 1
      guard resigned, window.firstResponderDouble == nil else { return false }
      focusMoved = true
    }
    // A callback may have moved this responder out of the window meanwhile.
    guard responderWindowDouble === window else {
      if focusMoved { window.refreshKeyboardDouble(focusChanged: false) }
      return false
    }
    window.firstResponderDouble = self
    if beginsEditingBeforeKeyboardDouble {
      didBeginEditingDouble()
      if window.firstResponderDouble === self {
        window.captureKeyboardDouble(from: self, focusChanged: focusMoved)
      } else if focusMoved {
        window.refreshKeyboardDouble(focusChanged: false)
      }
    } else {
      window.captureKeyboardDouble(from: self, focusChanged: focusMoved)
      didBeginEditingDouble()
    }
    window.fillStrongPasswordDouble(for: self)
    return true
  }

  /// Asks to give up first responder status.
  ///
  /// Returns `true` when the responder is not the first responder. Otherwise returns `false`, and
  /// nothing changes, when `canResignFirstResponder` is `false` or a text input's delegate refuses
  /// to end editing; else the responder resigns, the window's keyboard hides (posting its
  /// notifications), and the end-editing callbacks run.
  ///
  /// Apple: "The default implementation returns true, resigning first responder status."
  /// (UIResponder.resignFirstResponder()) The order (resign, then the keyboard, then
  /// `textFieldDidEndEditing(_:)`) follows UITextFieldDelegate's overview: "Before resigning as
  /// first responder, the text field calls its delegate's textFieldShouldEndEditing(_:) method…
  /// The text field resigns as first responder. In response, the system hides or adjusts the
  /// keyboard as needed… The text field calls its delegate's textFieldDidEndEditing(_:) method."
  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder() (iOS 2.0+)
  @discardableResult open func resignFirstResponder() -> Bool {
    guard let window = responderWindowDouble, window.firstResponderDouble === self else {
      return true
    }
    guard canResignFirstResponder, shouldEndEditingDouble() else { return false }
    endFirstResponderDouble(in: window)
    return true
  }

  /// The view shown above the keyboard while this responder is first responder: `nil` here.
  ///
  /// Apple: "The value of this read-only property is nil." (UIResponder.inputAccessoryView)
  /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview (iOS 3.2+)
  open var inputAccessoryView: UIView? { nil }

  /// The custom input view shown instead of the keyboard: `nil` here.
  ///
  /// Apple: "When the responder becomes the first responder, the responder infrastructure presents
  /// the specified input view automatically." (UIResponder.inputView)
  /// https://developer.apple.com/documentation/uikit/uiresponder/inputview (iOS 3.2+)
  open var inputView: UIView? { nil }

  /// Re-reads the input view, the accessory view and (for text inputs) the return key into the
  /// window's keyboard, when this responder is first responder; does nothing otherwise. When the
  /// keyboard's frame changes, posts the frame-change notifications.
  ///
  /// Apple: "You can use this method to refresh the custom input view or input accessory view
  /// associated with the current object when it's the first responder. The views are replaced
  /// immediately, without animating them into place. If the current object isn't the first
  /// responder, this method has no effect." (UIResponder.reloadInputViews()) That a changed
  /// `returnKeyType` shows only after `reloadInputViews()` is not documented by Apple; widely
  /// reported.
  /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews() (iOS 3.2+)
  open func reloadInputViews() {
    guard let window = responderWindowDouble, window.firstResponderDouble === self else { return }
    window.captureKeyboardDouble(from: self, focusChanged: false)
  }

  /// The next responder in the chain: `nil` here.
  ///
  /// Apple: "The UIResponder class doesn't store or set the next responder automatically, so this
  /// method returns nil by default." (UIResponder.next)
  /// https://developer.apple.com/documentation/uikit/uiresponder/next (iOS 2.0+)
  open var next: UIResponder? { nil }

  // MARK: - The double's hooks (internal)

  /// The window whose first responder this responder can be.
  var responderWindowDouble: UIWindow? { nil }

  /// Whether this responder shows the system keyboard as first responder (text inputs).
  var usesSystemKeyboardDouble: Bool { false }

  /// The return key and keyboard type shown as first responder (text inputs).
  var keyboardTraitsDouble: (keyboardType: UIKeyboardType, returnKeyType: UIReturnKeyType)? {
    nil
  }

  /// Whether the begin-editing callbacks run before the keyboard follows (see
  /// `UIKitDouble.textFieldBeginsEditingBeforeKeyboard`); `false` here, Apple's documented order.
  var beginsEditingBeforeKeyboardDouble: Bool { false }

  /// A text input's delegate consent to begin editing.
  func shouldBeginEditingDouble() -> Bool { true }

  /// A text input's delegate consent to end editing.
  func shouldEndEditingDouble() -> Bool { true }

  /// Runs after the responder became first responder and the keyboard followed.
  func didBeginEditingDouble() {}

  /// Runs after the responder resigned and the keyboard followed.
  func didEndEditingDouble() {}

  /// Ends first responder status without asking (a forced resign, or the last step of a normal
  /// one): the window forgets the responder, the keyboard follows, the end callbacks run.
  func endFirstResponderDouble(in window: UIWindow) {
    window.firstResponderDouble = nil
    window.refreshKeyboardDouble(focusChanged: false)
    didEndEditingDouble()
  }
}

extension UIResponder {
  // Apple declares these `nonisolated class let`; a Swift extension cannot declare a stored class
  // property, so they are `static let` here (as `class let`, neither is overridable nor settable).

  /// Posted before the keyboard appears.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  /// (iOS 2.0+)
  nonisolated public static let keyboardWillShowNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appears.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification
  /// (iOS 2.0+)
  nonisolated public static let keyboardDidShowNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  /// (iOS 2.0+)
  nonisolated public static let keyboardWillHideNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappears.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification
  /// (iOS 2.0+)
  nonisolated public static let keyboardDidHideNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
  /// (iOS 5.0+)
  nonisolated public static let keyboardWillChangeFrameNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changes.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification
  /// (iOS 5.0+)
  nonisolated public static let keyboardDidChangeFrameNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardDidChangeFrameNotification")
  /// The key of the keyboard's start frame (an `NSValue` of a `CGRect`, screen coordinates).
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey
  /// (iOS 3.2+)
  nonisolated public static let keyboardFrameBeginUserInfoKey: String =
    "UIKeyboardFrameBeginUserInfoKey"
  /// The key of the keyboard's end frame (an `NSValue` of a `CGRect`, screen coordinates).
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  /// (iOS 3.2+)
  nonisolated public static let keyboardFrameEndUserInfoKey: String =
    "UIKeyboardFrameEndUserInfoKey"
  /// The key of the animation's duration (an `NSNumber` of a `Double`).
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey
  /// (iOS 3.0+)
  nonisolated public static let keyboardAnimationDurationUserInfoKey: String =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the animation's curve (an `NSNumber` of a `UIView.AnimationCurve` raw value).
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey
  /// (iOS 3.0+)
  nonisolated public static let keyboardAnimationCurveUserInfoKey: String =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey
  /// (iOS 9.0+)
  nonisolated public static let keyboardIsLocalUserInfoKey: String =
    "UIKeyboardIsLocalUserInfoKey"
}
