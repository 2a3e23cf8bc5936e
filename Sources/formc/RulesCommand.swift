import FormCompiler
import FormDiagnostics
import FormSpec
import FormcGenerateCommand
import Foundation

/// `formc rules`, `formc explain` and `formc config print`.
enum RulesCommand {
  /// One line per rule: id, default severity, summary.
  static func list() -> String {
    let width = FormRules.descriptions.map(\.id.rawValue.count).max() ?? 0
    return FormRules.descriptions.map { rule in
      let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      return "\(id)  \(severity)  \(rule.summary)"
    }.joined(separator: "\n") + "\n"
  }

  /// Every rule unit as a JSON document (`{"version": 1, "rules": [...]}`), in catalog order.
  static func json() -> String {
    func example(_ example: RuleExample) -> JSON {
      var members: JSON.Members = [
        ("fileName", .string(example.fileName)), ("spec", .string(example.spec)),
      ]
      if !example.files.isEmpty {
        let files = example.files.map { file in
          JSON.object([("name", .string(file.name)), ("text", .string(file.text))])
        }
        members.append(("files", .array(files)))
      }
      return .object(members)
    }
    let rules = FormRules.descriptions.map { rule in
      JSON.object([
        ("id", .string(rule.id.rawValue)),
        ("severity", .string(rule.defaultSeverity.rawValue)),
        ("configurable", .bool(rule.isConfigurable)),
        ("reportedBy", .string(rule.reportedBy.rawValue)),
        ("summary", .string(rule.summary)),
        ("rationale", .string(rule.rationale)),
        ("pointsAt", .string(rule.pointsAt)),
        ("fix", .string(rule.fix)),
        ("examples", .array(rule.examples.map(example))),
        ("passingExamples", .array(rule.passingExamples.map(example))),
      ])
    }
    return JSON.object([("version", .int(1)), ("rules", .array(rules))]).prettyPrinted
  }

  /// Prints a rule's rationale and example; exit 64 for an unknown rule.
  static func explain(_ name: String) -> Int32 {
    guard let rule = FormRules.description(of: RuleID(rawValue: name)) else {
      var message = "Error: Unknown rule '\(name)'."
      if let close = EditDistance.suggestion(
        for: name, among: FormRules.descriptions.map(\.id.rawValue))
      {
        message += " Did you mean '\(close)'?"
      }
      Console.error(message + "\n  See 'formc rules' for the list of rules.")
      return ExitCode.usage
    }
    Console.output(rule.explanation)
    return ExitCode.success
  }

  /// Prints the configuration that applies to `path`, or to the `--config` file.
  static func printConfiguration(path: String, configPath: String?) -> Int32 {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      Console.error("error: no such file or directory: '\(path)'")
      return ExitCode.toolFailure
    }
    let probe =
      isDirectory.boolValue ? PathString.appending("x.form.yaml", to: path) : path
    guard let file = configPath ?? ConfigurationLoader.find(for: probe) else {
      Console.output(Configuration().yaml)
      return ExitCode.success
    }
    let loaded = ConfigurationLoader.load(path: file)
    if !loaded.diagnostics.isEmpty {
      let context = ReportContext(toolVersion: formcVersion)
      Console.error(ReporterKind.xcode.render(loaded.diagnostics, context: context), newline: false)
    }
    Console.output(loaded.configuration.yaml)
    return loaded.diagnostics.containsErrors ? ExitCode.findings : ExitCode.success
  }

}
