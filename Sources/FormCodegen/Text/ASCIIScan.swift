/// Byte scans of generated text, eight bytes at a time.
///
/// Laying out the model measures every line it builds, and most lines are plain ASCII: a scan
/// that looks at one machine word per step, and at single bytes only in a word that holds what
/// it looks for, does the same work in a fraction of the instructions. Each function gives
/// exactly the answer of its byte-by-byte definition (`ASCIIScanTests` checks them against it).
enum ASCIIScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of some byte is set when one of `word`'s bytes equals `byte`. (As a test of the
  /// whole word it is exact; which bytes are marked is not.)
  @inline(__always)
  private static func hasByte(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highBits
  }

  /// The high bit of some byte is set when one of `word`'s bytes is below `limit` (at most 128),
  /// provided no byte has its high bit set.
  @inline(__always)
  private static func hasByteBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & highBits
  }

  /// The index of the first line feed, carriage return or non-ASCII byte among the first `limit`
  /// bytes, or `nil` when there is none.
  static func firstLineBreakOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
    let end = min(bytes.count, limit)
    var index = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= end {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if (word & highBits) | hasByte(word, 0x0A) | hasByte(word, 0x0D) != 0 { break }
        index += 8
      }
    }
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D || byte >= 0x80 { return index }
      index += 1
    }
    return nil
  }

  /// The index of the first line feed at or after `start`, or `nil` when there is none.
  static func firstLineFeed(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = max(start, 0)
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if hasByte(word, 0x0A) != 0 { break }
        index += 8
      }
    }
    while index < bytes.count {
      if bytes[index] == 0x0A { return index }
      index += 1
    }
    return nil
  }

  /// Exact marks: the high bit of each byte of the result is set when that byte of `word`
  /// equals `byte`, and no other bit is set.
  @inline(__always)
  private static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((x & low) &+ low) | x) & highBits
  }

  /// Whether `bytes` is one line of single-spaced words: not empty, all ASCII, no line feed or
  /// carriage return, no two spaces in a row, and no space first or last.
  static func isSingleSpacedLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else {
      return false
    }
    var index = 0
    var previousSpace = false
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if (word & highBits) | hasByte(word, 0x0A) | hasByte(word, 0x0D) != 0 { return false }
        let spaces = bytesEqual(word, 0x20)
        // Byte i is at bits 8i (little-endian loads): a space followed by a space marks byte i
        // in both `spaces` and `spaces >> 8`; the first byte follows the previous word's last.
        if spaces & (spaces >> 8) != 0 || (previousSpace && spaces & 0x80 != 0) { return false }
        previousSpace = spaces >> 63 != 0
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 || byte == 0x0A || byte == 0x0D { return false }
      let space = byte == 0x20
      if space && previousSpace { return false }
      previousSpace = space
      index += 1
    }
    return true
  }

  /// Whether no byte is a carriage return or outside ASCII: one byte is then one character.
  static func isASCIIWithoutCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if (word & highBits) | hasByte(word, 0x0D) != 0 { return false }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 || byte == 0x0D { return false }
      index += 1
    }
    return true
  }

  /// Whether every byte is printable ASCII (0x20–0x7E) other than `"` and `\`.
  static func isPlainPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & highBits != 0 { return false }
        if hasByteBelow(word, 0x20) | hasByte(word, 0x7F) | hasByte(word, 0x22)
          | hasByte(word, 0x5C) != 0
        {
          return false
        }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
      index += 1
    }
    return true
  }
}
