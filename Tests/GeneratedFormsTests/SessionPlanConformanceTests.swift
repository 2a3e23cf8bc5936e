import FormRuntime
import FormRuntimeTestSupport
import FormTestSupport
import Foundation
import Testing

/// The running form and `formc plan --format json` cannot disagree: for every spec in `Specs/` (and
/// the hostile-strings fixture) and every visibility state the plan lists, a scripted user session
/// over the generated view model reaches the state by typing (or, for custom inputs, by app code
/// as a picker would), taps the first visible input, moves to the end with Return where Return
/// moves on and the toolbar's Next elsewhere, goes back with Previous, and presses Return on the
/// last input. At every step what the screen was told — which inputs show, the focused input, its
/// return key and toolbar — must be what the plan says.
@MainActor
struct SessionPlanConformanceTests {
  /// The specs whose generated code this target compiles, with their plans' paths.
  nonisolated static let specs = [
    "Specs/BusinessAccount.form.yaml", "Specs/ChatComposer.form.yaml", "Specs/Checkout.form.yaml",
    "Specs/Feedback.form.yaml", "Specs/MailSettings.form.yaml", "Specs/Notifications.form.yaml",
    "Specs/OneTimeCodeLogin.form.yml", "Specs/EventEditor.form.yaml",
    "Specs/ProfileEditor.form.yaml", "Specs/ProxySettings.form.yaml",
    "Specs/Settings.form.yaml", "Specs/SignUp.form.yaml", "Specs/StoreLocator.form.yaml",
    "Specs/TableBooking.form.yaml", "Specs/ReminderEditor.form.yaml",
    "Tests/FormCodegenTests/Fixtures/Hostile.form.yaml",
    "Tests/FormCodegenTests/Fixtures/SharedRegion.form.yaml",
  ]

