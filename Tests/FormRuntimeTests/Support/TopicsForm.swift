import FormRuntime

/// A view model with a multi-choice whose options the app loads (`options: app`), written the way
/// formc generates one: `topics` (at most two, starting with `"news"`), its `topicsOptions`, and
/// a `coupon` field shown while `"deals"` is chosen.
@MainActor
final class TopicsForm: FormModel {
  enum Field: String, FormField {
    case coupon, topics
    typealias Form = TopicsForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()

  var coupon = "" {
    didSet { formChanges.valueDidChange(.coupon) }
  }
  var topics: Set<String> = ["news"] {
    didSet { formChanges.valueDidChange(.topics) }
  }
  var topicsOptions: [FormChoice.Option] = [] {
    didSet {
      if let valid = FormChoice.appMultiChoiceOptions(topicsOptions) {
        topicsOptions = valid
      }
      formChanges.optionsDidChange(.topics)
    }
  }

  func options(of field: Field) -> [FormChoice.Option]? {
    switch field {
    case .topics: return self.topicsOptions
    default: return nil
    }
  }

  func value(of field: Field) -> String {
    switch field {
    case .coupon: return self.coupon
    case .topics: return FormChoice.text(of: self.topics, in: self.topicsOptions)
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .coupon: self.coupon = value
    case .topics: self.topics = Set(FormChoice.selection(value))
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    title: "Topics",
    inputs: [
      .field(
        .coupon, title: "Coupon", returns: .nextOrSubmit(.done), toolbarTitle: "Coupon",
        shownWith: "coupon"),
      .appMultiChoice(
        .topics, title: "Topics", style: .navigation, value: "news",
        validations: [.maxSelections(2, "Choose at most 2 topics")],
        optionMessage: "Topics has a choice that is not one of the options"),
    ],
    conditions: [FormCondition("coupon", .field, shownWhen: .topics, .contains("deals"))],
    toolbar: [.previous, .next, .flexibleSpace, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: [.init(id: "coupon", scrollContainers: ["page"])])
  )
}
