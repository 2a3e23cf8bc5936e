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

  /// Copies a piece's UTF-8 to `base + offset` and moves `offset` past it: one copy of the
  /// bytes the string lends (``withUTF8Bytes(_:)``, inline small strings as well as stored
  /// ones), written inline for a short piece (``ByteCopy``). The UTF-8 view's generic bulk copy
  /// cost about forty instructions more a piece.
  @inline(__always)
  private static func copy(
    _ piece: String, to base: UnsafeMutablePointer<UInt8>, at offset: inout Int
  ) {
    piece.withUTF8Bytes { bytes in
      guard let source = bytes.baseAddress else { return }
      ByteCopy.copy(from: source, to: base + offset, count: bytes.count)
      offset += bytes.count
    }
  }
}
