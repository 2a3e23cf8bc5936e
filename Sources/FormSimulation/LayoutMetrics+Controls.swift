import FormSpec
import Foundation

extension LayoutMetrics {
  /// A `UISwitch`'s size in points: 51 × 31 at every text size (its intrinsic content size; the
  /// switch does not scale with Dynamic Type, its row's title does).
  public static let switchSize = CGSize(width: 51, height: 31)
  /// The gap between a switch row's title and its switch.
  public static let switchGap: CGFloat = 8

  /// The height of a switch row `width` points wide: the title wraps beside the switch, so a
  /// long title at a large text size grows the row past ``controlHeight``; the row is never
  /// shorter than the control height.
  public func switchRowHeight(title: String, width: CGFloat) -> CGFloat {
    let titleWidth = max(width - Self.switchSize.width - Self.switchGap, bodyCharacterWidth)
    let lines = lineCount(title, width: titleWidth, characterWidth: bodyCharacterWidth)
    let padding = max(controlHeight - bodyLineHeight, 0)
    return max(controlHeight, CGFloat(max(lines, 1)) * bodyLineHeight + padding)
  }
}

extension LayoutMetrics {
  /// The width a menu or navigation choice's row keeps for the chosen option's title and the
  /// chevrons beside it (an estimate: the title the screen shows varies).
  public static let choiceValueWidth: CGFloat = 120
  /// A `UISegmentedControl`'s height in points (its intrinsic height; its titles do not grow with
  /// Dynamic Type unless the screen asks them to).
  public static let segmentedControlHeight: CGFloat = 32
  /// A wheel picker's height in points (`UIPickerView`'s and `UIDatePicker`'s `.wheels`, and
  /// SwiftUI's `.wheel` picker's and date picker's, at its usual size).
  ///
  /// Apple's current documentation gives no height. The figure is observed: UIKit logs
  /// "-[UIPickerView setFrame:]: invalid height value 0.0 pinned to 216.0", and the picker is 216
  /// points tall in portrait and 162 in landscape on an iPhone
  /// (http://45.79.140.111/INFO1-CE9236/src/picker, NYU's iOS course, logging the frames); a date
  /// picker "autoresiz[es] its height to 162 points" in a compact-height size class, which a
  /// dialog library pinned back to 216 (https://github.com/squimer/DatePickerDialog-iOS-Swift/pull/40).
  /// The simulator uses 216 in both orientations: the 162 of a compact height is not modelled.
  public static let wheelHeight: CGFloat = 216

  /// The height of a choice `width` points wide, per style: a menu or navigation row wraps its
  /// title beside the chosen option's title; a segmented control is one row; an inline choice is
  /// a row for its title and one per option; a wheel is its fixed height.
  public func choiceHeight(
    title: String, style: ChoiceStyle, optionCount: Int, width: CGFloat
  ) -> CGFloat {
    let padding = max(controlHeight - bodyLineHeight, 0)
    switch style {
    case .menu, .navigation:
      let titleWidth = max(
        width - Self.choiceValueWidth - Self.switchGap, bodyCharacterWidth)
      let lines = lineCount(title, width: titleWidth, characterWidth: bodyCharacterWidth)
      return max(controlHeight, CGFloat(max(lines, 1)) * bodyLineHeight + padding)
    case .segmented:
      return max(controlHeight, Self.segmentedControlHeight)
    case .inline:
      return CGFloat(optionCount + 1) * max(controlHeight, bodyLineHeight + padding)
    case .wheel:
      return Self.wheelHeight
    }
  }
}
