/// A tag's name: `.` (the implicit iterator) or dot-separated keys such as `a.b.c`.
struct MustacheName: Sendable {
  /// The name as written, trimmed.
  let text: String
  /// The keys; empty for `.`.
  let keys: [String]

  /// Parses a trimmed name; `nil` when it has an empty key (`a..b`, `.a`).
  init?(_ text: String) {
    self.text = text
    if text == "." {
      keys = []
      return
    }
    keys = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if keys.contains(where: \.isEmpty) { return nil }
  }

  /// The value this name denotes: the first key is looked up from the top of `stack` down, the
  /// rest only inside what it found.
  func resolve(in stack: [MustacheValue]) -> MustacheValue? {
    guard let first = keys.first else { return stack.last }
    let found = stack.withUnsafeBufferPointer { stack -> MustacheValue? in
      var index = stack.count - 1
      while index >= 0 {
        if let value = stack[index].member(first) { return value }
        index -= 1
      }
      return nil
    }
    guard var value = found else { return nil }
    for key in keys.dropFirst() {
      guard let next = value.member(key) else { return nil }
      value = next
    }
    return value
  }
}
