/// A fixed set of words, each found by its UTF-8 bytes and numbered from 1.
///
/// The tree builder looks every scalar up here before it makes the scalar's string: a scalar
/// spelt as one of the words (a spec's keys and its commonest values, ``spec``) takes the word's
/// string, made once per process, instead of validating and copying its bytes into a new one
/// (about 190 instructions, and an allocation past 15 bytes), and its node keeps the word's
/// number (``YAMLNode/word``), which the decoder reads instead of comparing the text.
///
/// Open addressing over a power-of-two table: a word's bytes are packed into three 64-bit
/// numbers, hashed together and compared as numbers with its length. The table and its hash are
/// fixed, so a word's number does not depend on the input or on the run.
struct YAMLWordTable: Sendable {
  /// The longest word the table can hold, in bytes.
  static let maxLength = 24

  /// The words by number; `words[0]`, the number of no word, is empty.
  let words: [String]
  private let slots: [Slot]
  private let mask: Int

  private struct Slot: Sendable {
    var bytes: (UInt64, UInt64, UInt64)
    var length: Int
    /// The word's number, 0 for an empty slot.
    var word: UInt16
  }

  /// A table of `list`, numbered in its order; a repeated word keeps its first number, and an
  /// empty word or one longer than ``maxLength`` bytes is left out.
  init(_ list: [String]) {
    var words = [""]
    var seen: Set<String> = []
    for word in list where !word.isEmpty && word.utf8.count <= Self.maxLength {
      if seen.insert(word).inserted { words.append(word) }
    }
    precondition(words.count <= Int(UInt16.max), "too many words for a 16-bit number")
    // At most a quarter full: a lookup of a word that is not in the table (most values) meets an
    // empty slot after a probe or two.
    var capacity = 16
    while capacity < 4 * words.count { capacity *= 2 }
    var slots = [Slot](
      repeating: Slot(bytes: (0, 0, 0), length: 0, word: 0), count: capacity)
    for number in 1..<words.count {
      var text = words[number]
      text.withUTF8 { utf8 in
        let bytes = UnsafeRawBufferPointer(utf8)
        let packed = Self.pack(bytes)
        var index = Self.hash(packed, bytes.count) & (capacity - 1)
        while slots[index].word != 0 { index = (index + 1) & (capacity - 1) }
        slots[index] = Slot(bytes: packed, length: bytes.count, word: UInt16(number))
      }
    }
    self.words = words
    self.slots = slots
    mask = capacity - 1
  }

  /// The number of the word spelt by `bytes`, or 0 when they spell none of the words.
  func word(_ bytes: UnsafeRawBufferPointer) -> UInt16 {
    guard bytes.count > 0, bytes.count <= Self.maxLength else { return 0 }
    let packed = Self.pack(bytes)
    var index = Self.hash(packed, bytes.count) & mask
    return slots.withUnsafeBufferPointer { slots in
      while true {
        let slot = slots[index]
        if slot.word == 0 { return 0 }
        if slot.length == bytes.count && slot.bytes == packed { return slot.word }
        index = (index + 1) & mask
      }
    }
  }

  /// The number of `text`, or 0 when it is none of the words.
  func word(_ text: String) -> UInt16 {
    var text = text
    return text.withUTF8 { word(UnsafeRawBufferPointer($0)) }
  }

  /// 1 to ``maxLength`` bytes as three numbers, read as whole words where they can be: two or
  /// three 8-byte reads, the last one ending at the last byte (so overlapping the one before), or
  /// two overlapping 4-byte reads, or three single bytes. Every byte is read, so for a given
  /// length two texts pack alike only when they are the same (``word(_:)`` compares the length
  /// too). Copying the bytes into a zeroed buffer instead (a call of `memmove`) made a lookup
  /// cost about 75 instructions.
  ///
  /// Every read lies inside `bytes`: each starts at offset 0, 8, `count / 2` or at `count`
  /// minus its own size, and is made only when `count` is at least that size.
  @inline(__always)
  private static func pack(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64, UInt64) {
    let count = bytes.count
    switch count {
    case 16...:
      return (
        bytes.loadUnaligned(as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      )
    case 8...:
      return (
        bytes.loadUnaligned(as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), 0
      )
    case 4...:
      let low = UInt64(bytes.loadUnaligned(as: UInt32.self))
      let high = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return (low | high << 32, 0, 0)
    default:
      let middle = UInt64(bytes[count / 2])
      return (UInt64(bytes[0]) | middle << 8 | UInt64(bytes[count - 1]) << 16, 0, 0)
    }
  }

  private static func hash(_ packed: (UInt64, UInt64, UInt64), _ length: Int) -> Int {
    let mixed =
      (packed.0 ^ (packed.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ (packed.2 &* 0x1656_67B1_9E37_79F9)
        ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32)
  }
}
