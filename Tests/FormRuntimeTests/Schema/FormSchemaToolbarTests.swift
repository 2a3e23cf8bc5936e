import FormRuntime
import Testing

/// `FormSchema.hasToolbar`: whether some input shows an accessory toolbar while it is focused.
struct FormSchemaToolbarTests {
  /// RatingForm's inputs (a text field, a star rating with `inputView: false`, a text field, a
  /// time picker) with the form's toolbar off and the given own toolbars.
  static func schema(rating: [FormToolbarItem]?, time: [FormToolbarItem]?)
    -> FormSchema<RatingForm.Field>
  {
    FormSchema(
      inputs: [
        .field(.name, returns: .nextOrSubmit(.done)),
        .custom(.rating, inputView: false, toolbar: rating),
        .field(.email, returns: .nextOrSubmit(.done)),
        .custom(.time, toolbar: time),
      ],
      toolbar: [],
      keyboard: FormKeyboardPlan(
        avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
        inputs: RatingForm.Field.allCases.map { .init(id: $0.rawValue, scrollContainers: ["page"]) }
      ))
  }

  @Test(
    "a toolbar on a custom control with inputView: false shows nowhere: it never takes the keyboard"
  )
  func toolbarOnlyOnAControlWithoutInputView() {
    #expect(!Self.schema(rating: [.flexibleSpace, .done], time: nil).hasToolbar)
  }

  @Test("a toolbar on a custom control with an input view shows above it")
  func toolbarOnAControlWithInputView() {
    #expect(Self.schema(rating: nil, time: [.flexibleSpace, .done]).hasToolbar)
    #expect(Self.schema(rating: [.done], time: [.done]).hasToolbar)
  }

  @Test("the form's toolbar counts only for the inputs that take the keyboard")
  func formToolbar() {
    #expect(RatingForm.schema.hasToolbar)
    let ratingOnly = FormSchema<RatingForm.Field>(
      inputs: [
        .custom(.name, inputView: false), .custom(.rating, inputView: false),
        .custom(.email, inputView: false), .custom(.time, inputView: false),
      ],
      toolbar: [.previous, .next, .flexibleSpace, .done],
      keyboard: FormKeyboardPlan(
        avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
        inputs: RatingForm.Field.allCases.map { .init(id: $0.rawValue, scrollContainers: ["page"]) }
      ))
    #expect(!ratingOnly.hasToolbar, "no input takes the keyboard, so no toolbar shows")
  }
}
