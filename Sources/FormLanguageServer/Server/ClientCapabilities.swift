import FormDiagnostics

/// The parts of the client's `initialize` capabilities and options the server acts on.
struct ClientCapabilities: Sendable, Equatable {
  /// Hover contents may be Markdown.
  var hoverMarkdown = false
  /// Completion documentation may be Markdown.
  var completionMarkdown = false
  /// `textDocument/documentSymbol` may answer with a tree of `DocumentSymbol`s.
  var hierarchicalSymbols = false
  /// The server may register a watcher for `formc.yml` files.
  var watchedFilesRegistration = false
  /// `initializationOptions.debounceMilliseconds`: a fixed debounce instead of the adaptive one.
  var debounceMilliseconds: Int?

  /// Nothing supported beyond plain LSP.
  init() {}

  /// Reads `InitializeParams`.
  init(initializeParams params: JSON) {
    let textDocument = params["capabilities"]?["textDocument"]
    func hasMarkdown(_ formats: JSON?) -> Bool {
      formats?.arrayValue?.contains(.string("markdown")) ?? false
    }
    hoverMarkdown = hasMarkdown(textDocument?["hover"]?["contentFormat"])
    completionMarkdown = hasMarkdown(
      textDocument?["completion"]?["completionItem"]?["documentationFormat"])
    hierarchicalSymbols =
      textDocument?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
    watchedFilesRegistration =
      params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?
      .boolValue ?? false
    if let milliseconds = params["initializationOptions"]?["debounceMilliseconds"]?.intValue,
      (0...10_000).contains(milliseconds)
    {
      debounceMilliseconds = milliseconds
    }
  }
}
