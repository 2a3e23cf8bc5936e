import Foundation

/// The height of a text view that grows with its text between a fewest and a most number of lines,
/// then scrolls inside itself.
public enum FormTextViewGrowth {
  /// The number of lines shown for `lineCount` lines of text, clamped to `[minLines, maxLines]`
  /// (each bound optional; at least one line).
  public static func visibleLines(lineCount: Int, minLines: Int?, maxLines: Int?) -> Int {
    var lines = max(1, lineCount)
    if let minLines { lines = max(lines, minLines) }
    if let maxLines { lines = min(lines, max(1, maxLines)) }
    return lines
  }

  /// The height for `lineCount` lines: the clamped line count times `lineHeight`, plus the
  /// vertical text container insets.
  public static func height(
    lineCount: Int, lineHeight: CGFloat, insets: FormEdgeInsets, minLines: Int?, maxLines: Int?
  ) -> CGFloat {
    let lines = visibleLines(lineCount: lineCount, minLines: minLines, maxLines: maxLines)
    return CGFloat(lines) * max(0, lineHeight) + insets.vertical
  }

  /// The number of lines a text height holds (its content height less the vertical insets, divided
  /// by the line height, rounded up; a sliver under half a point is ignored).
  public static func lineCount(contentHeight: CGFloat, lineHeight: CGFloat, insets: FormEdgeInsets)
    -> Int
  {
    guard lineHeight > 0 else { return 1 }
    let textHeight = max(0, contentHeight - insets.vertical)
    return max(1, Int(((textHeight - 0.5) / lineHeight).rounded(.up)))
  }

  /// Whether text of `lineCount` lines is taller than `maxLines`, so the text view must scroll
  /// inside itself.
  public static func scrolls(lineCount: Int, maxLines: Int?) -> Bool {
    guard let maxLines else { return false }
    return lineCount > maxLines
  }
}
