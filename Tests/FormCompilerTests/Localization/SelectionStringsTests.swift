import FormCompiler
import Testing

/// A multi-choice's `min` and `max` messages: String Catalog format strings like the other
/// validation messages', with the title and the count as arguments (issue 31).
struct SelectionStringsTests {
  static let spec = """
    form: Reminder
    content:
      table: reminder
      children:
        - section: main
          children:
            - multiChoice: days
              title: Days
              options: [mon, tue, wed]
              min: 2
              max: 3
            - multiChoice: tags
              options: [a, b]
              min: 1
    """

  @Test func minAndMaxMessagesHaveCatalogKeys() throws {
    let checked = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Reminder.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let strings = FormStrings.strings(of: form)
    let least = try #require(strings.first { $0.key == "Reminder.days.minSelections" })
    #expect(least.sourceValue == "Choose at least %2$lld options for %1$@")
    #expect(least.arguments.map(\.specifier) == ["%1$@", "%2$lld"])
    let most = try #require(strings.first { $0.key == "Reminder.days.maxSelections" })
    #expect(most.sourceValue == "Choose at most %2$lld options for %1$@")
    let one = try #require(strings.first { $0.key == "Reminder.tags.minSelections" })
    #expect(one.sourceValue == "Choose at least %2$lld option for %1$@")
    #expect(!strings.contains { $0.key == "Reminder.tags.maxSelections" })
  }
}
