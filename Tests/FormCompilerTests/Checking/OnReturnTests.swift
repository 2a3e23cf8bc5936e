import FormCompiler
import FormSpec
import Testing

/// `onReturn` and `keyboard.onReturn`: what the checker decides Return does on each input.
struct OnReturnTests {
  static let spec = """
    form: Filters
    keyboard:
      onReturn: dismiss
    content:
      scroll: page
      children:
        - field: minimumPrice
          title: Minimum price
        - field: query
          title: Search
          returnKey: search
        - field: maximumPrice
          title: Maximum price
          onReturn: derived
        - textView: notes
          title: Notes
        - field: code
          input: oneTimeCode
          title: Code

    """

  static func behaviors() throws -> [String: ReturnBehavior] {
    let result = FormPipeline().run(bytes: Array(spec.utf8), path: "Filters.form.yaml")
    let form = try #require(result.form, "\(result.diagnostics)")
    return Dictionary(uniqueKeysWithValues: form.inputs.map { ($0.id, $0.returnBehavior) })
  }

  static func both(_ key: ReturnKey?, _ action: FocusStep.ReturnAction) -> ReturnBehavior {
    ReturnBehavior(
      whenFollowed: ReturnStep(key: key, action: action),
      whenLast: ReturnStep(key: key, action: action))
  }

  @Test func theFormsDismissAppliesToInputsWithoutTheirOwn() throws {
    let behaviors = try Self.behaviors()
    // Followed by other inputs, yet Return only ends editing, with Done.
    #expect(behaviors["minimumPrice"] == Self.both(.done, .dismiss))
    // An explicit action key is shown, and submits nothing.
    #expect(behaviors["query"] == Self.both(.search, .dismiss))
    // A text view's Return ends editing instead of inserting a newline.
    #expect(behaviors["notes"] == Self.both(.done, .dismiss))
    // A pad has no Return at all.
    #expect(behaviors["code"] == Self.both(nil, .none))
  }

  @Test func anInputsOwnDerivedWins() throws {
    let behaviors = try Self.behaviors()
    #expect(
      behaviors["maximumPrice"]
        == ReturnBehavior(
          whenFollowed: ReturnStep(key: .next, action: .next),
          whenLast: ReturnStep(key: .done, action: .submit)))
  }
}
