import Testing

@testable import FormLanguageServer

/// Content-Length framing: well-formed frames, and every way a stream can be broken.
struct MessageReaderTests {
  static func events(_ text: String, maxContentLength: Int = 1 << 20) -> [MessageReader.Event] {
    var reader = MessageReader(source: .bytes(Array(text.utf8)), maxContentLength: maxContentLength)
    var events: [MessageReader.Event] = []
    while true {
      let event = reader.next()
      events.append(event)
      if event == .end || events.count > 20 { return events }
    }
  }

  static func message(_ text: String) -> MessageReader.Event { .message(Array(text.utf8)) }

  @Test func readsFramesBackToBack() {
    let stream =
      "Content-Length: 2\r\n\r\n{}Content-Length: 4\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\nnull"
    #expect(Self.events(stream) == [Self.message("{}"), Self.message("null"), .end])
  }

  @Test func acceptsBareLineFeedsAndAnyCase() {
    #expect(Self.events("content-length:3\n\n[1]") == [Self.message("[1]"), .end])
  }

  @Test func countsBytesNotCharacters() {
    #expect(Self.events("Content-Length: 6\r\n\r\n\"😀\"x") == [Self.message("\"😀\""), .end])
  }

  @Test func skipsAHeaderBlockWithoutALength() {
    let events = Self.events("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}")
    #expect(events.count == 3)
    guard case .malformed(let problem) = events[0] else {
      Issue.record("expected a framing problem first, got \(events[0])")
      return
    }
    #expect(problem.contains("no 'Content-Length'"))
    #expect(events[1] == Self.message("{}"))
  }

  @Test func findsTheNextHeaderAfterTheContentOfAFrameWithoutALength() {
    // The frame's content `{"a":1}` has no length to end it; the next header follows it directly.
    let events = Self.events("Content-Type: x\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}")
    #expect(events.count == 3, "\(events)")
    #expect(events.dropFirst().first == Self.message("{}"))
  }

  @Test func anOverlongHeaderIsReportedBeforeTheNextFrameArrives() {
    var reader = MessageReader(
      source: .bytes(Array(("X-Long: " + String(repeating: "a", count: 10_000) + "\r\n\r\n").utf8)))
    guard case .malformed(let problem) = reader.next() else {
      Issue.record("expected a framing problem")
      return
    }
    #expect(problem.contains("longer than 8192 bytes"))
    #expect(reader.next() == .end)
  }

  @Test(arguments: [
    "Content-Length: -4", "Content-Length: lots", "Content-Length: 99999999999999999999999",
  ])
  func rejectsAnUnusableLength(header: String) {
    let events = Self.events("\(header)\r\n\r\nContent-Length: 2\r\n\r\n{}")
    guard case .malformed = events.first else {
      Issue.record("expected a framing problem, got \(events)")
      return
    }
    #expect(events.dropFirst().first == Self.message("{}"))
  }

  @Test func skipsContentLargerThanTheCap() {
    let events = Self.events(
      "Content-Length: 10\r\n\r\n0123456789Content-Length: 2\r\n\r\n{}", maxContentLength: 8)
    guard case .malformed(let problem) = events.first else {
      Issue.record("expected a framing problem, got \(events)")
      return
    }
    #expect(problem.contains("larger than the limit"))
    #expect(events.dropFirst().first == Self.message("{}"))
  }

  @Test func resynchronisesAfterGarbage() {
    let garbage = String(repeating: "x", count: 10_000)
    let events = Self.events("\(garbage)\r\nContent-Length: 2\r\n\r\n{}")
    #expect(events.contains(Self.message("{}")))
    #expect(events.last == .end)
  }

  @Test(arguments: ["", "Content-Length: 10\r\n\r\n{\"a\"", "Content-Length: 5\r\n", "\r\n\r\n"])
  func endsOnTruncatedInput(stream: String) {
    #expect(Self.events(stream).last == .end)
    #expect(
      !Self.events(stream).contains { if case .message = $0 { return true } else { return false } })
  }
}

/// Decoding a frame's content into a request, a notification, a response or an error.
struct IncomingMessageTests {
  static func decode(_ text: String) -> IncomingMessage {
    IncomingMessage(content: Array(text.utf8))
  }

  @Test func decodesRequestsNotificationsAndResponses() {
    guard
      case .request(.int(7), "textDocument/hover", let params) = Self.decode(
        #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"a":1}}"#)
    else {
      Issue.record("not a request")
      return
    }
    #expect(params["a"] == .int(1))
    guard case .notification("exit", .null) = Self.decode(#"{"jsonrpc":"2.0","method":"exit"}"#)
    else {
      Issue.record("not a notification")
      return
    }
    guard
      case .request(.string("x"), _, _) = Self.decode(
        #"{"jsonrpc":"2.0","id":"x","method":"m"}"#)
    else {
      Issue.record("a string id")
      return
    }
    guard case .response(.string("w")) = Self.decode(#"{"jsonrpc":"2.0","id":"w","result":null}"#)
    else {
      Issue.record("not a response")
      return
    }
  }

  @Test(arguments: [
    (#"{"jsonrpc":"2.0","id":1,"method":"#, -32700, nil as Int?),
    ("[1, 2]", -32600, nil),
    ("42", -32600, nil),
    (#"{"id":3,"method":"m"}"#, -32600, 3),
    (#"{"jsonrpc":"1.0","id":3,"method":"m"}"#, -32600, 3),
    (#"{"jsonrpc":"2.0","id":4,"method":5}"#, -32600, 4),
    (#"{"jsonrpc":"2.0","id":5,"method":"m","params":"text"}"#, -32600, 5),
    (#"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#, -32600, nil),
    (#"{"jsonrpc":"2.0","id":6}"#, -32600, 6),
  ])
  func reportsInvalidMessages(text: String, code: Int, id: Int?) {
    guard case .invalid(let foundID, let error) = Self.decode(text) else {
      Issue.record("\(text) was accepted")
      return
    }
    #expect(error.code == code)
    #expect(foundID == id.map { RequestID.int($0) })
  }
}
