import FormDiagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes Content-Length framed messages to a descriptor, one whole frame at a time, from any
/// thread.
///
/// A write that fails (the client closed the pipe: `EPIPE`) closes the writer: later messages
/// are dropped and ``isClosed`` turns true, which the server takes as the client going away.
final class MessageWriter: Sendable {
  private struct State {
    var descriptor: Int32
    var isClosed = false
  }

  private let state: Locked<State>
  private let onClose: @Sendable () -> Void

  /// Creates a writer for `descriptor`; `onClose` runs once, when a write first fails.
  init(descriptor: Int32, onClose: @escaping @Sendable () -> Void = {}) {
    state = Locked(State(descriptor: descriptor))
    self.onClose = onClose
  }

  /// Whether a write has failed.
  var isClosed: Bool { state.withLock { $0.isClosed } }

  /// Frames and writes one message; `false` when the writer is (or now becomes) closed.
  @discardableResult
  func send(_ message: JSON) -> Bool {
    let body = message.serialized()
    var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame.append(contentsOf: body)
    let closedNow = state.withLock { state -> Bool? in
      guard !state.isClosed else { return nil }
      if Self.writeAll(frame, to: state.descriptor) { return false }
      state.isClosed = true
      return true
    }
    switch closedNow {
    case nil: return false
    case false?: return true
    case true?:
      onClose()
      return false
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}
