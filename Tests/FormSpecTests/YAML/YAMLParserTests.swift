import FormDiagnostics
import FormSpec
import Foundation
import Testing

struct YAMLParserTests {
  func parse(_ text: String, limits: YAMLParser.Limits = .init()) -> YAMLParser.Result {
    YAMLParser(limits: limits).parse(text, path: "t.yaml")
  }

  func root(_ text: String) throws -> (YAMLDocument, YAMLNode.ID) {
    let result = parse(text)
    let document = try #require(result.documents.first)
    return (document, try #require(document.root))
  }

  func value(_ document: YAMLDocument, _ mapping: YAMLNode.ID, _ key: String) -> YAMLNode.ID? {
    document.pairs(of: mapping).first { document[$0.key].text == key }?.value
  }

  @Test func locationsAreOneBasedAndCountScalars() throws {
    let (document, root) = try root("a:\n  b: 1\n  \"é😀\": [x, y]\n")
    let a = try #require(value(document, root, "a"))
    #expect(document.location(of: root) == SourceLocation(path: "t.yaml", line: 1, column: 1))
    #expect(document.location(of: a).line == 2)
    #expect(document.location(of: a).column == 3)
    let list = try #require(value(document, a, "é😀"))
    // Columns count Unicode scalars: `  "é😀": [` puts `[` at column 9.
    #expect(document.location(of: list) == SourceLocation(path: "t.yaml", line: 3, column: 9))
    #expect(document.entries(of: list).map { document.location(of: $0).column } == [10, 13])
    let range = document.range(of: list)
    #expect(range.end == SourceLocation(path: "t.yaml", line: 3, column: 15))
  }

  @Test func pairsAndEntriesAreReadInPlaceAndEmptyForOtherKinds() throws {
    let (document, root) = try root("m: {a: 1, b: [x, y, z], c: ~}\ns: 2\n")
    let m = try #require(value(document, root, "m"))
    let pairs = document.pairs(of: m)
    #expect(pairs.count == 3)
    #expect(pairs.map { document[$0.key].text } == ["a", "b", "c"])
    #expect(pairs.map { document[$0.value].text } == ["1", "", "~"])
    let list = pairs[1].value
    #expect(
      Array(document.entries(of: list).reversed()).map { document[$0].text } == ["z", "y", "x"])
    // Asked of the wrong kind of node, each is empty rather than a trap.
    #expect(document.entries(of: m).isEmpty)
    #expect(document.pairs(of: list).isEmpty)
    #expect(document.pairs(of: pairs[0].value).isEmpty)
    #expect(document.entries(of: pairs[0].value).isEmpty)
  }

  @Test func scalarStylesStayDistinguishable() throws {
    let (document, root) = try root("a: 15.0\nb: \"15.0\"\nc: true\nd: 'true'\ne: |\n  x\n")
    let styles = ["a", "b", "c", "d", "e"].map { document[value(document, root, $0)!].style }
    #expect(styles == [.plain, .doubleQuoted, .plain, .singleQuoted, .literal])
    #expect(document[value(document, root, "a")!].scalarValue == .float(15))
    #expect(document[value(document, root, "b")!].scalarValue == .string("15.0"))
    #expect(document[value(document, root, "c")!].scalarValue == .bool(true))
    #expect(document[value(document, root, "d")!].scalarValue == .string("true"))
    #expect(document[value(document, root, "e")!].text == "x\n")
  }

