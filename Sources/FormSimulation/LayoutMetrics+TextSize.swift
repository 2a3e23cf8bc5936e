import Foundation

extension LayoutMetrics {
  /// These metrics at a Dynamic Type size, from the figures they hold at the default size
  /// (``TextSize/large``).
  ///
  /// Body line height and character width scale with the Body style's point size, footnote ones
  /// with the Footnote style's (so the default line heights stay ``lineHeight(pointSize:)`` of
  /// the size's points); a control (a text field, a button, a table row's least height)
  /// is at least its default height (the 44-point hit target) and otherwise one body line with
  /// ``controlTextPadding`` above and below; a table's section header grows by what a footnote
  /// line grows. Spacing, margins and insets do not change. The keyboard's accessory toolbar is not a layout metric: UIKit
  /// draws bars at a fixed height whatever the text size.
  public func scaled(for size: TextSize) -> LayoutMetrics {
    guard size != .standard else { return self }
    var metrics = self
    let body = size.bodyPointSize / TextSize.standard.bodyPointSize
    let footnote = size.footnotePointSize / TextSize.standard.footnotePointSize
    metrics.bodyLineHeight = bodyLineHeight * body
    metrics.bodyCharacterWidth = bodyCharacterWidth * body
    metrics.footnoteLineHeight = footnoteLineHeight * footnote
    metrics.footnoteCharacterWidth = footnoteCharacterWidth * footnote
    metrics.controlHeight = max(
      controlHeight, metrics.bodyLineHeight + 2 * Self.controlTextPadding)
    metrics.tableHeaderHeight = max(
      tableHeaderHeight, tableHeaderHeight + metrics.footnoteLineHeight - footnoteLineHeight)
    return metrics
  }

  /// The points above and below a control's line of text (formc's assumption, about a rounded
  /// `UITextField`'s: UIKit documents none), so a text field follows its font once that is
  /// taller than the control height allows.
  public static let controlTextPadding: CGFloat = 7
}
