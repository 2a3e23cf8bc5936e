import FormRuntime
import FormSimulation
import Foundation
import Testing

/// The sizes `formc simulate` estimates with are the generated screen's (`FormLayoutMetrics`).
struct LayoutMetricsTests {
  @Test func theEstimateUsesTheGeneratedScreensSizes() {
    let estimate = LayoutMetrics.standard
    let screen = FormLayoutMetrics.standard
    #expect(estimate.controlHeight == screen.controlHeight)
    #expect(estimate.itemSpacing == screen.itemSpacing)
    #expect(estimate.scrollPadding == screen.scrollPadding)
    #expect(estimate.compactMargin == screen.compactMargin)
    #expect(estimate.regularMargin == screen.regularMargin)
    #expect(estimate.textViewInset == screen.textViewInset)
    #expect(estimate.tableRowPadding == screen.sectionTextSpacing)
  }

  @Test(arguments: [300, 399.5, 400, 1024] as [Double])
  func theSideMarginChangesAtTheSameWidth(width: Double) {
    let width = CGFloat(width)
    #expect(
      LayoutMetrics.standard.margin(forWidth: width)
        == FormLayoutMetrics.standard.sideMargin(forWidth: width))
  }
}
