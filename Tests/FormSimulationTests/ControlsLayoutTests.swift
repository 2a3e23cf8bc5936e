import FormCompiler
import FormRuntime
import FormSimulation
import FormSpec
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

  /// The estimated height of each choice of the ProxySettings example, by its style.
  @Test(arguments: [
    ("mode", "segmented"), ("scheme", "inline"), ("exitCountry", "navigation"),
    ("circuitLength", "wheel"), ("logLevel", "menu"),
  ])
  func aChoiceIsSizedByItsStyle(id: String, style: String) throws {
    let form = try SimulationFixtures.form("Specs/ProxySettings.form.yaml")
    let index = try #require(form.layout.firstIndex { $0.id == id })
    let input = try #require(form.inputs.first { $0.id == id })
    #expect(input.choice?.style.rawValue == style)
    let height = try #require(layout(form).boxes[index]?.frame.height)
    let metrics = LayoutMetrics.standard
    switch style {
    case "segmented", "menu", "navigation": #expect(height == metrics.controlHeight)
    case "inline": #expect(height == 4 * metrics.controlHeight, "a title row and three options")
    default: #expect(height == LayoutMetrics.wheelHeight)
    }
  }

  @Test func aLongMenuTitleWrapsBesideTheChosenOptionAtTheLargestSize() throws {
    let form = try SimulationFixtures.form("Specs/ProxySettings.form.yaml")
    let index = try #require(form.layout.firstIndex { $0.id == "exitCountry" })
    let metrics = LayoutMetrics.standard.scaled(for: .accessibilityExtraExtraExtraLarge)
    let box = try #require(layout(form, metrics: metrics, width: 320).boxes[index])
    #expect(box.frame.height > metrics.controlHeight)
    #expect(
      box.frame.height
        == metrics.choiceHeight(
          title: "Exit country", style: .navigation, optionCount: 4, width: box.frame.width))
  }
}
