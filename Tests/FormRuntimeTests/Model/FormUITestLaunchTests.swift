import FormRuntime
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

  @Test("a check the launch answers gives that answer, and the app's check is not asked")
  func aCheckTheLaunchAnswersIsNotTheApps() async {
    let server = FormModelChecksTests.Server()
    let form = CheckedForm(server: server, username: "")
    FormUITestLaunch(form: "Checked", values: ["username": "ada"], checks: ["username": "Taken"])
      .apply(to: form)
    #expect(form.hasUnsettledChecks, "the value set at launch is checked")
    // The answer comes `checkAnswerDelay` (half a second) after the (test clock's) debounce.
    for _ in 0..<300 where form.checkMessage(for: .username) == nil {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(form.checkMessage(for: .username) == "Taken")
    #expect(server.asked.isEmpty)
    // A model kept from that launch forgets its outcome: the same value is checked again.
    FormUITestLaunch(form: "Checked", values: ["username": "ada"], checks: ["username": ""])
      .apply(to: form)
    #expect(form.checkMessage(for: .username) == nil)
    #expect(form.hasUnsettledChecks)
    FormUITestLaunch(form: "Checked", values: ["username": "bob"], checks: ["username": ""])
      .apply(to: form)
    for _ in 0..<300 where form.hasUnsettledChecks {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(!form.hasUnsettledChecks)
    #expect(form.checkMessage(for: .username) == nil, "an empty answer passes")
    #expect(server.asked.isEmpty)
  }
}
