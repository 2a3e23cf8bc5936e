import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// A choice whose options the app loads (`options: app`) on a generated SwiftUI screen: the
/// Checkout example's country, driven through the SwiftUI double as a user would. The picker is
/// disabled while the app's list is empty, lists the app's options once it sets
/// `countryOptions`, and a value that is none of them fails the submit.
@MainActor
@Suite("Generated SwiftUI screens: a choice whose options the app loads", .serialized)
struct AppChoiceTests {
  static let countries = [
    FormChoice.Option("US", title: "United States"), FormChoice.Option("CA", title: "Canada"),
  ]

  @Test("disabled with no options until the app sets the list, then lists them and picks")
  func disabledUntilTheListArrives() {
    let form = CheckoutForm()
    let host = SwiftUIHost(NavigationView { CheckoutFormView(form: form) })
    #expect(host.node("country")?.kind == .picker)
    #expect(host.node("country")?.isDisabled == true)
    #expect(!host.choose("country", option: "Canada"))
    form.countryOptions = Self.countries
    host.settle()
    #expect(host.node("country")?.isDisabled == false)
    #expect(host.choose("country", option: "Canada"))
    #expect(form.country == "CA")
    form.countryOptions = []
    host.settle()
    #expect(host.node("country")?.isDisabled == true, "an empty list disables it again")
  }

  @Test(
    "a value that is none of the app's options fails the submit; a new list that holds it passes")
  func valueNotInTheList() {
    let form = CheckoutForm()
    let host = SwiftUIHost(NavigationView { CheckoutFormView(form: form) })
    form.countryOptions = [FormChoice.Option("CA", title: "Canada")]
    host.settle()
    #expect(form.country == "US")
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(form.errors[.country] == "Country is not one of the options")
    #expect(host.root.texts.contains("Country is not one of the options"))
    form.countryOptions = Self.countries
    host.settle()
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(form.errors[.country] == nil)
  }
}

/// A multi-choice whose options the app loads (`options: app`) on a generated SwiftUI screen: the
/// Notifications example's topics, a pushed list of the app's options.
@MainActor
@Suite("Generated SwiftUI screens: a multi-choice whose options the app loads", .serialized)
struct AppMultiChoiceTests {
  static let topics = [
    FormChoice.Option("news", title: "News"), FormChoice.Option("deals", title: "Deals"),
    FormChoice.Option("tips", title: "Tips"),
  ]

  @Test("disabled until the app sets the list; then its rows are the app's options")
  func rowsFromTheAppsList() {
    let form = NotificationsForm()
    let host = SwiftUIHost(NavigationView { NotificationsFormView(form: form) })
    #expect(host.node("topics")?.kind == .navigationLink)
    #expect(host.node("topics")?.isDisabled == true)
    form.topicsOptions = Self.topics
    host.settle()
    #expect(host.node("topics")?.isDisabled == false)
    #expect(host.node("topics")?.texts.last == "None")
    #expect(host.tap("topics"))
    #expect(host.tap(title: "Tips"))
    #expect(host.tap(title: "News"))
    #expect(form.topics == ["tips", "news"])
    #expect(form.value(of: .topics) == "news,tips", "in the app's order")
    #expect(host.navigateBack())
    #expect(host.node("topics")?.texts.last == "News, Tips")
  }

  @Test("a chosen value the new list does not hold fails the submit")
  func valueNotInTheList() {
    let form = NotificationsForm()
    let host = SwiftUIHost(NavigationView { NotificationsFormView(form: form) })
    form.topicsOptions = Self.topics
    form.topics = ["deals"]
    form.topicsOptions = [FormChoice.Option("news", title: "News")]
    host.settle()
    #expect(!form.validate())
    #expect(form.errors[.topics] == "Topics has a choice that is not one of the options")
    #expect(host.node("topics")?.texts.last == "None", "the summary counts the app's list")
  }
}
