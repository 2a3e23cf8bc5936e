/// A value in a Mustache context: what tags look up, test and print.
///
/// `{{x}}` prints strings as they are, integers and integral doubles without a fraction (`85`),
/// other doubles in their shortest form (`1.5`), booleans as `true`/`false`, and null, lists and
/// dictionaries as nothing. Falsy values (a section skips them, an inverted section shows for
/// them) follow the spec's `!!data` example: null, `false`, `0`, `""` and the empty list.
public enum MustacheValue: Sendable {
  /// No value: prints nothing and is falsy.
  case null
  /// A boolean, printed as `true` or `false`.
  case bool(Bool)
  /// An integer, printed in decimal.
  case int(Int)
  /// A floating-point number; integral values print without `.0`.
  case double(Double)
  /// A string, printed as it is (and escaped by `{{x}}`).
  case string(String)
  /// A list: a section renders once per element, with the element pushed as context.
  case list([MustacheValue])
  /// A dictionary whose key order does not matter.
  case dictionary([String: MustacheValue])
  /// A dictionary keeping the order it was written in; the last pair with a key wins.
  case orderedDictionary([(key: String, value: MustacheValue)])
  /// A lambda (the optional `~lambdas` module): called with `nil` for `{{x}}`, or with the raw
  /// text of `{{#x}}…{{/x}}`; what it returns is rendered as a template in the current context.
  case lambda(@Sendable (_ sectionText: String?) -> String)
}

extension MustacheValue {
  /// The value under `key` when this is a dictionary holding it.
  func member(_ key: String) -> MustacheValue? {
    switch self {
    case .dictionary(let members): return members[key]
    case .orderedDictionary(let pairs):
      // Through a buffer, so each pair is looked at in place rather than copied out.
      return pairs.withUnsafeBufferPointer { pairs in
        Self.lastIndex(of: key, length: key.utf8.count, in: pairs).map { pairs[$0].value }
      }
    default: return nil
    }
  }

  /// Where `key` last stands among `pairs` (the last pair with a key wins); `length` is its UTF-8
  /// count, compared first because it rejects most keys without a string comparison.
  @inline(__always)
  static func lastIndex(
    of key: String, length: Int, in pairs: UnsafeBufferPointer<(key: String, value: MustacheValue)>
  ) -> Int? {
    var index = pairs.count - 1
    while index >= 0 {
      if pairs[index].key.utf8.count == length, pairs[index].key == key { return index }
      index -= 1
    }
    return nil
  }

  /// Whether a section renders for this value.
  var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let value): return value
    case .int(let value): return value != 0
    case .double(let value): return value != 0 && !value.isNaN
    case .string(let value): return !value.isEmpty
    case .list(let values): return !values.isEmpty
    case .dictionary, .orderedDictionary, .lambda: return true
    }
  }

  /// What `{{x}}` prints before escaping.
  var printed: String {
    switch self {
    case .null, .list, .dictionary, .orderedDictionary, .lambda: return ""
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value):
      return value.rounded() == value && abs(value) < 1e18 ? String(Int64(value)) : String(value)
    case .string(let value): return value
    }
  }
}
