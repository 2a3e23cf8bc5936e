import FormCompiler
import FormDiagnostics
import FormSpec
import FormcGenerateCommand
import Foundation

/// `formc plan`: prints how a form behaves when the keyboard is up.
struct PlanCommand {
  var spec: String
  var format: Format
  var configPath: String?

  func run() -> Int32 {
    let configurations = ConfigurationSet(paths: [spec], forced: configPath)
    let output: FormPipeline.Output
    do {
      output = try FormPipeline(configuration: configurations.configuration(for: 0))
        .run(contentsOf: spec)
    } catch {
      Console.error("error: \(error)")
      return ExitCode.toolFailure
    }
    let diagnostics = configurations.diagnostics + output.diagnostics
    let form = output.form
    guard let form, !diagnostics.containsErrors else {
      let context = ReportContext(toolVersion: formcVersion)
      Console.error(
        ReporterKind.xcode.render(diagnostics.sorted(), context: context), newline: false)
      Console.error("error: '\(spec)' has errors, so there is no plan; run 'formc lint \(spec)'")
      return ExitCode.findings
    }
    switch format {
    case .json:
      Console.output(Self.json(form))
    case .text:
      Console.output(PlanTextRenderer(form: form).render())
    }
    return ExitCode.success
  }

  /// The version of the JSON document; raised only when a key is removed or changes meaning.
  static let jsonVersion = 1

  private struct Document: Encodable {
    var version: Int
    var form: CheckedForm
  }

  /// The documented JSON form (docs/Plan.md): `{"form": …, "version": 1}`, keys sorted.
  static func json(_ form: CheckedForm) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(Document(version: jsonVersion, form: form))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
