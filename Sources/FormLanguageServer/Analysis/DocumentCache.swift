import FormCompiler

/// What has been worked out about one open document, per version: its YAML structure, its
/// diagnostics and its checked form. Shared by the session and the jobs that answer requests;
/// each value is computed outside the lock and kept only while the document's version matches.
final class DocumentCache: Sendable {
  private struct State {
    var syntax: (version: Int, value: SpecSyntax)?
    var lastYAMLSyntax: SpecSyntax?
    var analysis: SpecAnalyzer.Analysis?
    var form: (version: Int, value: CheckedForm?)?
  }

  private let state = Locked(State())

  /// Creates an empty cache.
  init() {}

  /// The YAML structure of `document`.
  func syntax(for document: TextDocument) -> SpecSyntax {
    if let cached = state.withLock({ $0.syntax }), cached.version == document.version {
      return cached.value
    }
    let syntax = SpecSyntax(document)
    state.withLock { state in
      state.syntax = (document.version, syntax)
      if syntax.isYAML { state.lastYAMLSyntax = syntax }
    }
    return syntax
  }

  /// The structure of the latest version read that was YAML (possibly an older version): what
  /// completion knows of the lines after the cursor while the text being typed breaks them.
  var lastYAMLSyntax: SpecSyntax? { state.withLock { $0.lastYAMLSyntax } }

  /// The diagnostics of `document`: the published analysis when it is of this version, else a
  /// new one.
  func analysis(for document: TextDocument, configurations: ConfigurationCache)
    -> SpecAnalyzer.Analysis
  {
    if let cached = state.withLock({ $0.analysis }), cached.version == document.version {
      return cached
    }
    let analysis = SpecAnalyzer.analyze(document, configurations: configurations)!
    store(analysis)
    return analysis
  }

  /// Keeps an analysis (the one just published).
  func store(_ analysis: SpecAnalyzer.Analysis) {
    state.withLock { state in
      if state.analysis.map({ $0.version <= analysis.version }) ?? true {
        state.analysis = analysis
      }
    }
  }

  /// The checked form of `document`, or `nil` when it has errors.
  func form(for document: TextDocument, configurations: ConfigurationCache) -> CheckedForm? {
    if let cached = state.withLock({ $0.form }), cached.version == document.version {
      return cached.value
    }
    let form = SpecAnalyzer.checkedForm(document, configurations: configurations)
    state.withLock { $0.form = (document.version, form) }
    return form
  }

  /// Forgets the diagnostics and the form (after a `formc.yml` changed); the structure stays.
  func invalidateChecks() {
    state.withLock { state in
      state.analysis = nil
      state.form = nil
    }
  }
}
