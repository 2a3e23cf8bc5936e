import FormCodegen
import FormCompiler
import Testing

/// What each translator writes for a `date` (snippets as ``SnippetTests``): the model's typed
/// `Date` or `Date?`, its text for conditions, its schema entry, and the SwiftUI `DatePicker`.
struct DateSnippetTests {
  static let spec = """
    content:
      table: event
      children:
        - section: when
          children:
            - date: starts
              title: Starts
              components: dateAndTime
              style: inline
              value: 2026-12-24T09:30
              range: {from: 2026-01-01T00:00, to: 2027-12-31T23:59}
            - date: birthday
              title: Birthday
              range: {to: today}
              required: true
    """

  /// ``spec`` with only the date `id`.
  static func only(_ id: String) -> String {
    let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
    var kept: [Substring] = []
    var keeping = true
    for line in lines {
      if line.hasPrefix("        - date: ") { keeping = line.hasSuffix(" " + id) }
      if keeping { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "a date with a value is a Date from the spec's local text",
      spec: spec, output: .model, start: "@FormPublished var starts",
      expected: """
        @FormPublished var starts: Date = FormDate.value("2026-12-24T09:30") {
          didSet { formChanges.valueDidChange(.starts) }
        }
        """),
    SnippetTests.Snippet(
      name: "a date without a value is an optional Date",
      spec: spec, output: .model, start: "@FormPublished var birthday",
      expected: """
        @FormPublished var birthday: Date? = nil {
          didSet { formChanges.valueDidChange(.birthday) }
        }
        """),
    SnippetTests.Snippet(
      name: "a date's schema entry carries its components, style, range and range message",
      spec: spec, output: .model, start: ".date(",
      expected: """
        .date(
          .starts, title: "Starts",
          date: FormDate(
            components: .dateAndTime, style: .inline, from: "2026-01-01T00:00",
            to: "2027-12-31T23:59"),
          value: "2026-12-24T09:30", rangeMessage: "Starts is outside the dates allowed"),
        .date(
          .birthday, title: "Birthday", date: FormDate(to: "today"),
          validations: [.required("Birthday is required")],
          rangeMessage: "Birthday is outside the dates allowed"),
        """),
    SnippetTests.Snippet(
      name: "a date is a DatePicker bound to the typed value, in its range and style",
      spec: only("starts"), output: .swiftui, start: "DatePicker(",
      expected: """
        DatePicker(
          selection: $form.starts,
          in: FormDate.range(from: "2026-01-01T00:00", to: "2027-12-31T23:59"),
          displayedComponents: [.date, .hourAndMinute]
        ) {
          Text(verbatim: "Starts")
        }
        .datePickerStyle(.graphical)
        .formControl(SnippetForm.Field.starts, of: form)
        """),
    SnippetTests.Snippet(
      name: "an unset date's picker edits it through formDate()",
      spec: only("birthday"), output: .swiftui, start: "DatePicker(",
      expected: """
        DatePicker(
          selection: $form.birthday.formDate(),
          in: FormDate.range(through: "today"),
          displayedComponents: [.date]
        ) {
          Text(verbatim: "Birthday")
        }
        .datePickerStyle(.compact)
        .formControl(SnippetForm.Field.birthday, of: form)
        """),
    SnippetTests.Snippet(
      name: "the views protocol asks for a UIDatePicker",
      spec: spec, output: .uikit, start: "associatedtype StartsView",
      expected: """
        associatedtype StartsView: UIDatePicker
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  @Test func theModelFileImportsFoundationForDate() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(file.contains("\nimport Foundation\n"))
  }

  @Test func aDateReadsAndWritesItsLocalText() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(file.contains("FormDate.text(of: self.starts, .dateAndTime)"))
    #expect(file.contains("self.starts = FormDate.date(from: value) ?? self.starts"))
    #expect(file.contains("self.birthday = FormDate.date(from: value)\n"))
  }
}
