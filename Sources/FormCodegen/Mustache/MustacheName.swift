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

  /// The string a one-key name denotes, taken straight from the dictionary that holds it; `nil`
  /// when the name has several keys, denotes anything else, or nothing (``resolve(in:)`` then
  /// decides). Most variable tags print a string, and this skips copying it out as a
  /// `MustacheValue` (a retain and a release of the payload, and the copy's tag switch) twice.
  func resolveString(in stack: [MustacheValue]) -> String? {
    guard keys.count == 1 else { return nil }
    let key = keys[0]
    let length = key.utf8.count
    return stack.withUnsafeBufferPointer { stack -> String? in
      var frame = stack.count - 1
      while frame >= 0 {
        switch stack[frame] {
        case .orderedDictionary(let pairs):
          let found = pairs.withUnsafeBufferPointer { pairs -> (Bool, String?) in
            var index = pairs.count - 1
            while index >= 0 {
              if pairs[index].key.utf8.count == length, pairs[index].key == key {
                if case .string(let text) = pairs[index].value { return (true, text) }
                return (true, nil)
              }
              index -= 1
            }
            return (false, nil)
          }
          if found.0 { return found.1 }
        case .dictionary(let members):
          if let value = members[key] {
            if case .string(let text) = value { return text }
            return nil
          }
        default: break
        }
        frame -= 1
      }
      return nil
    }
  }
}
