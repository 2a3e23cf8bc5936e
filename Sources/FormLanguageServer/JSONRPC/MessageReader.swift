#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads Content-Length framed messages (LSP's base protocol) from a byte stream.
///
/// A frame is a header block — `Name: value` lines ended by CRLF, then an empty line — and
/// `Content-Length` bytes of content. Bare LF line ends are accepted too. A header block without a
/// usable `Content-Length` is reported and skipped; so is content larger than the cap, which is
/// read and dropped so that the next frame is still found. Only end of input ends the stream.
struct MessageReader: ~Copyable {
  /// One thing read from the stream.
  enum Event: Sendable, Equatable {
    /// A frame's content.
    case message([UInt8])
    /// A problem with the framing; the reader skipped what it could not use and goes on.
    case malformed(String)
    /// End of input (also after a read error).
    case end
  }

  /// Where the bytes come from: `read(2)` on a descriptor, or bytes in memory (for tests).
  enum Source {
    case descriptor(Int32)
    case bytes([UInt8])
  }

  /// The largest content accepted, in bytes.
  let maxContentLength: Int
  /// The longest header block accepted, in bytes.
  let maxHeaderLength = 8192

  private var source: Source
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  /// Set after an overlong header block: the next read first skips to a `Content-Length`.
  private var resyncing = false

  /// Creates a reader.
  init(source: Source, maxContentLength: Int = 256 << 20) {
    self.source = source
    self.maxContentLength = maxContentLength
    if case .bytes(let bytes) = source {
      buffer = bytes
      atEnd = true
    }
  }

  /// The next event. After ``Event/end`` every call returns `.end`.
  mutating func next() -> Event {
    while true {
      guard let header = readHeaderBlock() else { return .end }
      switch header {
      case .failure(let problem): return .malformed(problem)
      case .success(let length):
        if length > maxContentLength {
          guard skip(length) else { return .end }
          return .malformed(
            "a message of \(length) bytes is larger than the limit of \(maxContentLength) bytes; it was skipped"
          )
        }
        guard let content = take(length) else { return .end }
        return .message(content)
      }
    }
  }

  private enum HeaderOutcome {
    case success(Int)
    case failure(String)
  }

