extension Optional {
  /// Whether this is `nil`, tested on the value in place.
  ///
  /// `value == nil` and `value != nil` on an optional of an `Equatable` type (a `Located`, an
  /// array, a condition) resolve to `Equatable`'s operators, which copy both sides into a tuple
  /// to compare them: a retain and a release of every reference the value holds, only to read
  /// its tag. The decoder's and the checker's passes over every node test with this instead.
  @inlinable package var isNil: Bool {
    if case .none = self { return true }
    return false
  }
}
