import Dispatch
import FormDiagnostics
import Foundation

/// formc's language server: the Language Server Protocol 3.17 over a pair of file descriptors
/// (standard input and output for `formc lsp`), JSON-RPC 2.0 with Content-Length framing.
///
/// A reader thread reads and decodes messages and hands them, in order, to the session; it never
/// waits for anything else. The session keeps the open documents (changes applied in UTF-16
/// positions, full or incremental) and answers requests on a queue of their own, while specs are
/// checked on another through formc's pipeline, with the `formc.yml` that applies.
/// docs/LanguageServer.md describes the features and their limits.
public struct LanguageServer: Sendable {
  /// The descriptor messages are read from.
  public var input: Int32
  /// The descriptor messages are written to.
  public var output: Int32
  /// The version the server reports in `serverInfo`.
  public var version: String

  /// Creates a server on two descriptors.
  public init(input: Int32, output: Int32, version: String) {
    self.input = input
    self.output = output
    self.version = version
  }

  /// Serves until the client sends `exit`, closes its end of the connection, or stops reading;
  /// returns the exit status: 0 after `shutdown` then `exit`, else 1 (as LSP asks).
  public func run() -> Int32 {
    // A write to a pipe the client closed must fail with EPIPE, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    let exit = ExitSignal()
    let writer = MessageWriter(descriptor: output) { exit.finish(1) }
    let session = Session(writer: writer, serverVersion: version) { exit.finish($0) }
    let (events, continuation) = AsyncStream.makeStream(
      of: ReadEvent.self, bufferingPolicy: .unbounded)
    Task.detached {
      for await event in events {
        switch event {
        case .message(let message): await session.handle(message)
        case .malformed(let problem): await session.framingProblem(problem)
        }
      }
      await session.inputEnded()
    }
    let input = self.input
    let reader = Thread {
      var reader = MessageReader(source: .descriptor(input))
      while true {
        switch reader.next() {
        case .message(let content): continuation.yield(.message(IncomingMessage(content: content)))
        case .malformed(let problem): continuation.yield(.malformed(problem))
        case .end:
          continuation.finish()
          return
        }
      }
    }
    reader.name = "formc-lsp-reader"
    reader.start()
    return exit.wait()
  }

  /// What the reader thread hands the session.
  private enum ReadEvent: Sendable {
    case message(IncomingMessage)
    case malformed(String)
  }
}

/// The exit status, set once, and a wait for it.
private final class ExitSignal: Sendable {
  private let code = Locked<Int32?>(nil)
  private let semaphore = DispatchSemaphore(value: 0)

  func finish(_ status: Int32) {
    let first = code.withLock { code -> Bool in
      guard code == nil else { return false }
      code = status
      return true
    }
    if first { semaphore.signal() }
  }

  func wait() -> Int32 {
    semaphore.wait()
    return code.withLock { $0 ?? 1 }
  }
}
