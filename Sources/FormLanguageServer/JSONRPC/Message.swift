import FormDiagnostics

/// A JSON-RPC 2.0 request id: a number or a string.
enum RequestID: Hashable, Sendable {
  case int(Int)
  case string(String)

  /// The id from its JSON, or `nil` when it is neither a number nor a string.
  init?(_ json: JSON) {
    switch json {
    case .int(let number): self = .int(number)
    case .string(let text): self = .string(text)
    case .double:
      guard let number = json.intValue else { return nil }
      self = .int(number)
    default: return nil
    }
  }

  /// The id as JSON.
  var json: JSON {
    switch self {
    case .int(let number): return .int(number)
    case .string(let text): return .string(text)
    }
  }
}

/// A JSON-RPC error object.
struct ResponseError: Error, Sendable, Equatable {
  /// The error code (JSON-RPC's, or LSP's own).
  var code: Int
  /// A message for people, lowercase.
  var message: String

  static let parseError = -32700
  static let invalidRequest = -32600
  static let methodNotFound = -32601
  static let invalidParams = -32602
  static let internalError = -32603
  static let serverNotInitialized = -32002
  static let requestCancelled = -32800
  static let requestFailed = -32803

  /// The error as JSON.
  var json: JSON { ["code": .int(code), "message": .string(message)] }

  /// `-32602`: the parameters do not fit the method.
  static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: invalidParams, message: message)
  }
}

/// A message from the client, as the server dispatches it.
enum IncomingMessage: Sendable {
  /// A request, which gets exactly one response.
  case request(id: RequestID, method: String, params: JSON)
  /// A notification, which gets none.
  case notification(method: String, params: JSON)
  /// A response to a request the server sent.
  case response(id: RequestID)
  /// Something that is not a valid message; `id` is known when the text was a request with a
  /// usable id.
  case invalid(id: RequestID?, error: ResponseError)

  /// Decodes a frame's content.
  init(content: [UInt8]) {
    let json: JSON
    do {
      json = try JSONParser.parse(content)
    } catch {
      self = .invalid(
        id: nil,
        error: ResponseError(
          code: ResponseError.parseError,
          message: "the message is not JSON: \(error.reason) at byte \(error.offset)"))
      return
    }
    self.init(json: json)
  }

  /// Decodes a parsed message.
  init(json: JSON) {
    guard case .object(let members) = json else {
      let what =
        json.arrayValue != nil ? "a batch (a JSON array), which LSP does not use" : "not an object"
      self = .invalid(
        id: nil,
        error: ResponseError(code: ResponseError.invalidRequest, message: "the message is \(what)"))
      return
    }
    let id = members["id"].flatMap(RequestID.init)
    guard members["jsonrpc"] == .string("2.0") else {
      self = .invalid(
        id: id,
        error: ResponseError(
          code: ResponseError.invalidRequest, message: "the message needs \"jsonrpc\": \"2.0\""))
      return
    }
    let params = members["params"] ?? .null
    switch params {
    case .object, .array, .null: break
    default:
      self = .invalid(
        id: id,
        error: ResponseError(
          code: ResponseError.invalidRequest, message: "'params' must be an object or an array"))
      return
    }
    guard let methodValue = members["method"] else {
      if let id, members["result"] != nil || members["error"] != nil {
        self = .response(id: id)
      } else {
        self = .invalid(
          id: id,
          error: ResponseError(
            code: ResponseError.invalidRequest, message: "the message has no 'method'"))
      }
      return
    }
    guard let method = methodValue.stringValue else {
      self = .invalid(
        id: id,
        error: ResponseError(
          code: ResponseError.invalidRequest, message: "'method' must be a string"))
      return
    }
    guard let rawID = members["id"] else {
      self = .notification(method: method, params: params)
      return
    }
    guard let id = RequestID(rawID) else {
      self = .invalid(
        id: nil,
        error: ResponseError(
          code: ResponseError.invalidRequest, message: "'id' must be a number or a string"))
      return
    }
    self = .request(id: id, method: method, params: params)
  }
}

extension JSON {
  /// A response carrying a result.
  static func response(id: RequestID?, result: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result]
  }

  /// A response carrying an error.
  static func response(id: RequestID?, error: ResponseError) -> JSON {
    ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
  }

  /// A notification.
  static func notification(_ method: String, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  /// A request from the server to the client.
  static func request(id: RequestID, _ method: String, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params]
  }
}
