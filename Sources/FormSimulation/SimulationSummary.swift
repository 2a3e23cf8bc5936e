import FormDiagnostics
import FormSpec
import Foundation

/// The end-of-run summary of `formc simulate`: a matrix of devices, orientations, presentations,
/// text sizes and locales against keyboard states, as text or as a versioned JSON document.
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
  /// Version 2: scenarios have a text size and a locale, so several share a device, iOS version,
  /// orientation, presentation and keyboard.
  public static let jsonVersion = 2

  struct Row: Hashable {
    var device: String
    var os: String
    var textSize: TextSize
    var locale: String
    var orientation: Orientation
    var presentation: Presentation
  }

  /// What one cell of the matrix found, summed over forms.
  struct Cell: Hashable {
    var errors = 0
    var warnings = 0
    var unchecked = 0
    /// Forms that simulated the cell.
    var checked = 0
    /// Forms whose `presentations` leave the cell out.
    var notShown = 0

    /// `ok` only when some form checked the cell and none found anything: with no form simulated
    /// (every spec had errors), the cell says `unchecked`.
    var text: String {
      var parts: [String] = []
      if errors > 0 { parts.append("\(errors) hidden") }
      if warnings > 0 { parts.append(SimulationSummary.count(warnings, "warning")) }
      if unchecked > 0 { parts.append("\(unchecked) unchecked") }
      if parts.isEmpty, checked == 0 { return notShown > 0 ? "not shown" : "unchecked" }
      return parts.isEmpty ? "ok" : parts.joined(separator: ", ")
    }
  }

  /// Per scenario index: inputs with errors and with warnings, and the forms that did not simulate
  /// it, summed over forms.
  var cells: [Int: Cell] {
    var cells: [Int: Cell] = [:]
    for report in reports {
      for occlusion in report.occlusions {
        if occlusion.severity == .error {
          cells[occlusion.scenarioIndex, default: Cell()].errors += 1
        } else if occlusion.severity == .warning {
          cells[occlusion.scenarioIndex, default: Cell()].warnings += 1
        }
      }
      for index in scenarios.indices {
        if report.notShown.contains(index) {
          cells[index, default: Cell()].notShown += 1
        } else if report.checked(scenario: index) {
          cells[index, default: Cell()].checked += 1
        } else {
          cells[index, default: Cell()].unchecked += 1
        }
      }
    }
    return cells
  }

  /// The matrix and one line per form.
  ///
  /// Each cell counts the inputs hidden on that device, orientation, presentation and keyboard,
  /// summed over the forms: `N hidden` for errors, `N warnings`, `N unchecked` for forms that did
  /// not simulate it; `ok` only when every form checked it and found nothing; `-` when the device
  /// has no such keyboard. An iOS-version, a text-size and a locale column appear when the matrix
  /// has several of them.
  public func text() -> String {
    var rows: [Row] = []
    var table: [Row: [KeyboardState: Cell]] = [:]
    let cells = self.cells
    for (index, scenario) in scenarios.enumerated() {
      let row = Row(
        device: scenario.device.name, os: scenario.os, textSize: scenario.textSize,
        locale: scenario.locale.code, orientation: scenario.orientation,
        presentation: scenario.presentation)
      if table[row] == nil {
        rows.append(row)
        table[row] = [:]
      }
      var cell = table[row]?[scenario.keyboard] ?? Cell()
      let found = cells[index] ?? Cell()
      cell.errors += found.errors
      cell.warnings += found.warnings
      cell.unchecked += found.unchecked
      cell.checked += found.checked
      cell.notShown += found.notShown
      table[row]?[scenario.keyboard] = cell
    }
    let keyboards = KeyboardState.allCases.filter { state in
      scenarios.contains { $0.keyboard == state }
    }
    let showsOS = Set(scenarios.map(\.os)).count > 1
    let showsTextSize = Set(scenarios.map(\.textSize)).count > 1
    let showsLocale = Set(scenarios.map(\.locale.code)).count > 1
    let header =
      ["device"] + (showsOS ? ["os"] : []) + (showsTextSize ? ["text size"] : [])
      + (showsLocale ? ["locale"] : []) + ["orientation", "presentation"]
      + keyboards.map(\.rawValue)
    var lines = [header]
    for row in rows {
      var line =
        [row.device] + (showsOS ? [row.os] : [])
        + (showsTextSize ? [row.textSize.rawValue] : []) + (showsLocale ? [row.locale] : []) + [
          row.orientation.rawValue, row.presentation.label,
        ]
      for keyboard in keyboards {
        line.append(table[row]?[keyboard]?.text ?? "-")
      }
      lines.append(line)
    }
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for line in lines {
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
    let failing = reports.filter { !$0.errors.isEmpty }.count
    let warned = reports.filter { $0.errors.isEmpty && !$0.warnings.isEmpty }.count
    let unchecked = reports.filter { $0.scenariosSimulated < $0.scenariosShown }.count
    let checks = reports.reduce(0) { $0 + $1.checks }
    out += "formc: simulated \(Self.count(reports.count, "spec")) on "
    out += "\(Self.count(scenarios.count, "scenario")), \(Self.count(checks, "check")): "
    var outcome: [String] = []
    if failing > 0 { outcome.append("\(Self.count(failing, "spec")) with hidden inputs") }
    if warned > 0 { outcome.append("\(Self.count(warned, "spec")) with warnings only") }
    if unchecked > 0 { outcome.append("\(Self.count(unchecked, "spec")) not checked in full") }
    out += outcome.isEmpty ? "every input visible" : outcome.joined(separator: ", ")
    return out + "\n"
  }

  static func name(_ presentation: Presentation) -> String { presentation.label }

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
    if report.scenariosSimulated < report.scenariosShown {
      states +=
        "; too large to simulate in full: the first \(report.scenariosSimulated) of "
        + "\(report.scenariosShown) scenarios"
    }
    if !report.notShown.isEmpty {
      states += "; \(Self.count(report.scenariosShown, "scenario")) in its presentations"
    }
    if let avoidance = report.simulatedAvoidance { states += "; \(avoidance)" }
    if let checks = report.appChecks { states += "; \(checks)" }
    let details = "(\(Self.count(report.checks, "check")), \(states))"
    if report.errors.isEmpty && report.warnings.isEmpty {
      let visible =
        report.scenariosSimulated < report.scenariosShown
        ? "every simulated input visible" : "every input visible"
      return "\(visible) \(details)"
    }
    var parts: [String] = []
    for (findings, what) in [(report.errors, "hidden"), (report.warnings, "with warnings")]
    where !findings.isEmpty {
      let inputs = Set(findings.map(\.outcome.input)).count
      let cells = Set(findings.map(\.scenarioIndex)).count
      parts.append("\(Self.count(inputs, "input")) \(what) in \(Self.count(cells, "scenario"))")
    }
    let unmanaged = report.occlusions.contains { $0.caveats.contains(.screenHandlesKeyboard) }
    let prefix = unmanaged ? "keyboard.avoidance is none, so nothing moves: " : ""
    return prefix + parts.joined(separator: "; ") + " \(details)"
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
    var os: String
    var textSize: String
    var locale: String
    var orientation: String
    var presentation: String
    var keyboard: String
    var hiddenInputs: Int
    var warnings: Int
    var checked: Bool
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
    var rule: String
    var severity: String
    var avoidanceNone: Bool?
    var assumptions: [String]?
    var errorLine: Double?
    var pushedBy: [Push]?
    var revealed: String?
  }

  struct Push: Encodable {
    var input: String
    var height: Double
  }

  /// The versioned JSON document: scenarios with hidden-input counts, forms with their failures,
  /// and the diagnostics. Keys are sorted, so output is deterministic.
  public func json(diagnostics: [Diagnostic]) -> String {
    let cells = self.cells
    let document = Document(
      version: Self.jsonVersion,
      scenarios: scenarios.enumerated().map { index, scenario in
        let cell = cells[index] ?? Cell()
        return ScenarioEntry(
          device: scenario.device.id, os: scenario.os, textSize: scenario.textSize.rawValue,
          locale: scenario.locale.code, orientation: scenario.orientation.rawValue,
          presentation: scenario.presentation.rawValue, keyboard: scenario.keyboard.rawValue,
          hiddenInputs: cell.errors + cell.warnings, warnings: cell.warnings,
          checked: cell.unchecked == 0 && cell.checked > 0)
      },
      forms: reports.map { report in
        FormEntry(
          path: report.path, form: report.form, skipped: report.skipped,
          stateCount: report.stateCount, statesSimulated: report.statesSimulated,
          scenariosSimulated: report.scenariosSimulated, checks: report.checks,
          failures: report.occlusions.map { occlusion in
            let assumptions = occlusion.caveats.compactMap { caveat -> String? in
              if case .assumption(let source) = caveat { return source }
              return nil
            }
            return Failure(
              input: occlusion.outcome.input, scenario: occlusion.scenarioIndex,
              hidden: Double((occlusion.outcome.hidden * 10).rounded() / 10),
              edge: (occlusion.outcome.edge ?? .keyboard).rawValue,
              lines: occlusion.outcome.grown ? occlusion.outcome.lines : nil,
              state: occlusion.state, rule: occlusion.rule.rawValue,
              severity: occlusion.severity.rawValue,
              avoidanceNone: occlusion.caveats.contains(.screenHandlesKeyboard) ? true : nil,
              assumptions: assumptions.isEmpty ? nil : assumptions,
              errorLine: occlusion.outcome.errorLine.map { Double(($0 * 10).rounded() / 10) },
              pushedBy: occlusion.pushedBy.isEmpty
                ? nil
                : occlusion.pushedBy.map {
                  Push(input: $0.input, height: Double(($0.height * 10).rounded() / 10))
                }, revealed: occlusion.revealed?.id)
          })
      },
      diagnostics: diagnostics)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
