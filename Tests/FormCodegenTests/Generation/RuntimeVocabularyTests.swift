import FormRuntime
import FormSpec
import Testing

/// The generated schema spells the format's words as FormRuntime's enum cases (`.emailAddress`,
/// `.join`, `.section`), and FormRuntime cannot depend on FormSpec; so every word the format
/// accepts must be a case of the runtime's matching enum, or a spec using it would generate code
/// that does not compile.
struct RuntimeVocabularyTests {
  func expectSame(_ spec: [String], _ runtime: [String], _ what: String) {
    #expect(Set(spec).subtracting(runtime).isEmpty, "\(what) missing in FormRuntime")
    #expect(Set(runtime).subtracting(spec).isEmpty, "\(what) FormRuntime has and formc does not")
  }

  @Test func returnKeys() {
    expectSame(
      ReturnKey.allCases.map(\.rawValue), FormReturnKey.allCases.map(\.rawValue), "return keys")
  }

  @Test func keyboards() {
    expectSame(
      KeyboardType.allCases.map(\.rawValue), FormKeyboardType.allCases.map(\.rawValue),
      "keyboard types")
  }

  @Test func autocapitalization() {
    expectSame(
      Autocapitalization.allCases.map(\.rawValue),
      FormAutocapitalization.allCases.map(\.rawValue), "autocapitalization types")
  }

  @Test func toolbarItems() {
    // `submit` is formc's own item, never a spec word: a submit placed `keyboardToolbar`.
    expectSame(
      ToolbarItem.allCases.map(\.rawValue) + ["submit"],
      FormToolbarItem.allCases.map(\.rawValue), "toolbar items")
  }

  @Test func actionPlacementsAndEnablement() {
    expectSame(
      ActionPlacement.allCases.map(\.rawValue), FormActionPlacement.allCases.map(\.rawValue),
      "action placements")
    expectSame(
      ActionEnablement.allCases.map(\.rawValue), FormActionEnablement.allCases.map(\.rawValue),
      "action enablement")
  }

  @Test func contentTypes() {
    expectSame(
      ContentType.all.map(\.name), FormContentType.allCases.map(\.rawValue), "content types")
    for type in ContentType.all {
      let runtime = FormContentType(rawValue: type.name)
      #expect(runtime?.introduced.major == type.introduced.major, "\(type.name)")
      #expect(runtime?.introduced.minor == type.introduced.minor, "\(type.name)")
    }
  }

  @Test func nodeKinds() {
    expectSame(
      Node.Kind.allCases.map(\.rawValue), FormNodeKind.allCases.map(\.rawValue), "node kinds")
  }

  @Test func keyboardPlan() {
    expectSame(
      KeyboardAvoidance.allCases.map(\.rawValue),
      FormKeyboardPlan.Avoidance.allCases.map(\.rawValue), "avoidance strategies")
    expectSame(
      KeyboardDismissMode.allCases.map(\.rawValue),
      FormKeyboardPlan.DismissMode.allCases.map(\.rawValue), "dismiss modes")
    expectSame(
      AfterSubmit.allCases.map(\.rawValue), FormAfterSubmit.allCases.map(\.rawValue),
      "after-submit behaviours")
  }
}
