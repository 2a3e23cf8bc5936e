import FormRuntime
import Foundation
import Testing

/// A view model with dates, written the way formc generates one: `date: birthday` (no value,
/// required, `range: {to: today}`) and `date: starts` (a value, a range in 2026).
@MainActor
private final class EventForm: FormModel {
  enum Field: String, FormField {
    case title, birthday, starts
    typealias Form = EventForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var title = "" {
    didSet { formChanges.valueDidChange(.title) }
  }
  var birthday: Date? = nil {
    didSet { formChanges.valueDidChange(.birthday) }
  }
  var starts: Date = FormDate.value("2026-12-24T09:30") {
    didSet { formChanges.valueDidChange(.starts) }
  }

  func value(of field: Field) -> String {
    switch field {
    case .title: return title
    case .birthday: return FormDate.text(of: self.birthday, .date)
    case .starts: return FormDate.text(of: self.starts, .dateAndTime)
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .title: title = value
    case .birthday: self.birthday = FormDate.date(from: value)
    case .starts: self.starts = FormDate.date(from: value) ?? self.starts
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(.title, title: "Title", returns: .nextOrSubmit(.done)),
      .date(
        .birthday, title: "Birthday", date: FormDate(to: "today"),
        validations: [.required("Birthday is required")],
        rangeMessage: "Birthday is outside the dates allowed"),
      .date(
        .starts, title: "Starts",
        date: FormDate(
          components: .dateAndTime, style: .inline, from: "2026-01-01T00:00",
          to: "2026-12-31T23:59"),
        value: "2026-12-24T09:30", rangeMessage: "Starts is outside the dates allowed"),
    ],
    toolbar: [],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: [.init(id: "title", scrollContainers: ["page"])]))
}

/// A date is validated like text: `required` until it is set, and its range.
@MainActor
struct DateValidationTests {
  @Test func anUnsetRequiredDateFailsUntilSet() {
    let form = EventForm()
    #expect(form.value(of: .birthday) == "")
    #expect(!form.validate())
    #expect(form.errors[.birthday] == "Birthday is required")
    form.birthday = FormDate.date(from: "1990-05-17")
    #expect(form.value(of: .birthday) == "1990-05-17")
    #expect(form.validate())
  }

  @Test func aDateOutsideItsRangeShowsTheRangeMessage() {
    let form = EventForm()
    form.birthday = FormDate.date(from: "1990-05-17")
    #expect(form.value(of: .starts) == "2026-12-24T09:30")
    form.setValue("2027-01-02T10:00", for: .starts)
    #expect(!form.validate())
    #expect(form.errors[.starts] == "Starts is outside the dates allowed")
    // A date in the future is outside `to: today`.
    form.birthday = Date().addingTimeInterval(3 * 86_400)
    form.setValue("2026-06-01T12:00", for: .starts)
    #expect(!form.validate())
    #expect(form.errors[.birthday] == "Birthday is outside the dates allowed")
    #expect(form.errors[.starts] == nil)
  }

  @Test func dateControlsAreNotInTheFocusChain() {
    #expect(!FormInputKind.date.isFocusable)
    #expect(EventForm.schema[.starts].kind == .date)
    #expect(EventForm.schema[.starts].date?.style == .inline)
  }
}
