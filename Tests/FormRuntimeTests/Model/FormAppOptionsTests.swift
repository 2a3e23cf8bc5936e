import FormRuntime
import FormRuntimeTestSupport
import Testing

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
