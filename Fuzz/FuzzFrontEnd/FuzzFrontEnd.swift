import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation
import FuzzSupport

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEndEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzFrontEnd.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// Fuzzes what `formc lint` does to one file: spec bytes → ``FormSpecReader`` → ``FormChecker``
/// → every reporter, with formc's default limits.
///
/// Beyond not crashing or hanging, it checks the promises of `docs/Diagnostics.md`: every
/// diagnostic has a known rule id, its rule's severity, and a location inside the file; the list is
/// sorted; `yaml-syntax` and `yaml-limit` come alone; and the JSON and SARIF reporters print
/// valid JSON whatever the messages hold.
enum FuzzFrontEnd {
  static let path = "Fuzz.form.yaml"

  static func run(_ bytes: [UInt8]) {
    let bounds = SourceBounds(bytes)
    let output = FormPipeline().run(bytes: bytes, path: path)
    let all = output.diagnostics
    check(all, bounds: bounds)
    if all.contains(where: { $0.rule == .yamlSyntax || $0.rule == .yamlLimit }) {
      FuzzCheck.require(
        all.count == 1 && output.form == nil,
        "yaml-syntax or yaml-limit with other diagnostics: \(all)")
    }
    FuzzCheck.require(
      (output.form == nil) == output.hasErrors, "a checked form despite errors, or none without")
    FuzzCheck.require(
      all.count <= Configuration.defaultDiagnosticLimit + 1, "more diagnostics than the limit")
    let text = String(decoding: bytes, as: UTF8.self)
    let context = ReportContext(
      isTerminal: true, allowsColor: true, toolVersion: "0.0.0-fuzz",
      workingDirectory: "/fuzz", sourceLine: ReportContext.sourceLines(in: [path: text]))
    for kind in ReporterKind.allCases {
      let output = kind.render(all, context: context)
      if kind == .json || kind == .sarif {
        FuzzCheck.require(
          (try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil,
          "the \(kind) reporter printed invalid JSON")
      }
    }
  }

  static func check(_ diagnostics: [Diagnostic], bounds: SourceBounds) {
    FuzzCheck.require(diagnostics == diagnostics.sorted(), "diagnostics are not sorted")
    for diagnostic in diagnostics {
      FuzzCheck.require(diagnostic.rule.rule != nil, "unknown rule id \(diagnostic.rule)")
      FuzzCheck.require(
        diagnostic.severity == diagnostic.rule.defaultSeverity,
        "\(diagnostic.rule) reported as \(diagnostic.severity)")
      FuzzCheck.require(!diagnostic.message.isEmpty, "an empty message")
      FuzzCheck.require(diagnostic.location.path == path, "diagnostic with a foreign path")
      FuzzCheck.require(
        bounds.contains(line: diagnostic.location.line, column: diagnostic.location.column),
        "diagnostic outside the file: \(diagnostic)")
      for note in diagnostic.notes {
        FuzzCheck.require(
          bounds.contains(line: note.location.line, column: note.location.column),
          "note outside the file: \(note)")
      }
    }
  }
}
