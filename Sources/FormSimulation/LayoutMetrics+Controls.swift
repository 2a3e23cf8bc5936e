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
