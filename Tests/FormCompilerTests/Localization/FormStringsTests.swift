import FormCompiler
import FormSpec
import Foundation
import Testing

/// The catalog keys of a form's strings (`docs/Localization.md`), from a fixture that has every
/// kind of string and node names with and without ids.
struct FormStringsTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Localization/Strings")

  static func form(_ name: String) throws -> CheckedForm {
    let read = try FormSpecReader().read(
      contentsOf: fixtures.appendingPathComponent(name).path)
    let definition = try #require(read.definition)
    return try #require(FormChecker().check(definition, frontEnd: read.diagnostics).form)
  }

  static let strings: [FormString] = (try? FormStrings.strings(of: form("Keys.form.yaml"))) ?? []

  /// Every string of `Keys.form.yaml`, in document order: key, source value, format arguments.
  static let expected: [(String, String, [String])] = [
    ("Keys.title", "Keys & 100% more", []),
    ("Keys.page.label#1.text", "First unnamed label in page", []),
    ("Keys.about.header", "About you", []),
    ("Keys.about.footer", "We never share it.", []),
    ("Keys.name.title", "Name", []),
    ("Keys.name.placeholder", "Jane Appleseed", []),
    ("Keys.name.required", "%1$@ is required", ["%1$@"]),
    ("Keys.name.rules.1", "%1$@ must be at least %2$lld character", ["%1$@", "%2$lld"]),
    ("Keys.name.rules.2", "At most 40 characters, please (100%)", []),
    ("Keys.about.label#1.text", "First unnamed label in about", []),
    ("Keys.about.label#2.text", "Second unnamed label in about", []),
    ("Keys.about.button#1.title", "Unnamed button in about", []),
    ("Keys.age.placeholder", "Age", []),
    ("Keys.age.rules.1", "%1$@ must be at least %2$lld", ["%1$@", "%2$lld"]),
    ("Keys.age.rules.2", "%1$@ must be at most %2$@", ["%1$@", "%2$@"]),
    ("Keys.code.placeholder", "Code", []),
    ("Keys.code.rules.1", "%1$@ is not in the expected format", ["%1$@"]),
    ("Keys.code.rules.2", "%1$@ must match %2$@", ["%1$@", "%2$@"]),
    ("Keys.notes.title", "Notes", []),
    ("Keys.notes.hint", "Anything we should know", []),
    ("Keys.notes.rules.1", "%1$@ must be at most %2$lld characters", ["%1$@", "%2$lld"]),
    ("Keys.days.title", "Days", []),
    ("Keys.days.options.mon", "Monday", []),
    ("Keys.days.options.tue", "Tuesday", []),
    ("Keys.days.options.wed", "Wednesday", []),
    ("Keys.days.minSelections", "Choose at least %2$lld options for %1$@", ["%1$@", "%2$lld"]),
    ("Keys.days.maxSelections", "Choose at most %2$lld options for %1$@", ["%1$@", "%2$lld"]),
    ("Keys.guests.title", "Guests", []),
    ("Keys.guests.format", "%1$lld guests", ["%1$lld"]),
    ("Keys.reminders.title", "Reminders", []),
    ("Keys.reminders.hint", "Sends a notification the day before", []),
    ("Keys.mode.title", "Mode", []),
    ("Keys.mode.options.auto", "Automatic", []),
    ("Keys.mode.options.manual", "Manual", []),
    ("Keys.distance.title", "Distance", []),
    ("Keys.distance.format", "%1$@ km", ["%1$@"]),
    ("Keys.page.label#2.text", "Second unnamed label in page", []),
    ("Keys.send.title", "Send", []),
  ]

  /// A date's title and, with a range, the message shown outside it (a date makes the model
  /// import Foundation, which the other tests of `Keys.form.yaml` say it does not, so it is here).
  @Test func aDateHasItsTitleAndRangeMessage() throws {
    let spec = """
      form: Keys
      content:
        stack: page
        children:
          - date: due
            title: Due
            range: {from: today}
      """
    let checked = FormPipeline().run(bytes: Array(spec.utf8), path: "Keys.form.yaml")
    let strings = FormStrings.strings(of: try #require(checked.form, "\(checked.diagnostics)"))
    #expect(strings.map(\.key) == ["Keys.due.title", "Keys.due.range"])
    #expect(strings.last?.sourceValue == "%1$@ is outside the dates allowed")
    #expect(strings.last?.arguments.map(\.specifier) == ["%1$@"])
  }

  /// A `requiredMessage` is the required entry's source value, plain text without the title
  /// as an argument (docs/SpecFormat.md, input keys), under the same key as the standard message.
  @Test func aRequiredMessageIsTheRequiredEntrysText() throws {
    let spec = """
      form: Keys
      content:
        stack: page
        children:
          - field: name
            title: Name
            required: true
            requiredMessage: Tell us what to call you
          - field: city
            title: City
            required: true
      """
    let checked = FormPipeline().run(bytes: Array(spec.utf8), path: "Keys.form.yaml")
    let strings = FormStrings.strings(of: try #require(checked.form, "\(checked.diagnostics)"))
    let name = try #require(strings.first { $0.key == "Keys.name.required" })
    #expect(name.sourceValue == "Tell us what to call you")
    #expect(name.arguments.isEmpty)
    let city = try #require(strings.first { $0.key == "Keys.city.required" })
    #expect(city.sourceValue == "%1$@ is required")
  }

  @Test func documentOrderAndNothingElse() {
    #expect(Self.strings.map(\.key) == Self.expected.map(\.0))
  }

  @Test(arguments: expected)
  func key(_ key: String, sourceValue: String, arguments: [String]) throws {
    let string = try #require(Self.strings.first { $0.key == key }, "no string '\(key)'")
    #expect(string.sourceValue == sourceValue)
    #expect(string.arguments.map(\.specifier) == arguments)
    #expect(string.comment.hasPrefix("Keys: "))
    for specifier in arguments {
      #expect(string.comment.contains("\(specifier) is "), "the comment names \(specifier)")
    }
  }

  /// The checker's English messages are the format strings with the title and operand put in,
  /// so a custom message spelt as the default is the default.
  @Test func defaultMessagesRenderTheFormatStrings() throws {
    let form = try Self.form("Keys.form.yaml")
    let name = try #require(form.inputs.first { $0.id == "name" })
    #expect(name.rules.map(\.message) == ["Name must be at least 1 character", Self.expected[8].1])
    let age = try #require(form.inputs.first { $0.id == "age" })
    #expect(age.rules.map(\.message) == ["Age must be at least 18", "Age must be at most 120.5"])
    let code = try #require(form.inputs.first { $0.id == "code" })
    #expect(
      code.rules.map(\.message) == ["Code is not in the expected format", "Code must match Name"])
  }

  @Test(arguments: [
    ("%1$@ must match %2$@", ["50%", "%2$@"], "50% must match %2$@"),
    ("%1$@ is %2$lld%%", ["A", "3"], "A is 3%"),
    ("100% %1$@", ["x"], "100% x"),
    ("%1$@ doit être «%2$@» ✓", ["Prénom", "é%1$@"], "Prénom doit être «é%1$@» ✓"),
    ("%3$@|%1$x|%1$ll|%", ["a"], "|%1$x|%1$ll|%"),
  ])
  func renderPutsArgumentsInOnce(format: String, arguments: [String], expected: String) {
    #expect(ValidationMessage.render(format, arguments) == expected)
  }

  /// A format built at run time (its bytes on the heap, not a literal's) renders as a literal does.
  @Test func renderReadsAFormatBuiltAtRunTime() {
    let format = String("--%1$@ is %2$lld%% ✓".dropFirst(2))
    #expect(ValidationMessage.render(format, ["Größe", "3"]) == "Größe is 3% ✓")
  }

  /// Every rule's default format string, which the checker renders alone
  /// (`ValidationMessage.formatString`), and the one `format` pairs with the arguments: a count
  /// of 1 is singular, a bound that is not whole (or too large to print as one) is text.
  @Test(arguments: [
    (RuleKind.minLength, 1.0 as Double?, "%1$@ must be at least %2$lld character"),
    (.minLength, 8, "%1$@ must be at least %2$lld characters"),
    (.minLength, nil, "%1$@ must be at least %2$lld characters"),
    (.maxLength, 1, "%1$@ must be at most %2$lld character"),
    (.maxLength, 2.5, "%1$@ must be at most %2$lld characters"),
    (.pattern, nil, "%1$@ is not in the expected format"),
    (.email, nil, "%1$@ must be an email address"),
    (.equals, nil, "%1$@ must match %2$@"),
    (.min, 18, "%1$@ must be at least %2$lld"),
    (.min, nil, "%1$@ must be at least %2$lld"),
    (.min, 120.5, "%1$@ must be at least %2$@"),
    (.max, 1e15, "%1$@ must be at most %2$@"),
    (.max, -3, "%1$@ must be at most %2$lld"),
    (.after, nil, "%1$@ must be after %2$@"),
    (.before, nil, "%1$@ must be before %2$@"),
    (.onOrAfter, nil, "%1$@ must be on or after %2$@"),
    (.onOrBefore, nil, "%1$@ must be on or before %2$@"),
    (.requiredWithout, nil, "%1$@ is required unless %2$@ is filled in"),
  ])
  func defaultFormatStrings(kind: RuleKind, number: Double?, expected: String) {
    #expect(ValidationMessage.formatString(kind, number: number) == expected)
    let format = ValidationMessage.format(kind, number: number)
    #expect(format.format == expected)
    // Each argument's specifier is in the format string, in position order.
    #expect(format.arguments.map(\.position) == Array(1...format.arguments.count))
    #expect(format.arguments.allSatisfy { expected.contains($0.specifier) })
  }

  /// Labels and buttons without an id are numbered per kind below their nearest named ancestor;
  /// an edit elsewhere in the form does not move them.
  @Test func unnamedNodesAreNumberedPerAncestorAndKind() throws {
    let form = try Self.form("Keys.form.yaml")
    let names = FormStrings.nodeNames(form.layout)
    #expect(
      names.filter { $0.contains("#") } == [
        "page.label#1", "about.label#1", "about.label#2", "about.button#1", "page.label#2",
      ])
  }
}
