import FormCompiler
import FormDiagnostics

/// Generation as one library call: a spec's path in, its diagnostics and files out, with the
/// output policy decided here — which files a spec gets, the placeholders a build plugin
/// declares, where each file goes, and which specs would write the same file.
///
/// `formc generate` and the build plugin's lean tool (`formc-generate`) both call it; they keep
/// only discovery, running specs in parallel, writing files and the summary line.
public struct FormGenerator: Sendable {
  /// Who the files are for.
  public enum Purpose: Sendable, Hashable {
    /// A package or app that keeps the files (`formc generate`): the outputs `formc.yml`
    /// switches on, the UI tests included when it asks for them.
    case sources
    /// A build tool plugin: every default output is declared, so an output `formc.yml` switches
    /// off is a placeholder holding only a comment, and the UI tests (which belong to a UI-test
    /// target) are never written. Files are named flat.
    case buildPlugin
    /// A UI-test target (`formc generate --ui-tests`): the UI tests alone.
    case uiTests
  }

  /// What one spec produced.
  public struct Result: Sendable {
    /// The spec's diagnostics, after configuration (errors mean no files).
    public var diagnostics: [Diagnostic] = []
    /// The files, when the spec has no errors.
    public var files: [GeneratedFile] = []
    /// Why the spec could not be read, when it could not.
    public var failure: String?

    /// Whether the files may be written: the spec was read and has no errors.
    public var isWritable: Bool { failure == nil && !diagnostics.containsErrors }
  }

  /// A spec to generate: where it is, its path relative to the spec root (forward slashes, for
  /// headers and output names), and the configuration that applies to it.
  public struct Spec: Sendable {
    /// The spec's path, as given.
    public var path: String
    /// The path relative to the spec root.
    public var relativePath: String
    /// The `formc.yml` settings that apply.
    public var configuration: Configuration

    /// Creates a spec to generate.
    public init(path: String, relativePath: String, configuration: Configuration) {
      self.path = path
      self.relativePath = relativePath
      self.configuration = configuration
    }
  }

  /// Which output file each spec owns, and the specs that would write a file another one writes.
  public struct OutputPlan: Sendable {
    /// Each output path (relative to the output directory), by the spec that owns it: the last
    /// spec, in the order given, that would write it. A failing spec still owns its files, so
    /// pruning never removes them.
    public var owners: [String: String]
    /// By spec position, the messages of files it would write that an earlier spec writes too.
    public var clashes: [[String]]

    /// Whether no two specs write the same file.
    public var isClashFree: Bool { clashes.allSatisfy(\.isEmpty) }
  }

  /// Who the files are for.
  public let purpose: Purpose
  /// Whether files are named `folder_SpecForm.swift` in one folder instead of mirroring the
  /// specs' folders (always, for a build plugin).
  public let flat: Bool
  private let generator: CodeGenerator
  /// Called once a spec is checked, before its files are rendered, with the checked form: it is
  /// all that is left of the spec's reading, so a command may hand freed memory back here
  /// (`formc generate` trims the C heap after a large spec; see `AllocatorTuning`).
  public var willRender: @Sendable (_ form: CheckedForm) -> Void = { _ in }

  /// A generator with parsed templates (the defaults, or a set loaded from a folder).
  public init(templates: TemplateSet = .defaults, purpose: Purpose = .sources, flat: Bool = false)
    throws(TemplateSet.Failure)
  {
    generator = try CodeGenerator(templates: templates)
    self.purpose = purpose
    self.flat = flat || purpose == .buildPlugin
  }

  /// The files a spec with `configuration` gets.
  public func outputs(for configuration: Configuration) -> Set<Configuration.Output> {
    switch purpose {
    case .uiTests: return [.uiTests]
    case .buildPlugin: return configuration.outputs.subtracting([.uiTests])
    case .sources: return configuration.outputs
    }
  }

  /// The outputs written as placeholders: for a build plugin, each default output that is not
  /// generated (a build plugin declares every output of every spec).
  public func placeholders(for outputs: Set<Configuration.Output>) -> Set<Configuration.Output> {
    purpose == .buildPlugin ? Configuration.Output.defaults.subtracting(outputs) : []
  }

  /// The output paths a spec owns, generated or placeholders, relative to the output directory.
  public func ownedPaths(of spec: Spec) -> [String] {
    let outputs = outputs(for: spec.configuration)
    let placeholders = placeholders(for: outputs)
    return zip(
      CodeGenerator.outputPaths(forSpec: spec.relativePath, flat: flat), CodeGenerator.outputs
    )
    .filter { outputs.contains($0.1) || placeholders.contains($0.1) }.map(\.0)
  }

  /// Who owns each output and which specs clash; output names depend only on spec paths, so this
  /// is known before anything is generated.
  public func plan(_ specs: [Spec]) -> OutputPlan {
    var owners: [String: String] = [:]
    var clashes: [[String]] = Array(repeating: [], count: specs.count)
    for (index, spec) in specs.enumerated() {
      for name in ownedPaths(of: spec) {
        if let other = owners[name], other != spec.path {
          clashes[index].append(
            "'\(other)' and '\(spec.path)' would both generate '\(name)'; rename one of them")
        }
        owners[name] = spec.path
      }
    }
    return OutputPlan(owners: owners, clashes: clashes)
  }

  /// Reads, checks and, when it has no errors, generates one spec, handing each file to `body`
  /// as soon as it is rendered (``CodeGenerator/generate(_:sourcePath:access:flat:outputs:placeholders:localization:each:)``):
  /// the result's files then hold their paths only, beside `body`'s outcome for each. A spec
  /// whose files may not be written (``Result/isWritable``) is not generated.
  public func generate<Outcome>(
    _ spec: Spec, each body: (_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Outcome
  ) -> (result: Result, outcomes: [Outcome]) {
    let outputs = outputs(for: spec.configuration)
    let output: FormPipeline.Output
    do {
      output = try FormPipeline(configuration: spec.configuration).run(
        contentsOf: spec.path,
        goal: outputs.contains(.uiTests) ? .form : .formWithoutFocusStates)
    } catch {
      return (Result(failure: error.description), [])
    }
    var result = Result(diagnostics: output.diagnostics)
    guard let form = output.form, result.isWritable else { return (result, []) }
    willRender(form)
    let outcomes = generator.generate(
      form, sourcePath: spec.relativePath,
      access: spec.configuration.accessLevel == .public ? .public : .internal, flat: flat,
      outputs: outputs, placeholders: placeholders(for: outputs),
      localization: spec.configuration.localization
    ) { path, bytes in
      (path, body(path, bytes))
    }
    result.files = outcomes.map { GeneratedFile(path: $0.0, bytes: []) }
    return (result, outcomes.map(\.1))
  }

  /// Reads, checks and, when it has no errors, generates one spec.
  public func generate(_ spec: Spec) -> Result {
    let outputs = outputs(for: spec.configuration)
    let output: FormPipeline.Output
    do {
      output = try FormPipeline(configuration: spec.configuration).run(
        contentsOf: spec.path,
        goal: outputs.contains(.uiTests) ? .form : .formWithoutFocusStates)
    } catch {
      return Result(failure: error.description)
    }
    var result = Result(diagnostics: output.diagnostics)
    guard let form = output.form else { return result }
    result.files = generator.generate(
      form, sourcePath: spec.relativePath,
      access: spec.configuration.accessLevel == .public ? .public : .internal, flat: flat,
      outputs: outputs, placeholders: placeholders(for: outputs),
      localization: spec.configuration.localization)
    return result
  }
}
