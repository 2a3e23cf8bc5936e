import FormDiagnostics

/// Diagnostics, sources and a context shared by the reporter tests.
enum ReportingFixtures {
  static let spaced = "dir/ü b.form.yaml"

  /// Quotes, a backslash, colons, a comma, `%`, a newline, an emoji and an escape sequence.
  static let hostile = #"value "a\"b" is not C:\forms, 100% sure: no"# + "\nsecond line 🎉\u{1B}[2J"

  static let sources = [
    "a.form.yaml": "form: SignUp\ncontent:\n  - field: email\n\t- field: \"🎉 x\"\n",
    spaced: "form: X\r\n  feild: 1\r\n",
  ]

  /// Deliberately unsorted; sorted they are `custom`, `label`, `invalid`, `unknown`.
  static let diagnostics: [Diagnostic] = [invalid, unknown, label, custom]

  static let invalid = Diagnostic(
    .error, .invalidValue, hostile, at: SourceLocation(path: "a.form.yaml", line: 4, column: 14),
    notes: [
      .init("first defined here", at: SourceLocation(path: "a.form.yaml", line: 3, column: 5)),
      .init("see also, 50%: here", at: SourceLocation(path: spaced, line: 1, column: 1)),
    ])
  static let unknown = Diagnostic(
    .unknownKey, "unknown key 'feild'", at: SourceLocation(path: spaced, line: 2, column: 3))
  static let label = Diagnostic(
    .missingLabel, "input 'email' has neither title nor placeholder",
    at: SourceLocation(path: "a.form.yaml", line: 3, column: 5))
  static let custom = Diagnostic(
    "custom-rule", "custom failure",
    at: SourceLocation(path: "/elsewhere/x.form.yaml", line: 1, column: 1))

  static func context(terminal: Bool = false, color: Bool = false) -> ReportContext {
    ReportContext(
      isTerminal: terminal, allowsColor: color, toolVersion: "1.2.3",
      informationURI: "https://example.com/formc", workingDirectory: "/work/repo",
      sourceLine: ReportContext.sourceLines(in: sources))
  }
}
