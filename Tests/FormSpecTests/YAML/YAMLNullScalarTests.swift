import Testing

@testable import FormSpec

/// A node's null flag (`YAMLNode.isNull`, set when the parser makes the node) says what its
/// core-schema value says: `isNullScalar` is `scalarValue == .null` for every tag and style.
struct YAMLNullScalarTests {
  static let text = """
    plain: [~, null, Null, NULL, "", text, nul, 0]
    empty:
    quoted: ["null", 'null', "~", ""]
    tagged: [!!null ~, !!null null, !!null "", !!str null, ! null, !!str ~, !!int 3, !!bool true]
    floats: [!!float 1.5, !!float null]
    foreign: [!thing null, !thing ~]
    block: |
      null
    nested: {a: ~, b: [null]}

    """

  @Test func theFlagSaysWhatTheValueSays() throws {
    let parser = YAMLParser(options: .init(allowsMultipleDocuments: false, allowsForeignTags: true))
    let result = parser.parse(Array(Self.text.utf8), path: "nulls.yaml")
    let document = try #require(result.documents.first)
    var nulls = 0
    for node in document.nodes {
      #expect(
        node.isNullScalar == (node.scalarValue == .null),
        "'\(node.text)' tagged \(node.tag), \(node.style)")
      if node.isNullScalar { nulls += 1 }
    }
    // `~`, `null`, `Null`, `NULL`, the empty plain value of `empty:`, `!!null ~`,
    // `!!null null`, `!!null ""`, and `a: ~`, `[null]`.
    #expect(nulls == 10)
  }

  /// The parser tests a scalar's bytes for a null spelling before it makes the scalar's string;
  /// the bytes' answer is the string's.
  @Test(arguments: [
    "", "~", "null", "Null", "NULL", "nULL", "NuLL", "NUll", "nulL", "NULl", "nul", "nulls", "~~",
    " ", "0", "N", "n", "none", "Nope", "nill", "\0", "null\0", "~\0", "éé",
  ])
  func bytesAreNullWhenTheirStringIs(text: String) {
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBytes { CoreSchema.isNull($0) } == CoreSchema.isNull(text))
  }
}
