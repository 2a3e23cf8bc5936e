import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

/// The generated UI tests of `Specs/` (`Tests/GeneratedFormsTests/Golden/*FormUITests.swift`), run
/// as written against a model of the app (``FormAppModel``): they pass when the app is right, and
/// each seeded defect makes at least one of them fail, saying what is wrong.
@Suite(.serialized)
@MainActor
struct GeneratedUITestsTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/GeneratedForms")

  /// Runs every generated test; the outcomes of those that did not pass, by test.
  func outcomes(
    defects: Set<AppDefect> = [], settings: SimulatorSettings = SimulatorSettings(),
    forms: Set<String>? = nil
  ) -> [(test: String, outcome: GeneratedUITestCase.Outcome)] {
    GeneratedUITestCase.all.filter { forms?.contains($0.form) ?? true }.map {
      ($0.description, $0.run(defects: defects, settings: settings))
    }
  }

  func report(_ outcomes: [(test: String, outcome: GeneratedUITestCase.Outcome)]) -> String {
    outcomes.map { "\($0.test): \($0.outcome)" }.joined(separator: "\n")
  }

  @Test("the list of generated tests is every test method of the golden UI test classes")
  func listMatchesGoldens() throws {
    var expected: [String] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path)
      .filter { $0.hasSuffix("FormUITests.swift") }.sorted()
    #expect(files.count >= 13)
    let pattern = try NSRegularExpression(pattern: #"func (test\w+)\(\)"#)
    for file in files {
      let text = try String(
        contentsOf: Self.golden.appendingPathComponent(file), encoding: .utf8)
      let form = String(file.dropLast("FormUITests.swift".count))
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let name = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
        expected.append("\(form).\(name)")
      }
    }
    #expect(
      GeneratedUITestCase.all.map(\.description) == expected,
      "run `python3 Tests/UIKitHarness/generate-ui-test-cases.py`")
  }

  @Test(
    "the app model lays out every form's inputs in its spec's order: it finds each form's spec, which names every input of the schema"
  )
  func appModelFindsEachSpec() throws {
    for test in GeneratedUITestCase.all where test.test == "testState1" {
      let url = try #require(SpecLayout.spec(of: test.form), "\(test.form)")
      let ids = SpecLayout.ids(inSpec: test.form)
      let app = try #require(test.app([], SimulatorSettings()) as? any FormLaidOut)
      #expect(Set(ids) == app.inputIDs, "\(url.lastPathComponent)")
    }
  }

  @Test("every generated UI test passes against a correct app")
  func correctAppPasses() {
    let results = outcomes()
    let failed = results.filter { $0.outcome != .passed }
    #expect(results.count >= 60)
    #expect(failed.isEmpty, "\(report(failed))")
  }

  @Test("they pass with the keyboard in another language: nothing is found by its title")
  func otherLanguagePasses() {
    var settings = SimulatorSettings()
    settings.keyboardLanguage = "de"
    let failed = outcomes(settings: settings).filter { $0.outcome != .passed }
    #expect(failed.isEmpty, "\(report(failed))")
  }

  @Test("with a hardware keyboard connected they fail, saying how to turn it off")
  func hardwareKeyboardFails() {
    var settings = SimulatorSettings()
    settings.hardwareKeyboard = true
    for (test, outcome) in outcomes(settings: settings, forms: ["SignUp", "Feedback"])
    // The submit tests tap the submit button, and the double-submit test's Return is a hardware
    // keyboard's too: no software keyboard is needed.
    where !test.contains(".testSubmitting") && !test.contains(".testReturnWhileSubmitting") {
      guard case .failed(let messages) = outcome else {
        Issue.record("\(test) did not fail: \(outcome)")
        continue
      }
      #expect(messages[0].contains("Connect Hardware Keyboard"), "\(test): \(messages)")
    }
  }

  @Test(
    "with the simulator's AutoFill Passwords off they pass too; on (the default here), FormRuntime turns strong passwords off"
  )
  func passwordAutoFillEitherWay() {
    var settings = SimulatorSettings()
    settings.passwordAutoFill = false
    let forms: Set<String> = ["SignUp", "BusinessAccount", "ProfileEditor"]
    let failed = outcomes(settings: settings, forms: forms).filter { $0.outcome != .passed }
    #expect(failed.isEmpty, "\(report(failed))")
    // The same forms with the app's hook not turning them off fail: AutoFill was on.
    let offered = outcomes(defects: [.strongPasswordsOffered], forms: forms).filter {
      $0.outcome != .passed
    }
    #expect(!offered.isEmpty)
  }

  @Test(
    "the audit also runs after the landscape, growing text view, empty submit and checks tests"
  )
  func auditRunsInEveryKindOfTest() {
    let kinds = [
      "InLandscape", ".testGrowing", "testSubmittingAnEmptyForm", ".testSubmittingWaitsForChecks",
      "testSubmittingWithReturnWaitsForChecks",
    ]
    var caught: Set<String> = []
    for (test, outcome) in outcomes(defects: [.inputWithoutLabel]) {
      guard let kind = kinds.first(where: { test.contains($0) }),
        case .failed(let messages) = outcome
      else { continue }
      // Unlabelled text inputs fail nothing else: the first failure is the audit's.
      #expect(messages[0].contains("accessibility audit"), "\(test): \(messages)")
      caught.insert(kind)
    }
    #expect(caught == Set(kinds))
  }

  @Test("a portrait-only app skips the landscape tests, saying why")
  func portraitOnlySkipsLandscape() {
    for (test, outcome) in outcomes(defects: [.portraitOnly])
    where test.hasSuffix("InLandscape") {
      guard case .skipped(let reason) = outcome else {
        Issue.record("\(test) was not skipped: \(outcome)")
        continue
      }
      #expect(reason.contains("did not rotate"), "\(test): \(reason)")
    }
  }

  @Test("a failed step attaches a screenshot, the element tree and the frames to its activity")
  func failedStepAttachesEvidence() throws {
    let test = try #require(GeneratedUITestCase.all.first { $0.description == "SignUp.testState1" })
    guard case .failed = test.run(defects: [.wrongReturnKey]) else {
      Issue.record("SignUp.testState1 did not fail with a wrong Return key")
      return
    }
    let activity = try #require(XCTestDouble.activities.last)
    #expect(activity.name == "'givenName' (1 of 7)")
    #expect(activity.attachments.map(\.name) == ["screen", "element tree", "frames"])
    #expect(activity.attachments[1].text.contains("textField 'givenName'"))
    #expect(XCTestDouble.activities.dropLast().allSatisfy { $0.attachments.isEmpty })
  }

  @Test(
    "a failed step attaches its evidence before the failure is recorded: XCTest stops a test at its first failure"
  )
  func evidenceBeforeTheFailure() throws {
    for (name, defect) in [
      ("SignUp.testState1", AppDefect.wrongReturnKey),
      ("SignUp.testSubmittingAnEmptyForm", .submitButtonSkipsValidation),
      ("SignUp.testSubmittingWaitsForChecks", .submitDoesNotWaitForChecks),
    ] {
      let test = try #require(GeneratedUITestCase.all.first { $0.description == name })
      guard case .failed = test.run(defects: [defect]) else {
        Issue.record("\(name) did not fail with \(defect)")
        continue
      }
      let failed = try #require(XCTestDouble.activities.last { !$0.attachments.isEmpty })
      #expect(failed.failuresBeforeFirstAttachment == 0, "\(name): \(failed.name)")
    }
  }

  @Test("each step of the empty submit test is an activity; a failed one carries its evidence")
  func submitStepsAreActivities() throws {
    let test = try #require(
      GeneratedUITestCase.all.first { $0.description == "SignUp.testSubmittingAnEmptyForm" })
    #expect(test.run() == .passed)
    #expect(
      XCTestDouble.activities.map(\.name) == [
        "submit with the submit button",
        "focus on 'givenName' (the first invalid input), no submit",
        "'givenName' shows its requiredMessage 'Enter your first name'",
        "accessibility audit",
      ])
    #expect(XCTestDouble.activities.allSatisfy { $0.attachments.isEmpty })
    guard case .failed = test.run(defects: [.submitButtonSkipsValidation]) else {
      Issue.record("SignUp.testSubmittingAnEmptyForm did not fail")
      return
    }
    let activity = try #require(XCTestDouble.activities.last)
    #expect(activity.name == "focus on 'givenName' (the first invalid input), no submit")
    #expect(activity.attachments.map(\.name) == ["screen", "element tree", "frames"])
  }

  @Test(
    "each step of the checks tests is an activity, with the audit after the failed checks; a failed one carries its evidence"
  )
  func checksStepsAreActivities() throws {
    let button = try #require(
      GeneratedUITestCase.all.first { $0.description == "SignUp.testSubmittingWaitsForChecks" })
    #expect(button.run() == .passed)
    let ends = "the check of 'username' ends (its spinner goes)"
    #expect(
      XCTestDouble.activities.map(\.name) == [
        "launch with the check of 'username' answered as failed",
        "submit with the submit button", ends,
        "no submit, focus on 'username' (its check failed)",
        "accessibility audit",
        "launch with the check of 'username' answered as passed",
        "submit with the submit button", ends, "the app submits",
      ])
    #expect(XCTestDouble.activities.allSatisfy { $0.attachments.isEmpty })
    let returnKey = try #require(
      GeneratedUITestCase.all.first {
        $0.description == "SignUp.testSubmittingWithReturnWaitsForChecks"
      })
    #expect(returnKey.run() == .passed)
    #expect(
      XCTestDouble.activities.map(\.name).filter { $0.hasPrefix("Return") } == [
        "Return on 'referralCode'", "Return on 'referralCode'",
      ])
    guard case .failed = button.run(defects: [.submitDoesNotWaitForChecks]) else {
      Issue.record("SignUp.testSubmittingWaitsForChecks did not fail")
      return
    }
    let activity = try #require(XCTestDouble.activities.last)
    #expect(activity.name == "no submit, focus on 'username' (its check failed)")
    #expect(activity.attachments.map(\.name) == ["screen", "element tree", "frames"])
    #expect(activity.attachments[1].text.contains("textField 'username'"))
  }

  @Test("FORMC_ACCESSIBILITY_AUDIT=off in the runner's environment turns the audit off")
  func auditOptOut() {
    let forms: Set<String> = ["SignUp", "Feedback"]
    let audited = outcomes(defects: [.inputWithoutLabel], forms: forms)
    #expect(audited.contains { $0.outcome != .passed }, "the audit finds the unlabelled inputs")
    setenv(FormUIWalk.accessibilityAuditVariable, "off", 1)
    defer { unsetenv(FormUIWalk.accessibilityAuditVariable) }
    let failed = outcomes(defects: [.inputWithoutLabel], forms: forms).filter {
      $0.outcome != .passed
    }
    #expect(failed.isEmpty, "\(report(failed))")
  }

  @Test(
    "an app that keeps its form across launches passes every test in a row: the hook starts each launch afresh"
  )
  func noStateLeaksBetweenLaunches() throws {
    var settings = SimulatorSettings()
    settings.appKeepsFormAcrossLaunches = true
    for form in ["SignUp", "BusinessAccount", "Checkout"] {
      let tests = GeneratedUITestCase.all.filter { $0.form == form }
      let app = try #require(tests.first).app([], settings)
      let failed = tests.map { ($0.description, $0.run(on: app)) }.filter {
        $0.1 != .passed
      }
      #expect(failed.isEmpty, "\(report(failed))")
    }
  }

  /// Each defect, with what a failure caused by it says.
  static let defects: [(AppDefect, String)] = [
    (.nextSkipsAnInput, "skipping"),
    (.wrongReturnKey, "shows the Return key"),
    (.focusStuck, "left focus on"),
    (.returnDoesNotSubmit, "did not submit"),
    (.returnSubmitIgnoredOnInvalid, "(Return on it was ignored while the form is not valid"),
    (.inputLeftUnderKeyboard, "covered by the keyboard"),
    (.growthNotCapped, "grew past"),
    (.keyboardNotShown, "no software keyboard"),
    (.hiddenInputFocusable, "a hidden one may have it"),
    (.submitsInvalidForm, "submitted a form that is not valid"),
    (.submitButtonSkipsValidation, "submitted a form that is not valid (its submit handler ran)"),
    (.typedControlsUntyped, "(an element of another type has its identifier)"),
    (.inputWithoutLabel, "accessibility audit: Element has no description"),
    (.slidersMoveOnFocus, "walking the inputs changed the slider"),
    (.strongPasswordsOffered, "Password AutoFill filled in a strong password"),
    (.submitDoesNotWaitForChecks, "its submit does not wait for the app checks"),
    (.toolbarSubmitDoesNotWaitForChecks, "its submit does not wait for the app checks"),
    (.returnSubmitDoesNotWaitForChecks, "its submit does not wait for the app checks"),
    (.checkSpinnerStays, "spinner ('formc.check.username') still shows"),
    (.initialFocusIgnored, "launching did not focus 'phone' (its 'focus.initial')"),
    (.submitNotGuarded, "submitted again (its submit is not guarded while it runs)"),
    (.maxLengthIgnored, "took 18 characters, past its maxLength 16"),
    (.formatNotApplied, "it is not formatted as 'cardNumber'"),
    (.labelNeverHidden, "has another value), where its 'visibleWhen' does not hold"),
    (.requiredMessageIgnored, "shows 'This field is required', not its requiredMessage"),
    (.validateOnIgnored, "its validateOn 'endEditing' is ignored"),
    (.typingValidationIgnored, "its validateOn 'typing' is ignored"),
    (.tapDismissIgnored, "its keyboard.dismiss 'onTap' is ignored"),
  ]

  @Test(
    "Return on the first invalid input, where Return submits, must show its message: an app that ignores that Return fails"
  )
  func returnOnTheFirstInvalidInputShowsItsMessage() {
    // ChatComposer's `message` (empty, required) and StoreLocator's `query` (in state 2, "x")
    // are each their form's only input, and so its first invalid input.
    let forms: Set<String> = ["ChatComposer", "StoreLocator"]
    let correct = outcomes(forms: forms).filter { $0.outcome != .passed }
    #expect(correct.isEmpty, "\(report(correct))")
    let failures = outcomes(defects: [.returnSubmitIgnoredOnInvalid], forms: forms).compactMap {
      test, outcome in
      if case .failed(let messages) = outcome { return "\(test): \(messages[0])" }
      return nil
    }
    for (form, test, id) in [
      ("ChatComposer", "testState1", "message"), ("StoreLocator", "testState2", "query"),
    ] {
      #expect(
        failures.contains {
          $0.hasPrefix("\(form).\(test):")
            && $0.contains(
              "Return on '\(id)', its first invalid input, did not show its message: no element "
                + "'formc.error.\(id)' shows one (Return on it was ignored while the form is not "
                + "valid")
        }, "\(form): \(failures)")
    }
  }

  @Test("each seeded defect fails a generated test, whose first failure names it")
  func defectsFail() {
    for (defect, phrase) in Self.defects {
      let failures = outcomes(defects: [defect]).compactMap { test, outcome in
        if case .failed(let messages) = outcome { return "\(test): \(messages[0])" }
        return nil
      }
      #expect(!failures.isEmpty, "no generated test fails with \(defect)")
      #expect(
        failures.contains { $0.contains(phrase) },
        "\(defect): no failure says \"\(phrase)\":\n\(failures.prefix(5).joined(separator: "\n"))")
    }
  }
}
