import FormRuntime
import Testing

@Suite("Validation")
struct FormValidatorTests {
  let others = ["password": "s3cret!", "empty": ""]

  func passes(_ value: String, _ rule: FormValidationRule) -> Bool {
    FormValidator.passes(value, rule) { others[$0] ?? "" }
  }

  @Test("required fails only on an empty value")
  func required() {
    #expect(!passes("", .required))
    #expect(passes("a", .required))
    #expect(passes(" a ", .required))
  }

  /// A value of spaces, tabs and line breaks only is empty for `required` (issue 32): the user
  /// sees nothing, and an app trims it away. Other rules still read the value as typed.
  @Test(
    "required fails on a value of whitespace only",
    arguments: [" ", "   ", "\t", "\n", " \r\n ", "\u{00A0}", "\u{3000}", "\u{2028}"])
  func requiredTrimsWhitespace(value: String) {
    #expect(!passes(value, .required))
    #expect(!FormValidator.isFilled(value))
    #expect(FormValidator.passes(value, .requiredWithout(["empty"])) { others[$0] ?? "" } == false)
  }

  @Test("a value with any other character is filled", arguments: [" a", "\u{200B}", "\n.\n", "0"])
  func filled(value: String) {
    #expect(FormValidator.isFilled(value))
    #expect(passes(value, .required))
  }

  @Test(
    "every rule but required passes on an empty value",
    arguments: [
      FormValidationRule.minLength(3), .maxLength(0), .pattern("[0-9]+"), .email,
      .equals("password"), .min(10), .max(-10),
    ])
  func emptyPasses(rule: FormValidationRule) {
    #expect(passes("", rule))
  }

  @Test(
    "lengths count characters as users see them",
    arguments: [
      ("abc", 3), ("é", 1), ("e\u{301}", 1), ("👨‍👩‍👧", 1), ("🇫🇷🇩🇪", 2), ("日本語", 3),
      ("a\u{200F}b", 3), ("\r\n", 1),
    ] as [(String, Int)])
  func unicodeLengths(value: String, count: Int) {
    #expect(passes(value, .minLength(count)))
    #expect(!passes(value, .minLength(count + 1)))
    #expect(passes(value, .maxLength(count)))
    #expect(!passes(value, .maxLength(count - 1)))
  }

  @Test(
    "pattern matches the whole value",
    arguments: [
      ("12345", "[0-9]{5}", true), ("123456", "[0-9]{5}", false), ("a12345", "[0-9]{5}", false),
      ("AB-12", "[A-Z]{2}-[0-9]{2}", true), ("yes", "yes|no", true), ("yesno", "yes|no", false),
      ("línea", "\\p{L}+", true), ("anything", "(", false),
    ] as [(String, String, Bool)])
  func pattern(value: String, pattern: String, matches: Bool) {
    #expect(passes(value, .pattern(FormPattern(pattern))) == matches)
  }

  @Test(
    "email",
    arguments: [
      ("ada@example.com", true), ("a.b+c@mail.example.co.uk", true), ("josé@exämple.de", true),
      ("ada@example", false), ("@example.com", false), ("ada@@example.com", false),
      ("ada example@example.com", false), ("ada@example..com", false), ("ada@.com", false),
      ("plain", false),
    ] as [(String, Bool)])
  func email(value: String, valid: Bool) {
    #expect(passes(value, .email) == valid)
  }

  @Test("equals compares with the other input's value")
  func equals() {
    #expect(passes("s3cret!", .equals("password")))
    #expect(!passes("s3cret", .equals("password")))
    #expect(!passes("x", .equals("empty")))
  }

  @Test(
    "min and max are inclusive numeric bounds",
    arguments: [
      ("18", 18.0, 65.0, true), ("17.99", 18, 65, false), ("65", 18, 65, true),
      ("65.01", 18, 65, false), (" 30 ", 18, 65, true), ("30,5", 18, 65, true),
      ("1e1", 5, 20, true), ("-3", -5, 0, true),
    ] as [(String, Double, Double, Bool)])
  func bounds(value: String, low: Double, high: Double, valid: Bool) {
    #expect((passes(value, .min(low)) && passes(value, .max(high))) == valid)
  }

