/// `UISwitch`: a control that offers a binary choice, such as on/off.
///
/// https://developer.apple.com/documentation/uikit/uiswitch (iOS 2.0+)
///
/// The double models what a form needs: `isOn`, set from code without an action message, and a
/// user's flip — a tap (`simulateTap()`, which also sends the touch events) or `simulateFlip()` —
/// which changes the value and sends `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  ///
  /// Apple: "This property allows you to retrieve and set (without animation) a value determining
  /// whether the UISwitch object is on or off."
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison (iOS 2.0+)
  open var isOn: Bool = false

  /// Creates a switch with a frame.
  ///
  /// https://developer.apple.com/documentation/uikit/uiswitch/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a switch from an archive (the double reads no archives).
  ///
  /// https://developer.apple.com/documentation/uikit/uiswitch/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the state, optionally animating the transition.
  ///
  /// Apple: "Setting the switch to either position doesn't result in an action message being
  /// sent."
  /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:) (iOS 2.0+)
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The user flips the switch (not Apple API): an enabled switch changes its value and sends
  /// `.valueChanged`, as a user's flip does; a disabled one ignores the touch. Returns whether
  /// the switch changed.
  ///
  /// Apple: "When a person manipulates the switch control ("flips" it), it triggers the
  /// valueChanged event." (https://developer.apple.com/documentation/uikit/uiswitch) and "If the
  /// enabled state is false, the control ignores touch events" (UIControl.isEnabled).
  @discardableResult
  public func simulateFlip() -> Bool {
    guard isEnabled, !isHidden else { return false }
    isOn.toggle()
    sendActions(for: .valueChanged)
    return true
  }
}
