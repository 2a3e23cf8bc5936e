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
    "BusinessAccount", "ChatComposer", "Checkout", "Feedback", "Hostile", "MailSettings",
    "Notifications", "OneTimeCodeLogin", "ProfileEditor", "RepeatedRules", "Settings", "SignUp",
    "StoreLocator",
  ]

  /// The screen named `name`, hosted.
  static func make(_ name: String) -> any HostedScreen {
    switch name {
    case "BusinessAccount":
      return Hosted(name, BusinessAccountForm()) { form, counter in
        BusinessAccountFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "ChatComposer":
      return Hosted(name, ChatComposerForm()) { form, counter in
        ChatComposerFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Checkout":
      return Hosted(name, CheckoutForm()) { form, counter in
        CheckoutFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "Feedback":
      return Hosted(name, FeedbackForm()) { form, counter in
        FeedbackFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "Hostile":
      return Hosted(name, HostileForm()) { form, counter in
        HostileFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "MailSettings":
      return Hosted(name, MailSettingsForm()) { form, counter in
        MailSettingsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Notifications":
      return Hosted(name, NotificationsForm()) { form, counter in
        NotificationsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "OneTimeCodeLogin":
      return Hosted(name, OneTimeCodeLoginForm()) { form, counter in
        OneTimeCodeLoginFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ProfileEditor":
      return Hosted(name, ProfileEditorForm()) { form, counter in
        ProfileEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "RepeatedRules":
      return Hosted(name, RepeatedRulesForm()) { form, counter in
        RepeatedRulesFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Settings":
      return Hosted(name, SettingsForm()) { form, counter in
        SettingsFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "SignUp":
      return Hosted(name, SignUpForm()) { form, counter in
        SignUpFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "StoreLocator":
      return Hosted(name, StoreLocatorForm()) { form, counter in
        StoreLocatorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    default:
      preconditionFailure("no screen \(name)")
    }
  }
}
