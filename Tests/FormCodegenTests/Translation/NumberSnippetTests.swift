import FormCodegen
import FormCompiler
import Testing

/// What the translators write for a `stepper` and a `slider` (issue 31): a typed `Int` or
/// `Double` property, the number's text for the runtime, the schema's ``FormNumber``, and
/// SwiftUI's `Stepper` and `Slider`; the same machinery as ``SnippetTests``.
struct NumberSnippetTests {
  static let booking = """
    content:
      table: booking
      children:
        - section: party
          children:
            - stepper: guests
              title: Guests
              range: {min: 1, max: 12}
              value: 2
              format: {one: "{value} guest", other: "{value} guests"}
            - slider: tip
              title: Tip
              range: {min: 0, max: 0.3}
              step: 0.05
              value: 0.15
              minimumImage: minus
              maximumImage: plus
            - slider: volume
              title: Volume
              range: {min: 0, max: 100}
              step: 5
    """

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "a stepper over whole numbers is an Int property",
      spec: booking, output: .model, start: "@FormPublished var guests",
      expected: """
        @FormPublished var guests: Int = 2 {
          didSet { formChanges.valueDidChange(.guests) }
        }
        """),
    SnippetTests.Snippet(
      name: "a label with plural forms gives the schema its English singular",
      spec: booking, output: .model, start: "number: FormNumber(",
      expected: """
        number: FormNumber(
          range: 1...12, step: 1, isInteger: true, fractionDigits: 0, format: "{value} guests",
          formatOne: "{value} guest"),
        """),
    SnippetTests.Snippet(
      name: "a slider with a decimal step is a Double property",
      spec: booking, output: .model, start: "@FormPublished var tip",
      expected: """
        @FormPublished var tip: Double = 0.15 {
          didSet { formChanges.valueDidChange(.tip) }
        }
        """),
    SnippetTests.Snippet(
      name: "a number's text is what conditions compare",
      spec: booking, output: .model, start: "func value(of field: Field)",
      expected: """
        func value(of field: Field) -> String {
          switch field {
          case .guests: return String(self.guests)
          case .tip: return FormNumber.text(self.tip, fractionDigits: 2)
          case .volume: return String(self.volume)
          }
        }
        """),
    SnippetTests.Snippet(
      name: "a stepper is a Stepper labelled with its title and value",
      spec: booking, output: .swiftui, start: "Stepper(",
      expected: """
        Stepper(value: $form.guests, in: 1...12, step: 1) {
          HStack {
            Text(verbatim: "Guests")
            Spacer()
            Text(verbatim: form.numberLabel(of: .guests))
          }
        }
        .formControl(SnippetForm.Field.guests, of: form)
        """),
    SnippetTests.Snippet(
      name: "an Int slider goes through a Double binding",
      spec: booking, output: .swiftui, start: "Slider(value: $form.volume",
      expected: """
        Slider(value: $form.volume.formDouble, in: 0...100, step: 5) {
          Text(verbatim: "Volume")
        }
        """),
    SnippetTests.Snippet(
      name: "a slider's images are its value labels",
      spec: booking, output: .swiftui, start: "Slider(value: $form.tip",
      expected: """
        Slider(value: $form.tip, in: 0...0.3, step: 0.05) {
          Text(verbatim: "Tip")
        } minimumValueLabel: {
          Image(systemName: "minus")
        } maximumValueLabel: {
          Image(systemName: "plus")
        }
        """),
    SnippetTests.Snippet(
      name: "the views protocol asks for a UIStepper and a UISlider",
      spec: booking, output: .uikit, start: "associatedtype GuestsView",
      expected: """
        associatedtype GuestsView: UIStepper
        """),
    SnippetTests.Snippet(
      name: "the views protocol asks for a UISlider",
      spec: booking, output: .uikit, start: "associatedtype TipView",
      expected: """
        associatedtype TipView: UISlider
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }
}
