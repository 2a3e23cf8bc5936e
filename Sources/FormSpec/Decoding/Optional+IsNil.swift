extension Optional {
  /// Whether this is `nil`, tested on the value in place.
  ///
  /// `value == nil` on an optional of an `Equatable` type (a `Located`, a condition) resolves to
  /// `Equatable`'s `==`, which copies both sides into a tuple to compare them: a retain and a
  /// release of every reference the value holds, only to read its tag. (The checker has the same
  /// test, `FormCompiler`'s own.)
  @inlinable var isNil: Bool {
    if case .none = self { return true }
    return false
  }
}
