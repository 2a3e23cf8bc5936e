/// A value decoded from a spec, with where it was written.
public struct Located<Value> {
  /// The decoded value.
  public var value: Value
  /// Where the value's token starts (for a list entry, the entry).
  public var location: SourceLocation
  /// Where the key that introduced the value starts, when it has one.
  public var keyLocation: SourceLocation?

  /// Creates a located value.
  public init(_ value: Value, at location: SourceLocation, key keyLocation: SourceLocation? = nil) {
    self.value = value
    self.location = location
    self.keyLocation = keyLocation
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
