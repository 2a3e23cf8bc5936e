import FormSpec
import Foundation

/// The end-of-run summary of `formc simulate`: a matrix of devices, orientations and presentations
/// against keyboard states, as text or as a versioned JSON document.
public struct SimulationSummary: Sendable {
  /// The per-form reports, in spec order.
  public var reports: [SimulationReport]
  /// The scenarios every form was simulated on.
  public var scenarios: [Scenario]

  /// Creates a summary.
  public init(reports: [SimulationReport], scenarios: [Scenario]) {
    self.reports = reports
    self.scenarios = scenarios
  }

  /// The version of the JSON document; raised only when a key is removed or changes meaning.
  public static let jsonVersion = 1

  struct Row: Hashable {
    var device: String
    var orientation: Orientation
    var presentation: Presentation
  }

  /// Failing inputs per scenario index, summed over forms.
  var failures: [Int: Int] {
    reports.reduce(into: [:]) { total, report in
      for (index, count) in report.failuresByScenario { total[index, default: 0] += count }
    }
  }

  /// The matrix and one line per form.
  ///
  /// Each cell counts the inputs hidden on that device, orientation, presentation and keyboard,
  /// summed over the forms (`ok` when none, `-` when the device has no such keyboard).
  public func text() -> String {
    var rows: [Row] = []
    var cells: [Row: [KeyboardState: Int]] = [:]
    let failures = self.failures
    for (index, scenario) in scenarios.enumerated() {
      let row = Row(
        device: scenario.device.name, orientation: scenario.orientation,
        presentation: scenario.presentation)
      if cells[row] == nil {
        rows.append(row)
        cells[row] = [:]
      }
      cells[row]?[scenario.keyboard, default: 0] += failures[index] ?? 0
    }
    let keyboards = KeyboardState.allCases.filter { state in
      scenarios.contains { $0.keyboard == state }
    }
    let header = ["device", "orientation", "presentation"] + keyboards.map(\.rawValue)
    var table = [header]
    for row in rows {
      var line = [row.device, row.orientation.rawValue, Self.name(row.presentation)]
      for keyboard in keyboards {
        if let count = cells[row]?[keyboard] {
          line.append(count == 0 ? "ok" : "\(count) hidden")
        } else {
          line.append("-")
        }
      }
      table.append(line)
    }
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for line in table {
      let padded = line.enumerated().map { column, cell in
        column == line.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      out += padded.joined(separator: "  ") + "\n"
    }
    out += "\n"
    for report in reports {
      out += "\(report.path): " + Self.verdict(report) + "\n"
    }
    let failing = reports.filter { !$0.occlusions.isEmpty }.count
    let checks = reports.reduce(0) { $0 + $1.checks }
    out += "formc: simulated \(Self.count(reports.count, "spec")) on "
    out += "\(Self.count(scenarios.count, "scenario")), \(Self.count(checks, "check")): "
    out +=
      failing == 0 ? "every input visible" : "\(Self.count(failing, "spec")) with hidden inputs"
    return out + "\n"
  }

  static func name(_ presentation: Presentation) -> String {
    switch presentation {
    case .fullScreen: return "full screen"
    case .formSheet: return "form sheet"
    case .popover: return "popover"
    }
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static func verdict(_ report: SimulationReport) -> String {
    if let skipped = report.skipped { return "not simulated (\(skipped))" }
    var states = Self.count(report.stateCount, "visibility state")
    if report.statesSimulated < report.distinctLayouts {
      states +=
        ", the first \(report.statesSimulated) of \(report.distinctLayouts) distinct layouts simulated"
    } else if report.statesSimulated != report.stateCount {
      states += ", \(Self.count(report.statesSimulated, "distinct layout"))"
    }
    if report.scenariosSimulated < report.scenarios.count {
      states +=
        "; too large to simulate in full: the first \(report.scenariosSimulated) of "
        + "\(report.scenarios.count) scenarios"
    }
    if report.occlusions.isEmpty {
      return "every input visible (\(Self.count(report.checks, "check")), \(states))"
    }
    let inputs = Set(report.occlusions.map(\.outcome.input)).count
    let cells = Set(report.occlusions.map(\.scenarioIndex)).count
    return "\(Self.count(inputs, "input")) hidden in \(Self.count(cells, "scenario")) (\(states))"
  }

  // MARK: JSON

  struct Document: Encodable {
    var version: Int
    var scenarios: [ScenarioEntry]
    var forms: [FormEntry]
    var diagnostics: [Diagnostic]
  }

  struct ScenarioEntry: Encodable {
    var device: String
    var orientation: String
    var presentation: String
    var keyboard: String
    var hiddenInputs: Int
  }

  struct FormEntry: Encodable {
    var path: String
    var form: String
    var skipped: String?
    var stateCount: Int
    var statesSimulated: Int
    var scenariosSimulated: Int
    var checks: Int
    var failures: [Failure]
  }

  struct Failure: Encodable {
    var input: String
    var scenario: Int
    var hidden: Double
    var edge: String
    var lines: Int?
    var state: String?
  }

  /// The versioned JSON document: scenarios with hidden-input counts, forms with their failures,
  /// and the diagnostics. Keys are sorted, so output is deterministic.
  public func json(diagnostics: [Diagnostic]) -> String {
    let failures = self.failures
    let document = Document(
      version: Self.jsonVersion,
      scenarios: scenarios.enumerated().map { index, scenario in
        ScenarioEntry(
          device: scenario.device.id, orientation: scenario.orientation.rawValue,
          presentation: scenario.presentation.rawValue, keyboard: scenario.keyboard.rawValue,
          hiddenInputs: failures[index] ?? 0)
      },
      forms: reports.map { report in
        FormEntry(
          path: report.path, form: report.form, skipped: report.skipped,
          stateCount: report.stateCount, statesSimulated: report.statesSimulated,
          scenariosSimulated: report.scenariosSimulated, checks: report.checks,
          failures: report.occlusions.map { occlusion in
            Failure(
              input: occlusion.outcome.input, scenario: occlusion.scenarioIndex,
              hidden: Double((occlusion.outcome.hidden * 10).rounded() / 10),
              edge: (occlusion.outcome.edge ?? .keyboard).rawValue,
              lines: occlusion.outcome.grown ? occlusion.outcome.lines : nil,
              state: occlusion.state)
          })
      },
      diagnostics: diagnostics)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
