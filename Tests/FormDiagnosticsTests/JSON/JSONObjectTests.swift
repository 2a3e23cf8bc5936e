import FormDiagnostics
import Testing

/// One JSON type for messages, reports and files: objects keep their members' order for people
/// (`prettyPrinted`), sort keys for the wire (`serialized()`), and compare as JSON objects do.
struct JSONObjectTests {
  static let document: JSON = .object([
    ("version", .int(1)),
    ("name", .string("line\nbreak \"quoted\" \u{1B}")),
    ("items", .array([.bool(true), .object([]), .array([])])),
    ("empty", .object(JSONObject())),
  ])

  @Test func prettyPrintingKeepsTheOrderWritten() {
    #expect(
      Self.document.prettyPrinted == """
        {
          "version": 1,
          "name": "line\\nbreak \\"quoted\\" \\u001b",
          "items": [
            true,
            {},
            []
          ],
          "empty": {}
        }

        """)
  }

  @Test func theWireFormSortsKeys() {
    #expect(
      Self.document.text
        == #"{"empty":{},"items":[true,{},[]],"name":"line\nbreak \"quoted\" \u001b","version":1}"#)
  }

  @Test func parsingKeepsTheDocumentsOrderAndPrintsItBack() throws {
    let text = Self.document.prettyPrinted
    let parsed = try JSONParser.parse(Array(text.utf8))
    #expect(parsed.prettyPrinted == text)
    #expect(parsed == Self.document)
  }

  @Test func equalityAndHashingIgnoreOrder() {
    let a: JSON = .object([("a", .int(1)), ("b", .int(2))])
    let b: JSON = .object([("b", .int(2)), ("a", .int(1))])
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    #expect(a != .object([("a", .int(1))]))
  }

  @Test func aKeyWrittenTwiceKeepsItsPlaceAndLastValue() {
    var object = JSONObject([("a", .int(1)), ("b", .int(2)), ("a", .int(3))])
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == .int(3))
    object["b"] = nil
    object.append(("c", .null))
    #expect(object.keys == ["a", "c"])
    #expect(object.removeValue(forKey: "a") == .int(3))
    #expect(object.keys == ["c"])
  }
}
