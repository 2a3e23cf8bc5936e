/// A JSON value as JSON-RPC carries it.
///
/// formc's own type rather than `JSONSerialization`'s `Any`: numbers stay integers or doubles as
/// written, `true` never reads as `1`, and ``JSON/serialized()`` writes object members sorted by
/// key, so the same message is always the same bytes.
package enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object(JSONObject)

  /// The member `key` of an object, or `nil` (also for other kinds of value).
  package subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The text of a string.
  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// An integer, also one written as a whole double (`3.0`).
  package var intValue: Int? {
    switch self {
    case .int(let number): return number
    case .double(let number) where number == number.rounded() && abs(number) < 9e15:
      return Int(number)
    default: return nil
    }
  }

  /// A boolean.
  package var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// The elements of an array.
  package var arrayValue: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The members of an object.
  package var objectValue: [String: JSON]? {
    if case .object(let members) = self { return members.dictionary }
    return nil
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral,
  ExpressibleByFloatLiteral
{
  package init(stringLiteral value: String) { self = .string(value) }
  package init(integerLiteral value: Int) { self = .int(value) }
  package init(floatLiteral value: Double) { self = .double(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(arrayLiteral elements: JSON...) { self = .array(elements) }
  package init(nilLiteral: ()) { self = .null }
  package init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
  }
}

extension JSON {
  /// An object from optional members: `nil` values are left out, as LSP's optional properties
  /// are.
  package static func object(dropping members: KeyValuePairs<String, JSON?>) -> JSON {
    var result = JSONObject()
    for (key, value) in members {
      if let value { result[key] = value }
    }
    return .object(result)
  }
}
