import FormDiagnostics

/// One of formc's lint rules, described in one file of `Sources/FormCompiler/Rules/`.
///
/// A unit holds everything formc says about its rule: the id, the default severity, the summary,
/// the rationale, what the diagnostic points at, the fix, and examples that trigger it and that
/// pass. `formc rules`, `formc explain`, `docs/Diagnostics.md`, the JSON Schema's rule list and
/// SARIF's `rules` array are all read from the units (the catalog in `FormDiagnostics`, which
/// the decoder and the reporters see, is generated from them: see ``FormRules``).
///
/// Rules that test facts the checker has already resolved (the focus order, the visibility
/// states, the enclosing scroll views) also carry their check (``CheckingRule``). The others are
/// reported where their facts are found: while reading and decoding the YAML, while resolving
/// the focus order or visibility, by the severity policy, or by `formc simulate`.
public protocol FormRule: Sendable {
  /// The rule's id, severity, documentation and examples.
  static var description: RuleDescription { get }
}

/// A rule whose check runs over a form the checker has resolved.
protocol CheckingRule: FormRule {
  /// Reports the rule's findings in `form` (the resolved tree, focus order and states).
  static func check(_ form: CheckContext, _ findings: inout Findings)
}

/// Where a rule's diagnostics come from.
public enum RuleStage: String, Sendable, Hashable {
  /// `formc lint` (and every command that checks a spec) reports it.
  case lint
  /// Only `formc simulate` reports it.
  case simulation
}

/// A complete spec file that shows a rule's behaviour.
public struct RuleExample: Sendable, Hashable {
  /// The file's name, such as `SignUp.form.yaml` (diagnostics name it).
  public var fileName: String
  /// The file's text, ending with a line break.
  public var spec: String
  /// Files beside the spec that the example needs (a `formc.yml`, a String Catalog).
  public var files: [File]

  /// A file beside an example's spec.
  public struct File: Sendable, Hashable {
    /// The file's name, such as `formc.yml`.
    public var name: String
    /// Its text.
    public var text: String

    /// Creates a file.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// Creates an example.
  public init(_ fileName: String, _ spec: String, files: [File] = []) {
    self.fileName = fileName
    self.spec = spec
    self.files = files
  }
}

/// Everything formc says about one rule.
public struct RuleDescription: Sendable {
  /// The stable id.
  public var id: RuleID
  /// The severity unless configuration changes it (only warnings can be changed).
  public var defaultSeverity: Severity
  /// One line on why the rule exists: lowercase, no trailing period.
  public var summary: String
  /// What the rule finds and why it matters (Markdown; paragraphs separated by blank lines).
  public var rationale: String
  /// Where the diagnostic points (Markdown, one sentence).
  public var pointsAt: String
  /// How to fix the first example (Markdown). `{{output:NAME}}` stands for what formc prints for
  /// `docs/diagnostics/extra-examples/NAME`, filled in by `Scripts/diagnostics-doc.py`.
  public var fix: String
  /// Specs that trigger the rule; the first is the documented one.
  public var examples: [RuleExample]
  /// Specs close to the examples that do not trigger it.
  public var passingExamples: [RuleExample]
  /// Which command reports the rule.
  public var reportedBy: RuleStage

  /// Creates a description.
  public init(
    id: RuleID, severity: Severity, summary: String, rationale: String, pointsAt: String,
    fix: String, examples: [RuleExample], passingExamples: [RuleExample] = [],
    reportedBy: RuleStage = .lint
  ) {
    self.id = id
    self.defaultSeverity = severity
    self.summary = summary
    self.rationale = rationale
    self.pointsAt = pointsAt
    self.fix = fix
    self.examples = examples
    self.passingExamples = passingExamples
    self.reportedBy = reportedBy
  }

  /// The rule's entry in the catalog that `FormDiagnostics` holds.
  public var catalogEntry: Rule { Rule(id, defaultSeverity, summary: summary) }

  /// Whether configuration and suppressions may change or silence this rule (warnings only).
  public var isConfigurable: Bool { defaultSeverity == .warning }
}

/// The diagnostics one rule reports over one form, each with the rule's default severity.
struct Findings {
  /// The rule reporting.
  let rule: RuleID
  /// Its default severity.
  let severity: Severity
  /// What it found, in the order found.
  var diagnostics: [Diagnostic] = []

  /// Starts an empty list for a rule.
  init(_ description: RuleDescription) {
    self.init(description.id, severity: description.defaultSeverity)
  }

  /// Starts an empty list for the rule `rule` of default severity `severity`.
  init(_ rule: RuleID, severity: Severity) {
    self.rule = rule
    self.severity = severity
  }

  /// Reports a finding at `location`.
  mutating func report(
    _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) {
    diagnostics.append(
      Diagnostic(severity, rule, message, at: location, notes: notes, fixIts: fixIts))
  }
}
