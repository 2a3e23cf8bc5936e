/// `UISlider`: a control for selecting a single value from a continuous range of values.
///
/// https://developer.apple.com/documentation/uikit/uislider (iOS 2.0+)
///
/// The double models what a form needs: `value` between `minimumValue` and `maximumValue`, set
/// from code without an action message, the images at its ends, and a user's drag
/// (`simulateSlide(to:)`), which moves the value continuously (a slider has no step) and sends
/// `.valueChanged`.
@MainActor
open class UISlider: UIControl {
  /// The slider's current value.
  ///
  /// Apple: "If you try to set a value that's below the minimum or above the maximum value, the
  /// minimum or maximum value is set instead." Setting it sends no action message.
  /// https://developer.apple.com/documentation/uikit/uislider/value (iOS 2.0+)
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Float = 0

  /// The minimum value of the slider (default 0.0).
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalue (iOS 2.0+)
  open var minimumValue: Float = 0 {
    didSet { value = storedValue }
  }

  /// The maximum value of the slider (default 1.0).
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalue (iOS 2.0+)
  open var maximumValue: Float = 1 {
    didSet { value = storedValue }
  }

  /// The image that represents the slider's minimum value.
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalueimage (iOS 2.0+)
  open var minimumValueImage: UIImage?

  /// The image that represents the slider's maximum value.
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalueimage (iOS 2.0+)
  open var maximumValueImage: UIImage?

  /// Whether changes in the slider's value generate continuous update events (default true).
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/iscontinuous (iOS 2.0+)
  open var isContinuous: Bool = true

  /// Creates a slider with a frame.
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a slider from an archive (the double reads no archives).
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the slider's current value, allowing you to animate the change visually (no action
  /// message).
  ///
  /// https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:) (iOS 2.0+)
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The user drags the thumb to `value` (not Apple API): an enabled slider takes the value,
  /// pinned to its range and without any step, and sends `.valueChanged`, as "the slider sends
  /// the valueChanged event" while it is moved (uislider). Returns whether it moved.
  /// double only: the user's drag of the thumb.
  @discardableResult
  public func simulateSlide(to value: Float) -> Bool {
    guard isEnabled, !isHidden else { return false }
    self.value = value
    sendActions(for: .valueChanged)
    return true
  }
}
