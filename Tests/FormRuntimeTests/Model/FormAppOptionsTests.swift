import FormRuntimeTestSupport
import Testing

@testable import FormRuntime

/// A choice whose options the app loads (`options: app`): disabled while the app's list is empty,
/// its value validated against the current list, and the views told when the list changes.
@MainActor
@Suite("Options the app loads")
struct FormAppOptionsTests {
  static let countries = [
    FormChoice.Option("US", title: "United States"), FormChoice.Option("CA", title: "Canada"),
  ]

  @Test("while the app's list is empty the choice is disabled and not validated")
  func emptyListDisables() {
    let form = AddressForm()
    form.country = nil
    #expect(!form.isEnabled(.country))
    #expect(form.choiceOptions(for: .country).isEmpty)
    form.state = "NY"
    #expect(form.validate(), "\(form.errors)")
    form.countryOptions = Self.countries
    #expect(form.isEnabled(.country))
    #expect(!form.validate())
    #expect(form.errors[.country] == "Country is required")
  }

  @Test("a value that is none of the current options fails with the option message")
  func valueOutsideTheList() {
    let form = AddressForm()
    form.state = "NY"
    form.countryOptions = Self.countries
    #expect(form.validate(), "\(form.errors)")
    form.country = "MX"
    #expect(!form.validate())
    #expect(form.errors[.country] == "Country is not one of the options")
    form.countryOptions = Self.countries + [FormChoice.Option("MX", title: "Mexico")]
    #expect(form.validate(), "\(form.errors)")
  }

  @Test("conditions read the chosen value whatever the list")
  func conditionsReadTheValue() {
    let form = AddressForm()
    #expect(form.fields == [.state, .country])
    form.country = "CA"
    #expect(form.fields == [.country])
  }

  @Test("setting the options tells the views the list and enables the choice")
  func sessionFollowsTheOptions() {
    let form = AddressForm()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.enabled[.country] == false)
    form.countryOptions = Self.countries
    #expect(driver.options[.country] == Self.countries)
    #expect(driver.enabled[.country] == true)
    form.countryOptions = []
    #expect(driver.options[.country] == [])
    #expect(driver.enabled[.country] == false)
  }

  @Test("a form without app options keeps the schema's")
  func fixedOptions() {
    let visibility = FormVisibility(AddressForm.schema, value: { _ in "US" })
    #expect(visibility.enabled == [true, false])
    let loaded = FormVisibility(
      AddressForm.schema, value: { _ in "US" }, options: { _ in Self.countries })
    #expect(loaded.enabled == [true, true])
  }
}

/// A multi-choice whose options the app loads (`options: app`): the same behaviour as a choice's,
/// every chosen value checked against the current list.
@MainActor
@Suite("Options the app loads for a multi-choice")
struct FormAppMultiChoiceOptionsTests {
  static let topics = [
    FormChoice.Option("news", title: "News"), FormChoice.Option("deals", title: "Deals"),
    FormChoice.Option("tips", title: "Tips"),
  ]

  @Test("disabled and not validated while the app's list is empty")
  func emptyListDisables() {
    let form = TopicsForm()
    #expect(!form.isEnabled(.topics))
    #expect(form.validate(), "\(form.errors)")
    form.topicsOptions = Self.topics
    #expect(form.isEnabled(.topics))
    #expect(form.validate(), "\(form.errors)")
  }

  @Test("a chosen value that is none of the current options fails; the bounds still apply")
  func valuesOutsideTheList() {
    let form = TopicsForm()
    form.topicsOptions = [FormChoice.Option("deals", title: "Deals")]
    #expect(!form.validate())
    #expect(form.errors[.topics] == "Topics has a choice that is not one of the options")
    form.topics = ["deals"]
    #expect(form.validate(), "\(form.errors)")
    form.topicsOptions = Self.topics
    form.topics = ["news", "deals", "tips"]
    #expect(!form.validate())
    #expect(form.errors[.topics] == "Choose at most 2 topics")
  }

  @Test("the value is the chosen options in the app's order, others after; conditions read it")
  func valueText() {
    let form = TopicsForm()
    form.topicsOptions = Self.topics
    form.topics = ["tips", "news", "old"]
    #expect(form.value(of: .topics) == "news,tips,old")
    #expect(form.fields == [.topics])
    form.setValue("deals,news", for: .topics)
    #expect(form.topics == ["deals", "news"])
    #expect(form.fields == [.coupon, .topics])
  }

  @Test("setting the options tells the views the list and enables the multi-choice")
  func sessionFollowsTheOptions() {
    let form = TopicsForm()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.enabled[.topics] == false)
    form.topicsOptions = Self.topics
    #expect(driver.options[.topics] == Self.topics)
    #expect(driver.enabled[.topics] == true)
  }

  /// A multi-choice's value is its chosen values joined with commas (`FormChoice.text(of:in:)`),
  /// so a value with a comma would read as two: the list the app sets keeps none.
  @Test("an option whose value contains a comma is left out of the list the app sets")
  func commaValuesAreLeftOut() {
    let valid = FormChoice.withoutCommaValues(Self.topics)
    #expect(valid == nil)  // nothing to leave out: the list stays as set
    let mixed = [
      FormChoice.Option("news", title: "News"), FormChoice.Option("a,b", title: "A and B"),
      FormChoice.Option("tips", title: "Tips"),
    ]
    let kept = FormChoice.withoutCommaValues(mixed)
    #expect(kept?.map(\.value) == ["news", "tips"])
  }

  @Test("setting an option whose value contains a comma is an assertion failure in debug builds")
  func commaValueAssertsInDebugBuilds() async {
    #if DEBUG
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          TopicsForm().topicsOptions = [FormChoice.Option("a,b", title: "A and B")]
        }
      }
    #endif
  }
}
