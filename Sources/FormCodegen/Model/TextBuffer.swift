/// UTF-8 bytes being assembled into one `String`: appending to an array of bytes costs less than
/// appending to a `String`, and the text is validated once, when it is finished.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: Substring) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// A line break, then `indent` spaces.
  mutating func newline(indent: Int) {
    bytes.append(UInt8(ascii: "\n"))
    spaces(indent)
  }

  mutating func spaces(_ count: Int) {
    for _ in 0..<count { bytes.append(UInt8(ascii: " ")) }
  }

  /// The text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
