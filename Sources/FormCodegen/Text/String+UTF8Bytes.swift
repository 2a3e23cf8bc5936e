extension StringProtocol {
  /// Calls `body` with the text's UTF-8, lent in place.
  ///
  /// `withUTF8` is `mutating`, so calling it on a parameter takes a copy first: a retain and a
  /// release, which in the renderer and the template model added up to a tenth of all the atomic
  /// reference counting `generate` did. The UTF-8 view lends native and small strings as they are;
  /// only text without contiguous UTF-8 (a bridged string, which formc never makes) is copied.
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(self)
    return try copy.withUTF8(body)
  }
}
