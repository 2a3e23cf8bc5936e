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
}