  @Test(
    "a value that is not a number fails min and max",
    arguments: ["abc", "1.2.3", "1,2,3", "1,5.2", "inf", "nan", "--1"])
  func notANumber(value: String) {
    #expect(!passes(value, .min(0)))
    #expect(!passes(value, .max(1_000_000)))
  }

  @Test("numbers accept a dot, or a lone comma, as the decimal separator")
  func numbers() {
    #expect(FormValidator.number("2.5") == 2.5)
    #expect(FormValidator.number("2,5") == 2.5)
    #expect(FormValidator.number("1,000.5") == nil)
    #expect(FormValidator.number("") == nil)
  }

  @Test("the first failing validation's message, in order")
  func firstFailure() {
    let validations = [
      FormValidation(.required, message: "Enter a code"),
      FormValidation(.minLength(4), message: "Too short"),
      FormValidation(.pattern("[0-9]+"), message: "Digits only"),
    ]
    let other: (String) -> String = { _ in "" }
    #expect(FormValidator.firstFailure(of: "", in: validations, value: other) == "Enter a code")
    #expect(FormValidator.firstFailure(of: "ab", in: validations, value: other) == "Too short")
    #expect(FormValidator.firstFailure(of: "abcd", in: validations, value: other) == "Digits only")
    #expect(FormValidator.firstFailure(of: "1234", in: validations, value: other) == nil)
    #expect(FormValidator.firstFailure(of: "", in: [], value: other) == nil)
  }

  @Test(
    "two rules of one kind are checked in order, each with its own message",
    arguments: [
      ("", nil), ("abcdefgh", "Add a digit"), ("12345678", "Add a letter"),
      ("ab", "Add a digit"), ("abc1", "At least 8 characters"), ("abcd1234", nil),
    ] as [(String, String?)])
  func repeatedKind(value: String, message: String?) {
    let validations = [
      FormValidation(.pattern(".*[0-9].*"), message: "Add a digit"),
      FormValidation(.pattern(".*[A-Za-z].*"), message: "Add a letter"),
      FormValidation(.minLength(8), message: "At least 8 characters"),
    ]
    #expect(FormValidator.firstFailure(of: value, in: validations) { _ in "" } == message)
  }

  @Test("messages come back exactly, whatever they contain")
  func messages() {
    let message = "Use \"quotes\", \\ and \\( — 🇫🇷 \u{200F}RTL\u{200E}\nnext line"
    let validations = [FormValidation(.required, message: message)]
    #expect(FormValidator.firstFailure(of: "", in: validations) { _ in "" } == message)
  }
}

/// `requiredWithout`: at least one of several inputs is filled.
@Suite("Form validator: requiredWithout")
struct FormValidatorRequiredWithoutTests {
  @Test(
    "passes when the value or one of the others is filled",
    arguments: [
      ("", ["email": "", "fax": ""], false),
      ("0123", ["email": "", "fax": ""], true),
      ("", ["email": "ada@example.com", "fax": ""], true),
      ("", ["email": "", "fax": "0456"], true),
      ("", ["email": "  ", "fax": "\n"], false),
      (" ", ["email": "", "fax": ""], false),
    ])
  func requiredWithout(value: String, others: [String: String], passes: Bool) {
    #expect(
      FormValidator.passes(value, .requiredWithout(["email", "fax"]), other: { others[$0] ?? "" })
        == passes)
  }

  @Test("filled decides over the other's value (a hidden input counts as empty)")
  func filledDecides() {
    #expect(
      !FormValidator.passes(
        "", .requiredWithout(["email"]), other: { _ in "ada@example.com" }, filled: { _ in false }))
  }
}
