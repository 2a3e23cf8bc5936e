import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// formc's generated double-submit UI tests (`testSubmittingTwiceSubmitsOnce`,
/// `testReturnWhileSubmittingSubmitsOnce`) replayed on the generated SwiftUI screens of
/// `Specs/` through the SwiftUI double, as the XCUITest stand-in runs them on the UIKit screens
/// (the stand-in drives UIKit views only). Each case is read from the golden UI test class
/// (`walk.submitTwice(…)`): the screen is set up as the test hook sets it up on a launch with
/// `FORMC_SUBMIT_DELAY` (the launch's values and checks' answers applied with
/// `FormUITestLaunch.apply(to:)`, the UI test elements shown, each submit held, as
/// `FORMC_SUBMIT_DELAY` holds it, for ``submitDelay``), submitted with its button — in the content, the navigation bar, or
/// the keyboard toolbar after tapping the input the test names — or Return on the input, and
/// once the test hook's count (`formc.uitest.submits`) grew, submitted again the same way, where
/// the button still shows; the count must have grown by exactly one. The hold passes on the
/// screen's clock (``ScreenClock``, through the focus coordinator's `uiTestSubmitSleep`): once
/// its 30 seconds went by there, in no real time, a third submit submits again.
@MainActor
@Suite("Double submits on the SwiftUI screens", .serialized)
struct DoubleSubmitSwiftUITests {
  /// The seconds each submit is held: the walk's (`FormUIWalk.submitDelay`). They pass on the
  /// screen's clock, not the wall clock: a suite running alongside that holds the main actor for
  /// longer (a generated UI test run synchronously on a screen) does not end the hold between
  /// the two submits, which a day's hold on the wall clock used to guard against.
  static let submitDelay: TimeInterval = 30

  /// One generated double-submit test, as its golden file calls `submitTwice`.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The form (`FormUIWalk(form:)`).
    let form: String
    /// The test method.
    let test: String
    /// The call's `button:` (`nil`: FormRuntime's own submit button, or none given).
    let button: String?
    /// The call's `inKeyboardToolbarAfterTapping:`.
    let toolbarAfterTapping: String?
    /// The call's `returnKeyOn:`.
    let returnKeyOn: String?
    /// The call's `values:`.
    let values: [String: String]
    /// The call's `checked:`, answered as passed.
    let checked: [String]

