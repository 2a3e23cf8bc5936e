extension Dictionary {
  /// Sets `value` for `key` unless `key` already has a value, hashing `key` once (a lookup and
  /// then an insertion hash it twice).
  mutating func insertIfAbsent(_ value: Value, forKey key: Key) {
    // The `default:` subscript's modify accessor inserts `value` only where `key` is absent.
    Self.leave(&self[key, default: value])
  }

  private static func leave(_ value: inout Value) {}
}