  @Test(arguments: [
    ("~", YAMLScalarValue.null), ("null", .null), ("NULL", .null), ("", .null),
    ("true", .bool(true)), ("True", .bool(true)), ("FALSE", .bool(false)),
    ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
    ("12", .int(12)), ("-3", .int(-3)), ("+7", .int(7)), ("0o17", .int(15)), ("0x1F", .int(31)),
    ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("1e3", .float(1000)), ("1.", .float(1)),
    (".inf", .float(.infinity)), ("-.INF", .float(-.infinity)), ("0.00", .float(0)),
    ("1_000", .string("1_000")), ("0b101", .string("0b101")), ("1.2.3", .string("1.2.3")),
    ("!!int \"12\"", .int(12)), ("!!str 12", .string("12")), ("! 12", .string("12")),
    ("!!float 3", .float(3)), ("!!bool \"false\"", .bool(false)), ("!!null ''", .null),
    // Longer than a small string (15 bytes), and the edges of the prefixed forms.
    ("123456789012345678", .int(123_456_789_012_345_678)), ("99999999999999999999", .float(1e20)),
    ("0x10000000000000000", .float(18_446_744_073_709_551_616)),
    ("-12345678901234567.5e-1", .float(-1_234_567_890_123_456.75)),
    ("0x", .string("0x")), ("0o", .string("0o")), ("0x1g", .string("0x1g")),
    ("0o8", .string("0o8")),
    ("+", .string("+")), ("12a", .string("12a")), ("+.5e+2", .float(50)),
  ])
  func coreSchema(source: String, expected: YAMLScalarValue) throws {
    let (document, root) = try root("k: \(source)\n")
    let node = document[try #require(value(document, root, "k"))]
    #expect(node.scalarValue == expected)
  }

  @Test func nanResolvesToFloat() throws {
    let (document, root) = try root("k: .NaN\n")
    guard case .float(let value)? = document[value(document, root, "k")!].scalarValue else {
      Issue.record("expected a float")
      return
    }
    #expect(value.isNaN)
  }

  @Test func mistaggedScalarHasNoValue() throws {
    let (document, root) = try root("k: !!int abc\n")
    #expect(document[value(document, root, "k")!].scalarValue == nil)
  }

  @Test func duplicateKeyKeepsFirstAndPointsAtSecond() throws {
    let result = parse("a: 1\nb: 2\na: 3\n")
    #expect(result.diagnostics.count == 1)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.rule == .yamlDuplicateKey)
    #expect(diagnostic.location == SourceLocation(path: "t.yaml", line: 3, column: 1))
    #expect(diagnostic.notes.map(\.location.line) == [1])
    let document = try #require(result.documents.first)
    let pairs = document.pairs(of: document.root!)
    #expect(pairs.map { document[$0.key].text } == ["a", "b"])
    #expect(document[pairs[0].value].text == "1")
  }

  /// The open collections' children share one stack whose closed part is overwritten, not
  /// removed, and a collection's node is finished in place when it closes: a collection that
  /// follows a larger one (or a dropped entry) holds exactly its own children, with its own end,
  /// and a key of a later mapping is not compared with a closed one's keys.
  @Test func collectionsAfterLargerOnesHoldOnlyTheirOwnChildren() throws {
    let text = """
      a:
        - [1, 2, 3, 4]
        - [5]
        - {x: 1, y: 2, z: 3}
        - {x: 4}
      b: [6, !!foo 7, 8]
      c: {p: 1, p: 2, q: 3}
      d: {k: !!foo v, m: 1}
      x: 9

      """
    let result = parse(text)
    #expect(
      result.diagnostics.map(\.rule) == [.yamlUnsupported, .yamlDuplicateKey, .yamlUnsupported])
    let document = try #require(result.documents.first)
    let root = try #require(document.root)
    #expect(document.pairs(of: root).map { document[$0.key].text } == ["a", "b", "c", "d", "x"])
    let a = try #require(value(document, root, "a"))
    let items = document.entries(of: a)
    #expect(items.count == 4)
    #expect(document.entries(of: items[0]).map { document[$0].text } == ["1", "2", "3", "4"])
    #expect(document.entries(of: items[1]).map { document[$0].text } == ["5"])
    #expect(document.range(of: items[1]).end == SourceLocation(path: "t.yaml", line: 3, column: 8))
    #expect(document.pairs(of: items[2]).map { document[$0.key].text } == ["x", "y", "z"])
    #expect(document.pairs(of: items[3]).map { document[$0.value].text } == ["4"])
    let b = try #require(value(document, root, "b"))
    #expect(document.entries(of: b).map { document[$0].text } == ["6", "8"])
    let c = try #require(value(document, root, "c"))
    #expect(document.pairs(of: c).map { document[$0.value].text } == ["1", "3"])
    // A key whose value is dropped is dropped with it.
    let d = try #require(value(document, root, "d"))
    #expect(document.pairs(of: d).map { document[$0.key].text } == ["m"])
    #expect(document[try #require(value(document, root, "x"))].text == "9")
    #expect(document[a].kind == .sequence)
    #expect(document.range(of: c).end == SourceLocation(path: "t.yaml", line: 7, column: 22))
  }

  @Test func quotedAndPlainKeysOfSameTextAreDuplicates() {
    #expect(parse("a: 1\n\"a\": 2\n").diagnostics.map(\.rule) == [.yamlDuplicateKey])
    #expect(parse("1: x\n\"1\": y\n").diagnostics.isEmpty)
  }

  @Test func largeMappingDuplicatesAreFound() {
    var text = ""
    for index in 0..<2000 { text += "k\(index): \(index)\n" }
    text += "k1999: again\n"
    let result = parse(text)
    #expect(result.diagnostics.map(\.rule) == [.yamlDuplicateKey])
    #expect(result.diagnostics.first?.location.line == 2001)
    #expect(result.diagnostics.first?.notes.first?.location.line == 2000)
  }

