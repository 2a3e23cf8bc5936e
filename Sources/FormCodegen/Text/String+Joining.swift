extension String {
  /// The pieces one after another, built with one allocation and one copy of each piece.
  ///
  /// The template model builds most of its text from a few pieces (a head, a name, a literal).
  /// Interpolation and `+` append piece by piece through `String`'s general append, which costs
  /// hundreds of instructions each time; this writes the UTF-8 straight into the new string.
  static func joining(
    _ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "",
    _ f: String = ""
  ) -> String {
    let count =
      a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count
    guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) else { return a + b + c + d + e + f }
    return String(unsafeUninitializedCapacity: count) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var offset = 0
      copy(a, to: base, at: &offset)
      copy(b, to: base, at: &offset)
      copy(c, to: base, at: &offset)
      copy(d, to: base, at: &offset)
      copy(e, to: base, at: &offset)
      copy(f, to: base, at: &offset)
      return offset
    }
  }

  /// `name` with its first letter upper-cased, then `suffix`: `accountType` and `View` give
  /// `AccountTypeView`. A name that starts with an ASCII letter (every spec id does) is written
  /// in one allocation; any other goes through `uppercased()`, which is Unicode-aware and costs
  /// thousands of instructions.
  static func capitalized(_ name: String, suffix: String = "") -> String {
    guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
      #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
    else { return joining(name.prefix(1).uppercased(), String(name.dropFirst()), suffix) }
    return String(unsafeUninitializedCapacity: name.utf8.count + suffix.utf8.count) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var offset = 0
      copy(name, to: base, at: &offset)
      base.pointee = first - 0x20
      copy(suffix, to: base, at: &offset)
      return offset
    }
  }

  /// Copies a piece's UTF-8 to `base + offset` and moves `offset` past it (through the UTF-8
  /// view's own bulk copy, which handles inline small strings as well as stored ones).
  @inline(__always)
  private static func copy(
    _ piece: String, to base: UnsafeMutablePointer<UInt8>, at offset: inout Int
  ) {
    let count = piece.utf8.count
    guard count > 0 else { return }
    _ = UnsafeMutableBufferPointer(start: base + offset, count: count).initialize(from: piece.utf8)
    offset += count
  }
}
