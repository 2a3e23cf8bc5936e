import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// A choice whose options the app loads (`options: app`) on a generated UIKit screen: the
/// Checkout example's country, whose list comes from the store's server. The controller keeps
/// the control disabled while the app's list is empty, gives it the list each time the app sets
/// `countryOptions`, and validates the value against the current list.
@MainActor
@Suite(.serialized)
struct AppChoiceTests {
  static let countries = [
    FormChoice.Option("US", title: "United States"), FormChoice.Option("CA", title: "Canada"),
  ]

  @Test("disabled with no options until the app sets the list; no error while disabled")
  func disabledWhileEmpty() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    screen.present()
    #expect(!screen.country.isEnabled)
    #expect(screen.country.options.isEmpty)
    #expect(!screen.country.simulatePick("US"))
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["country"] == nil, "a disabled choice is not validated")
  }

  @Test("the app's list enables the control, which shows the options and the spec's value")
  func enabledWithTheAppsList() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    screen.present()
    let form = screen.keyboard.form
    form.countryOptions = Self.countries
    #expect(screen.country.isEnabled)
    #expect(screen.country.options.map(\.value) == ["US", "CA"])
    #expect(screen.country.options.map(\.title) == ["United States", "Canada"])
    #expect(screen.country.selectedValue == "US")
    #expect(screen.country.simulatePick("CA"))
    #expect(form.country == "CA")
    form.countryOptions = []
    #expect(!screen.country.isEnabled, "an empty list disables it again")
  }

  @Test("a value that is none of the app's options fails validation; choosing one passes")
  func valueNotInTheList() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    screen.present()
    let form = screen.keyboard.form
    form.countryOptions = [FormChoice.Option("CA", title: "Canada")]
    #expect(form.country == "US")
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["country"] == "Country is not one of the options")
    #expect(screen.country.simulatePick("CA"))
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["country"] == nil)
  }

  @Test("a new list while a value is chosen: the control shows it; the value passes only if listed")
  func listChangesWhileChosen() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    screen.present()
    let form = screen.keyboard.form
    form.countryOptions = Self.countries
    #expect(screen.country.simulatePick("CA"))
    form.countryOptions = [
      FormChoice.Option("US", title: "United States"), FormChoice.Option("MX", title: "Mexico"),
    ]
    #expect(screen.country.options.map(\.value) == ["US", "MX"])
    #expect(screen.country.isEnabled)
    #expect(form.country == "CA", "the value is kept")
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["country"] == "Country is not one of the options")
    form.countryOptions = Self.countries
    #expect(screen.country.selectedValue == "CA")
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["country"] == nil)
  }
}

/// A multi-choice whose options the app loads (`options: app`) on a generated UIKit screen: the
/// Notifications example's topics, shown by a screen's checkmark list.
@MainActor
@Suite(.serialized)
struct AppMultiChoiceTests {
  static let topics = [
    FormChoice.Option("news", title: "News"), FormChoice.Option("deals", title: "Deals"),
    FormChoice.Option("tips", title: "Tips"),
  ]

  @Test("disabled until the app sets the list, then shows it; a toggle writes the set")
  func followsTheAppsList() {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(!screen.topics.isEnabled)
    #expect(screen.topics.options.isEmpty)
    form.topicsOptions = Self.topics
    #expect(screen.topics.isEnabled)
    #expect(screen.topics.options.map(\.value) == ["news", "deals", "tips"])
    #expect(screen.topics.simulateToggle("tips"))
    #expect(screen.topics.simulateToggle("news"))
    #expect(form.topics == ["news", "tips"])
    form.topicsOptions = []
    #expect(!screen.topics.isEnabled)
  }

  @Test("a chosen value that is none of the new list's options fails validation")
  func valueNotInTheList() {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    screen.present()
    let form = screen.keyboard.form
    form.topicsOptions = Self.topics
    #expect(screen.topics.simulateToggle("deals"))
    form.topicsOptions = [FormChoice.Option("news", title: "News")]
    #expect(screen.topics.options.map(\.value) == ["news"])
    #expect(screen.topics.selectedValues == ["deals"], "the value is kept")
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["topics"] == "Topics has a choice that is not one of the options")
    form.topics = []
    #expect(screen.keyboard.submit())
  }
}
