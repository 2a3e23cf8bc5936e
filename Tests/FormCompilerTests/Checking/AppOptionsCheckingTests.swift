import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// What the checker makes of a choice whose options the app loads (`options: app`): its IR entry,
/// the visibility states (from the values the conditions name, as a text input's, since the
/// options are unknown at build time), and no false alarm from the rules that check values
/// against options.
struct AppOptionsCheckingTests {
  static let header = """
    form: Address
    content:
      table: address
      children:
        - section: main
          children:

    """

  func run(_ children: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array((Self.header + children).utf8), path: "Address.form.yaml")
  }

  @Test func anAppChoiceIsAControlWithNoOptionsInTheIR() throws {
    let output = run(
      """
            - choice: country
              title: Country
              style: navigation
              options: app
              value: US
              required: true

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let country = try #require(form.inputs.first)
    #expect(country.kind == .choice && country.isControl)
    #expect(country.choice?.optionsFromApp == true)
    #expect(country.choice?.options == [])
    #expect(country.choice?.style == .navigation)
    // Kept as written: the app's list decides at run time whether it is one of the options.
    #expect(country.initialValue == "US")
    let keys = FormStrings.strings(of: form).map(\.key)
    #expect(keys.contains("Address.country.option"))
    #expect(!keys.contains { $0.hasPrefix("Address.country.options.") })
  }

  @Test(arguments: [
    "visibleWhen: {input: country, equals: US}",
    "visibleWhen: {input: country, notEquals: US}",
    "visibleWhen: {input: country, in: [US, CA]}",
    "visibleWhen: {input: country, notEmpty: true}",
    "visibleWhen: {input: country, empty: true}",
    "enabledWhen: {input: country, equals: US}",
    "visibleWhen: {all: [{input: country, equals: US}, {input: country, notEquals: CA}]}",
  ])
  func conditionsOnAppOptionsAreNotCheckedAgainstOptions(_ condition: String) throws {
    let output = run(
      """
            - choice: country
              title: Country
              options: app
              value: US
            - field: state
              title: State
              \(condition)

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
  }

  @Test func anAppChoiceHasTheStatesItsConditionsName() throws {
    let output = run(
      """
            - choice: country
              title: Country
              options: app
            - field: state
              title: State
              visibleWhen: {input: country, equals: US}

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let evaluation = form.visibilityEvaluation
    #expect(
      form.states.map { evaluation.describe($0.values) } == [
        "'country' is empty", "'country' is 'US'", "'country' has another value",
      ])
    #expect(form.states.map { $0.steps.map(\.input) } == [[], ["state"], []])
  }

  @Test func aSegmentedAppChoiceIsNotCountedAsCrowded() throws {
    let output = run(
      """
            - choice: account
              title: Account
              style: segmented
              options: app

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
  }

  @Test func anAppMultiChoiceKeepsItsValuesAndBoundsWithNoOptions() throws {
    let output = run(
      """
            - multiChoice: topics
              title: Topics
              style: navigation
              options: app
              value: [news, deals]
              min: 1
              max: 3
            - field: coupon
              title: Coupon
              visibleWhen: {input: topics, contains: deals}

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let topics = try #require(form.inputs.first { $0.id == "topics" })
    #expect(topics.kind == .multiChoice)
    #expect(topics.choice?.optionsFromApp == true)
    #expect(topics.choice?.options == [])
    #expect(topics.choice?.style == .navigation)
    #expect(topics.choice?.minSelections == 1 && topics.choice?.maxSelections == 3)
    #expect(topics.initialValue == "news,deals")
    let keys = FormStrings.strings(of: form).map(\.key)
    #expect(keys.contains("Address.topics.option"))
    let evaluation = form.visibilityEvaluation
    #expect(
      form.states.map { evaluation.describe($0.values) }.count == 3,
      "empty, 'deals' chosen, other values: \(form.states.map { evaluation.describe($0.values) })")
  }
}
