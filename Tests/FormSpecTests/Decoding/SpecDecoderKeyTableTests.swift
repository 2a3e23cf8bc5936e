import Testing

@testable import FormSpec

/// The decoder finds what each key of a node is in one table; it must agree with the key lists
/// that messages, the schema and the format's documentation use.
struct SpecDecoderKeyTableTests {
  @Test func everyPropertyKeyIsInTheTableOnce() {
    #expect(
      SpecDecoder.Property.allCases.map(\.rawValue).sorted()
        == SpecDecoder.allPropertyKeys.sorted())
  }

  /// Each name is in the decoder's list once: a name that were both a kind and a property would
  /// be found as the kind by the bucketed lookup and as the property in the table.
  @Test func everyKeyIsInTheListOnce() {
    let names = SpecDecoder.nodeKeyList.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count == Node.Kind.allCases.count + SpecDecoder.Property.allCases.count)
    #expect(SpecDecoder.nodeKeys.count == names.count)
  }

  @Test(arguments: Node.Kind.allCases)
  func positionsFollowTheKindsKeyList(kind: Node.Kind) throws {
    let ordinal = SpecDecoder.ordinal(of: kind)
    let keys = SpecDecoder.propertyKeys(of: kind)
    for property in SpecDecoder.Property.allCases {
      guard case .property(let found, let positions)? = SpecDecoder.nodeKeys[property.rawValue]
      else {
        Issue.record("'\(property.rawValue)' is not in the table as a property")
        continue
      }
      #expect(found == property)
      let expected = keys.firstIndex(of: property.rawValue).map { Int8($0) } ?? -1
      #expect(positions[ordinal] == expected, "'\(property.rawValue)' in a \(kind.rawValue)")
    }
  }

  @Test(arguments: Node.Kind.allCases)
  func kindKeysAreKinds(kind: Node.Kind) {
    guard case .kind(let found)? = SpecDecoder.nodeKeys[kind.rawValue] else {
      Issue.record("'\(kind.rawValue)' is not in the table as a kind")
      return
    }
    #expect(found == kind)
  }

  /// The bucketed lookup the decoder uses finds exactly what the table holds.
  @Test(
    arguments: SpecDecoder.nodeKeys.keys.sorted() + [
      "", "fields", "Field", "scrol", "scrolls", "tex", "texts", "é", "title ", "children2", "x",
    ])
  func bucketedLookupAgreesWithTheTable(text: String) {
    switch (SpecDecoder.nodeKey(text), SpecDecoder.nodeKeys[text]) {
    case (nil, nil): break
    case (.kind(let a)?, .kind(let b)?): #expect(a == b)
    case (.property(let a, let p)?, .property(let b, let q)?): #expect(a == b && p == q)
    default: Issue.record("'\(text)' is found differently")
    }
  }
}
