import FormCompiler
import FormDiagnostics
import Testing

/// The checker's and the configuration's suggestions carry fix-its too.
struct CheckerFixItTests {
  @Test("a reference to a misspelt input id has a fix-it replacing the reference")
  func danglingReference() throws {
    let spec = """
      form: F
      content:
        scroll: page
        children:
          - field: email
            title: Email
          - field: code
            title: Code
            visibleWhen: {input: emial, notEmpty: true}
      """
    let output = FormPipeline().run(bytes: Array(spec.utf8), path: "F.form.yaml")
    let diagnostic = try #require(
      output.diagnostics.first { $0.rule == .danglingReference }, "\(output.diagnostics)")
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.replacement == "email")
    #expect(fixIt.range.start.line == 9 && fixIt.range.start.column == 28)
    #expect(fixIt.range.end.column == 33)
  }

  @Test("an unknown key in formc.yml has a fix-it")
  func configurationKey() throws {
    let result = ConfigurationLoader.parse(
      bytes: Array("rulez:\n  missing-label: off\n".utf8), path: "formc.yml")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.rule == .unknownKey)
    #expect(diagnostic.fixIts.map(\.replacement) == ["rules"])
    #expect(diagnostic.fixIts.first?.range.end.column == 6)
  }
}

/// `ineffective-toolbar`'s fix-it removes the whole `toolbar` entry, key through value.
struct IneffectiveToolbarFixItTests {
  /// Specs whose rating has a `toolbar` it never shows: a block mapping before another key, a
  /// flow value at the end of the file without a final newline, and `toolbar: false`.
  static let specs: [String] = [
    """
    form: Feedback
    content:
      scroll: page
      children:
        - field: comment
          title: Comment
        - custom: rating
          title: Rating
          inputView: false
          toolbar:
            items: [flexibleSpace, done]
            title: none
          height: 44
        - field: note
          title: Note

    """,
    """
    form: Feedback
    content:
      scroll: page
      children:
        - field: comment
          title: Comment
        - custom: rating
          title: Rating
          height: 44
          inputView: false
          toolbar: {items: [done]}
    """,
    """
    form: Feedback
    content:
      scroll: page
      children:
        - field: comment
          title: Comment
        - custom: rating
          title: Rating
          toolbar: false   # never shows anyway
          inputView: false
          height: 44

    """,
  ]

  @Test("the fix-it removes the toolbar entry, and the spec then lints clean", arguments: specs)
  func removesTheEntry(spec: String) throws {
    let output = FormPipeline().run(bytes: Array(spec.utf8), path: "Feedback.form.yaml")
    let diagnostic = try #require(
      output.diagnostics.first { $0.rule == .ineffectiveToolbar }, "\(output.diagnostics)")
    let fixIt = try #require(diagnostic.fixIts.first, "\(diagnostic)")
    #expect(fixIt.replacement == "")
    #expect(fixIt.message == "remove 'toolbar'")
    let fixed = Self.applying(fixIt, to: spec)
    #expect(!fixed.contains("toolbar"), "\(fixed)")
    #expect(fixed.contains("inputView: false\n") && fixed.contains("height: 44"), "\(fixed)")
    let again = FormPipeline().run(bytes: Array(fixed.utf8), path: "Feedback.form.yaml")
    #expect(again.diagnostics.isEmpty, "\(again.diagnostics)\n\(fixed)")
  }

  /// `spec` with the fix-it's range (1-based lines, Unicode-scalar columns) replaced.
  static func applying(_ fixIt: Diagnostic.FixIt, to spec: String) -> String {
    let lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0.unicodeScalars)
    }
    func offset(_ location: FormDiagnostics.SourceLocation) -> Int {
      guard location.line <= lines.count else { return spec.unicodeScalars.count }
      let before = lines.prefix(location.line - 1).reduce(0) { $0 + $1.count + 1 }
      return before + min(location.column - 1, lines[location.line - 1].count)
    }
    var scalars = Array(spec.unicodeScalars)
    scalars.replaceSubrange(
      offset(fixIt.range.start)..<offset(fixIt.range.end),
      with: Array(fixIt.replacement.unicodeScalars))
    return String(String.UnicodeScalarView(scalars))
  }
}

/// `unused-suppression`'s fix-it removes the unused rule id from its comment, or the comment's
/// whole line when it names no other rule.
struct UnusedSuppressionFixItTests {
  /// A spec whose email field draws no warning, under the comment `comment`.
  static func spec(_ comment: String) -> String {
    """
    form: A
    content:
      scroll: page
      children:
        - field: code
          input: oneTimeCode
        \(comment)
        - field: email
          title: Email
          input: email

    """
  }

  /// Applies a fix-it to `text`: lines 1-based, columns in Unicode scalars, an end past the last
  /// line at the text's end.
  static func applying(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    func offset(_ location: FormDiagnostics.SourceLocation) -> Int {
      guard location.line <= lines.count else { return text.unicodeScalars.count }
      let before = lines[..<(location.line - 1)].reduce(0) { $0 + $1.unicodeScalars.count + 1 }
      return before + location.column - 1
    }
    var scalars = Array(text.unicodeScalars)
    scalars.replaceSubrange(
      offset(fixIt.range.start)..<offset(fixIt.range.end), with: fixIt.replacement.unicodeScalars)
    return String(String.UnicodeScalarView(scalars))
  }

  @Test(
    "each unused rule's fix-it leaves the others",
    arguments: [
      ("# formc:disable-next-line missing-label", "missing-label", ""),
      (
        "# formc:disable-next-line missing-label, no-return-key", "missing-label",
        "# formc:disable-next-line no-return-key"
      ),
      (
        "# formc:disable-next-line missing-label, no-return-key", "no-return-key",
        "# formc:disable-next-line missing-label"
      ),
      (
        "# formc:disable-next-line no-return-key missing-label, trait-conflict", "missing-label",
        "# formc:disable-next-line no-return-key trait-conflict"
      ),
    ])
  func removal(comment: String, rule: String, kept: String) throws {
    let text = Self.spec(comment)
    let output = FormPipeline().run(bytes: Array(text.utf8), path: "A.form.yaml")
    let diagnostic = try #require(
      output.diagnostics.first {
        $0.rule == .unusedSuppression
          && $0.message.hasPrefix("'# formc:disable-next-line \(rule)'")
      }, "\(output.diagnostics)")
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.message == "remove the unused suppression of '\(rule)'")
    #expect(fixIt.replacement.isEmpty)
    let fixed = Self.applying(fixIt, to: text)
    // Without a rule left, the comment's line goes (the spec's line of four spaces).
    let expected =
      kept.isEmpty
      ? Self.spec("").replacingOccurrences(of: "\n    \n", with: "\n") : Self.spec(kept)
    #expect(fixed == expected)
  }
}
