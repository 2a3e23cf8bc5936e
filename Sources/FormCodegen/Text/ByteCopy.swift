/// Copies and fills of short byte runs written inline, without a call to `memcpy` or `memset`.
///
/// Generated text is assembled from many short pieces: a name, `(`, `, `, a line's indentation.
/// `UnsafeMutablePointer.initialize(from:count:)` calls `memcpy` for each of them, through the
/// dynamic linker's table and `memcpy`'s dispatch on the size (446,000 calls per 50 specs, most of
/// them for a few bytes). A run of up to 32 bytes is copied here by machine words: two loads that
/// may overlap, from the run's start and from its end, then two stores, so every length takes a
/// few instructions and no loop. Longer runs still go to `memcpy`.
enum ByteCopy {
  /// Copies `count` bytes from `source` to `destination`.
  ///
  /// Safe for any `count >= 0` when `source` has `count` readable bytes and `destination` room for
  /// `count` bytes: every load reads within `source ..< source + count` and every store writes
  /// within `destination ..< destination + count` (the overlapping loads of a length between two
  /// word sizes read bytes of the run twice, never past it). All loads come before the stores, and
  /// the callers' runs never overlap (a string's or another buffer's bytes copied into a buffer's
  /// free room).
  @inline(__always)
  static func copy(
    from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    if count > 32 {
      to.copyMemory(from: from, byteCount: count)
    } else if count > 16 {
      let a = from.loadUnaligned(as: UInt64.self)
      let b = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      let c = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
      let d = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: a, as: UInt64.self)
      to.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
      to.storeBytes(of: c, toByteOffset: count - 16, as: UInt64.self)
      to.storeBytes(of: d, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 8 {
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else if count > 0 {
      // One to three bytes: the first, the middle and the last (some of them the same byte).
      let first = source[0]
      let middle = source[count >> 1]
      let last = source[count - 1]
      destination[0] = first
      destination[count >> 1] = middle
      destination[count - 1] = last
    }
  }

  /// Writes `count` copies of `byte` at `destination`, which has room for `count` bytes: the
  /// stores write within `destination ..< destination + count`, as ``copy(from:to:count:)``'s do.
  @inline(__always)
  static func fill(_ destination: UnsafeMutablePointer<UInt8>, with byte: UInt8, count: Int) {
    let to = UnsafeMutableRawPointer(destination)
    let word = 0x0101_0101_0101_0101 &* UInt64(byte)
    if count > 16 {
      to.initializeMemory(as: UInt8.self, repeating: byte, count: count)
    } else if count >= 8 {
      to.storeBytes(of: word, as: UInt64.self)
      to.storeBytes(of: word, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      to.storeBytes(of: UInt32(truncatingIfNeeded: word), as: UInt32.self)
      to.storeBytes(of: UInt32(truncatingIfNeeded: word), toByteOffset: count - 4, as: UInt32.self)
    } else if count > 0 {
      destination[0] = byte
      destination[count >> 1] = byte
      destination[count - 1] = byte
    }
  }
}
