import FormCodegen
import FormCompiler
import Testing

/// The schema literal's input entries: the factory each kind of input names, and the default
/// message of a required input, which the model translator writes without joining strings.
struct SchemaInputTests {
  static func model(_ body: String) throws -> String {
    try SnippetTests.file(body, .model)
  }

  @Test func eachKindOfInputNamesItsFactory() throws {
    let model = try Self.model(
      """
      content:
        table: page
        children:
          - section: main
            children:
              - field: name
              - textView: note
              - custom: rating
                height: 44
              - switch: subscribed
              - choice: plan
                options: [free, pro]
              - multiChoice: days
                options: [mon, tue]
              - date: starts
              - stepper: guests
                range: {min: 1, max: 12}
              - slider: tip
                range: {min: 0, max: 1}
      """)
    let entries = [
      ".field(.name", ".textView(.note", ".custom(.rating", ".switch(.subscribed",
      ".choice(.plan", ".multiChoice(.days", ".date(.starts", ".stepper(.guests", ".slider(.tip",
    ]
    // A long entry breaks after its parenthesis: the factory and the input's case joined again.
    let joined = model.replacing(#/\(\n\s+/#, with: "(")
    for entry in entries { #expect(joined.contains(entry), "\(entry)") }
  }

  @Test func aRequiredInputsDefaultMessageNamesItsTitlePlaceholderOrID() throws {
    let model = try Self.model(
      """
      content:
        scroll: page
        children:
          - field: plain
            title: Full name
            required: true
          - field: quoted
            title: Say "hi" \\ there
            required: true
          - field: accented
            title: Prénom
            required: true
          - field: hinted
            placeholder: Your city
            required: true
          - field: bare
            required: true
          - field: own
            title: Own
            required: true
            requiredMessage: Tell us yours
      """)
    let messages = [
      #".required("Full name is required")"#,
      #".required("Say \"hi\" \\ there is required")"#,
      #".required("Prénom is required")"#,
      #".required("Your city is required")"#,
      #".required("bare is required")"#,
      #".required("Tell us yours")"#,
    ]
    for message in messages { #expect(model.contains(message), "\(message)") }
  }
}
