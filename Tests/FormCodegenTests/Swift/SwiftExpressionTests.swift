import FormTestSupport
import Foundation
import Testing

@testable import FormCodegen

/// `SwiftExpression` lays out calls and arrays as swift-format does: the cases below were checked
/// against `swift format` with the checked-in configuration, and random expressions laid out into
/// a file pass `swift format lint --strict`.
struct SwiftExpressionTests {
  /// `let x = ` then the expression, laid out at indent 0.
  func declaration(_ build: (SwiftExpression) -> SwiftExpression.ID) -> String {
    let tree = SwiftExpression()
    let root = build(tree)
    return "let x = " + tree.layout(root, column: 8, indent: 0)
  }

  func literal(_ count: Int, _ letter: Character = "x") -> String {
    "\"" + String(repeating: letter, count: count) + "\""
  }

  /// A member node lays out as the text `.name` does: on one line, packed, and below its label
  /// when too long for the line.
  @Test(arguments: ["email", String(repeating: "m", count: 60), "\u{301}accent", "été"])
  func aMemberLaysOutAsItsDottedText(name: String) {
    let labels: [StaticString] = ["first", "second", "third"]
    let asMember = declaration { tree in
      tree.call("foo", labels.map { tree.member(name, label: $0) })
    }
    let asText = declaration { tree in
      tree.call("foo", labels.map { tree.text("." + name, label: $0) })
    }
    #expect(asMember == asText)
  }

  /// A call or array of the arguments added since a mark (nested marks, an empty array) lays out
  /// as the same call or array of an array of ids does, fitting or broken; 100 grows the pending
  /// ids' storage (room for 32 at first) twice while ids below the marks are still pending.
  @Test(arguments: [1, 3, 30, 100])
  func argumentsAddedSinceAMarkLayOutAsAnArrayOfThem(count: Int) {
    let asArray = declaration { tree in
      let inner = tree.call(
        "FormTextTraits", label: "traits", (0..<count).map { tree.text("a\($0)", label: "x") })
      let empty = tree.array(label: "none", [])
      let elements = tree.array(label: "list", (0..<count).map { tree.literal("e\($0)") })
      return tree.call(".field", [tree.member("email"), inner, empty, elements])
    }
    let fromMarks = declaration { tree in
      let mark = tree.argumentMark
      tree.addArgument(tree.member("email"))
      let traits = tree.argumentMark
      for index in 0..<count { tree.addArgument(tree.text("a\(index)", label: "x")) }
      tree.addArgument(tree.call("FormTextTraits", label: "traits", argumentsFrom: traits))
      let none = tree.argumentMark
      #expect(!tree.hasArguments(since: none))
      tree.addArgument(tree.array(label: "none", elementsFrom: none))
      let list = tree.argumentMark
      for index in 0..<count { tree.addArgument(tree.literal("e\(index)")) }
      #expect(tree.hasArguments(since: list))
      tree.addArgument(tree.array(label: "list", elementsFrom: list))
      return tree.call(".field", argumentsFrom: mark)
    }
    #expect(fromMarks == asArray)
  }

  /// A text made of a prefix, a middle and a suffix lays out as the joined text does (its width
  /// counted in characters when the middle is not ASCII), on one line, packed, and below its
  /// label when too long for the line.
  @Test(arguments: ["send", String(repeating: "m", count: 90), "\u{301}accent", "été"])
  func aTextOfPiecesLaysOutAsTheJoinedText(middle: String) {
    let labels: [StaticString] = ["first", "second", "third"]
    let ofPieces = declaration { tree in
      tree.call("foo", labels.map { tree.text(".nextOrSubmit(.", middle, ")", label: $0) })
    }
    let joined = declaration { tree in
      tree.call("foo", labels.map { tree.text(".nextOrSubmit(." + middle + ")", label: $0) })
    }
    #expect(ofPieces == joined)
  }

  /// A call of one or two arguments named by a prefix and a name lays out as the call of the
  /// joined name with an array of its arguments does.
  @Test(arguments: [("minLength", 1), ("required", 0), (String(repeating: "r", count: 70), 80)])
  func aCallOfAPrefixedNameLaysOutAsTheCallOfTheJoinedName(name: String, operand: Int) {
    let message = literal(40)
    let built = declaration { tree in
      let first = operand == 0 ? nil : tree.text(String(operand))
      return tree.call(prefix: ".", name, first, tree.text(message))
    }
    let joined = declaration { tree in
      let arguments =
        operand == 0
        ? [tree.text(message)] : [tree.text(String(operand)), tree.text(message)]
      return tree.call("." + name, arguments)
    }
    #expect(built == joined)
    #expect(built.contains("." + name + "("))
  }

