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

  /// A plain untagged scalar's value is the core schema's resolution of its text, though the
  /// parser's null flag answers the null spellings and the booleans are tested on their first
  /// byte first. (`.nan` is left out: NaN is not equal to itself.)
  @Test(arguments: [
    "~", "null", "Null", "NULL", "nULL", "true", "True", "TRUE", "tRUE", "false", "False", "FALSE",
    "fALSE", "fals", "truee", "t", "0.00", "12", "-3", "+4", "0x1F", "0o17", ".inf", "-.Inf",
    "1e3", "email", "tree", "fine", "Tune", "Fa1se", "é",
  ])
  func plainValuesAreTheCoreSchemasResolution(text: String) throws {
    let result = YAMLParser().parse(Array("key: \(text)\n".utf8), path: "value.yaml")
    let document = try #require(result.documents.first)
    let root = try #require(document.root)
    let value = try #require(document.pairs(of: root).first?.value)
    #expect(document[value].text == text)
    #expect(document[value].scalarValue == CoreSchema.resolve(text))
  }

  /// The six boolean spellings, and nothing else of four or five bytes.
  @Test func theBooleanSpellings() {
    for text in ["true", "True", "TRUE"] { #expect(CoreSchema.bool(text) == true) }
    for text in ["false", "False", "FALSE"] { #expect(CoreSchema.bool(text) == false) }
    for text in [
      "tRUE", "TRue", "fALSE", "FAlse", "fals", "truee", "0.00", "email", "tree", "Fa1se",
    ] {
      #expect(CoreSchema.bool(text) == nil, "'\(text)'")
    }
  }
}
