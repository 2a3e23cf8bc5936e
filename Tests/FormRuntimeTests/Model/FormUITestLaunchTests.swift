import FormRuntime
import Foundation
import Testing

@MainActor
struct FormUITestLaunchTests {
  @Test func aNormalLaunchAsksForNothing() {
    #expect(FormUITestLaunch(arguments: ["/App"], environment: [:]) == nil)
    // The form's name is missing.
    #expect(FormUITestLaunch(arguments: ["/App", "-formc-form"], environment: [:]) == nil)
  }

  @Test func theArgumentsAndEnvironmentRoundTrip() throws {
    let launch = FormUITestLaunch(form: "Contact", values: ["kind": "business", "name": "Ada"])
    #expect(launch.arguments == ["-formc-form", "Contact"])
    #expect(launch.environment == ["FORMC_VALUES": #"{"kind":"business","name":"Ada"}"#])
    let read = try #require(
      FormUITestLaunch(arguments: ["/App"] + launch.arguments, environment: launch.environment))
    #expect(read == launch)
  }

  @Test func theSubmitDelayRoundTrips() throws {
    let launch = FormUITestLaunch(form: "Contact", submitDelay: 2.5)
    #expect(launch.environment == ["FORMC_SUBMIT_DELAY": "2.5"])
    let read = try #require(
      FormUITestLaunch(arguments: launch.arguments, environment: launch.environment))
    #expect(read.submitDelay == 2.5)
    #expect(FormUITestLaunch(form: "Contact").environment["FORMC_SUBMIT_DELAY"] == nil)
  }

  @Test(arguments: ["", "soon", "-1", "nan", "inf"])
  func aSubmitDelayThatIsNotSecondsIsIgnored(text: String) throws {
    let read = try #require(
      FormUITestLaunch(
        arguments: ["-formc-form", "Contact"], environment: ["FORMC_SUBMIT_DELAY": text]))
    #expect(read.submitDelay == nil)
  }

  @Test(arguments: ["", "[]", #"{"kind": 1}"#, "{"])
  func valuesThatAreNotAnObjectOfStringsAreIgnored(json: String) throws {
    let read = try #require(
      FormUITestLaunch(
        arguments: ["-formc-form", "Contact"], environment: ["FORMC_VALUES": json]))
    #expect(read.values.isEmpty)
  }

  @Test func applyingSetsValuesThroughTheModelAndNamesUnknownIDs() {
    let form = ContactForm()
    final class Listener {
      var changed: [ContactForm.Field] = []
    }
    let listener = Listener()
    form.formChanges.addListener(listener) { change in
      if case .value(let field) = change { listener.changed.append(field) }
    }
    let unknown = FormUITestLaunch(
      form: "Contact", values: ["kind": "business", "company": "Acme", "fax": "1"]
    ).apply(to: form)
    #expect(form.value(of: .kind) == "business")
    #expect(form.value(of: .company) == "Acme")
    #expect(unknown == ["fax"])
    #expect(listener.changed == [.company, .kind], "sessions hear of every value, in id order")
  }

  @Test func applyingStartsAFormKeptFromAnEarlierLaunchAfresh() {
    let form = ContactForm()
    FormUITestLaunch(form: "Contact", values: ["kind": "business", "company": "Acme"])
      .apply(to: form)
    FormUITestLaunch(form: "Contact", values: ["company": "Initech"]).apply(to: form)
    #expect(form.value(of: .kind) == ContactForm.schema[.kind].initialValue, "not carried over")
    #expect(form.value(of: .company) == "Initech")
    FormUITestLaunch(form: "Contact").apply(to: form)
    #expect(
      ContactForm.schema.inputs.allSatisfy { form.value(of: $0.field) == $0.initialValue },
      "a launch without values starts the form as the spec says")
  }

  @Test func applyingForgetsTheMessagesOfAnEarlierLaunchsSubmit() {
    let form = ContactForm()
    form.validate()
    #expect(!form.errors.isEmpty, "the empty form fails validation")
    FormUITestLaunch(form: "Contact").apply(to: form)
    #expect(form.errors.isEmpty, "a kept model's messages would show before any submit")
  }

  @Test func checkAnswersRoundTripAndUnknownIDsAreNamed() throws {
    let launch = FormUITestLaunch(
      form: "Checked", values: ["username": "ada"], checks: ["username": "Taken", "nick": ""])
    #expect(launch.environment["FORMC_CHECKS"] == #"{"nick":"","username":"Taken"}"#)
    let read = try #require(
      FormUITestLaunch(arguments: launch.arguments, environment: launch.environment))
    #expect(read == launch)
    let form = CheckedForm(server: FormModelChecksTests.Server(), username: "")
    #expect(launch.apply(to: form) == ["nick"])
    #expect(form.appChecks?.uiTestAnswers == [.username: "Taken"])
  }

  /// The sleeps a form's checks asked for, in nanoseconds: the test's clock, on which every
  /// sleep passes at once.
  final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [UInt64] = []

    var requested: [UInt64] {
      lock.lock()
      defer { lock.unlock() }
      return asked
    }

    func sleep(_ nanoseconds: UInt64) async throws {
      record(nanoseconds)
      try Task.checkCancellation()
    }

    private func record(_ nanoseconds: UInt64) {
      lock.lock()
      defer { lock.unlock() }
      asked.append(nanoseconds)
    }
  }

  @Test("a check the launch answers gives that answer, and the app's check is not asked")
  func aCheckTheLaunchAnswersIsNotTheApps() async {
    let server = FormModelChecksTests.Server()
    let clock = Clock()
    let form = CheckedForm(server: server, username: "") { try await clock.sleep($0) }
    FormUITestLaunch(form: "Checked", values: ["username": "ada"], checks: ["username": "Taken"])
      .apply(to: form)
    #expect(form.hasUnsettledChecks, "the value set at launch is checked")
    await form.appChecks?.waitForPending()
    #expect(form.checkMessage(for: .username) == "Taken")
    #expect(server.asked.isEmpty)
    #expect(
      clock.requested == [500_000_000, 500_000_000],
      "the spec's debounce, then the answer's `checkAnswerDelay`, both on the form's clock")
    #expect(FormUITestLaunch.checkAnswerDelay == 0.5)
    // A model kept from that launch forgets its outcome: the same value is checked again.
    FormUITestLaunch(form: "Checked", values: ["username": "ada"], checks: ["username": ""])
      .apply(to: form)
    #expect(form.checkMessage(for: .username) == nil)
    #expect(form.hasUnsettledChecks)
    FormUITestLaunch(form: "Checked", values: ["username": "bob"], checks: ["username": ""])
      .apply(to: form)
    await form.appChecks?.waitForPending()
    #expect(!form.hasUnsettledChecks)
    #expect(form.checkMessage(for: .username) == nil, "an empty answer passes")
    #expect(server.asked.isEmpty)
  }
}
