import Foundation

/// What a generated UI test asks of the app at launch: the form to show, the values some of its
/// inputs start with (custom inputs, and text inputs a test cannot reach by typing), and the app
/// flags it sets (`"true"`).
///
/// formc's generated UI tests (`<Name>FormUITests.swift`) launch the app with the arguments
/// `-formc-form <Name>` and the environment variable `FORMC_VALUES`, a JSON object of input ids
/// to values. The app's test hook reads them at launch, shows that form, and calls
/// ``apply(to:)`` on its model before showing it:
///
/// ```swift
/// let info = ProcessInfo.processInfo
/// if let launch = FormUITestLaunch(arguments: info.arguments, environment: info.environment),
///   launch.form == "SignUp"
/// {
///   let form = SignUpForm()
///   launch.apply(to: form)
///   window.rootViewController = UINavigationController(
///     rootViewController: SignUpViewController(form: form))
/// }
/// ```
public struct FormUITestLaunch: Sendable, Hashable {
  /// The launch argument that names the form; the next argument is the form's name.
  public static let formArgument = "-formc-form"
  /// The environment variable holding the start values, a JSON object of strings.
  public static let valuesVariable = "FORMC_VALUES"
  /// The environment variable holding the app checks' answers (`check` in the spec), a JSON
  /// object of input ids to answers: `""` passes, any other text fails with that message.
  public static let checksVariable = "FORMC_CHECKS"
  /// The environment variable holding the seconds each submit of the form takes on a UI test
  /// launch (``submitDelay``): the submit runs that long, as a request to a server would, so that
  /// a test can tap the submit again while it runs.
  public static let submitDelayVariable = "FORMC_SUBMIT_DELAY"
  /// The seconds a check answered by a UI test (``checks``) takes once its debounce passed, as a
  /// quick server would: long enough for the screen to show the input's pending indicator.
  public static let checkAnswerDelay = 0.5
  /// The accessibility identifier of the element (shown on a UI test launch by
  /// `FormKeyboardController` and by SwiftUI's `formKeyboard(of:focus:onSubmit:)`) whose label is the Return key type of the input being
  /// edited (`FormReturnKey`'s raw value: `next`, `done`, …), empty when no
  /// text input is being edited. The generated UI tests read the key's type from it, as the
  /// keyboard's key titles change with the language.
  public static let returnKeyProbe = "formc.uitest.returnKey"
  /// The accessibility identifier of the element (shown like ``returnKeyProbe``) whose label
  /// counts the form's submits (the app's submit handler ran: `"0"`, `"1"`, …).
  public static let submitProbe = "formc.uitest.submits"

  /// The form to show (the spec's `form`).
  public var form: String
  /// The value of each input by id.
  public var values: [String: String]
  /// The answer of each checked input's app check by id (``checksVariable``): `""` passes, any
  /// other text fails with that message. An input without one runs the app's own check.
  public var checks: [String: String] = [:]
  /// The seconds each submit takes (``submitDelayVariable``), `nil` for the app's own submit:
  /// FormRuntime then holds the form submitting (its `isSubmitting`) that long after each
  /// submit, after the app's asynchronous submit if it has one, so that a second tap on the
  /// submit or Return on the last input meets a submit that runs.
  public var submitDelay: TimeInterval?

  /// The launch this process was started with, `nil` on a normal launch: read once, the first
  /// time it is asked for, as a process's launch arguments and environment do not change
  /// (FormRuntime asks on every render of a SwiftUI screen, which should not decode the values'
  /// JSON each time).
  public static let currentProcess: FormUITestLaunch? = {
    let info = ProcessInfo.processInfo
    return FormUITestLaunch(arguments: info.arguments, environment: info.environment)
  }()

  /// The ``submitDelay`` this process was launched with (a UI test launch only), else `nil`
  /// (``currentProcess``, read once).
  public static var currentProcessSubmitDelay: TimeInterval? { currentProcess?.submitDelay }

  /// Whether this process was launched by a generated UI test (its arguments name a form;
  /// ``currentProcess``, read once). On such a launch FormRuntime shows the elements
  /// ``returnKeyProbe`` and ``submitProbe`` itself.
  public static var isCurrentProcess: Bool { currentProcess != nil }

  /// A launch for `form` with `values`.
  public init(
    form: String, values: [String: String] = [:], checks: [String: String] = [:],
    submitDelay: TimeInterval? = nil
  ) {
    self.form = form
    self.values = values
    self.checks = checks
    self.submitDelay = submitDelay
  }