  /// A large mapping's key index is its own: a sibling at the same depth with the same keys has no
  /// duplicates, and a repeat inside the sibling points at the sibling's first occurrence.
  @Test func largeSiblingMappingsKeepTheirOwnKeys() {
    var text = ""
    for mapping in ["a", "b"] {
      text += "\(mapping):\n"
      for index in 0..<20 { text += "  k\(index): \(index)\n" }
    }
    text += "  k3: again\n"
    let result = parse(text)
    #expect(result.diagnostics.map(\.rule) == [.yamlDuplicateKey])
    #expect(result.diagnostics.first?.location.line == 43)
    #expect(result.diagnostics.first?.notes.first?.location.line == 26)
  }

  /// Documents over 64 KB get room for their nodes from their line count; the tree must not
  /// depend on whether the guess was short (flow style: many nodes on a line), about right (block
  /// style) or long (blank lines).
  @Test(arguments: ["flow", "block", "blank lines"])
  func largeDocumentsHoldEveryNode(shape: String) throws {
    let count = 20_000
    var text = ""
    switch shape {
    case "flow": text = "items: [" + (0..<count).map { "v\($0)" }.joined(separator: ", ") + "]\n"
    case "block": text = "items:\n" + (0..<count).map { "  - v\($0)\n" }.joined()
    default:
      text =
        "items:\n" + (0..<count).map { "  - v\($0)\n" }.joined()
        + String(repeating: "\n", count: 100_000)
    }
    #expect(text.utf8.count > 1 << 16)
    let (document, root) = try self.root(text)
    let items = try #require(value(document, root, "items"))
    let children = document.entries(of: items)
    #expect(children.count == count)
    #expect(children.map { document[$0].text } == (0..<count).map { "v\($0)" })
    #expect(document.nodes.count == count + 3)
  }

  /// Texts that differ only in length, in a NUL byte or in their last byte come back apart and as
  /// written, however often they repeat; the parser finds each one's nullness on its bytes.
  @Test func scalarTextsComeBackAsWritten() throws {
    let written = [
      #""""#, #""\0""#, #""\0\0""#, #""a""#, #""a\0""#, "abcdefghijklmno", "abcdefghijklmnp",
      "abcdefghijklmnop", #""é😀""#, "éééééééa", "éééééééb", "~", #""~""#, "null", "'null'",
      "nul", "",
    ]
    let parsed = [
      "", "\0", "\0\0", "a", "a\0", "abcdefghijklmno", "abcdefghijklmnp", "abcdefghijklmnop",
      "é😀", "éééééééa", "éééééééb", "~", "~", "null", "null", "nul", "",
    ]
    let values: [YAMLScalarValue?] = [
      .string(""), .string("\0"), .string("\0\0"), .string("a"), .string("a\0"),
      .string("abcdefghijklmno"), .string("abcdefghijklmnp"), .string("abcdefghijklmnop"),
      .string("é😀"), .string("éééééééa"), .string("éééééééb"), .null, .string("~"), .null,
      .string("null"), .string("nul"), .null,
    ]
    let text = "list:\n" + (written + written.reversed()).map { "  - \($0)\n" }.joined()
    let (document, root) = try self.root(text)
    let list = try #require(value(document, root, "list"))
    let entries = document.entries(of: list)
    #expect(entries.map { document[$0].text } == parsed + parsed.reversed())
    #expect(entries.map { document[$0].scalarValue } == values + values.reversed())
  }

  @Test func complexKeyIsUnsupportedAndLeftOut() throws {
    let result = parse("? [a, b]\n: 1\nc: 2\n")
    #expect(result.diagnostics.map(\.rule) == [.yamlUnsupported])
    #expect(result.diagnostics.first?.location.line == 1)
    #expect(result.diagnostics.first?.location.column == 3)
    let document = try #require(result.documents.first)
    #expect(document.pairs(of: document.root!).map { document[$0.key].text } == ["c"])
  }

