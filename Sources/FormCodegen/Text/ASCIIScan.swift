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

  /// The high bit of some byte is set when one of `word`'s bytes is a line feed, a carriage
  /// return or not ASCII.
  @inline(__always)
  private static func lineBreakOrNonASCII(_ word: UInt64) -> UInt64 {
    (word & highBits) | hasByte(word, 0x0A) | hasByte(word, 0x0D)
  }

  /// A word of the `count` bytes at `base` (1 to 7), each of its bytes one of them: two loads of
  /// four bytes that overlap for fewer than eight, or the first, middle and last byte twice
  /// over. A test for whether any byte is of a kind gives the answer for the run; which byte it
  /// is must be found by a loop. Reads only `base ..< base + count`.
  @inline(__always)
  private static func shortWord(_ base: UnsafeRawPointer, _ count: Int) -> UInt64 {
    if count >= 4 {
      let head = UInt64(base.loadUnaligned(as: UInt32.self))
      let tail = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return head | tail << 32
    }
    let first = UInt64(base.load(as: UInt8.self))
    let middle = UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self))
    let last = UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self))
    let four = first | middle << 8 | last << 16 | first << 24
    return four | four << 32
  }

  /// The index of the first line feed, carriage return or non-ASCII byte among the first `limit`
  /// bytes, or `nil` when there is none.
  ///
  /// Whole words up to the last, then the last eight bytes as one word (overlapping the words
  /// before it) or, for fewer than eight, ``shortWord(_:_:)``: no loop over the tail's bytes
  /// unless one of them is what is sought.
  static func firstLineBreakOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
    let end = min(bytes.count, limit)
    guard end > 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
    var index = 0
    if end >= 8 {
      while index + 8 < end {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if lineBreakOrNonASCII(word) != 0 { return firstLineBreakOrNonASCII(bytes, index, end) }
        index += 8
      }
      let last = base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
      if lineBreakOrNonASCII(last) == 0 { return nil }
    } else if lineBreakOrNonASCII(shortWord(base, end)) == 0 {
      return nil
    }
    return firstLineBreakOrNonASCII(bytes, index, end)
  }

  /// The byte loop of ``firstLineBreakOrNonASCII(_:limit:)`` from `start` to `end`.
  private static func firstLineBreakOrNonASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Int? {
    var index = start
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

  /// The high bit of some byte is set when one of `word`'s bytes is below 0x20 (a control
  /// character) or not ASCII: `hasByteBelow`, exact when no high bit is set, with the high bits
  /// themselves, in three operations.
  @inline(__always)
  private static func controlOrNonASCII(_ word: UInt64) -> UInt64 {
    ((word &- ones &* 0x20) | word) & highBits
  }

  /// Whether `bytes` is one line of single-spaced words: not empty, every byte ASCII and none a
  /// control character (below 0x20: no line break, no tab), no two spaces in a row, and no space
  /// first or last.
  static func isSingleSpacedLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else {
      return false
    }
    let count = bytes.count
    if count >= 8, let base = UnsafeRawPointer(bytes.baseAddress) {
      var index = 0
      var previousSpace = false
      // Whole words up to the last, then the last eight bytes as one word.
      while index + 8 < count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if controlOrNonASCII(word) != 0 { return false }
        let spaces = bytesEqual(word, 0x20)
        // Byte i is at bits 8i (little-endian loads): a space followed by a space marks byte i
        // in both `spaces` and `spaces >> 8`; the first byte follows the previous word's last.
        if spaces & (spaces >> 8) != 0 || (previousSpace && spaces & 0x80 != 0) { return false }
        previousSpace = spaces >> 63 != 0
        index += 8
      }
      let word = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      if controlOrNonASCII(word) != 0 { return false }
      let spaces = bytesEqual(word, 0x20)
      if spaces & (spaces >> 8) != 0 { return false }
      // The last word overlaps the ones before it unless it starts where they end: only then is
      // its first byte's predecessor outside it.
      return !(index == count - 8 && previousSpace && spaces & 0x80 != 0)
    }
    var previousSpace = false
    for byte in bytes {
      if byte >= 0x80 || byte < 0x20 { return false }
      let space = byte == 0x20
      if space && previousSpace { return false }
      previousSpace = space
    }
    return true
  }

  /// The high bit of some byte is set when one of `word`'s bytes is a carriage return or not
  /// ASCII.
  @inline(__always)
  private static func carriageReturnOrNonASCII(_ word: UInt64) -> UInt64 {
    (word & highBits) | hasByte(word, 0x0D)
  }

  /// Whether no byte is a carriage return or outside ASCII: one byte is then one character.
  static func isASCIIWithoutCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    noByteMarked(bytes, by: carriageReturnOrNonASCII)
  }

  /// The high bit of some byte is set when one of `word`'s bytes is not printable ASCII or is
  /// `"` or `\`. Below 0x20 or not ASCII as ``controlOrNonASCII(_:)`` finds them; 0x7F is the
  /// one byte under 0x80 that adding one to every byte takes to 0x80 (with no byte at 0x80 or
  /// above, no byte carries into the next; with one, the word is marked already).
  @inline(__always)
  private static func notPlainPrintable(_ word: UInt64) -> UInt64 {
    (((word &- ones &* 0x20) | word | (word &+ ones)) & highBits) | hasByte(word, 0x22)
      | hasByte(word, 0x5C)
  }

  /// Whether every byte is printable ASCII (0x20–0x7E) other than `"` and `\`.
  static func isPlainPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    noByteMarked(bytes, by: notPlainPrintable)
  }

  /// Whether `mark` leaves every word of `bytes` at 0: whole words from the start, then the last
  /// eight bytes (overlapping the word before), or under eight bytes as one ``shortWord(_:_:)``.
  /// Inlined, so each caller's `mark` is inlined into its loop.
  @inline(__always)
  private static func noByteMarked(
    _ bytes: UnsafeBufferPointer<UInt8>, by mark: (UInt64) -> UInt64
  ) -> Bool {
    let count = bytes.count
    guard count > 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
    guard count >= 8 else { return mark(shortWord(base, count)) == 0 }
    var index = 0
    while index + 8 < count {
      if mark(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) != 0 { return false }
      index += 8
    }
    return mark(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) == 0
  }
}
