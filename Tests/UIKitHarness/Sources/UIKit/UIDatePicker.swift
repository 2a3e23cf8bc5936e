import Foundation

/// `UIDatePicker`: a control for the input of date and time values.
///
/// https://developer.apple.com/documentation/uikit/uidatepicker (iOS 2.0+)
///
/// The double models what a form needs: `date`, the mode, the preferred style and the limits,
/// set from code without an action message, and a user's pick (`simulatePick(_:)`), which
/// keeps the date between the limits and sends `.valueChanged`.
@MainActor
open class UIDatePicker: UIControl {
  /// The mode of the date picker.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/mode (iOS 2.0+)
  public enum Mode: Int, Sendable {
    /// Hours, minutes and optionally AM/PM.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/time (iOS 2.0+)
    case time = 0
    /// Month, day and year.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/date (iOS 2.0+)
    case date = 1
    /// A date, hours, minutes and optionally AM/PM.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/dateandtime (iOS 2.0+)
    case dateAndTime = 2
    /// Hours and minutes of a countdown.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/countdowntimer
    /// (iOS 2.0+)
    case countDownTimer = 3
    /// A month and year.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth
    /// (iOS 17.4+)
    @available(iOS 17.4, *)
    case yearAndMonth = 4
  }

  /// The date the picker shows.
  ///
  /// Apple: "The default value is the date when the UIDatePicker object is created. … Setting this
  /// property does not send the action message."
  /// https://developer.apple.com/documentation/uikit/uidatepicker/date (iOS 2.0+)
  open var date: Date = Date()

  /// The mode of the date picker.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode (iOS 2.0+)
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime

  /// The minimum date the picker can show.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate (iOS 2.0+)
  open var minimumDate: Date?

  /// The maximum date the picker can show.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate (iOS 2.0+)
  open var maximumDate: Date?

  /// The calendar the picker uses.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/calendar (iOS 2.0+)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var calendar: Calendar! = Calendar.current

  /// The time zone the picker reflects.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/timezone (iOS 2.0+)
  open var timeZone: TimeZone?

  /// The preferred style of the date picker.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
  /// (iOS 13.4+)
  @available(iOS 13.4, *)
  open var preferredDatePickerStyle: UIDatePickerStyle {
    get { UIDatePickerStyle(rawValue: preferredStyleRawValue) ?? .automatic }
    set { preferredStyleRawValue = newValue.rawValue }
  }
  /// The preferred style's raw value (the enum is newer than the class).
  private var preferredStyleRawValue = 0

  /// The current style of the date picker: never `.automatic`.
  ///
  /// Apple: "This property always returns a concrete style, never UIDatePickerStyle.automatic."
  /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickerstyle (iOS 13.4+)
  @available(iOS 13.4, *)
  open var datePickerStyle: UIDatePickerStyle {
    let preferred = preferredDatePickerStyle
    return preferred == .automatic ? .compact : preferred
  }

  /// Creates a date picker with a frame.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a date picker from an archive (the double reads no archives).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the date, optionally animating the change.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:) (iOS 2.0+)
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The user picks a date (not Apple API): an enabled picker shows it, kept between
  /// `minimumDate` and `maximumDate`, and sends `.valueChanged`; a disabled one ignores the touch.
  /// Returns whether the picker sent the event.
  ///
  /// Apple: the picker "reports interactions to its associated target object"
  /// (https://developer.apple.com/documentation/uikit/uidatepicker); `minimumDate` is "the minimum
  /// date that a date picker can show" and, with `maximumDate`, "lets you specify a valid date
  /// range. If the minimum date value is greater than the maximum date value, both properties are
  /// ignored. The minimum and maximum dates are also ignored in the countdown-timer mode"
  /// (https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate). Apple does not
  /// say in words what becomes of a pick beyond a limit; a picker cannot show such a date, and
  /// developers report that a wheel turned past a limit rolls back to the nearest date allowed
  /// (https://cnblogs.com/envyhappy/p/5007218.html), so the double keeps the pick at that limit.
  /// "If the enabled state is false, the control ignores touch events" (UIControl.isEnabled).
  @discardableResult
  public func simulatePick(_ picked: Date) -> Bool {
    guard isEnabled, !isHidden else { return false }
    var value = picked
    if datePickerMode == .countDownTimer {
      // The limits are ignored in the countdown-timer mode.
    } else if let minimumDate, let maximumDate, minimumDate > maximumDate {
      // The limits are ignored.
    } else {
      if let minimumDate, value < minimumDate { value = minimumDate }
      if let maximumDate, value > maximumDate { value = maximumDate }
    }
    date = value
    sendActions(for: .valueChanged)
    return true
  }
}

/// Styles that determine the appearance of a date picker.
///
/// https://developer.apple.com/documentation/uikit/uidatepickerstyle (iOS 13.4+)
@available(iOS 13.4, *)
public enum UIDatePickerStyle: Int, Sendable {
  /// The system picks the concrete style.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/automatic (iOS 13.4+)
  case automatic = 0
  /// A wheel for each component.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/wheels (iOS 13.4+)
  case wheels = 1
  /// A label that opens an editor.
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/compact (iOS 13.4+)
  case compact = 2
  /// An editor shown in place (a calendar).
  ///
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/inline (iOS 14.0+)
  @available(iOS 14.0, *)
  case inline = 3
}
