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

  /// Each multi-choice of the ReminderEditor example and the MultiChoiceStyles fixture sizes as a
  /// choice of its style: an inline one a title row and a row per option, a navigation or menu
  /// one a single row.
  @Test(arguments: [
    ("Specs/ReminderEditor.form.yaml", "weekdays", 8),
    ("Specs/ReminderEditor.form.yaml", "categories", 1),
    ("Tests/FormSimulationTests/Fixtures/MultiChoiceSummaries.form.yaml", "three", 1),
  ])
  func aMultiChoiceIsSizedByItsStyle(spec: String, id: String, rows: Int) throws {
    let form = try SimulationFixtures.form(spec)
    let index = try #require(form.layout.firstIndex { $0.id == id })
    let height = try #require(layout(form).boxes[index]?.frame.height)
    #expect(height == CGFloat(rows) * LayoutMetrics.standard.controlHeight)
  }

  /// A stepper row is the control height at the default size; a slider row is its label line,
  /// the gap and the slider. At the largest size the label (title and value) wraps and both grow.
  @Test func stepperAndSliderRowsAreSizedByTheirLabels() throws {
    let form = try SimulationFixtures.form("Specs/TableBooking.form.yaml")
    let guests = try #require(form.layout.firstIndex { $0.id == "guests" })
    let budget = try #require(form.layout.firstIndex { $0.id == "budget" })
    let standard = LayoutMetrics.standard
    #expect(layout(form).boxes[guests]?.frame.height == standard.controlHeight)
    let sliderHeight = try #require(layout(form).boxes[budget]?.frame.height)
    #expect(
      sliderHeight
        == standard.bodyLineHeight + LayoutMetrics.sliderGap + LayoutMetrics.sliderHeight
        + max(standard.controlHeight - standard.bodyLineHeight, 0))
    let large = standard.scaled(for: .accessibilityExtraExtraExtraLarge)
    let box = try #require(layout(form, metrics: large, width: 320).boxes[guests])
    #expect(box.frame.height > large.controlHeight)
    #expect(
      box.frame.height
        == large.stepperRowHeight(label: "Guests  2 guests", width: box.frame.width))
    let slider = try #require(layout(form, metrics: large, width: 320).boxes[budget])
    #expect(slider.frame.height > sliderHeight)
  }
}
