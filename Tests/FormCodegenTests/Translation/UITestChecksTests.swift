import Testing

/// `testSubmittingWaitsForChecks` is generated only where formc can fill the form in validly and
/// tap a submit button.
struct UITestChecksTests {
  @Test(
    arguments: [
      // No check.
      "    - field: name\n      required: true\n    - button: go\n      title: Go\n      action: submit",
      // No sample value matches the checked input's pattern.
      "    - field: code\n      check: codeValid\n      rules:\n        - pattern: '[QX]{3}'\n"
        + "    - button: go\n      title: Go\n      action: submit",
      // No submit button (Return on the last input submits: only
      // `testSubmittingWithReturnWaitsForChecks`).
      "    - field: name\n      check: nameFree",
      // Only a local check: it answers at once, a submit never waits for it.
      "    - field: card\n      required: true\n      check: {name: validCardNumber, local: true}\n"
        + "    - button: go\n      title: Go\n      action: submit",
    ])
  func notGenerated(children: String) throws {
    let file = try SnippetTests.file(
      "content:\n  scroll: page\n  children:\n" + children, .uiTests)
    #expect(!file.contains("testSubmittingWaitsForChecks"), "\(file)")
  }

  /// The double-submit tests: a form formc can fill in validly gets one per way it submits; one
  /// it cannot fill in validly gets neither.
  @Test func doubleSubmitTestsFollowTheWaysTheFormSubmits() throws {
    let both = try SnippetTests.file(
      "content:\n  scroll: page\n  children:\n    - field: name\n      required: true\n"
        + "    - field: email\n      required: true\n"
        + "    - button: go\n      title: Go\n      action: submit", .uiTests)
    #expect(both.contains("func testSubmittingTwiceSubmitsOnce()"), "\(both)")
    #expect(both.contains("walk.submitTwice(button: \"go\""), "\(both)")
    #expect(both.contains("func testReturnWhileSubmittingSubmitsOnce()"), "\(both)")
    #expect(both.contains("returnKeyOn: \"email\""), "\(both)")
    let invalid = try SnippetTests.file(
      "content:\n  scroll: page\n  children:\n    - field: code\n      required: true\n"
        + "      rules:\n        - pattern: '[QX]{3}'\n"
        + "    - button: go\n      title: Go\n      action: submit", .uiTests)
    #expect(!invalid.contains("submitTwice"), "\(invalid)")
  }
}
