import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// Visibility states of a form whose inputs share a value (`valueOf`): a condition on an input
/// that edits another's value reads the owner's value, so the owner is the one controller of
/// both, and no state has the two disagree (the owner empty while the sharer is set).
struct SharedValueStateTests {
  static let spec = """
    form: ShippingAddress
    flags: [statesLoaded]
    content:
      scroll: address
      children:
        - choice: stateSelector
          title: State
          style: navigation
          options: app
          valueOf: state
          visibleWhen: {flag: statesLoaded}
        - field: state
          title: State
          visibleWhen: {flag: statesLoaded, equals: false}
        - field: district
          title: District
          visibleWhen: {input: stateSelector, equals: CA}
        - label: taxNote
          text: Sales tax applies.
          visibleWhen: {input: state, equals: NY}

    """

  /// Checks `text`, expecting no diagnostics but those of `allowing`.
  func check(_ text: String = spec, allowing: Set<RuleID> = []) throws -> CheckedForm {
    let output = FormPipeline().run(bytes: Array(text.utf8), path: "ShippingAddress.form.yaml")
    let unexpected = output.diagnostics.filter { !allowing.contains($0.rule) }
    #expect(unexpected.isEmpty, "\(unexpected)")
    return try #require(output.form)
  }

  @Test func theOwnerIsTheOneControllerOfTheSharedValue() throws {
    let form = try check()
    #expect(form.controllers.map(\.id) == ["state", "statesLoaded"])
    // `state`: empty, 'CA', 'NY' or another value; the flag: set or not.
    #expect(form.controllers.first?.values == ["CA", "NY"])
    #expect(form.stateCount == 8)
    #expect(form.states.count == 8)
  }

  @Test func aConditionOnTheSharerReadsTheOwnersValue() throws {
    let form = try check()
    let district = try #require(form.layout.firstIndex { $0.id == "district" })
    let taxNote = try #require(form.layout.firstIndex { $0.id == "taxNote" })
    let evaluation = form.visibilityEvaluation
    for state in form.states {
      let shown = evaluation.visibility(in: state.values)
      let description = form.describe(state)
      #expect(!description.contains("stateSelector"), "\(description)")
      // `district` is shown only while the list is shown and the one value is 'CA'.
      #expect(
        shown[district]
          == (state.values[0] == .equals("CA") && state.values[1] == .equals("true")),
        "\(description)")
      #expect(
        shown[taxNote] == (state.values[0] == .equals("NY") && state.values[1] == .equals("false")),
        "\(description)")
      // Never both 'district' and 'taxNote': they need two values of one input.
      #expect(!(shown[district] && shown[taxNote]), "\(description)")
    }
    #expect(form.states.contains { evaluation.visibility(in: $0.values)[district] })
  }

  @Test func theFocusStepsFollowTheOwnersValue() throws {
    let form = try check()
    let withDistrict = form.states.filter { $0.steps.contains { $0.input == "district" } }
    #expect(withDistrict.count == 1)
    #expect(withDistrict.first?.steps.map(\.input) == ["district"])
  }

  /// Three inputs of one value (the owner and two that edit it), each shown by one option of a
  /// segmented choice: the conditions on the two sharers and on the owner are on one value.
  @Test func threeInputsOfOneValueMakeOneController() throws {
    let form = try check(
      """
      form: Region
      content:
        scroll: page
        children:
          - choice: entry
            title: From
            style: segmented
            options: [list, menu, text]
            value: list
          - choice: regionList
            title: Region
            options: app
            valueOf: region
            visibleWhen: {input: entry, equals: list}
          - choice: regionMenu
            title: Region
            style: menu
            options: app
            valueOf: region
            visibleWhen: {input: entry, equals: menu}
          - field: region
            title: Region
            visibleWhen: {input: entry, equals: text}
          - field: district
            title: District
            visibleWhen: {input: regionList, equals: north}
          - field: bay
            title: Bay
            visibleWhen: {input: regionMenu, in: [south, east]}
          - field: postcode
            title: Postcode
            visibleWhen: {input: region, notEmpty: true}

      """,
      // Typing into `region` shows `postcode`: a true warning.
      allowing: [.returnKeyChangesWhileFocused])
    #expect(form.controllers.map(\.id) == ["entry", "region"])
    #expect(form.controllers.last?.values == ["east", "north", "south"])
    #expect(form.stateCount == 3 * 5)
    for state in form.states {
      let ids = state.steps.map(\.input)
      let (entry, region) = (state.values[0], state.values[1])
      // A condition on a sharer reads the one value, while the sharer is shown.
      #expect(
        ids.contains("district") == (entry == .equals("list") && region == .equals("north")),
        "\(form.describe(state)): \(ids)")
      #expect(
        ids.contains("bay")
          == (entry == .equals("menu") && [.equals("south"), .equals("east")].contains(region)),
        "\(form.describe(state)): \(ids)")
      #expect(
        ids.contains("postcode") == (entry == .equals("text") && region != .empty),
        "\(form.describe(state)): \(ids)")
    }
  }
}
