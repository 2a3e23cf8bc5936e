/// A JSON object: members in the order they were written or read, each key once.
///
/// Equality and hashing ignore the order, as JSON's object semantics do; the order is what
/// ``JSON/prettyPrinted`` writes (reports and schemas keep a readable order), while
/// ``JSON/serialized()`` sorts keys (the same message is always the same bytes).
package struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral,
  ExpressibleByArrayLiteral
{
  /// The members in order.
  package private(set) var members: [(key: String, value: JSON)]

  /// An empty object.
  package init() { members = [] }

  /// The members in order; a key given twice keeps its first place and its last value.
  package init(_ members: [(key: String, value: JSON)]) {
    self.members = []
    self.members.reserveCapacity(members.count)
    for member in members { self[member.key] = member.value }
  }

  /// A dictionary's members, sorted by key.
  package init(_ dictionary: [String: JSON]) {
    members = dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
  }

  package init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements.map { (key: $0.0, value: $0.1) })
  }

  package init(arrayLiteral elements: (key: String, value: JSON)...) {
    self.init(elements)
  }

  /// The value of `key`; setting a new key appends it, setting `nil` removes it.
  package subscript(key: String) -> JSON? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key: key, value: value))
      case (nil, nil): break
      }
    }
  }

  /// Appends a member (replacing the value of a key already present, in its place).
  package mutating func append(_ member: (key: String, value: JSON)) {
    self[member.key] = member.value
  }

  /// Removes a member, returning its value.
  @discardableResult
  package mutating func removeValue(forKey key: String) -> JSON? {
    guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
    return members.remove(at: index).value
  }

  /// The keys in order.
  package var keys: [String] { members.map(\.key) }

  /// How many members there are.
  package var count: Int { members.count }

  /// Whether there are no members.
  package var isEmpty: Bool { members.isEmpty }

  /// The members as a dictionary.
  package var dictionary: [String: JSON] {
    Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  package func makeIterator() -> IndexingIterator<[(key: String, value: JSON)]> {
    members.makeIterator()
  }

  package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
  }

  package func hash(into hasher: inout Hasher) {
    for member in members.sorted(by: { $0.key < $1.key }) {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}

extension JSON {
  /// An object's members in order (what ``prettyPrinted`` writes).
  package typealias Members = [(key: String, value: JSON)]

  /// An object with these members, in this order.
  package static func object(_ members: Members) -> JSON {
    .object(JSONObject(members))
  }

  /// An object with a dictionary's members (sorted by key).
  package static func object(_ members: [String: JSON]) -> JSON {
    .object(JSONObject(members))
  }
}
