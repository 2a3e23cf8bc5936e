import FormSimulation
import Foundation
import Testing

/// Dynamic Type sizes: Apple's Body and Footnote point sizes, and the layout metrics scaled from
/// the default size's figures.
struct TextSizeTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var size: TextSize
    var body: CGFloat
    var footnote: CGFloat
    var bodyLine: CGFloat
    var bodyCharacter: CGFloat
    var footnoteLine: CGFloat
    var control: CGFloat
    var tableHeader: CGFloat

    var testDescription: String { size.rawValue }
  }

  /// Line heights are the font's line height at the style's point size (20.29 and 15.51 at 17
  /// and 13 points, `LayoutMetrics.lineHeight(pointSize:)`); a control
  /// is one body line plus 7 points above and below, at least 44; a table header grows by what a
  /// footnote line grows.
  static let rows: [Row] = [
    Row(
      size: .xSmall, body: 14, footnote: 12, bodyLine: 16.71, bodyCharacter: 7,
      footnoteLine: 14.32, control: 44, tableHeader: 38),
    Row(
      size: .large, body: 17, footnote: 13, bodyLine: 20.29, bodyCharacter: 8.5,
      footnoteLine: 15.51, control: 44, tableHeader: 38),
    Row(
      size: .xxxLarge, body: 23, footnote: 19, bodyLine: 27.45, bodyCharacter: 11.5,
      footnoteLine: 22.67, control: 44, tableHeader: 45.16),
    Row(
      size: .accessibilityMedium, body: 28, footnote: 23, bodyLine: 33.41, bodyCharacter: 14,
      footnoteLine: 27.45, control: 47.41, tableHeader: 49.93),
    Row(
      size: .accessibilityExtraExtraExtraLarge, body: 53, footnote: 44, bodyLine: 63.25,
      bodyCharacter: 26.5, footnoteLine: 52.51, control: 77.25, tableHeader: 74.99),
  ]

  static func rounded(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }

  @Test(arguments: rows)
  func metricsScaleWithTheTextSize(_ row: Row) {
    #expect(row.size.bodyPointSize == row.body)
    #expect(row.size.footnotePointSize == row.footnote)
    let metrics = LayoutMetrics.standard.scaled(for: row.size)
    #expect(Self.rounded(metrics.bodyLineHeight) == row.bodyLine)
    #expect(Self.rounded(metrics.bodyCharacterWidth) == row.bodyCharacter)
    #expect(Self.rounded(metrics.footnoteLineHeight) == row.footnoteLine)
    #expect(Self.rounded(metrics.controlHeight) == row.control)
    #expect(Self.rounded(metrics.tableHeaderHeight) == row.tableHeader)
    // What formc chooses rather than the text does not change.
    #expect(metrics.itemSpacing == LayoutMetrics.standard.itemSpacing)
    #expect(metrics.textViewInset == LayoutMetrics.standard.textViewInset)
    #expect(metrics.compactMargin == LayoutMetrics.standard.compactMargin)
  }

  /// Every text style at every size is measured alike: the font's line height at its point size
  /// (`UIFont.lineHeight` on a device), not the body at one ratio and footnotes at another.
  @Test(arguments: TextSize.allCases)
  func bodyAndFootnoteLinesAreTheFontsLineHeight(_ size: TextSize) {
    let metrics = LayoutMetrics.standard.scaled(for: size)
    #expect(
      abs(metrics.bodyLineHeight - LayoutMetrics.lineHeight(pointSize: size.bodyPointSize)) < 0.001)
    #expect(
      abs(metrics.footnoteLineHeight - LayoutMetrics.lineHeight(pointSize: size.footnotePointSize))
        < 0.001)
  }

  @Test func theDefaultSizeIsTheStandardMetrics() {
    #expect(TextSize.standard == .large)
    #expect(LayoutMetrics.standard.scaled(for: .large) == .standard)
  }

  @Test func sizesGrowInOrderAndTheLastFiveAreAccessibilitySizes() {
    let sizes = TextSize.allCases
    #expect(sizes.count == 12)
    for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
      #expect(smaller.bodyPointSize < larger.bodyPointSize)
      #expect(smaller.footnotePointSize <= larger.footnotePointSize)
    }
    #expect(sizes.filter(\.isAccessibilitySize).count == 5)
    #expect(sizes.suffix(5).allSatisfy { $0.isAccessibilitySize })
  }

  /// The accessory toolbar and the keyboard are the system's bars: they keep their height.
  @Test func theToolbarDoesNotGrow() {
    let device = SimulationFixtures.device("iphone-se-3")
    let heights = [TextSize.large, .accessibilityExtraExtraExtraLarge].map { size in
      ScreenGeometry(
        scenario: Scenario(
          device: device, orientation: .portrait, keyboard: .docked, textSize: size),
        toolbar: true
      ).toolbarHeight
    }
    #expect(heights == [44, 44])
  }
}