  @Test func foreignTagPointsAtTagAndNodeIsLeftOut() throws {
    let result = parse("a: &x !custom 1\nb: [1, !!binary abc, 2]\n")
    #expect(result.diagnostics.map(\.rule) == [.yamlUnsupported, .yamlUnsupported])
    #expect(result.diagnostics.map(\.location.column) == [7, 8])
    let document = try #require(result.documents.first)
    let root = document.root!
    #expect(document.pairs(of: root).map { document[$0.key].text } == ["b"])
    #expect(
      document.entries(of: value(document, root, "b")!).map { document[$0].text } == ["1", "2"])
  }

  @Test func secondDocumentIsUnsupportedAndLeftOut() throws {
    let result = parse("a: 1\n---\nb: 2\n---\nc: 3\n")
    #expect(result.diagnostics.map(\.rule) == [.yamlUnsupported])
    #expect(
      result.diagnostics.first?.location == SourceLocation(path: "t.yaml", line: 2, column: 1))
    #expect(result.documents.count == 1)
  }

  @Test func aliasesShareTheAnchoredNode() throws {
    let (document, root) = try root("base: &b {x: 1}\nuse: *b\n")
    #expect(value(document, root, "base") == value(document, root, "use"))
  }

  /// Anchors on nested collections each name their own collection.
  @Test func nestedAnchorsNameTheirOwnCollections() throws {
    let (document, root) = try root(
      "outer: &o {inner: &i [1, 2], x: 3}\nuseInner: *i\nuseOuter: *o\n")
    let outer = try #require(value(document, root, "outer"))
    #expect(value(document, root, "useOuter") == outer)
    #expect(value(document, root, "useInner") == value(document, outer, "inner"))
    #expect(document.entries(of: try #require(value(document, root, "useInner"))).count == 2)
  }

  @Test func billionLaughsFailsFastWithLimit() throws {
    var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let refs = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
      text += "l\(level): &l\(level) [\(refs)]\n"
    }
    // Processor time of this thread, which parses: a loaded machine stretches wall time.
    func processorTime() -> Duration {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let start = processorTime()
    let result = parse(text)
    let elapsed = processorTime() - start
    #expect(result.documents.isEmpty)
    #expect(result.diagnostics.map(\.rule) == [.yamlLimit])
    // The 1,000,000-node cap is passed at level 5 (line 6), whose aliases each expand to 111,111.
    #expect(result.diagnostics.first?.location.line == 6)
    #expect(elapsed < .seconds(2), "a billion-laughs file must fail quickly")
  }

  @Test func recursiveAliasIsALimit() {
    let result = parse("a: &a [1, *a]\n")
    #expect(result.diagnostics.map(\.rule) == [.yamlLimit])
    #expect(result.diagnostics.first?.location.column == 11)
  }

  @Test func undefinedAliasIsSyntaxError() {
    let result = parse("a: *nope\n")
    #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
  }

  @Test func depthLimitPointsAtTheNodePastTheCap() {
    let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
    let result = parse(text)
    #expect(result.diagnostics.map(\.rule) == [.yamlLimit])
    #expect(result.diagnostics.first?.location.column == 257)
  }

  @Test func fileSizeLimit() {
    let result = parse("a: 12345678901234567890\n", limits: .init(maxFileSize: 16))
    #expect(result.diagnostics.map(\.rule) == [.yamlLimit])
  }

  @Test func invalidUTF8PointsAtTheByte() {
    var bytes = Array("a: 1\nbé: \u{FF}x\n".utf8)
    let index = bytes.firstIndex(of: 0xC3)! + 4
    bytes[index] = 0xFF
    bytes.removeSubrange(index + 1..<index + 2)
    let result = YAMLParser().parse(bytes, path: "t.yaml")
    #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
    #expect(
      result.diagnostics.first?.location == SourceLocation(path: "t.yaml", line: 2, column: 5))
  }

  @Test(
    arguments: [
      ([0x61, 0x3A, 0x20, 0x62, 0xFF, 0x0A], 5, "byte 0xFF never appears in UTF-8"),
      (
        [0x61, 0x3A, 0x20, 0xC3, 0xA9, 0xC3, 0x0A], 5,
        "the character starting with 0xC3 is cut short"
      ),
      (
        [0x61, 0x3A, 0x20, 0xE2, 0x82, 0x79, 0x0A], 4,
        "the character starting with 0xE2 0x82 is cut short"
      ),
      (
        [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80, 0x0A], 4,
        "bytes 0xED 0xA0 0x80 do not encode a valid character"
      ),
      ([0x61, 0x3A, 0x20, 0x80, 0x0A], 4, "byte 0x80 continues a character that never started"),
      ([0x61, 0x3A, 0x20, 0xC3], 4, "the character starting with 0xC3 is cut short"),
    ] as [([UInt8], Int, String)])
  func invalidUTF8PointsAtTheSequenceStart(bytes: [UInt8], column: Int, problem: String) {
    let result = YAMLParser().parse(bytes, path: "t.yaml")
    #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
    #expect(result.diagnostics.first?.location.column == column)
    #expect(result.diagnostics.first?.message == "invalid UTF-8: \(problem)")
  }

  @Test func syntaxErrorCarriesContextNote() throws {
    let result = parse("a:\n  - [1, 2\nb: 3\n")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.rule == .yamlSyntax)
    #expect(diagnostic.message.contains("while parsing a flow sequence"))
    #expect(diagnostic.notes.first?.location == SourceLocation(path: "t.yaml", line: 2, column: 5))
  }

  @Test func emptyStreamHasNoDocument() {
    let result = parse("")
    #expect(result.documents.isEmpty && result.diagnostics.isEmpty)
    let comments = parse("# only a comment\n")
    #expect(comments.documents.isEmpty && comments.diagnostics.isEmpty)
  }
}
