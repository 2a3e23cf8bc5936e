/// `UIStepper`: a control for incrementing or decrementing a value.
///
/// https://developer.apple.com/documentation/uikit/uistepper (iOS 5.0+)
///
/// The double models what a form needs: `value` between `minimumValue` and `maximumValue`, set
/// from code without an action message, and a user's press on + or − (`simulateIncrement()`,
/// `simulateDecrement()`), which moves the value by `stepValue`, stops at the ends and sends
/// `.valueChanged`.
@MainActor
open class UIStepper: UIControl {
  /// The numeric value of the stepper.
  ///
  /// Apple: "When the value changes, the stepper sends the valueChanged flag to its target"; "This
  /// value must be within the minimumValue and maximumValue range". The double pins a value set
  /// outside the range to the nearer end, as the stepper does.
  /// https://developer.apple.com/documentation/uikit/uistepper/value (iOS 5.0+)
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Double = 0

  /// The lowest possible numeric value for the stepper (default 0).
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue (iOS 5.0+)
  open var minimumValue: Double = 0 {
    didSet { value = storedValue }
  }

  /// The highest possible numeric value for the stepper (default 100).
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue (iOS 5.0+)
  open var maximumValue: Double = 100 {
    didSet { value = storedValue }
  }

  /// The step, or increment, value for the stepper (default 1; must be greater than 0).
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue (iOS 5.0+)
  open var stepValue: Double = 1 {
    willSet { precondition(newValue > 0, "UIStepper's stepValue must be greater than 0") }
  }

  /// Whether value change events are sent immediately while the user holds a button (default
  /// true).
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/iscontinuous (iOS 5.0+)
  open var isContinuous: Bool = true

  /// Whether the value wraps from one end to the other (default false).
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/wraps (iOS 5.0+)
  open var wraps: Bool = false

  /// Creates a stepper with a frame.
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/init(frame:) (iOS 5.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stepper from an archive (the double reads no archives).
  ///
  /// https://developer.apple.com/documentation/uikit/uistepper/init(coder:) (iOS 5.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The user presses + (not Apple API): an enabled stepper adds `stepValue`, stopping at
  /// `maximumValue` (or wrapping to `minimumValue` when `wraps`), and sends `.valueChanged` when
  /// the value changed. Returns whether it did.
  /// double only: the user's press of +.
  @discardableResult
  public func simulateIncrement() -> Bool { press(by: stepValue) }

  /// The user presses − (not Apple API): as ``simulateIncrement()``, downwards.
  /// double only: the user's press of −.
  @discardableResult
  public func simulateDecrement() -> Bool { press(by: -stepValue) }

  private func press(by delta: Double) -> Bool {
    guard isEnabled, !isHidden else { return false }
    let old = storedValue
    var new = old + delta
    if wraps, new > maximumValue { new = minimumValue }
    if wraps, new < minimumValue { new = maximumValue }
    value = new
    guard storedValue != old else { return false }
    sendActions(for: .valueChanged)
    return true
  }
}
