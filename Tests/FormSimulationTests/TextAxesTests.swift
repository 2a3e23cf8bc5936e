import FormCompiler
import FormSimulation
import Foundation
import Testing

/// The text size and locale axes of a simulation: inputs that are visible at the default size and
/// in the spec's text, and hidden at the largest accessibility size or in the pseudo-locale.
struct TextAxesTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/TextAxes/\(name)")
  }

  static func scenario(
    textSize: TextSize = .standard, locale: SimulationLocale = .source
  ) -> Scenario {
    Scenario(
      device: SimulationFixtures.device("iphone-se-3"), orientation: .portrait, keyboard: .docked,
      textSize: textSize, locale: locale)
  }

  @Test func fieldsThatFitAtTheDefaultSizeAreHiddenAtTheLargest() throws {
    let form = try Self.fixture("FieldsThatDoNotScroll.form.yaml")
    let report = Simulator().simulate(
      form,
      scenarios: [
        Self.scenario(), Self.scenario(textSize: .accessibilityExtraExtraExtraLarge),
      ])
    // Focused with no message shown: all fit at the default size, two at the largest.
    let visible = Array(repeating: true, count: form.layout.count)
    for (index, textSize) in [TextSize.standard, .accessibilityExtraExtraExtraLarge].enumerated() {
      let hidden = form.focusInputs.filter { input in
        Simulator().focus(
          input, form: form, visible: visible, scenario: Self.scenario(textSize: textSize)
        ).contains { !$0.passes }
      }
      #expect(hidden.map(\.id) == (index == 0 ? [] : ["region", "country"]))
    }
    // After a failed submit the app's errors can stand under every field (one line each): at the
    // default size the last field no longer fits either.
    let hidden = report.occlusions.map { ($0.scenarioIndex, $0.outcome.input) }
    #expect(hidden.filter { $0.0 == 0 }.map(\.1) == ["country"])
    let diagnostics = report.diagnostics(for: form)
    #expect(
      diagnostics.contains {
        $0.message
          == "input 'region' has 6 pt hidden under the keyboard on iPhone SE (3rd generation) on "
          + "iOS 26 in portrait with the docked keyboard at text size "
          + "accessibilityExtraExtraExtraLarge"
      })
  }

  @Test func aNoticeThatFitsAsWrittenPushesTheFieldDownInThePseudoLocale() throws {
    let form = try Self.fixture("LongNotice.form.yaml")
    let english = try #require(SimulationLocale(code: "en"))
    let arabic = try #require(SimulationLocale(code: "ar"))
    let report = Simulator().simulate(
      form,
      scenarios: [
        Self.scenario(locale: english), Self.scenario(locale: arabic),
        Self.scenario(locale: .pseudo),
      ])
    // A real locale without translations shows the text as written, mirrored: nothing vertical
    // changes.
    #expect(report.occlusions.map(\.scenarioIndex) == [2])
    #expect(report.occlusions.first?.outcome.input == "doorCode")
    #expect(report.occlusions.first?.rule == .keyboardOcclusion)
    #expect(report.diagnostics(for: form).first?.message.hasSuffix(" in locale pseudo") == true)
  }

  @Test func theMatrixHasTheTextSizeAndLocaleAxes() throws {
    let devices = [SimulationFixtures.device("iphone-se-3")]
    let plain = Scenario.matrix(devices: devices)
    let both = Scenario.matrix(
      devices: devices, textSizes: [.large, .accessibilityExtraExtraExtraLarge],
      locales: [.source, .pseudo])
    #expect(both.count == plain.count * 4)
    #expect(plain.allSatisfy { $0.textSize == .large && $0.locale == .source })
    #expect(Set(both.map(\.textSize)) == [.large, .accessibilityExtraExtraExtraLarge])
    let summary = SimulationSummary(reports: [], scenarios: both).text()
    let header = try #require(summary.split(separator: "\n").first)
    let columns = header.split(separator: " ", omittingEmptySubsequences: true)
    #expect(columns.prefix(5) == ["device", "text", "size", "locale", "orientation"])
    #expect(!SimulationSummary(reports: [], scenarios: plain).text().contains("text size"))
  }

  /// Each report has the same bytes for the same matrix, whichever order variants are met in.
  @Test func simulatingIsDeterministic() throws {
    let form = try Self.fixture("LongNotice.form.yaml")
    let scenarios = Scenario.matrix(
      devices: [SimulationFixtures.device("iphone-16")],
      textSizes: [.large, .accessibilityExtraExtraExtraLarge], locales: [.source, .pseudo])
    let first = Simulator().simulate(form, scenarios: scenarios).diagnostics(for: form)
    let second = Simulator().simulate(form, scenarios: scenarios).diagnostics(for: form)
    #expect(first == second)
    #expect(!first.isEmpty)
  }
}
