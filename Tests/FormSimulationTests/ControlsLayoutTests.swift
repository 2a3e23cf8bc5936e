import FormCompiler
import FormRuntime
import FormSimulation
import FormTestSupport
import Foundation
import Testing

/// The estimated size of typed controls (issue 31): a switch row is the control height, and its
/// title wraps beside the 51-point switch, growing the row, at large text sizes.
struct ControlsLayoutTests {
  func layout(_ form: CheckedForm, metrics: LayoutMetrics = .standard, width: CGFloat = 375)
    -> EstimatedLayout
  {
    EstimatedLayout(
      form: form, visible: Array(repeating: true, count: form.layout.count),
      viewSize: CGSize(width: width, height: 667), safeArea: FormEdgeInsets(top: 20), topBar: 64,
      metrics: metrics)
  }

  @Test func aSwitchRowIsTheControlHeightAtTheDefaultSize() throws {
    let form = try SimulationFixtures.form("Specs/Notifications.form.yaml")
    let index = try #require(form.layout.firstIndex { $0.id == "vibrate" })
    #expect(layout(form).boxes[index]?.frame.height == LayoutMetrics.standard.controlHeight)
  }

  @Test func aLongSwitchTitleWrapsBesideTheSwitchAtTheLargestSize() throws {
    let form = try SimulationFixtures.form("Specs/Notifications.form.yaml")
    let index = try #require(form.layout.firstIndex { $0.id == "emailNotifications" })
    let metrics = LayoutMetrics.standard.scaled(for: .accessibilityExtraExtraExtraLarge)
    let box = try #require(layout(form, metrics: metrics, width: 320).boxes[index])
    // "Email notifications" does not fit one line beside the switch: the row holds two or more.
    let width = box.frame.width - 51 - 8
    let lines = metrics.lineCount(
      "Email notifications", width: width, characterWidth: metrics.bodyCharacterWidth)
    #expect(lines >= 2)
    #expect(box.frame.height > metrics.controlHeight)
    #expect(
      box.frame.height
        == metrics.switchRowHeight(title: "Email notifications", width: box.frame.width))
  }
}