  /// A literal lays out as the text of ``SwiftLiteral/string(_:)`` does, whether it is plain or
  /// needs escaping (its bytes, copied in before the check, are taken back out), and the nodes
  /// after it keep their own text.
  @Test(arguments: ["plain", "quote\"d", "back\\slash", "été", "tab\there", "", "a\u{202E}b"])
  func aLiteralLaysOutAsTheTextOfItsLiteral(value: String) {
    let labels: [StaticString] = ["first", "second", "third"]
    let asLiteral = declaration { tree in
      tree.call("foo", labels.map { tree.literal(value, label: $0) } + [tree.member("after")])
    }
    let asText = declaration { tree in
      tree.call(
        "foo",
        labels.map { tree.text(SwiftLiteral.string(value), label: $0) } + [tree.text(".after")])
    }
    #expect(asLiteral == asText)
  }

  /// A call's name is measured in characters: forty two-byte letters and a literal of 40 fit on
  /// the line (92 columns), which their 132 bytes would not.
  @Test func aCallsNameIsMeasuredInCharacters() {
    let name = String(repeating: "é", count: 40)
    let text = declaration { tree in tree.call(name, [tree.text(literal(40))]) }
    #expect(text == "let x = \(name)(\(literal(40)))")
    let broken = declaration { tree in
      tree.call(name, [tree.text(literal(40)), tree.text(literal(40))])
    }
    #expect(broken == "let x = \(name)(\n  \(literal(40)), \(literal(40)))")
  }

  /// A node is 32 bytes with its text's ASCII flag (a big form's schema has half a million).
  @Test func aNodeIsThirtyTwoBytes() {
    #expect(MemoryLayout<SwiftExpression.Node>.stride == 32)
  }

  @Test func aCallThatFitsStaysOnOneLine() {
    let text = declaration { tree in
      tree.call("foo", [tree.text("1", label: "a"), tree.text("\"b\"")])
    }
    #expect(text == "let x = foo(a: 1, \"b\")")
  }

