import FormDiagnostics
import Testing

/// The JSON reader and writer: RFC 8259, with the leniency a server needs for a client's text.
struct JSONParserTests {
  @Test(arguments: [
    ("null", JSON.null),
    ("true", .bool(true)),
    ("false", .bool(false)),
    ("0", .int(0)),
    ("-12", .int(-12)),
    ("1.5", .double(1.5)),
    ("2e3", .double(2000)),
    ("\"a\\nb\"", .string("a\nb")),
    ("\"\\u00e9\"", .string("é")),
    ("\"\\ud83d\\ude00\"", .string("😀")),
    ("\"\\ud83d\"", .string("\u{FFFD}")),
    ("\"\\ude00x\"", .string("\u{FFFD}x")),
    ("[1, [2], {}]", .array([.int(1), .array([.int(2)]), .object([:])])),
    (" {\"a\": {\"b\": [true]}} ", .object(["a": .object(["b": .array([.bool(true)])])])),
  ])
  func parsesValues(text: String, expected: JSON) throws {
    #expect(try JSONParser.parse(text) == expected)
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\u{1}\"", "\"abc", "{} x",
    "\"\\x\"", "[1 2]", "{\"a\":1,}",
  ])
  func rejectsMalformedText(text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func capsNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(throws: Never.self) { try JSONParser.parse(fine) }
  }

  @Test func invalidUTF8BecomesReplacementCharacters() throws {
    let bytes: [UInt8] = [0x22, 0xFF, 0x61, 0x22]
    #expect(try JSONParser.parse(bytes) == .string("\u{FFFD}a"))
  }

  @Test func serializationSortsKeysAndEscapes() {
    let value: JSON = [
      "b": "quote \" backslash \\ newline \n tab \t bell \u{7} é 😀", "a": [1, 2.5, nil, true],
    ]
    #expect(
      value.text
        == #"{"a":[1,2.5,null,true],"b":"quote \" backslash \\ newline \n tab \t bell \u0007 é 😀"}"#
    )
  }

  @Test func serializationRoundTrips() throws {
    let value: JSON = ["x": ["y": ["z", 1, -3, 1e-7, false]], "e": "", "n": .null]
    #expect(try JSONParser.parse(value.serialized()) == value)
  }
}