  /// Reads one header block and returns its content length, or `nil` at end of input.
  private mutating func readHeaderBlock() -> HeaderOutcome? {
    if resyncing {
      resyncing = false
      skipToNextHeader()
    }
    var lines: [String] = []
    var consumed = 0
    while true {
      guard var line = readLine() else {
        // End of input inside a header block (or before one): nothing more to read.
        return nil
      }
      if lines.isEmpty, let header = Self.contentLengthIndex(in: line), header > 0 {
        // Left over from a broken frame (its content, with no length to say where it ends):
        // the header starts after it.
        line.removeFirst(header)
      }
      consumed += line.count + 1
      if line.isEmpty || line == [0x0D] {
        if lines.isEmpty { continue }  // Stray blank lines between frames.
        break
      }
      if consumed > maxHeaderLength {
        // Reported now; the skip waits for the next read, which may block for more input.
        resyncing = true
        return .failure(
          "a header block is longer than \(maxHeaderLength) bytes; skipped to the next 'Content-Length'"
        )
      }
      var text = String(decoding: line, as: UTF8.self)
      if text.hasSuffix("\r") { text.removeLast() }
      lines.append(text)
    }
    var length: Int?
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure("a header line has no ':' (\(Self.shorten(line))); the frame was skipped")
      }
      let name = line[..<colon].trimmingSpaces().lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces()
      if name == "content-length" {
        guard let number = Int(value), number >= 0 else {
          return .failure("'Content-Length: \(Self.shorten(value))' is not a byte count")
        }
        length = number
      }
    }
    guard let length else { return .failure("a header block has no 'Content-Length'") }
    return .success(length)
  }

  private static func shorten(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }

  /// One line without its LF, or `nil` at end of input with nothing buffered.
  private mutating func readLine() -> [UInt8]? {
    var searched = start
    while true {
      if let newline = buffer[searched...].firstIndex(of: 0x0A) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        compact()
        return line
      }
      searched = buffer.count
      if searched - start > maxHeaderLength {
        // A line longer than any header: hand it over as is; the caller reports it.
        let line = Array(buffer[start..<buffer.count])
        start = buffer.count
        compact()
        return line
      }
      guard fill() else {
        guard start < buffer.count else { return nil }
        let line = Array(buffer[start..<buffer.count])
        start = buffer.count
        return line
      }
    }
  }

  /// Drops input up to the next `Content-Length:` (any case).
  private mutating func skipToNextHeader() {
    while true {
      guard let line = readLine() else { return }
      if let header = Self.contentLengthIndex(in: line) {
        // Put the header back for the next header block.
        buffer.insert(contentsOf: line[header...] + [0x0A], at: start)
        return
      }
    }
  }

  /// Where `Content-Length:` (any case) starts in a line, if it does.
  private static func contentLengthIndex(in line: [UInt8]) -> Int? {
    let name = Array("content-length:".utf8)
    guard line.count >= name.count else { return nil }
    outer: for start in 0...(line.count - name.count) {
      for (index, byte) in name.enumerated() {
        var found = line[start + index]
        if found >= 0x41 && found <= 0x5A { found += 0x20 }
        if found != byte { continue outer }
      }
      return start
    }
    return nil
  }

  /// Exactly `count` bytes, or `nil` when input ends first. Large content is read straight into
  /// its array, not through the buffer.
  private mutating func take(_ count: Int) -> [UInt8]? {
    let buffered = min(buffer.count - start, count)
    let descriptor: Int32?
    if case .descriptor(let value) = source, !atEnd { descriptor = value } else { descriptor = nil }
    var complete = true
    var reachedEnd = false
    let first = start
    let content = buffer.withUnsafeBufferPointer { held in
      [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
        if buffered > 0 {
          _ = UnsafeMutableBufferPointer(rebasing: storage[0..<buffered]).initialize(
            from: held[first..<first + buffered])
        }
        var filled = buffered
        while filled < count {
          guard let descriptor else {
            complete = false
            break
          }
          let got = Self.readSome(
            descriptor,
            UnsafeMutableRawBufferPointer(
              rebasing: UnsafeMutableRawBufferPointer(storage)[filled..<count]))
          if got <= 0 {
            reachedEnd = true
            complete = false
            break
          }
          filled += got
        }
        initialized = filled
      }
    }
    if reachedEnd { atEnd = true }
    start += buffered
    compact()
    return complete ? content : nil
  }

  /// Reads and drops `count` bytes; `false` when input ends first.
  private mutating func skip(_ count: Int) -> Bool {
    var remaining = count
    while remaining > 0 {
      let available = buffer.count - start
      if available > 0 {
        let used = min(available, remaining)
        start += used
        remaining -= used
        compact()
        continue
      }
      guard fill() else { return false }
    }
    return true
  }

  /// Reads more input into the buffer; `false` at end of input.
  private mutating func fill() -> Bool {
    guard case .descriptor(let descriptor) = source, !atEnd else { return false }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let read = chunk.withUnsafeMutableBytes { Self.readSome(descriptor, $0) }
    if read <= 0 {
      atEnd = true
      return false
    }
    buffer.append(contentsOf: chunk[0..<read])
    return true
  }

  /// Drops consumed bytes once they are most of the buffer.
  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 65536, start > buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
  }

  /// `read(2)`, retried on EINTR; 0 at end of input, -1 on error.
  private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int
  {
    while true {
      let result = read(descriptor, buffer.baseAddress, buffer.count)
      if result < 0, errno == EINTR { continue }
      return result
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    var scalars = Substring(self).unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
