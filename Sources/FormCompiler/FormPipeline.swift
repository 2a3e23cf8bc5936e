import FormDiagnostics
import FormSpec
import Foundation

/// The front half of formc in one call: a spec's bytes and its configuration in; the checked
/// form (if asked for and the spec has no errors), the diagnostics after the severity policy,
/// suppressions and the per-file limit, and — when asked — the source text out.
///
/// Stages: ``FormSpecReader`` (bytes → located YAML tree → ``FormDefinition``), then
/// ``FormChecker`` (resolution, the rule units' checks, the severity policy and suppressions),
/// then the per-file diagnostic limit (``Configuration/diagnosticLimit``). Every command, the
/// language server, the benchmarks, the fuzz targets and the tests go through it.
public struct FormPipeline: Sendable {
  /// What a run produces besides the diagnostics.
  public enum Goal: Sendable, Hashable {
    /// The diagnostics only (what a linter needs; assembling the form is most of the cost of a
    /// clean spec).
    case diagnostics
    /// The checked form without the per-state focus steps (``CheckedForm/states`` is empty), as
    /// code generation needs it.
    case formWithoutFocusStates
    /// The checked form with every visibility state's focus steps.
    case form
  }

  /// The outcome of one spec.
  public struct Output: Sendable {
    /// The spec's path as given (diagnostics carry it).
    public var path: String
    /// The checked form, or `nil` when the spec has errors or the goal asked for none.
    public var form: CheckedForm?
    /// Every diagnostic, sorted, after configuration, suppressions and the limit.
    public var diagnostics: [Diagnostic]
    /// The spec's text, when asked for and there are diagnostics to show it with.
    public var source: String?

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
  }

  /// The settings from `formc.yml`.
  public var configuration: Configuration
  /// The YAML caps.
  public var limits: YAMLParser.Limits

  /// Creates a pipeline for specs that share one configuration.
  public init(
    configuration: Configuration = Configuration(), limits: YAMLParser.Limits = YAMLParser.Limits()
  ) {
    self.configuration = configuration
    self.limits = limits
  }

  /// Runs the stages on a spec held in memory; `path` is used in locations only. With
  /// `keepingSource`, ``Output/source`` holds the text when there are diagnostics.
  public func run(
    bytes: [UInt8], path: String, goal: Goal = .form, keepingSource: Bool = false
  ) -> Output {
    let reader = FormSpecReader(limits: limits, diagnosticLimit: configuration.diagnosticLimit)
    var output = finish(reader.read(bytes: bytes, path: path), path: path, goal: goal)
    if keepingSource, !output.diagnostics.isEmpty {
      output.source = String(decoding: bytes, as: UTF8.self)
    }
    return output
  }

  /// Reads the spec at `path` and runs the stages; throws only when the file cannot be read at
  /// all (the tool's failure, not the spec's). With `keepingSource`, the file is read again for
  /// ``Output/source`` when there are diagnostics, so a clean spec's text is never held.
  public func run(
    contentsOf path: String, goal: Goal = .form, keepingSource: Bool = false
  ) throws(FormSpecReader.ReadError) -> Output {
    let reader = FormSpecReader(limits: limits, diagnosticLimit: configuration.diagnosticLimit)
    var output = finish(try reader.read(contentsOf: path), path: path, goal: goal)
    if keepingSource, !output.diagnostics.isEmpty,
      let data = FileManager.default.contents(atPath: path)
    {
      output.source = String(decoding: data, as: UTF8.self)
    }
    return output
  }

  private func finish(_ read: FormSpecReader.Result, path: String, goal: Goal) -> Output {
    var diagnostics = read.diagnostics
    var form: CheckedForm?
    if let definition = read.definition {
      let checker = FormChecker(configuration: configuration)
      switch goal {
      case .diagnostics:
        diagnostics += checker.diagnose(definition, frontEnd: read.diagnostics)
      case .formWithoutFocusStates, .form:
        let checked = checker.check(
          definition, frontEnd: read.diagnostics, includingFocusStates: goal == .form)
        diagnostics += checked.diagnostics
        form = checked.form
      }
    }
    diagnostics.sort()
    Self.limit(
      &diagnostics, to: configuration.diagnosticLimit, alreadyOmitted: read.omittedDiagnostics)
    return Output(
      path: path, form: diagnostics.containsErrors ? nil : form, diagnostics: diagnostics)
  }

  /// Keeps the first `limit` of sorted `diagnostics` (0: all), then a `diagnostic-limit` note
  /// counting the ones left out, `alreadyOmitted` (counted by the decoder) included.
  static func limit(_ diagnostics: inout [Diagnostic], to limit: Int, alreadyOmitted: Int) {
    guard limit > 0 else { return }
    var omitted = alreadyOmitted
    var location = diagnostics.last?.location
    if diagnostics.count > limit {
      omitted += diagnostics.count - limit
      location = diagnostics[limit].location
      diagnostics.removeSubrange(limit...)
    }
    guard omitted > 0, let location else { return }
    // Thousands separated by commas, the same on every machine.
    var digits = Array(String(omitted))
    var count = ""
    while digits.count > 3 {
      count = "," + String(digits.suffix(3)) + count
      digits.removeLast(3)
    }
    count = String(digits) + count
    let note = Diagnostic(
      .diagnosticLimit,
      "formc stopped after \(limit) diagnostics in this file; \(count) more \(omitted == 1 ? "is" : "are") not shown (raise 'diagnosticLimit' in formc.yml to see more)",
      at: location)
    // In sorted place: after every diagnostic shown but one of the same place that sorts later.
    diagnostics.insert(note, at: diagnostics.lastIndex { $0 < note }.map { $0 + 1 } ?? 0)
  }
}
