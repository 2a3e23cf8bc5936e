import Testing

@testable import FormSpec

/// `YAMLDocument.plainDecimal(of:)` reads a plain run of digits off its bytes for the decoder's
/// counts and numbers; whenever it answers, its answer is the core schema's (`scalarValue`), and
/// it leaves every other scalar to the full resolution.
struct YAMLPlainDecimalTests {
  static let text = """
    digits: [0, 7, 10, 007, 120, 999999999999999999, 1000000000000000000, 9223372036854775807]
    signed: [+1, -1, -0]
    other: [1.0, 1e3, 0x1F, 0o17, 1_000, 12a, a12, ' 12', .5, ~, "", true]
    quoted: ["12", '12']
    tagged: [!!int 12, !!str 12, !!float 12, ! 12]
    block: |
      12
    collections: [[1], {a: 1}]

    """

  /// The digits of each kind of scalar; `plainDecimal` answers only for plain, untagged runs of
  /// 1 to 18 digits, and then as `scalarValue` does.
  @Test func itAnswersAsTheCoreSchemaDoesOrNotAtAll() throws {
    let result = YAMLParser().parse(Array(Self.text.utf8), path: "digits.yaml")
    let document = try #require(result.documents.first)
    var answered: [Int] = []
    for index in document.nodes.indices {
      let id = YAMLNode.ID(Int32(index))
      guard let decimal = document.plainDecimal(of: id) else { continue }
      #expect(document.scalarValue(of: id) == .int(decimal), "'\(document[id].text)'")
      answered.append(decimal)
    }
    // The digits' list, then the `1`s inside the collections' collections.
    #expect(answered == [0, 7, 10, 7, 120, 999_999_999_999_999_999, 1, 1])
    let root = try #require(document.root)
    for (key, value) in document.pairs(of: root) where document[key].text != "digits" {
      let ids = document[value].kind == .scalar ? [value] : Array(document.entries(of: value))
      for id in ids { #expect(document.plainDecimal(of: id) == nil, "'\(document[id].text)'") }
    }
  }
}