  /// The launch a UI test asked for, or `nil` when the arguments name no form (a normal launch).
  /// Values that are not a JSON object of strings are ignored, as if none were given.
  public init?(arguments: [String], environment: [String: String]) {
    guard let index = arguments.firstIndex(of: Self.formArgument),
      index + 1 < arguments.count
    else { return nil }
    form = arguments[index + 1]
    values = environment[Self.valuesVariable].flatMap(Self.decode) ?? [:]
    checks = environment[Self.checksVariable].flatMap(Self.decode) ?? [:]
    // A number of seconds not below zero; anything else is ignored, as if none were given.
    submitDelay = environment[Self.submitDelayVariable].flatMap(TimeInterval.init).flatMap {
      $0.isFinite && $0 >= 0 ? $0 : nil
    }
  }

  /// The arguments that ask for this launch.
  public var arguments: [String] { [Self.formArgument, form] }

  /// The environment that asks for this launch: `FORMC_VALUES` and `FORMC_CHECKS` as JSON with
  /// sorted keys (each only when not empty), and `FORMC_SUBMIT_DELAY` with a ``submitDelay``.
  public var environment: [String: String] {
    var environment: [String: String] = [:]
    if !values.isEmpty { environment[Self.valuesVariable] = Self.encode(values) }
    if !checks.isEmpty { environment[Self.checksVariable] = Self.encode(checks) }
    if let submitDelay { environment[Self.submitDelayVariable] = String(submitDelay) }
    return environment
  }

  /// The check that gives a UI test's `answer` (``checks``) ``checkAnswerDelay`` seconds after it
  /// starts: `""` passes, any other text fails with that message.
  public static func checkAnswer(_ answer: String)
    -> @MainActor @Sendable (String) async
    -> FormCheckOutcome
  {
    checkAnswer(answer) { try await Task.sleep(nanoseconds: $0) }
  }

  /// ``checkAnswer(_:)`` waiting ``checkAnswerDelay`` with `sleep` (nanoseconds): `FormChecks`
  /// passes the clock it waits for debounces with, so a test's clock (`FormChecks(sleep:)`)
  /// decides when a UI test's answer arrives too, not the wall clock.
  static func checkAnswer(
    _ answer: String, sleep: @escaping @Sendable (UInt64) async throws -> Void
  ) -> @MainActor @Sendable (String) async -> FormCheckOutcome {
    { _ in
      try? await sleep(UInt64(checkAnswerDelay * 1_000_000_000))
      return answer.isEmpty ? .passed : .failed(answer)
    }
  }

  /// Starts `form` afresh — every input the launch gives no value at its spec's value, every
  /// app flag it does not name not set, no validation message shown (`errors` emptied) — so
  /// that nothing an earlier test left in a model the app keeps across launches (a shared
  /// instance, restored state) leaks into this one; then
  /// sets each value on the input of `form` with that id, through `setValue(_:for:)` (so the
  /// form's sessions see the change), and each value named after an app flag of the form's
  /// schema on the flag (`"true"` sets it). Only values that change are set. Before any value,
  /// the answers of ``checks`` replace the app's checks of those inputs (`FormChecks`'
  /// `uiTestAnswers`, after every check in flight and every outcome is dropped), so a value set
  /// here, or kept from an earlier launch, is checked with them. Returns the ids that name
  /// neither an input nor a flag (in the values or the checks).
  @MainActor @discardableResult
  public func apply<Form: FormModel>(to form: Form) -> [String] {
    var unknown: [String] = []
    var answers: [Form.Field: String] = [:]
    for (id, answer) in checks.sorted(by: { $0.key < $1.key }) {
      if let field = Form.Field(rawValue: id) {
        answers[field] = answer
      } else {
        unknown.append(id)
      }
    }
    // Outcomes of an earlier launch's checks (a model the app keeps) are forgotten with them.
    form.appChecks?.cancelAll()
    form.appChecks?.uiTestAnswers = answers
    // So are the messages an earlier launch's submit showed: a launch starts with none, as a
    // new model does (a message of a kept model would show before the test asks for it).
    if !form.errors.isEmpty { form.errors = [:] }
    for input in Form.schema.inputs
    where values[input.field.rawValue] == nil && form.value(of: input.field) != input.initialValue {
      form.setValue(input.initialValue, for: input.field)
    }
    for flag in Form.schema.flags where values[flag] == nil && form.isFlagSet(flag) {
      form.setFlag(flag, false)
    }
    for (id, value) in values.sorted(by: { $0.key < $1.key }) {
      if let field = Form.Field(rawValue: id) {
        form.setValue(value, for: field)
      } else if Form.schema.flags.contains(id) {
        form.setFlag(id, value == "true")
      } else {
        unknown.append(id)
      }
    }
    return unknown
  }

  static func encode(_ values: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A dictionary of strings always encodes.
    return (try? encoder.encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  static func decode(_ text: String) -> [String: String]? {
    try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))
  }
}
