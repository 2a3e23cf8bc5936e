#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// Gives a date's `UIDatePicker` the spec's components (`datePickerMode`), style
    /// (`preferredDatePickerStyle`, from iOS 13.4; `.inline` from iOS 14, a wheel before) and
    /// range (`minimumDate`, `maximumDate`, resolved now in the user's calendar).
    static func configureDatePicker(_ picker: UIDatePicker, _ date: FormDate) {
      switch date.components {
      case .date: picker.datePickerMode = .date
      case .time: picker.datePickerMode = .time
      case .dateAndTime: picker.datePickerMode = .dateAndTime
      }
      if #available(iOS 13.4, *) {
        switch date.style {
        case .compact: picker.preferredDatePickerStyle = .compact
        case .wheel: picker.preferredDatePickerStyle = .wheels
        case .inline:
          if #available(iOS 14.0, *) {
            picker.preferredDatePickerStyle = .inline
          } else {
            picker.preferredDatePickerStyle = .wheels
          }
        }
      }
      picker.minimumDate = date.lowerBound()
      picker.maximumDate = date.upperBound()
    }

    /// A date picker's value as the session spells it (``FormDate/text(of:in:)``), or `nil` for
    /// other controls.
    static func dateValue(of control: UIControl, _ date: FormDate?) -> String? {
      guard let picker = control as? UIDatePicker, let date else { return nil }
      return date.text(of: picker.date)
    }
  }
#endif
