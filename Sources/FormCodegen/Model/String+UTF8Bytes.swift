extension String {
  /// Calls `body` with the string's UTF-8, lent in place.
  ///
  /// `withUTF8` is `mutating`, so calling it on a parameter takes a copy first: a retain and a
  /// release, which in the renderer and the template model added up to a tenth of all the atomic
  /// reference counting `generate` did. The UTF-8 view lends native and small strings as they are;
  /// only a bridged string, which formc never makes, takes the copy.
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}

extension Substring {
  /// ``Swift/String/withUTF8Bytes(_:)`` for a substring.
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
