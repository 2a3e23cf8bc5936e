import FormRuntime

/// A view model written the way formc generates one, with a custom input that presents no input
/// view (`inputView: false`) between two text fields, for the runtime's own tests.
///
/// Inputs in focus order: `name`, `rating` (a required star rating: no input view), `email`
/// (the last text input), `time` (a custom time picker with its own input view).
@MainActor
final class RatingForm: FormModel {
  enum Field: String, FormField {
    case name, rating, email, time
    typealias Form = RatingForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var values: [Field: String] = [:]

  func value(of field: Field) -> String { values[field] ?? "" }

  func setValue(_ value: String, for field: Field) {
    values[field] = value
    formChanges.valueDidChange(field)
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(.name, title: "Name", returns: .nextOrSubmit(.done), toolbarTitle: "Name"),
      .custom(
        .rating, title: "Rating", inputView: false,
        validations: [.required("Choose a rating")], toolbarTitle: "Rating"),
      .field(.email, title: "Email", returns: .nextOrSubmit(.done), toolbarTitle: "Email"),
      .custom(.time, title: "Time", value: "22:00", toolbarTitle: "Time"),
    ],
    toolbar: [.previous, .next, .flexibleSpace, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: Field.allCases.map { .init(id: $0.rawValue, scrollContainers: ["page"]) })
  )
}
