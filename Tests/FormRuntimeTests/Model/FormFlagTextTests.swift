import FormRuntime
import Testing

/// Texts that change with app flags (issue 32): the first set flag in list order wins, else the
/// default text; the model answers the screen's title and each action's title for the flags now.
@MainActor
@Suite("Texts that change with app flags")
struct FormFlagTextTests {
  /// Firefox's card editor: Add, Edit or View Card, Save or Edit, Close or Cancel.
  @MainActor
  final class CardForm: FormModel {
    enum Field: String, FormField {
      case name
      typealias Form = CardForm
    }

    var focusedField: Field?
    var errors: [Field: String] = [:]
    let formChanges = FormChangeRelay<Field>()
    var name = ""
    var isViewing = false {
      didSet { formChanges.flagsDidChange() }
    }
    var isEditing = false {
      didSet { formChanges.flagsDidChange() }
    }

    func isFlagSet(_ flag: String) -> Bool {
      switch flag {
      case "isViewing": return isViewing
      case "isEditing": return isEditing
      default: return false
      }
    }

    func value(of field: Field) -> String { name }
    func setValue(_ value: String, for field: Field) { name = value }

    nonisolated static let schema = FormSchema<Field>(
      title: "Add Card",
      titleVariants: [
        FormTextVariant(flag: "isViewing", text: "View Card"),
        FormTextVariant(flag: "isEditing", text: "Edit Card"),
      ],
      inputs: [.field(.name, title: "Name on Card", returns: .nextOrSubmit(.done))],
      texts: [
        FormStaticText(.label, id: "intro", text: "Card details"),
        FormStaticText(
          .sectionHeader, id: "card", text: "New card",
          variants: [
            FormTextVariant(flag: "isViewing", text: "Your card"),
            FormTextVariant(flag: "isEditing", text: "Edit card"),
          ]),
        FormStaticText(
          .button, id: "remove", text: "Remove",
          variants: [FormTextVariant(flag: "isEditing", text: "Remove card")]),
      ],
      toolbar: [],
      keyboard: FormKeyboardPlan(
        avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: nil,
        inputs: [.init(id: "name", scrollContainers: [])]),
      flags: ["isViewing", "isEditing"],
      actions: FormActionsSchema(
        submit: FormActionSchema(
          title: "Save", titleVariants: [FormTextVariant(flag: "isViewing", text: "Edit")],
          placement: .navigationBarTrailing, identifier: FormAccessibilityIdentifier.submit),
        cancel: FormActionSchema(
          title: "Close", titleVariants: [FormTextVariant(flag: "isEditing", text: "Cancel")],
          placement: .navigationBarLeading, identifier: FormAccessibilityIdentifier.cancel))
    )
  }

  @Test("the default text while no flag is set, the first set flag's text otherwise")
  func firstSetFlagWins() {
    let form = CardForm()
    #expect(form.screenTitle == "Add Card")
    #expect(form.actionTitle(.submit) == "Save")
    #expect(form.actionTitle(.cancel) == "Close")
    form.isEditing = true
    #expect(form.screenTitle == "Edit Card")
    #expect(form.actionTitle(.submit) == "Save")
    #expect(form.actionTitle(.cancel) == "Cancel")
    form.isViewing = true
    #expect(form.screenTitle == "View Card", "isViewing is listed first")
    #expect(form.actionTitle(.submit) == "Edit")
    form.isEditing = false
    #expect(form.screenTitle == "View Card")
    #expect(form.actionTitle(.cancel) == "Close")
  }

  @Test("a plain text is itself whatever the flags; no title and no action answer nothing")
  func plainTexts() {
    #expect(FormTextVariant.text("Save", [], isFlagSet: { _ in true }) == "Save")
    let action = FormActionSchema(
      title: "Done", placement: .navigationBarTrailing, identifier: "done")
    #expect(action.title(isFlagSet: { _ in true }) == "Done")
    #expect(FormActionsSchema()[.submit] == nil)
    #expect(
      FormTextVariant.text(
        "A", [FormTextVariant(flag: "x", text: "B"), FormTextVariant(flag: "y", text: "C")],
        isFlagSet: { $0 == "y" }) == "C")
  }

  @Test("a layout text answers for the flags set now, by its index in the schema's texts")
  func staticTexts() {
    let form = CardForm()
    #expect((0..<3).map(form.staticText) == ["Card details", "New card", "Remove"])
    form.isEditing = true
    #expect((0..<3).map(form.staticText) == ["Card details", "Edit card", "Remove card"])
    form.isViewing = true
    #expect(form.staticText(1) == "Your card", "isViewing is listed first")
    #expect(CardForm.staticTexts[2].text(isFlagSet: { _ in false }) == "Remove")
  }
}