    var testDescription: String { "\(form).\(test)" }
  }

  /// Every `walk.submitTwice(…)` of the golden UI test classes, in file order.
  nonisolated static let cases: [Case] = {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/GeneratedForms").standardizedFileURL
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? [])
      .filter { $0.hasSuffix("FormUITests.swift") }.sorted()
    return names.flatMap { name -> [Case] in
      guard let text = try? String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
      else { return [] }
      return parse(text)
    }
  }()

  /// The double-submit calls of one golden UI test class.
  nonisolated static func parse(_ text: String) -> [Case] {
    guard
      let form = text.components(separatedBy: "FormUIWalk(form: \"").dropFirst().first?
        .prefix(while: { $0 != "\"" })
    else { return [] }
    return text.components(separatedBy: "func ").dropFirst().compactMap { method -> Case? in
      guard let call = method.components(separatedBy: "walk.submitTwice(").dropFirst().first
      else { return nil }
      // The call's arguments, up to its closing parenthesis.
      var depth = 0
      let arguments = call.prefix { character in
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        return depth >= 0
      }
      return Case(
        form: String(form), test: String(method.prefix { $0 != "(" }),
        button: literal(after: "button: ", in: arguments),
        toolbarAfterTapping: literal(after: "inKeyboardToolbarAfterTapping: ", in: arguments),
        returnKeyOn: literal(after: "returnKeyOn: ", in: arguments),
        values: pairs(literals(in: bracket(after: "values: ", in: arguments))),
        checked: literals(in: bracket(after: "checked: ", in: arguments)))
    }
  }

  /// The string literal right after `label` (`nil` when absent or `nil`).
  nonisolated static func literal(after label: String, in text: Substring) -> String? {
    guard let range = text.range(of: label + "\"") else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
  }

  /// The text of the `[…]` right after `label`, empty when absent.
  nonisolated static func bracket(after label: String, in text: Substring) -> Substring {
    guard let range = text.range(of: label + "[") else { return "" }
    return text[range.upperBound...].prefix { $0 != "]" }
  }

  /// The string literals of `text`, in order (formc writes the ids and values here without
  /// escapes; a backslash would stop the test, below).
  nonisolated static func literals(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Keys and values from a dictionary literal's literals.
  nonisolated static func pairs(_ literals: [String]) -> [String: String] {
    Dictionary(
      stride(from: 0, to: literals.count - 1, by: 2).map { (literals[$0], literals[$0 + 1]) },
      uniquingKeysWith: { $1 })
  }

  /// A generated screen hosted as the test hook shows it, without its form's type.
  struct Screen {
    let host: SwiftUIHost<AnyView>
    /// The ids the launch named that the form does not have.
    let unknown: [String]
    /// Returns once no app check of the form is pending (`FormChecks.waitForPending()`).
    let checksSettled: @MainActor () async -> Void
    /// The clock the screen's held submits wait on.
    let clock: ScreenClock
  }

  /// The screen of `name`, its model set up by `launch` before it shows, its submits held for
  /// `delay` seconds (`nil`: not held).
  static func screen(_ name: String, _ launch: FormUITestLaunch, delay: TimeInterval?) -> Screen? {
    func hosted<Form: FormModel, Content: View>(_ form: Form, _ view: (Form) -> Content) -> Screen {
      // The launch's answers come after the debounce and `checkAnswerDelay`, on a clock that
      // passes them at once, not the wall clock's 1-1.5 s, which a loaded machine stretches.
      (form as? any ClockedChecks)?.waitOn(DebounceClock(passesAtOnce: true))
      let unknown = launch.apply(to: form)
      let root = view(form).formUITestProbes().formUITestSubmitDelay(delay)
      let host = SwiftUIHost(AnyView(root))
      let clock = ScreenClock()
      host.stateObjects(of: FormFocusCoordinator<Form>.self).first?.runTimedWaits(on: clock)
      return Screen(
        host: host, unknown: unknown, checksSettled: { await form.appChecks?.waitForPending() },
        clock: clock)
    }
    switch name {
    case "BusinessAccount":
      return hosted(BusinessAccountForm()) {
        BusinessAccountFormView(form: $0) { Text(verbatim: $0.rawValue) }
      }
    case "CaptchaSignUp":
      return hosted(CaptchaSignUpForm()) { form in
        CaptchaSignUpFormView(form: form) { _ in Image(uiImage: UIImage()) }
      }
    case "ChatComposer": return hosted(ChatComposerForm()) { ChatComposerFormView(form: $0) }
    case "MailSettings":
      return hosted(MailSettingsForm()) { form in
        NavigationView { MailSettingsFormView(form: form) }
      }
    case "MultiChoiceStyles":
      return hosted(MultiChoiceStylesForm()) { MultiChoiceStylesFormView(form: $0) }
    case "Notifications": return hosted(NotificationsForm()) { NotificationsFormView(form: $0) }
    case "OneTimeCodeLogin":
      return hosted(OneTimeCodeLoginForm()) { OneTimeCodeLoginFormView(form: $0) }
    case "PhoneVerification":
      return hosted(PhoneVerificationForm()) { PhoneVerificationFormView(form: $0) }
    case "ProfileEditor": return hosted(ProfileEditorForm()) { ProfileEditorFormView(form: $0) }
    case "RedeemCode": return hosted(RedeemCodeForm()) { RedeemCodeFormView(form: $0) }
    case "ReminderEditor": return hosted(ReminderEditorForm()) { ReminderEditorFormView(form: $0) }
    case "RepeatedRules": return hosted(RepeatedRulesForm()) { RepeatedRulesFormView(form: $0) }
    case "SharedRegion": return hosted(SharedRegionForm()) { SharedRegionFormView(form: $0) }
    case "ShippingState": return hosted(ShippingStateForm()) { ShippingStateFormView(form: $0) }
    case "SignUp": return hosted(SignUpForm()) { SignUpFormView(form: $0) }
    case "StoreLocator": return hosted(StoreLocatorForm()) { StoreLocatorFormView(form: $0) }
    case "TableBooking": return hosted(TableBookingForm()) { TableBookingFormView(form: $0) }
    default: return nil
    }
  }

  /// Runs `test` on its screen with each submit held for `delay` seconds: `nil` when it
  /// submitted once, else what went wrong, as the generated test would say it.
  static func run(_ test: Case, delay: TimeInterval?) async -> String? {
    let launch = FormUITestLaunch(
      form: test.form, values: test.values,
      checks: Dictionary(uniqueKeysWithValues: test.checked.map { ($0, "") }),
      submitDelay: Self.submitDelay)
    guard let screen = screen(test.form, launch, delay: delay) else {
      return "no SwiftUI screen for \(test.form)"
    }
    guard screen.unknown.isEmpty else { return "unknown ids \(screen.unknown)" }
    let host = screen.host
    func submits() -> Int? {
      host.node(FormUITestLaunch.submitProbe).flatMap { $0.accessibilityLabel ?? $0.text }
        .flatMap { Int($0) }
    }
    // Taps the submit button where it shows (in the content, the navigation bar, the keyboard
    // toolbar), by the test's id or FormRuntime's; whether one was tapped. A button in the
    // content is tapped even while disabled (as XCUITest taps a disabled button that is
    // hittable; the double's disabled button ignores it); the bars' items say whether they took
    // the tap.
    func tapSubmit() -> Bool {
      for id in [test.button, FormAccessibilityIdentifier.submit].compactMap({ $0 }) {
        if test.toolbarAfterTapping != nil {
          if host.tapToolbarItem(id) { return true }
        } else if host.node(id) != nil {
          return host.tap(id)
        } else if host.tapNavigationBarItem(id) {
          return true
        }
      }
      return false
    }
    // The test's submit: whether it could.
    func submit(again: Bool) async -> Bool {
      if let input = test.returnKeyOn {
        guard host.tap(input), host.focusedInput?.identifier == input else { return false }
        await host.pressReturn()
        return true
      }
      if let tapped = test.toolbarAfterTapping {
        guard host.tap(tapped) else { return false }
      }
      // The running submit may show a spinner in the button's place: nothing to tap then.
      return tapSubmit() || again
    }
    guard let before = submits() else { return "no '\(FormUITestLaunch.submitProbe)' element" }
    guard await submit(again: false) else { return "could not submit" }
    // The app checks answer after their debounce and half a second (at once on the test's
    // clock): the submit waits for them, then submits on a later turn of the main actor.
    func settled(past count: Int) async {
      for _ in 0..<100 where submits() == count {
        await screen.checksSettled()
        await Task.yield()
        host.settle()
      }
    }
    await settled(past: before)
    guard submits() == before + 1 else {
      return "the app did not submit the valid form (focus is on "
        + "'\(host.focusedInput?.identifier ?? "nothing")')"
    }
    guard await submit(again: true) else { return "could not submit again" }
    host.settle()
    let count = (submits() ?? before) - before
    guard count == 1 else {
      return "the app submitted \(count) times: a second submit while the first ran submitted "
        + "again (its submit is not guarded while it runs)"
    }
    // The hold's seconds go by on the screen's clock: the first submit is over, and the next
    // one submits.
    await screen.clock.pass(Self.submitDelay, settling: { host.settle() })
    guard await submit(again: false) else { return "could not submit once the first was over" }
    await settled(past: before + 1)
    let after = (submits() ?? before) - before
    return after == 2
      ? nil
      : "the app submitted \(after) times in all: once the first submit was over "
        + "(\(Int(Self.submitDelay)) s on the screen's clock) the next "
        + (after < 2 ? "did not submit" : "submitted more than once")
  }

  @Test("the golden UI tests have double-submit tests to replay, every one on a SwiftUI screen")
  func casesFound() throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/GeneratedForms").standardizedFileURL
    let calls = try FileManager.default.contentsOfDirectory(atPath: golden.path)
      .filter { $0.hasSuffix("FormUITests.swift") }
      .map { try String(contentsOf: golden.appendingPathComponent($0), encoding: .utf8) }
      .map { $0.components(separatedBy: "walk.submitTwice(").count - 1 }.reduce(0, +)
    #expect(calls > 0)
    #expect(Self.cases.count == calls, "\(Self.cases.map(\.testDescription))")
    #expect(
      Self.cases.allSatisfy {
        Self.screen($0.form, FormUITestLaunch(form: $0.form), delay: nil) != nil
      })
    for test in Self.cases {
      #expect(
        test.values.keys.allSatisfy { !$0.contains("\\") }
          && test.values.values.allSatisfy { !$0.contains("\\") }, "\(test.testDescription)")
    }
  }

  @Test(
    "with FORMC_SUBMIT_DELAY's hold a second submit while the first runs does nothing",
    arguments: cases)
  func submitsOnce(_ test: Case) async {
    let failure = await Self.run(test, delay: Self.submitDelay)
    #expect(failure == nil, "\(test.testDescription): \(failure ?? "")")
  }

  /// Seeded defect, as `submitNotGuarded` on the UIKit screens: the app's test hook drops the
  /// hold (`formUITestSubmitDelay(nil)`, as an app whose request runs outside `onSubmitAsync`),
  /// so the form is never submitting and the second submit submits again.
  @Test(
    "a screen whose submit is not held fails every case saying it submitted again", arguments: cases
  )
  func submitNotGuarded(_ test: Case) async {
    let failure = await Self.run(test, delay: nil)
    #expect(
      failure?.contains("submitted again (its submit is not guarded while it runs)") == true,
      "\(test.testDescription): \(failure ?? "passed")")
  }
}

/// A generated model whose app checks a test puts on its own clock (``DebounceClock``).
@MainActor
protocol ClockedChecks: FormModel {
  var appChecks: FormChecks<Field>? { get set }
  var pendingChecks: Set<Field> { get set }
}

extension ClockedChecks {
  /// Replaces the model's app checks with ones that wait on `clock`, publishing their running
  /// inputs to `pendingChecks` as the generated `appChecks` does.
  func waitOn(_ clock: DebounceClock) {
    appChecks = clock.checks { [weak self] in self?.pendingChecks = $0 }
  }
}

extension BusinessAccountForm: ClockedChecks {}
extension RedeemCodeForm: ClockedChecks {}
extension SignUpForm: ClockedChecks {}
