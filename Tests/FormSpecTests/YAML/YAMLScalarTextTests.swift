import FormSpec
import Testing

/// A scalar's text lives in its document's text bytes (one buffer per document); these check
/// what reads it: ``YAMLDocument/text(of:)``, ``YAMLDocument/withBytes(of:_:)`` and
/// ``YAMLDocument/text(of:is:)``, and the parser's duplicate-key test, which compares bytes.
struct YAMLScalarTextTests {
  func parse(_ text: String, options: YAMLParser.Options = .init()) -> YAMLParser.Result {
    YAMLParser(options: options).parse(text, path: "t.yaml")
  }

  @Test func eachDocumentReadsItsOwnTexts() throws {
    let result = parse(
      "a: first\nlong: \"é and more than fifteen bytes\"\n---\nb: second\n---\n[x, \"\"]\n",
      options: .init(allowsMultipleDocuments: true))
    #expect(result.diagnostics.isEmpty)
    #expect(result.documents.count == 3)
    let texts = result.documents.map { document in
      document.nodes.indices.map { document.text(of: YAMLNode.ID(Int32($0))) }
    }
    #expect(
      texts == [
        ["", "a", "first", "long", "é and more than fifteen bytes"], ["", "b", "second"],
        ["", "x", ""],
      ])
  }

  @Test func bytesAndLiteralsAreComparedInPlace() throws {
    let result = parse("key: value\nkez: é\nempty: \"\"\nlist: [a]\n")
    let document = try #require(result.documents.first)
    let pairs = document.pairs(of: try #require(document.root))
    #expect(document.text(of: pairs[0].key, is: "key"))
    #expect(!document.text(of: pairs[1].key, is: "key"))
    #expect(!document.text(of: pairs[0].key, is: "ke"))
    #expect(!document.text(of: pairs[0].key, is: "keys"))
    #expect(document.text(of: pairs[1].value, is: "é"))
    #expect(document.text(of: pairs[2].value, is: ""))
    #expect(!document.text(of: pairs[2].value, is: "x"))
    // A collection has no text.
    #expect(document.text(of: pairs[3].value, is: ""))
    #expect(document.text(of: pairs[3].value) == "")
    #expect(document.withBytes(of: pairs[1].value) { Array($0) } == [0xC3, 0xA9])
    #expect(document.withBytes(of: pairs[3].value) { $0.count } == 0)
  }

  /// Keys of one length that differ in a byte, empty keys, and keys that are equal only as text.
  @Test func duplicateKeysAreFoundOnTheirBytes() {
    #expect(parse("ab: 1\nac: 2\nab: 3\n").diagnostics.map(\.message) == ["duplicate key 'ab'"])
    #expect(parse("é: 1\nè: 2\n").diagnostics.isEmpty)
    #expect(parse("\"\": 1\n'': 2\n").diagnostics.map(\.message) == ["duplicate key ''"])
    #expect(parse("\"\": 1\n~: 2\n").diagnostics.isEmpty)
    #expect(parse("a: {x: 1, y: 2}\nb: {x: 1, y: 2}\n").diagnostics.isEmpty)
  }
}
