extension Array where Element == String {
  /// The items as an English list for a message: `a`, `a and b`, `a, b and c` (with
  /// `conjunction` in place of `and`); empty for no items.
  func listPhrase(_ conjunction: String = "and") -> String {
    guard let last, count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
