import FormCompiler
import FormDiagnostics
import FormSpec

/// Runs formc's own pipeline (``FormPipeline``) on a document's text, as `formc lint` runs it on
/// a file, with the `formc.yml` that applies.
///
/// Nothing here checks anything itself: the diagnostics are the pipeline's, with its rule ids,
/// severities, messages and notes.
enum SpecAnalyzer {
  /// The outcome of checking one version of a document.
  struct Analysis: Sendable {
    /// The document's version.
    var version: Int
    /// Every diagnostic, sorted as `formc lint` sorts them.
    var diagnostics: [Diagnostic]
    /// The configuration used.
    var configuration: ConfigurationCache.Resolved
  }

  /// The path formc's locations carry for a document: its file path, or its URI when it has none.
  static func path(of document: TextDocument) -> String {
    DocumentURI.filePath(document.uri) ?? document.uri
  }

  /// Checks `document`, or returns `nil` when `isCancelled` turns true before or after the
  /// pipeline runs (a newer version arrived; its analysis replaces this one).
  static func analyze(
    _ document: TextDocument, configurations: ConfigurationCache,
    isCancelled: () -> Bool = { false }
  ) -> Analysis? {
    let path = path(of: document)
    let configuration = configurations.resolve(forSpecAt: DocumentURI.filePath(document.uri))
    if isCancelled() { return nil }
    let diagnostics = FormPipeline(configuration: configuration.configuration).run(
      bytes: document.bytes, path: path, goal: .diagnostics
    ).diagnostics
    if isCancelled() { return nil }
    return Analysis(
      version: document.version, diagnostics: diagnostics, configuration: configuration)
  }

  /// The checked form of `document` (what `formc plan` prints), or `nil` when the spec has
  /// errors, as `formc plan` has no plan then.
  static func checkedForm(_ document: TextDocument, configurations: ConfigurationCache)
    -> CheckedForm?
  {
    let configuration = configurations.resolve(forSpecAt: DocumentURI.filePath(document.uri))
    return FormPipeline(configuration: configuration.configuration).run(
      bytes: document.bytes, path: path(of: document)
    ).form
  }
}
