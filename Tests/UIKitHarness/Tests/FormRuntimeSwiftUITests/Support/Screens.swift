import FormRuntime
import SwiftUI

@testable import GeneratedForms

/// Every generated `<Name>FormView` of `Specs/`, each with a fresh view model, hosted in the
/// SwiftUI double. A custom input's view is a `Text` (a picker-like view that is not a text
/// input), as an app's picker row would be.
@MainActor
enum Screens {
  /// The screens' names, for `@Test(arguments:)`.
  nonisolated static let names = [
    "BusinessAccount", "ChatComposer", "Checkout", "EventEditor", "Feedback", "Hostile",
    "MailSettings", "MultiChoiceStyles", "Notifications", "OneTimeCodeLogin", "PhoneVerification",
    "ProfileEditor",
    "ProxySettings", "RedeemCode", "ReminderEditor", "RepeatedRules", "Settings", "SignUp",
    "StoreLocator", "TableBooking",
  ]

  /// The screen named `name`, hosted on iOS `osVersion`; `focus` is an input the app asks to
  /// focus (`form.focusedField`) before the screen appears.
  static func make(_ name: String, osVersion: Int = 16, focus: String? = nil) -> any HostedScreen {
    switch name {
    case "BusinessAccount":
      return Hosted(name, BusinessAccountForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        BusinessAccountFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "ChatComposer":
      return Hosted(name, ChatComposerForm(), osVersion: osVersion, focus: focus) { form, counter in
        ChatComposerFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Checkout":
      return Hosted(name, CheckoutForm(), osVersion: osVersion, focus: focus) { form, counter in
        CheckoutFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "EventEditor":
      return Hosted(name, EventEditorForm(), osVersion: osVersion, focus: focus) { form, counter in
        EventEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Feedback":
      return Hosted(name, FeedbackForm(), osVersion: osVersion, focus: focus) { form, counter in
        FeedbackFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "Hostile":
      return Hosted(name, HostileForm(), osVersion: osVersion, focus: focus) { form, counter in
        HostileFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "MailSettings":
      return Hosted(name, MailSettingsForm(), osVersion: osVersion, focus: focus) { form, counter in
        MailSettingsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "MultiChoiceStyles":
      return Hosted(name, MultiChoiceStylesForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        MultiChoiceStylesFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Notifications":
      return Hosted(name, NotificationsForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        NotificationsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "OneTimeCodeLogin":
      return Hosted(name, OneTimeCodeLoginForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        OneTimeCodeLoginFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ProfileEditor":
      return Hosted(name, ProfileEditorForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        ProfileEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ProxySettings":
      return Hosted(name, ProxySettingsForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        ProxySettingsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "PhoneVerification":
      return Hosted(name, PhoneVerificationForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        PhoneVerificationFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "RedeemCode":
      return Hosted(name, RedeemCodeForm(), osVersion: osVersion, focus: focus) { form, counter in
        RedeemCodeFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ReminderEditor":
      return Hosted(name, ReminderEditorForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        ReminderEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "RepeatedRules":
      return Hosted(name, RepeatedRulesForm(), osVersion: osVersion, focus: focus) {
        form, counter in
        RepeatedRulesFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Settings":
      return Hosted(name, SettingsForm(), osVersion: osVersion, focus: focus) { form, counter in
        SettingsFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "SignUp":
      return Hosted(name, SignUpForm(), osVersion: osVersion, focus: focus) { form, counter in
        SignUpFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "StoreLocator":
      return Hosted(name, StoreLocatorForm(), osVersion: osVersion, focus: focus) { form, counter in
        StoreLocatorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "TableBooking":
      return Hosted(name, TableBookingForm(), osVersion: osVersion, focus: focus) { form, counter in
        TableBookingFormView(form: form, onSubmit: { counter.count += 1 })
      }
    default:
      preconditionFailure("no screen \(name)")
    }
  }
}
