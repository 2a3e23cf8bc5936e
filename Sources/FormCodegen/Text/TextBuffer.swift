/// UTF-8 bytes being assembled into one `String`: appending to a byte buffer costs less than
/// appending to a `String`, and the text is validated once, when it is finished.
struct TextBuffer: ~Copyable {
  private var bytes: ByteBuffer

  init(capacity: Int) {
    bytes = ByteBuffer(capacity: capacity)
  }

  /// A buffer that goes on after what `bytes` holds.
  init(continuing bytes: consuming ByteBuffer) {
    self.bytes = bytes
  }

  /// The bytes, for whoever writes after them.
  consuming func takeBytes() -> ByteBuffer { bytes }

  /// Appends `text`; inlined, so that the UTF-8 view's lending and the copy are one body at each
  /// call site instead of a call and a closure call per piece.
  @inline(__always)
  mutating func append(_ text: String) {
    text.withUTF8Bytes { bytes.append($0) }
  }

  mutating func append(_ text: Substring) {
    text.withUTF8Bytes { bytes.append($0) }
  }

  /// Appends `text`; inlined, so that a literal's length is known where it is written.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append($0) }
  }

  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(utf8)
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte: byte)
  }

  /// Appends `first`, `utf8` and `last` if any, with one capacity check.
  mutating func append(_ first: UInt8, _ utf8: UnsafeBufferPointer<UInt8>, _ last: UInt8?) {
    bytes.append(first, utf8, last)
  }

  /// A line break, then `indent` spaces.
  mutating func newline(indent: Int = 0) {
    bytes.append(byte: UInt8(ascii: "\n"))
    spaces(indent)
  }

  mutating func spaces(_ count: Int) {
    bytes.append(repeating: UInt8(ascii: " "), count: count)
  }

  /// The last byte written, if any.
  var lastByte: UInt8? { bytes.last }

  /// Removes the last byte written.
  mutating func removeLast() { bytes.removeLast() }

  /// The text.
  var text: String { bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }
}
