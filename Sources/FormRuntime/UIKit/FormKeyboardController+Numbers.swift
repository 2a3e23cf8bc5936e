#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// Gives a number control the spec's range and step: a `UIStepper` its `minimumValue`,
    /// `maximumValue` and `stepValue`; a `UISlider` its `minimumValue` and `maximumValue` (it
    /// has no step: ``numberValue(of:_:)`` snaps its value) and the images at its ends.
    static func setRange(_ number: FormNumber, on control: UIControl) {
      switch control {
      case let stepper as UIStepper:
        stepper.minimumValue = number.range.lowerBound
        stepper.maximumValue = number.range.upperBound
        stepper.stepValue = number.step ?? 1
      case let slider as UISlider:
        slider.minimumValue = Float(number.range.lowerBound)
        slider.maximumValue = Float(number.range.upperBound)
        if let name = number.minimumImage { slider.minimumValueImage = UIImage(systemName: name) }
        if let name = number.maximumImage { slider.maximumValueImage = UIImage(systemName: name) }
      default: break
      }
    }

    /// A number control's value as the session spells it (`2`, `0.25`), or `nil` for other
    /// controls. A `UISlider` moves continuously, so its value is snapped to the spec's step
    /// and the slider moved there, as apps with a stepped `UISlider` do.
    static func numberValue(of control: UIControl, _ number: FormNumber?) -> String? {
      guard let number else { return nil }
      switch control {
      case let stepper as UIStepper: return number.text(number.snapped(stepper.value))
      case let slider as UISlider:
        let value = number.snapped(Double(slider.value))
        if number.step != nil { slider.value = Float(value) }
        return number.text(value)
      default: return nil
      }
    }

    /// Shows a number the session set on a stepper or slider (setting `value` sends no action).
    func setNumberValue(_ control: UIControl, _ value: String, _ field: Field) {
      guard let number = Double(value) else { return }
      switch control {
      case let stepper as UIStepper: stepper.value = number
      case let slider as UISlider: slider.value = Float(number)
      default: break
      }
    }
  }
#endif
