import FormCompiler
import FormSpec
import Testing

/// `inputView` on a `custom` control decides whether Next, Previous and Return stop at it: a
/// control that presents its own input view (`true`, the default: a time picker) stays in the
/// keyboard's chain; one that does not (`false`: a row that pushes a list, a rating) is passed
/// over, its step linking the text inputs around it, as `FormSession`, both UIs and
/// `formc simulate` do.
struct CustomInputChainTests {
  static func spec(countryInputView: String?, ratingInputView: String? = "false") -> String {
    func key(_ value: String?) -> String { value.map { "\n      inputView: \($0)" } ?? "" }
    return """
      form: Shipping
      content:
        scroll: page
        children:
          - field: state
            title: State
          - custom: country
            title: Country
            height: 44\(key(countryInputView))
          - field: phone
            title: Phone
          - custom: rating
            title: Rating
            height: 44\(key(ratingInputView))

      """
  }

  static func form(_ source: String, wrapping: Bool = false) throws -> CheckedForm {
    let text =
      wrapping
      ? source.replacingOccurrences(of: "content:", with: "focus:\n  wraps: true\ncontent:")
      : source
    let result = FormPipeline().run(bytes: Array(text.utf8), path: "Shipping.form.yaml")
    return try #require(result.form, "\(result.diagnostics)")
  }

  static func steps(
    countryInputView: String? = "false", wrapping: Bool = false
  ) throws -> [String: FocusStep] {
    let form = try form(spec(countryInputView: countryInputView), wrapping: wrapping)
    let state = try #require(form.states.first)
    return Dictionary(uniqueKeysWithValues: state.steps.map { ($0.input, $0) })
  }

  @Test func nextAndPreviousPassOverACustomInputWithoutAnInputView() throws {
    let steps = try Self.steps()
    #expect(steps["state"]?.next == "phone")
    #expect(steps["phone"]?.previous == "state")
    #expect(steps["state"]?.returnKey == .next)
    #expect(steps["state"]?.returnAction == .next)
  }

  @Test func aPassedOverInputKeepsItsStepLinkedToItsNeighbours() throws {
    let steps = try Self.steps()
    #expect(steps["country"]?.previous == "state")
    #expect(steps["country"]?.next == "phone")
    #expect(steps["rating"]?.previous == "phone")
    #expect(steps["rating"]?.next == nil)
  }

  @Test func aTrailingPassedOverInputDoesNotFollowTheLastTextInput() throws {
    let steps = try Self.steps()
    #expect(steps["phone"]?.next == nil)
    #expect(steps["phone"]?.returnAction == .submit)
  }

  @Test func wrappingSkipsPassedOverInputs() throws {
    let steps = try Self.steps(wrapping: true)
    #expect(steps["phone"]?.next == "state")
    #expect(steps["rating"]?.next == "state")
  }

  @Test(
    "a custom control presents an input view unless the spec says not: it stays in the chain",
    arguments: [nil, "true"] as [String?])
  func presentingCustomInputStaysInTheChain(_ value: String?) throws {
    let steps = try Self.steps(countryInputView: value)
    #expect(steps["state"]?.next == "country")
    #expect(steps["country"]?.previous == "state")
    #expect(steps["country"]?.next == "phone")
    #expect(steps["phone"]?.previous == "country")
  }

  @Test("the checked input carries inputView on custom controls only")
  func checkedInputView() throws {
    let form = try Self.form(Self.spec(countryInputView: nil))
    let byID = Dictionary(uniqueKeysWithValues: form.inputs.map { ($0.id, $0) })
    #expect(byID["country"]?.inputView == true)
    #expect(byID["country"]?.isInKeyboardChain == true)
    #expect(byID["rating"]?.inputView == false)
    #expect(byID["rating"]?.isInKeyboardChain == false)
    #expect(byID["state"]?.inputView == nil)
    #expect(byID["state"]?.isInKeyboardChain == true)
  }
}