  @Test func argumentsArePackedAndTheParenthesisRidesOnTheLast() {
    let text = declaration { tree in
      let labels: [StaticString] = [
        "argument0", "argument1", "argument2", "argument3", "argument4", "argument5",
      ]
      return tree.call("foo", labels.map { tree.text(literal(14), label: $0) })
    }
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "let x = foo(")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  argument") && $0.count <= 100 })
    #expect(lines.last?.hasSuffix("\")") == true)
    #expect(lines.count == 3, "\(text)")
  }

  @Test func aLiteralTooLongForAnyLineGoesBelowItsLabelAndTheParenthesisBelowIt() {
    let text = declaration { tree in
      tree.call("foo", [tree.text("1", label: "b"), tree.text(literal(120), label: "aaaa")])
    }
    #expect(text == "let x = foo(\n  b: 1,\n  aaaa:\n    \(literal(120))\n)")
  }

  @Test func aLiteralThatFitsOnlyWithoutTheParenthesisPushesItBelow() {
    let text = declaration { tree in
      tree.call("foo", [tree.text("1", label: "b"), tree.text(literal(90), label: "aaaa")])
    }
    #expect(text == "let x = foo(\n  b: 1,\n  aaaa: \(literal(90))\n)")
  }

  @Test func aBrokenArrayPutsOneElementPerLineWithTrailingCommasWhenSeveral() {
    let several = declaration { tree in
      tree.array((0..<3).map { _ in tree.text(literal(40)) })
    }
    #expect(several == "let x = [\n  \(literal(40)),\n  \(literal(40)),\n  \(literal(40)),\n]")
    let one = declaration { tree in tree.array([tree.text(literal(95))]) }
    #expect(one == "let x = [\n  \(literal(95))\n]")
  }

  /// swift-format keeps a list of several elements on one line only up to 99 columns, whatever
  /// follows it (a comma or nothing), where a single element or a call may reach 100: checked
  /// against `swift format` (a `FormUIState`'s four launch values in ProxySettings' UI tests).
  @Test(arguments: [(99, true), (100, false)])
  func aListOfSeveralElementsStaysOnOneLineUpTo99Columns(width: Int, flat: Bool) {
    for trailing in [true, false] {
      let text = declaration { tree in
        // `  values: [` + two literals + `]` + the comma when another argument follows.
        let room = width - 2 - "values: [".count - 2 - 1 - (trailing ? 1 : 0)
        let values = tree.array(
          label: "values",
          [tree.text(literal(room / 2 - 2)), tree.text(literal(room - room / 2 - 2))])
        let other = tree.text("1", label: "steps")
        return tree.call("foo", onePerLine: true, trailing ? [values, other] : [other, values])
      }
      let line = text.split(separator: "\n").first { $0.contains("values:") }.map(String.init)
      #expect(flat ? line?.count == width : line == "  values: [", "\(text)")
    }
  }

  @Test func aOnePerLineCallAlwaysBreaks() {
    let text = declaration { tree in
      tree.call("Plan", onePerLine: true, [tree.text("1", label: "a"), tree.text("2", label: "b")])
    }
    #expect(text == "let x = Plan(\n  a: 1,\n  b: 2\n)")
  }

  @Test func widthsCountCharacters() {
    #expect(SwiftExpression.width("abc") == 3)
    #expect(SwiftExpression.width("\"👩\u{200D}💻\"") == 3)
    #expect(SwiftExpression.width("e\u{301}") == 1)
  }

  /// Random calls, arrays and literals of every length, nested three deep, in the shapes the
  /// template model builds (a declaration's value is a call or an array; an array's elements are
  /// calls or text), each laid out as a declaration: swift-format accepts all of them as they are.
  @Test func randomExpressionsPassSwiftFormatLint() async throws {
    var random = SplitMix64(seed: 0x5EED_F0C5)
    let labels: [StaticString] = ["title", "placeholder", "validations", "a", "returns"]
    func expression(
      _ tree: SwiftExpression, depth: Int, label: StaticString?, inArray: Bool = false,
      root: Bool = false
    ) -> SwiftExpression.ID {
      let roll = Int(random.next() % 10)
      if !root, depth == 0 || roll < 4 {
        let length = Int(random.next() % 130)
        let text = roll % 2 == 0 ? literal(length, "a") : ".case\(length)"
        return tree.text(text, label: label)
      }
      let count = Int(random.next() % 5)
      if roll < 7 || inArray {
        let arguments = (0..<count).map { index in
          expression(
            tree, depth: depth - 1, label: random.next() % 2 == 0 ? labels[index] : nil)
        }
        return tree.call(".call\(count)", label: label, onePerLine: roll == 6, arguments)
      }
      let elements = (0..<count).map { _ in
        expression(tree, depth: depth - 1, label: nil, inArray: true)
      }
      return tree.array(label: label, elements)
    }
    var functions: [String] = []
    for index in 0..<300 {
      let tree = SwiftExpression()
      let root = expression(tree, depth: 3, label: nil, root: true)
      let head = "  let value\(index) = "
      functions.append(
        "func f\(index)() {\n" + head
          + tree.layout(root, column: SwiftExpression.width(head), indent: 2) + "\n}\n")
    }
    let source = functions.joined(separator: "\n")
    let directory = try ScratchDirectory(prefix: "SwiftExpressionTests")
    if let keep = ProcessInfo.processInfo.environment["FORMC_KEEP_LAYOUT"] {
      try source.write(toFile: keep, atomically: true, encoding: .utf8)
    }
    let file = directory.root.appendingPathComponent("Layout.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let output = try await AsyncProcess.swiftFormatLint(
      configuration: GoldenFileTests.repository.appendingPathComponent(".swift-format"),
      [file.path]
    ).text
    // Only layout matters here: the random names are not documented and so on.
    let layoutFindings = output.split(separator: "\n").filter {
      $0.contains("[LineLength]") || $0.contains("[AddLines]") || $0.contains("[RemoveLine]")
        || $0.contains("[Spacing]") || $0.contains("[Indentation]")
        || $0.contains("[TrailingComma]")
    }
    #expect(layoutFindings.isEmpty, "\(layoutFindings.prefix(10).joined(separator: "\n"))")
  }
  /// An array whose elements are built as they are written lays out exactly as the same array
  /// built at once: on one line while it fits, one element per line (each element breaking in
  /// turn) once it does not, at every count around the point where it stops fitting.
  @Test(arguments: [0, 1, 2, 3, 4, 5, 12])
  func anArrayBuiltAsItIsWrittenLaysOutAsOneBuiltAtOnce(count: Int) {
    func element(_ offset: Int, _ tree: SwiftExpression) -> SwiftExpression.ID {
      let arguments = (0...(offset % 4)).map { tree.text(literal(6 + 5 * $0), label: "value") }
      return tree.call(".field", [tree.text(".input\(offset)")] + arguments)
    }
    let eager = declaration { tree in
      tree.call(
        "FormSchema", onePerLine: true,
        [tree.array(label: "inputs", (0..<count).map { element($0, tree) })])
    }
    let deferred = declaration { tree in
      tree.call(
        "FormSchema", onePerLine: true,
        [tree.array(label: "inputs", count: count) { element($0, $1) }])
    }
    #expect(deferred == eager)
  }
}

