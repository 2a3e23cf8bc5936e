import Foundation

extension LayoutMetrics {
  /// A `UIStepper`'s size in points: 94 × 32 at every text size (its intrinsic content size; the
  /// stepper does not scale with Dynamic Type, its row's label does).
  public static let stepperSize = CGSize(width: 94, height: 32)
  /// A `UISlider`'s height in points (its track and thumb; the thumb is 28 points).
  public static let sliderHeight: CGFloat = 31
  /// The gap between a slider's label line and the slider.
  public static let sliderGap: CGFloat = 4

  /// The height of a stepper row `width` points wide: the title and the value's label wrap
  /// beside the stepper, never shorter than the control height.
  public func stepperRowHeight(label: String, width: CGFloat) -> CGFloat {
    let labelWidth = max(width - Self.stepperSize.width - Self.switchGap, bodyCharacterWidth)
    let lines = lineCount(label, width: labelWidth, characterWidth: bodyCharacterWidth)
    let padding = max(controlHeight - bodyLineHeight, 0)
    return max(controlHeight, CGFloat(max(lines, 1)) * bodyLineHeight + padding)
  }

  /// The height of a slider row: its label line (the title and the value's label, wrapping at a
  /// large text size), then the slider.
  public func sliderRowHeight(label: String, width: CGFloat) -> CGFloat {
    let lines = lineCount(
      label, width: max(width, bodyCharacterWidth), characterWidth: bodyCharacterWidth)
    let padding = max(controlHeight - bodyLineHeight, 0)
    return CGFloat(max(lines, 1)) * bodyLineHeight + Self.sliderGap + Self.sliderHeight + padding
  }
}