  @Test func everyExampleSpecIsCovered() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: FormcProcess.repositoryRoot.appendingPathComponent("Specs").path)
    let specs = names.filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }
      .map { "Specs/" + $0 }
    #expect(Set(specs).isSubset(of: Set(Self.specs)), "a spec in Specs/ has no session test")
  }

  @Test(arguments: specs)
  func sessionsFollowThePlan(spec: String) async throws {
    let plan = try await Self.plan(of: spec)
    switch plan.name {
    case "BusinessAccount": try check(BusinessAccountForm.self, plan)
    case "ChatComposer": try check(ChatComposerForm.self, plan)
    case "Checkout": try check(CheckoutForm.self, plan)
    case "Feedback": try check(FeedbackForm.self, plan)
    case "MailSettings": try check(MailSettingsForm.self, plan)
    case "Notifications": try check(NotificationsForm.self, plan)
    case "OneTimeCodeLogin": try check(OneTimeCodeLoginForm.self, plan)
    case "ProfileEditor": try check(ProfileEditorForm.self, plan)
    case "ProxySettings": try check(ProxySettingsForm.self, plan)
    case "EventEditor": try check(EventEditorForm.self, plan)
    case "Settings": try check(SettingsForm.self, plan)
    case "SignUp": try check(SignUpForm.self, plan)
    case "StoreLocator": try check(StoreLocatorForm.self, plan)
    case "TableBooking": try check(TableBookingForm.self, plan)
    case "ReminderEditor": try check(ReminderEditorForm.self, plan)
    case "Hostile": try check(HostileForm.self, plan)
    case "SharedRegion": try check(SharedRegionForm.self, plan)
    default: Issue.record("no generated form for \(plan.name)")
    }
  }

  // MARK: - The plan

  struct Plan: Decodable {
    struct Controller: Decodable {
      var id: String
      var values: [String]
      /// `true` for an app flag, which app code sets.
      var flag: Bool?
    }
    struct Value: Decodable {
      var `class`: String
      var value: String?
    }
    struct Step: Decodable {
      var input: String
      var returnKey: String?
      var returnAction: String
      var previous: String?
      var next: String?
    }
    struct State: Decodable {
      var values: [Value]
      var steps: [Step]
    }
    struct Toolbar: Decodable {
      var isEnabled: Bool
      var items: [String]
    }
    /// An input, for its own toolbar (`toolbar` on the input), if it has one.
    struct Input: Decodable {
      var id: String
      var toolbar: Toolbar?
    }
    var name: String
    var inputs: [Input]
    var controllers: [Controller]
    var stateCount: Int
    var states: [State]
    var toolbar: Toolbar
  }

  private struct Document: Decodable {
    var form: Plan
  }

  /// Runs the real `formc plan --format json`.
  static func plan(of spec: String) async throws -> Plan {
    let run = try await FormcProcess.run(["plan", spec, "--format", "json"])
    guard run.status == 0 else {
      throw PlanError(message: "formc plan \(spec) exited \(run.status): \(run.stderr)")
    }
    return try JSONDecoder().decode(Document.self, from: Data(run.stdout.utf8)).form
  }

  struct PlanError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  // MARK: - Sessions

  private func check<Form: FormModel & Initializable>(_ type: Form.Type, _ plan: Plan) throws {
    #expect(plan.states.count == plan.stateCount, "every state is listed")
    #expect(!plan.states.isEmpty)
    for (index, state) in plan.states.enumerated() {
      let context = "\(plan.name) state \(index) \(state.values.map { $0.value ?? $0.class })"
      try walk(Form(), plan, state, context)
    }
  }

  private func walk<Form: FormModel>(
    _ form: Form, _ plan: Plan, _ state: Plan.State, _ context: String
  ) throws {
    typealias Field = Form.Field
    let driver = FormSessionDriver(form)
    driver.start()
    let field = { (id: String) throws -> Field in
      try #require(Field(rawValue: id), "\(context): no input \(id)")
    }
    // Reach the state: each controller's value typed into it, or set by app code when it is a
    // custom input or hidden (as a picker or a restored draft would).
    for (controller, value) in zip(plan.controllers, state.values) {
      let text: String
      switch value.class {
      case "empty": text = ""
      case "equals": text = value.value ?? ""
      default:
        // A stepper or slider takes numbers only: a number of its range that no condition names.
        if controller.flag != true,
          let number = Field(rawValue: controller.id).flatMap({
            Form.schema[$0].number
          })
        {
          text = Self.otherNumber(number, avoiding: controller.values)
        } else if controller.flag != true,
          let choice = Field(rawValue: controller.id).flatMap({ Form.schema[$0].choice }),
          Field(rawValue: controller.id).map({ Form.schema[$0].kind }) == .multiChoice
        {
          // A multi-choice with only options no condition names chosen: the first such option.
          let named = Set(controller.values.flatMap { $0.split(separator: ",").map(String.init) })
          text = choice.options.first { !named.contains($0.value) }?.value ?? ""
        } else {
          text = Self.otherValue(avoiding: controller.values)
        }
      }
      if controller.flag == true {
        // The app sets a flag; the session re-presents as it does after a value change.
        form.setFlag(controller.id, text == "true")
        continue
      }
      let input = try field(controller.id)
      if !Form.schema[input].kind.isFocusable {
        // A switch reports its new value as the UIKit controller does on `.valueChanged`.
        driver.enter(text, into: input)
      } else if Form.schema[input].kind != .custom, driver.hidden[.input(input)] == false {
        driver.tap(input)
        driver.type(text)
      } else {
        form.setValue(text, for: input)
      }
    }
    driver.dismissKeyboard()
    let expected = try state.steps.map { try field($0.input) }
    // The plan's steps are the focus chain: typed controls (switches) are shown but not in it,
    // and a disabled input (`enabledWhen`) keeps its place but is left out.
    let focusable = { (field: Field) in Form.schema[field].kind.isFocusable }
    #expect(
      driver.visibleInputs.filter { focusable($0) && driver.enabled[$0] != false } == expected,
      "\(context): inputs shown and enabled")
    #expect(
      form.fields.filter { focusable($0) && form.isEnabled($0) } == expected,
      "\(context): the view model's visible, enabled inputs")
    guard let first = expected.first else { return }

    // Forward: Return where it moves on, the toolbar's Next elsewhere, to the step's `next`;
    // an input Next passes over (a custom one with `inputView: false`) is reached by a tap.
    let inChain = { (field: Field) in Form.schema[field].isInKeyboardChain }
    driver.tap(first)
    for (position, step) in state.steps.enumerated() {
      let input = expected[position]
      if driver.firstResponder != input { driver.tap(input) }
      try expectStep(step, input, driver, plan, "\(context) step \(position) \(step.input)")
      guard position + 1 < expected.count else { break }
      if step.returnAction == "next" {
        driver.pressReturn()
      } else {
        driver.toolbarNext()
      }
      let target = try step.next.map(field) ?? input
      #expect(driver.firstResponder == target, "\(context): moving on from \(input)")
      if let next = step.next, position + 1 < expected.count,
        next != expected[position + 1].rawValue
      {
        #expect(!inChain(expected[position + 1]), "\(context): only a passed-over input is skipped")
      }
    }
    // The toolbar's Next on the last input wraps, or does nothing.
    let last = state.steps[state.steps.count - 1]
    driver.toolbarNext()
    let afterNext = try last.next.map(field) ?? expected[expected.count - 1]
    #expect(driver.firstResponder == afterNext, "\(context): Next on the last input")
    // Backward with Previous, to the step's `previous` (an input Previous passes over is
    // reached by a tap).
    driver.tap(expected[expected.count - 1])
    for position in stride(from: expected.count - 1, to: 0, by: -1) {
      let step = state.steps[position]
      if driver.firstResponder != expected[position] { driver.tap(expected[position]) }
      if step.previous == nil {
        #expect(
          !expected[..<position].contains(where: inChain),
          "\(context): \(step.input) has no previous only after passed-over inputs")
      }
      let target = try step.previous.map(field) ?? expected[position]
      driver.toolbarPrevious()
      #expect(driver.firstResponder == target, "\(context): Previous from \(step.input)")
    }
    let firstInChain = expected.first(where: inChain) ?? first
    driver.tap(firstInChain)
    driver.toolbarPrevious()
    #expect(
      driver.firstResponder == firstInChain, "\(context): Previous on the first input does nothing")

    // Return on the last input.
    driver.tap(expected[expected.count - 1])
    let submitted = driver.submitCount
    driver.pressReturn()
    switch last.returnAction {
    case "submit":
      if form.errors.isEmpty {
        #expect(driver.submitCount == submitted + 1, "\(context): a valid form submits")
      } else {
        #expect(driver.submitCount == submitted, "\(context): an invalid form does not submit")
        let invalid = expected.first { form.errors[$0] != nil }
        #expect(invalid != nil, "\(context): errors only on visible inputs")
        // The keyboard's focus moves to it, unless Next passes over it (then it stays).
        let focused = invalid.map { inChain($0) ? $0 : expected[expected.count - 1] }
        #expect(driver.firstResponder == focused, "\(context): focus on the first invalid input")
        #expect(driver.shownErrors == form.errors, "\(context): the errors shown")
        let count = form.errors.count
        #expect(
          driver.announcements.last
            == invalid.flatMap { form.errors[$0] }.map {
              FormRuntimeStrings(localization: "en").submitAnnouncement(count: count, first: $0)
            })
        #expect(driver.accessibilityFocused.last == invalid, "\(context): VoiceOver follows")
      }
    case "dismiss":
      #expect(driver.firstResponder == nil, "\(context): Return ends editing")
    default:
      #expect(driver.firstResponder == expected[expected.count - 1], "\(context): Return stays")
    }
  }

  private func expectStep<Form: FormModel>(
    _ step: Plan.Step, _ input: Form.Field, _ driver: FormSessionDriver<Form>, _ plan: Plan,
    _ context: String
  ) throws {
    #expect(driver.firstResponder == input, "\(context): first responder")
    #expect(driver.session.focusedField == input, "\(context): the session's focus")
    #expect(driver.form.focusedField == input, "\(context): the view model's focus")
    #expect(driver.session.returnAction(for: input).rawValue == step.returnAction, "\(context)")
    #expect(driver.form.returnAction(for: input).rawValue == step.returnAction, "\(context)")
    if let key = step.returnKey {
      #expect(driver.returnKeys[input]?.rawValue == key, "\(context): the return key shown")
    } else {
      #expect(driver.session.returnKey(for: input) == nil, "\(context): no return key")
    }
    // The toolbar the input shows: its own, else the form's.
    let shown = plan.inputs.first { $0.id == step.input }?.toolbar ?? plan.toolbar
    let items = shown.isEnabled ? shown.items : []
    if items.isEmpty {
      #expect(driver.toolbars[input] == nil, "\(context): no toolbar")
    } else {
      let toolbar = try #require(driver.toolbars[input], "\(context): the toolbar was updated")
      #expect(toolbar.previousEnabled == (items.contains("previous") && step.previous != nil))
      #expect(toolbar.nextEnabled == (items.contains("next") && step.next != nil), "\(context)")
      #expect(toolbar == driver.form.toolbarState(for: input), "\(context)")
    }
    #expect(driver.tracked == input, "\(context): kept above the keyboard")
  }

  /// A number a stepper or slider can take that none of its `equals` values is.
  static func otherNumber(_ number: FormNumber, avoiding values: [String]) -> String {
    let step = number.step ?? (number.range.upperBound - number.range.lowerBound) / 100
    var value = number.range.lowerBound
    while values.contains(number.text(value)), value < number.range.upperBound { value += step }
    return number.text(value)
  }

  /// A value that none of a controller's `equals` values is.
  static func otherValue(avoiding values: [String]) -> String {
    var candidate = "another value"
    while values.contains(candidate) { candidate += "!" }
    return candidate
  }
}

/// View models that can be created empty (every generated one).
@MainActor
protocol Initializable {
  init()
}

extension BusinessAccountForm: Initializable {}
extension ChatComposerForm: Initializable {}
extension NotificationsForm: Initializable {}
extension ProxySettingsForm: Initializable {}
extension EventEditorForm: Initializable {}
extension TableBookingForm: Initializable {}
extension ReminderEditorForm: Initializable {}
extension CheckoutForm: Initializable {}
extension FeedbackForm: Initializable {}
extension MailSettingsForm: Initializable {}
extension OneTimeCodeLoginForm: Initializable {}
extension ProfileEditorForm: Initializable {}
extension SettingsForm: Initializable {}
extension SignUpForm: Initializable {}
extension StoreLocatorForm: Initializable {}
extension HostileForm: Initializable {}
extension SharedRegionForm: Initializable {}
