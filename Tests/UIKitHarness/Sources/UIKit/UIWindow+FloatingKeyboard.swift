/// The iPad keyboard the user left floating: it comes up where the user left it.
///
/// Apple documents the floating keyboard through the keyboard layout guide: "When the keyboard is
/// off screen or undocked, the guide's topAnchor matches the bottomAnchor of
/// safeAreaLayoutGuide. To follow all keyboard anchors even when undocked or floating, set
/// followsUndockedKeyboard to true."
/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard
/// and "Adjusting your layout with keyboard layout guide" ("adapt your layout to the movement of
/// the floating keyboard onscreen",
/// https://developer.apple.com/documentation/uikit/adjusting-your-layout-with-keyboard-layout-guide).
/// Apple: the keyboard frames of the notifications are "in the screen's coordinate space"
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
extension UIWindow {
  /// The notifications a floating keyboard posts as it comes up, moves or goes away: the
  /// frame-change ones only (`keyboardWillChangeFrameNotification`,
  /// `keyboardDidChangeFrameNotification`), with its floating frame (or, going away, its frame
  /// moved below the screen) as the end frame; no show or hide notification.
  ///
  /// Not documented by Apple; widely reported: "when the keyboard is undocked … your app no
  /// longer receives the standard keyboardWill/DidHide/Show events", only the frame changes
  /// (themainthread.com, "The iPad Split-Keyboard and (Missing) Notifications", 2012); "The iOS
  /// floating keyboard does not trigger observers UIKeyboardDidShowNotification,
  /// UIKeyboardWillShowNotification, UIKeyboardWillHideNotification. It does trigger
  /// UIKeyboardDidChangeFrameNotification" (github.com/MisterJimson/flutter_keyboard_visibility,
  /// pull request 162, 2024). Docking and undocking a keyboard on screen still post show and hide
  /// (`simulateUndockedKeyboard(at:)`).
  /// double only: the floating keyboard's notifications.
  public nonisolated static let floatingKeyboardNotificationsDouble: [NSNotification.Name] = [
    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
  ]

  /// Where the user left the system keyboard floating (the frame of its keys, without the input
  /// accessory view, in screen coordinates), or `nil` while it docks (not Apple API).
  /// double only: the place the user left the keyboard floating.
  public var floatingKeyboardPlace: CGRect? { floatingKeysFrameDouble }

  /// Floats the system keyboard with its keys at `keys` (screen coordinates) and leaves it
  /// floating there, as a user who floated it does: from now on it comes up there for every
  /// input that uses it, already floating (an input view, or a hardware keyboard's accessory
  /// view alone, still shows docked), with the input's accessory view on top of the keys, and
  /// posts only the frame-change notifications as it comes and goes
  /// (``floatingKeyboardNotificationsDouble``). `nil` docks it again for good. When the keyboard is
  /// on screen, it undocks (or docks) at once, as `simulateUndockedKeyboard(at:)` does. Returns
  /// whether a keyboard was on screen.
  ///
  /// Stands for the user pinching the keyboard to float it (or spreading it to dock it), which
  /// iPadOS keeps for the next time the keyboard comes up. Not documented by Apple; widely
  /// reported (and how the simulator behaves): the keyboard comes up where the user left it,
  /// floating, in every app.
  /// double only: the user's pinch that floats the keyboard.
  @discardableResult
  public func simulateFloatingKeyboard(at keys: CGRect?) -> Bool {
    floatingKeysFrameDouble = keys
    let keyboard = simulatedKeyboard
    guard keyboard.isVisible else { return false }
    guard let keys else {
      return keyboard.isDocked ? true : simulateUndockedKeyboard(at: nil)
    }
    // Floating applies to the system keyboard only; an input view stays docked. Model: Apple
    // documents neither way; the one report found is of iOS 5's undocked keyboard, where an input
    // view came up undocked (QuickDialog issue 75, 2012), none of the iPadOS 13 and later
    // floating keyboard (docs/Runtime.md, "Two things about the floating keyboard").
    guard keyboard.inputView == nil, !keyboard.isHardwareKeyboard else { return true }
    return simulateUndockedKeyboard(
      at: Self.floatingFrameDouble(
        keys: keys, accessoryHeight: keyboard.accessoryHeight, on: screen.bounds))
  }

  /// The floating keyboard's frame: its keys, with the accessory view's height on top, moved
  /// onto the screen where it would leave it (a rotation, a smaller screen). Model: the keyboard
  /// floats on screen, and the double moves it no more than that (where iPadOS puts a floating
  /// keyboard after a rotation is not documented).
  static func floatingFrameDouble(keys: CGRect, accessoryHeight: CGFloat, on bounds: CGRect)
    -> CGRect
  {
    var frame = CGRect(
      x: keys.minX, y: keys.minY - accessoryHeight, width: keys.width,
      height: keys.height + accessoryHeight)
    frame.origin.x = max(bounds.minX, min(frame.minX, bounds.maxX - frame.width))
    frame.origin.y = max(bounds.minY, min(frame.minY, bounds.maxY - frame.height))
    return frame
  }

  /// Keeps where the keyboard floats in step with the user moving it
  /// (`simulateUndockedKeyboard(at:)` while it floats for good) or docking it (`nil`).
  func rememberFloatingPlaceDouble(_ frame: CGRect?, accessoryHeight: CGFloat) {
    guard floatingKeysFrameDouble != nil else { return }
    guard let frame else {
      floatingKeysFrameDouble = nil
      return
    }
    floatingKeysFrameDouble = CGRect(
      x: frame.minX, y: frame.minY + accessoryHeight, width: frame.width,
      height: max(0, frame.height - accessoryHeight))
  }
}