/// Documentation comments fill their words onto lines of at most 100 columns; every line is
/// written at column 0, the renderer indents them to the tag's column.
struct SwiftDocCommentTests {
  @Test func wrapsWordsAtTheLineLength() {
    let words = (0..<40).map { "word\($0)" }.joined(separator: " ")
    let text = SwiftDocComment.lines(words, column: 4)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count > 1)
    for line in lines {
      let full = String(repeating: " ", count: 4) + line
      #expect(full.count <= 100, "\(full)")
      #expect(line.hasPrefix("/// "))
    }
    #expect(lines.joined(separator: " ").replacingOccurrences(of: "/// ", with: "") == words)
  }

  @Test func paragraphsAreSeparatedByAnEmptyCommentLine() {
    #expect(SwiftDocComment.lines("One.\n\nTwo.", column: 2) == "/// One.\n///\n/// Two.")
  }

  @Test func aWordLongerThanALineStandsAlone() {
    let long = String(repeating: "x", count: 120)
    #expect(SwiftDocComment.lines("a \(long) b", column: 0) == "/// a\n/// \(long)\n/// b")
  }

  @Test func widthsCountCharacters() {
    let word = String(repeating: "é", count: 30)
    let text = SwiftDocComment.lines("\(word) \(word) \(word) \(word)", column: 0)
    #expect(text.split(separator: "\n").count == 2)
  }

  @Test func emptyTextIsOneEmptyCommentLine() {
    #expect(SwiftDocComment.lines("", column: 2) == "///")
  }

  /// The word-by-word filling every text once took: spaces and single line breaks separate
  /// words, a blank line (`"\n\n"`) ends a paragraph that has words, widths count characters.
  static func wordByWord(_ text: String, column: Int, indent: Int) -> String {
    let budget = SwiftLayout.lineLength - column - 4
    let newline = "\n" + String(repeating: " ", count: indent)
    let bytes = Array(text.utf8)
    var out = ""
    var lineWidth = -1
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x20 {
        index += 1
        continue
      }
      if bytes[index] == 0x0A {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
          index += 2
          if lineWidth >= 0 {
            out += newline + "///" + newline
            lineWidth = -1
          }
        } else {
          index += 1
        }
        continue
      }
      var end = index
      while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x0A { end += 1 }
      let word = String(decoding: bytes[index..<end], as: UTF8.self)
      if lineWidth < 0 {
        out += "/// " + word
        lineWidth = word.count
      } else if lineWidth + 1 + word.count <= budget {
        out += " " + word
        lineWidth += 1 + word.count
      } else {
        out += newline + "/// " + word
        lineWidth = word.count
      }
      index = end
    }
    if lineWidth < 0 { out += "///" }
    return out
  }

  /// Random texts of words (short, long, longer than a line, accented, with a carriage return)
  /// and separators (one or two spaces, single and blank lines, spaces around line breaks), at
  /// columns on both sides of the line length: each filled as the word-by-word filling does.
  @Test func randomTextsAreFilledAsWordByWord() {
    let words = [
      "a", "word", "longer-word", "x", "`code`", "été", "e\u{301}", "tab\tbed", "cr\rword",
      String(repeating: "w", count: 40), String(repeating: "v", count: 97),
      String(repeating: "u", count: 130),
    ]
    let separators = [" ", " ", " ", " ", "  ", "\n", "\n\n", "\n\n\n", " \n", "\n ", "\n \n"]
    var state: UInt64 = 0x5851_F42D_4C95_7F2D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for _ in 0..<600 {
      var text = next(6) == 0 ? separators[next(separators.count)] : ""
      for offset in 0..<(next(40) + 1) {
        if offset > 0 { text += separators[next(separators.count)] }
        // Mostly plain words, so that most lines between line feeds are single-spaced ASCII.
        text += next(3) == 0 ? words[next(words.count)] : words[next(4)]
      }
      if next(6) == 0 { text += separators[next(separators.count)] }
      for column in [0, 4, 40, 90, 96, 97, 120] {
        let filled = SwiftDocComment.lines(text, column: column, indent: 2)
        #expect(filled == Self.wordByWord(text, column: column, indent: 2), "\(text) at \(column)")
      }
    }
  }
}
