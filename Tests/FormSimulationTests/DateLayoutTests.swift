import FormCompiler
import FormRuntime
import FormSimulation
import FormSpec
import FormTestSupport
import Foundation
import Testing

/// The estimated size of a `date` per style and text size (issue 31): a compact date is a row
/// whose title wraps beside the value buttons, which grow with the text size; an inline date is
/// a title row and a calendar; a wheel is its fixed height.
struct DateLayoutTests {
  static let sizes: [TextSize] = [.large, .accessibilityExtraExtraExtraLarge]

  @Test(arguments: sizes)
  func aCompactDateIsARowThatGrowsWithItsTitle(size: TextSize) {
    let metrics = LayoutMetrics.standard.scaled(for: size)
    let short = metrics.dateHeight(title: "Starts", components: .date, style: .compact, width: 343)
    #expect(short >= metrics.controlHeight)
    let long = metrics.dateHeight(
      title: "The day the conference keynote begins", components: .dateAndTime,
      style: .compact, width: 343)
    #expect(long >= short)
    if size == .accessibilityExtraExtraExtraLarge { #expect(long > metrics.controlHeight) }
  }

  @Test(arguments: sizes)
  func anInlineDateIsATitleRowAndACalendar(size: TextSize) {
    let metrics = LayoutMetrics.standard.scaled(for: size)
    #expect(
      metrics.dateHeight(title: "Starts", components: .date, style: .inline, width: 343)
        == metrics.controlHeight + LayoutMetrics.calendarHeight)
    #expect(
      metrics.dateHeight(title: "Starts", components: .dateAndTime, style: .inline, width: 343)
        == 2 * metrics.controlHeight + LayoutMetrics.calendarHeight)
    // An inline time is a row, as UIKit shows it.
    #expect(
      metrics.dateHeight(title: "Starts", components: .time, style: .inline, width: 343)
        == metrics.dateHeight(title: "Starts", components: .time, style: .compact, width: 343))
  }

  @Test(arguments: sizes)
  func aWheelDateIsItsFixedHeight(size: TextSize) {
    let metrics = LayoutMetrics.standard.scaled(for: size)
    #expect(
      metrics.dateHeight(title: "Alert", components: .time, style: .wheel, width: 343)
        == LayoutMetrics.wheelHeight)
  }

  @Test func theEventEditorsDatesAreSizedPerStyle() throws {
    let form = try SimulationFixtures.form("Specs/EventEditor.form.yaml")
    let layout = EstimatedLayout(
      form: form, visible: Array(repeating: true, count: form.layout.count),
      viewSize: CGSize(width: 375, height: 667), safeArea: FormEdgeInsets(top: 20), topBar: 64,
      metrics: .standard)
    let alert = try #require(form.layout.firstIndex { $0.id == "alertTime" })
    let starts = try #require(form.layout.firstIndex { $0.id == "starts" })
    #expect(layout.boxes[alert]?.frame.height == LayoutMetrics.wheelHeight)
    #expect(layout.boxes[starts]?.frame.height == LayoutMetrics.standard.controlHeight)
  }
}
