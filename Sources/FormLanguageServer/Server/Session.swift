import FormDiagnostics
import FormSpec

/// The server's state and its handling of each message, in the order the client sent them.
///
/// Work that takes time never runs here: checking a spec runs on the analysis queue, answering a
/// request on the request queue, and both report back. A document's analysis waits a short,
/// adaptive debounce; a newer change cancels it (a sleeping one at once, a running one at its
/// next checkpoint), and diagnostics are published only for the document's current version.
actor Session {
  enum Lifecycle {
    case waiting
    case running
    case shutDown
  }

  struct OpenDocument {
    var text: TextDocument
    var isSpec: Bool
    let cache = DocumentCache()
    var analysis: Task<Void, Never>?
    /// How long the last analysis of the document took, which sets its debounce.
    var lastDuration: Duration = .zero
  }

  /// A finished analysis with its diagnostics converted.
  struct Outcome: Sendable {
    var analysis: SpecAnalyzer.Analysis
    var diagnostics: [JSON]
    var duration: Duration
  }

  /// The longest adaptive debounce.
  static let maxDebounce = Duration.milliseconds(100)

  let writer: MessageWriter
  let serverVersion: String
  let finish: @Sendable (Int32) -> Void
  let configurations = ConfigurationCache()
  let analysisQueue = WorkQueue(label: "formc.lsp.analysis")
  let requestQueue = WorkQueue(label: "formc.lsp.requests")

  var lifecycle = Lifecycle.waiting
  var capabilities = ClientCapabilities()
  var prepareRenameSupported = false
  var documents: [String: OpenDocument] = [:]
  var requests: [RequestID: Task<Void, Never>] = [:]
  /// The diagnostics last published for each `formc.yml`, by URI.
  var configurationDiagnostics: [String: [JSON]] = [:]
  var finished = false

  init(writer: MessageWriter, serverVersion: String, finish: @escaping @Sendable (Int32) -> Void) {
    self.writer = writer
    self.serverVersion = serverVersion
    self.finish = finish
  }

  // MARK: Messages

  /// Handles one message.
  func handle(_ message: IncomingMessage) {
    guard !finished else { return }
    switch message {
    case .invalid(let id, let error):
      send(.response(id: id, error: error))
    case .response:
      break  // The client's answer to `client/registerCapability`.
    case .notification(let method, let params):
      notification(method, params)
    case .request(let id, let method, let params):
      request(id, method, params)
    }
  }

  /// A framing problem: the client cannot be answered, only told.
  func framingProblem(_ problem: String) {
    log(.error, "formc lsp: \(problem)")
  }

  /// The client closed its end of the connection.
  func inputEnded() {
    guard !finished else { return }
    if lifecycle != .shutDown {
      FileOutput.standardError(
        "formc lsp: the client closed the connection without 'shutdown' and 'exit'\n")
    }
    end(code: lifecycle == .shutDown ? 0 : 1)
  }

  func end(code: Int32) {
    guard !finished else { return }
    finished = true
    for open in documents.values { open.analysis?.cancel() }
    for task in requests.values { task.cancel() }
    finish(code)
  }

  // MARK: Output

  func send(_ message: JSON) {
    writer.send(message)
  }

  enum LogLevel: Int {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
  }

  func log(_ level: LogLevel, _ message: String) {
    send(
      .notification(
        "window/logMessage", ["type": .int(level.rawValue), "message": .string(message)]))
  }

  func publish(uri: String, version: Int?, diagnostics: [JSON]) {
    send(
      .notification(
        "textDocument/publishDiagnostics",
        JSON.object(dropping: [
          "uri": .string(uri), "version": version.map { .int($0) },
          "diagnostics": .array(diagnostics),
        ])))
  }

  // MARK: Requests

  func request(_ id: RequestID, _ method: String, _ params: JSON) {
    if lifecycle == .waiting, method != "initialize" {
      send(
        .response(
          id: id,
          error: ResponseError(
            code: ResponseError.serverNotInitialized,
            message: "the server is not initialized; send 'initialize' first")))
      return
    }
    if lifecycle == .shutDown {
      send(
        .response(
          id: id,
          error: ResponseError(
            code: ResponseError.invalidRequest,
            message: "the server is shutting down; only 'exit' is accepted")))
      return
    }
    switch method {
    case "initialize":
      guard lifecycle == .waiting else {
        send(
          .response(
            id: id,
            error: ResponseError(
              code: ResponseError.invalidRequest, message: "the server is already initialized")))
        return
      }
      capabilities = ClientCapabilities(initializeParams: params)
      prepareRenameSupported =
        params["capabilities"]?["textDocument"]?["rename"]?["prepareSupport"]?.boolValue ?? false
      lifecycle = .running
      send(.response(id: id, result: initializeResult()))
    case "shutdown":
      lifecycle = .shutDown
      for open in documents.values { open.analysis?.cancel() }
      send(.response(id: id, result: .null))
    case "textDocument/completion":
      feature(id, params) { context, position in Completion.list(context, at: position!) }
    case "textDocument/hover":
      feature(id, params) { context, position in Hover.hover(context, at: position!) }
    case "textDocument/definition":
      feature(id, params) { context, position in Navigation.definition(context, at: position!) }
    case "textDocument/references":
      let include = params["context"]?["includeDeclaration"]?.boolValue ?? true
      feature(id, params) { context, position in
        Navigation.references(context, at: position!, includeDeclaration: include)
      }
    case "textDocument/prepareRename":
      feature(id, params) { context, position in Navigation.prepareRename(context, at: position!) }
    case "textDocument/rename":
      guard let newName = params["newName"]?.stringValue else {
        send(.response(id: id, error: .invalidParams("'newName' is missing")))
        return
      }
      feature(id, params) { context, position throws(ResponseError) in
        try Navigation.rename(context, at: position!, to: newName)
      }
    case "textDocument/documentSymbol":
      feature(id, params, needsPosition: false) { context, _ in DocumentSymbols.symbols(context) }
    case "textDocument/codeAction":
      guard let range = TextRange(params["range"]) else {
        send(.response(id: id, error: .invalidParams("'range' is missing or not a range")))
        return
      }
      let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
      feature(id, params, needsPosition: false) { context, _ in
        CodeActions.actions(context, range: range, only: only)
      }
    default:
      send(
        .response(
          id: id,
          error: ResponseError(
            code: ResponseError.methodNotFound, message: "unknown method '\(method)'")))
    }
  }

  /// Answers a request about one document on the request queue.
  func feature(
    _ id: RequestID, _ params: JSON, needsPosition: Bool = true,
    _ body: @escaping @Sendable (FeatureContext, TextPosition?) throws(ResponseError) -> JSON
  ) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      send(.response(id: id, error: .invalidParams("'textDocument.uri' is missing")))
      return
    }
    var position: TextPosition?
    if needsPosition {
      guard let given = TextPosition(params["position"]) else {
        send(.response(id: id, error: .invalidParams("'position' is missing or not a position")))
        return
      }
      position = given
    }
    guard let open = documents[uri], open.isSpec else {
      // A document that is not open, or not a spec: nothing to say about it.
      send(.response(id: id, result: .null))
      return
    }
    let context = FeatureContext(
      document: open.text, cache: open.cache, configurations: configurations,
      capabilities: capabilities)
    let queue = requestQueue
    let answer = position
    requests[id] = Task {
      let outcome = await queue.run { () -> Result<JSON, ResponseError> in
        do throws(ResponseError) {
          return .success(try body(context, answer))
        } catch {
          return .failure(error)
        }
      }
      self.complete(id, outcome)
    }
  }

  func complete(_ id: RequestID, _ outcome: Result<JSON, ResponseError>) {
    guard requests.removeValue(forKey: id) != nil, !finished else { return }
    switch outcome {
    case .success(let result): send(.response(id: id, result: result))
    case .failure(let error): send(.response(id: id, error: error))
    }
  }

  func initializeResult() -> JSON {
    let rename: JSON = prepareRenameSupported ? ["prepareProvider": true] : true
    return [
      "capabilities": [
        "positionEncoding": "utf-16",
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        "completionProvider": [
          "triggerCharacters": [":", " ", "[", ","], "resolveProvider": false,
        ],
        "hoverProvider": true,
        "definitionProvider": true,
        "referencesProvider": true,
        "renameProvider": rename,
        "documentSymbolProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ],
      "serverInfo": ["name": "formc", "version": .string(serverVersion)],
    ]
  }

  // MARK: Notifications

  func notification(_ method: String, _ params: JSON) {
    if method == "exit" {
      end(code: lifecycle == .shutDown ? 0 : 1)
      return
    }
    guard lifecycle == .running else { return }
    switch method {
    case "initialized":
      registerWatchers()
    case "textDocument/didOpen":
      let item = params["textDocument"]
      guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
        log(.error, "formc lsp: 'textDocument/didOpen' needs 'textDocument.uri' and 'text'")
        return
      }
      documents[uri]?.analysis?.cancel()
      let document = TextDocument(uri: uri, version: item?["version"]?.intValue ?? 0, text: text)
      documents[uri] = OpenDocument(text: document, isSpec: DocumentURI.isSpec(uri))
      scheduleAnalysis(uri, debounce: false)
    case "textDocument/didChange":
      didChange(params)
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.stringValue,
        let open = documents.removeValue(forKey: uri)
      else { return }
      open.analysis?.cancel()
      if open.isSpec { publish(uri: uri, version: nil, diagnostics: []) }
    case "textDocument/didSave":
      if let uri = params["textDocument"]?["uri"]?.stringValue, DocumentURI.isConfiguration(uri) {
        configurationChanged()
      }
    case "workspace/didChangeWatchedFiles":
      let changes = params["changes"]?.arrayValue ?? []
      if changes.isEmpty
        || changes.contains(where: {
          DocumentURI.isConfiguration($0["uri"]?.stringValue ?? "")
        })
      {
        configurationChanged()
      }
    case "$/cancelRequest":
      guard let id = params["id"].flatMap(RequestID.init),
        let task = requests.removeValue(forKey: id)
      else { return }
      task.cancel()
      send(
        .response(
          id: id,
          error: ResponseError(
            code: ResponseError.requestCancelled, message: "the request was cancelled")))
    default:
      break  // `$/…` notifications and any others the server does not use.
    }
  }

  func didChange(_ params: JSON) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue,
      let changes = params["contentChanges"]?.arrayValue
    else {
      log(
        .error, "formc lsp: 'textDocument/didChange' needs 'textDocument.uri' and 'contentChanges'")
      return
    }
    guard var open = documents[uri] else {
      log(.warning, "formc lsp: a change to '\(uri)', which is not open, was ignored")
      return
    }
    do throws(ResponseError) {
      for change in changes { try open.text.apply(change) }
    } catch {
      log(.error, "formc lsp: a change to '\(uri)' was not applied: \(error.message)")
    }
    if let version = params["textDocument"]?["version"]?.intValue {
      open.text.version = version
    } else {
      open.text.version += 1
    }
    documents[uri] = open
    scheduleAnalysis(uri, debounce: true)
  }

  func registerWatchers() {
    guard capabilities.watchedFilesRegistration else { return }
    send(
      .request(
        id: .string("formc-watch-configuration"), "client/registerCapability",
        [
          "registrations": [
            [
              "id": "formc-watch-configuration",
              "method": "workspace/didChangeWatchedFiles",
              "registerOptions": ["watchers": [["globPattern": "**/formc.yml"]]],
            ]
          ]
        ]))
  }

  /// A `formc.yml` changed: read configuration again and check every open spec.
  func configurationChanged() {
    configurations.invalidate()
    for (uri, open) in documents where open.isSpec {
      open.cache.invalidateChecks()
      scheduleAnalysis(uri, debounce: false)
    }
  }

  // MARK: Analysis

  /// Starts checking the document's current version, replacing any analysis of an older one.
  func scheduleAnalysis(_ uri: String, debounce: Bool) {
    guard var open = documents[uri], open.isSpec else { return }
    open.analysis?.cancel()
    let delay: Duration
    if !debounce {
      delay = .zero
    } else if let fixed = capabilities.debounceMilliseconds {
      delay = .milliseconds(fixed)
    } else {
      delay = min(open.lastDuration, Self.maxDebounce)
    }
    let document = open.text
    let cache = open.cache
    let configurations = self.configurations
    let queue = analysisQueue
    open.analysis = Task {
      if delay > .zero {
        do { try await Task.sleep(for: delay) } catch { return }
      }
      guard !Task.isCancelled else { return }
      let flag = CancellationFlag()
      let outcome = await withTaskCancellationHandler {
        await queue.run { () -> Outcome? in
          let started = ContinuousClock.now
          guard
            let analysis = SpecAnalyzer.analyze(
              document, configurations: configurations, isCancelled: { flag.isCancelled }),
            !flag.isCancelled
          else { return nil }
          let diagnostics = DiagnosticConverter.json(
            analysis.diagnostics, in: document, uri: document.uri)
          // The structure too, ready for requests (and kept for completion while later
          // versions do not parse).
          _ = cache.syntax(for: document)
          return Outcome(
            analysis: analysis, diagnostics: diagnostics, duration: ContinuousClock.now - started)
        }
      } onCancel: {
        flag.cancel()
      }
      guard let outcome, !Task.isCancelled else { return }
      self.publish(outcome, uri: document.uri)
    }
    documents[uri] = open
  }

  func publish(_ outcome: Outcome, uri: String) {
    guard !finished, var open = documents[uri], open.text.version == outcome.analysis.version
    else { return }
    open.lastDuration = outcome.duration
    open.cache.store(outcome.analysis)
    documents[uri] = open
    publish(uri: uri, version: outcome.analysis.version, diagnostics: outcome.diagnostics)
    let total = outcome.analysis.diagnostics.count
    if total > DiagnosticConverter.maxPublished {
      log(
        .info,
        "formc lsp: '\(uri)' has \(total) diagnostics; the first \(DiagnosticConverter.maxPublished) are shown"
      )
    }
    publishConfiguration(outcome.analysis.configuration)
  }

  /// Publishes the diagnostics of the `formc.yml` that applied, when they changed.
  func publishConfiguration(_ resolved: ConfigurationCache.Resolved) {
    guard let path = resolved.path, path.hasPrefix("/") else { return }
    let uri = DocumentURI.fileURI(path)
    let text = documents[uri]?.text.bytes ?? FileOutput.contents(of: path)
    let diagnostics = DiagnosticConverter.json(fileDiagnostics: resolved.diagnostics, text: text)
    guard configurationDiagnostics[uri] != diagnostics else { return }
    if configurationDiagnostics[uri] == nil, diagnostics.isEmpty {
      configurationDiagnostics[uri] = diagnostics
      return
    }
    configurationDiagnostics[uri] = diagnostics
    publish(uri: uri, version: nil, diagnostics: diagnostics)
  }
}
