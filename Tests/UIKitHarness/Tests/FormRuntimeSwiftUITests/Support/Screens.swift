import FormRuntime
import SwiftUI
import UIKit

@testable import GeneratedForms

/// Every generated `<Name>FormView` of `Specs/`, each with a fresh view model, hosted in the
/// SwiftUI double. A custom input's view is a `Text` (a picker-like view that is not a text
/// input), as an app's picker row would be.
@MainActor
enum Screens {
  /// The screens' names, for `@Test(arguments:)`.
  nonisolated static let names =
    [
      "BusinessAccount", "ChatComposer", "Checkout", "EventEditor", "Feedback", "Hostile",
      "MailSettings", "MultiChoiceStyles", "Notifications", "OneTimeCodeLogin", "PhoneVerification",
      "ProfileEditor",
      "ProxySettings", "RedeemCode", "ReminderEditor", "RepeatedRules", "Settings", "SignUp",
      "StoreLocator", "TableBooking",
    ] + fixtureNames

  /// The screens of `Tests/FormCodegenTests/Fixtures` that have generated code here (their
  /// goldens are in `GeneratedForms`, as the example specs' are).
  nonisolated static let fixtureNames = ["CaptchaSignUp", "SharedRegion", "ShippingState"]

  /// The accessibility identifier of the button a parent's own keyboard toolbar holds
  /// (``Parent/navigationWithKeyboardToolbar``).
  nonisolated static let parentToolbarItem = "parentPaste"

  /// What an app puts a generated screen in.
  enum Parent: Sendable {
    /// Nothing: the screen is the root view.
    case none
    /// A `NavigationView`.
    case navigation
    /// A `NavigationView`, the screen carrying a keyboard toolbar group of the parent's own
    /// (`toolbar(content:)` with `ToolbarItemGroup(placement: .keyboard)`, a "Paste" button
    /// identified by ``parentToolbarItem``), as an app adds its own keyboard items.
    case navigationWithKeyboardToolbar
  }

  /// The screen `make` builds over `model()`, in `parent`; `model` also builds the fresh view
  /// model of ``HostedScreen/replaceModel()``.
  private static func hosted<Form: FormModel, Content: View>(
    _ name: String, _ model: @autoclosure @escaping () -> Form, _ osVersion: Int,
    _ focus: String?, _ parent: Parent, _ make: @escaping (Form, SubmitCounter) -> Content
  ) -> any HostedScreen {
    switch parent {
    case .none:
      return Hosted(name, model(), osVersion: osVersion, focus: focus, model: model, make)
    case .navigation:
      return Hosted(name, model(), osVersion: osVersion, focus: focus, model: model) {
        form, counter in
        NavigationView { make(form, counter) }
      }
    case .navigationWithKeyboardToolbar:
      return Hosted(name, model(), osVersion: osVersion, focus: focus, model: model) {
        form, counter in
        NavigationView {
          make(form, counter)
            .toolbar {
              ToolbarItemGroup(placement: .keyboard) {
                Button("Paste") {}.accessibilityIdentifier(parentToolbarItem)
              }
            }
        }
      }
    }
  }

  /// The screen named `name`, hosted on iOS `osVersion` in `parent`; `focus` is an input the app
  /// asks to focus (`form.focusedField`) before the screen appears.
  static func make(
    _ name: String, osVersion: Int = 16, focus: String? = nil, parent: Parent = .none
  ) -> any HostedScreen {
    switch name {
    case "BusinessAccount":
      return hosted(name, BusinessAccountForm(), osVersion, focus, parent) {
        form, counter in
        BusinessAccountFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "ChatComposer":
      return hosted(name, ChatComposerForm(), osVersion, focus, parent) { form, counter in
        ChatComposerFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Checkout":
      return hosted(name, CheckoutForm(), osVersion, focus, parent) { form, counter in
        CheckoutFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "EventEditor":
      return hosted(name, EventEditorForm(), osVersion, focus, parent) { form, counter in
        EventEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Feedback":
      return hosted(name, FeedbackForm(), osVersion, focus, parent) { form, counter in
        FeedbackFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "Hostile":
      return hosted(name, HostileForm(), osVersion, focus, parent) { form, counter in
        HostileFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "MailSettings":
      return hosted(name, MailSettingsForm(), osVersion, focus, parent) { form, counter in
        MailSettingsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "MultiChoiceStyles":
      return hosted(name, MultiChoiceStylesForm(), osVersion, focus, parent) {
        form, counter in
        MultiChoiceStylesFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Notifications":
      return hosted(name, NotificationsForm(), osVersion, focus, parent) {
        form, counter in
        NotificationsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "OneTimeCodeLogin":
      return hosted(name, OneTimeCodeLoginForm(), osVersion, focus, parent) {
        form, counter in
        OneTimeCodeLoginFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ProfileEditor":
      return hosted(name, ProfileEditorForm(), osVersion, focus, parent) {
        form, counter in
        ProfileEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ProxySettings":
      return hosted(name, ProxySettingsForm(), osVersion, focus, parent) {
        form, counter in
        ProxySettingsFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "PhoneVerification":
      return hosted(name, PhoneVerificationForm(), osVersion, focus, parent) {
        form, counter in
        PhoneVerificationFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "RedeemCode":
      return hosted(name, RedeemCodeForm(), osVersion, focus, parent) { form, counter in
        RedeemCodeFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ReminderEditor":
      return hosted(name, ReminderEditorForm(), osVersion, focus, parent) {
        form, counter in
        ReminderEditorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "RepeatedRules":
      return hosted(name, RepeatedRulesForm(), osVersion, focus, parent) {
        form, counter in
        RepeatedRulesFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "Settings":
      return hosted(name, SettingsForm(), osVersion, focus, parent) { form, counter in
        SettingsFormView(form: form, onSubmit: { counter.count += 1 }) {
          Text(verbatim: $0.rawValue)
        }
      }
    case "SignUp":
      return hosted(name, SignUpForm(), osVersion, focus, parent) { form, counter in
        SignUpFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "StoreLocator":
      return hosted(name, StoreLocatorForm(), osVersion, focus, parent) { form, counter in
        StoreLocatorFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "TableBooking":
      return hosted(name, TableBookingForm(), osVersion, focus, parent) { form, counter in
        TableBookingFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "CaptchaSignUp":
      return hosted(name, CaptchaSignUpForm(), osVersion, focus, parent) { form, counter in
        // The app's image of the captcha, as `DoubleSubmitSwiftUITests` shows it.
        CaptchaSignUpFormView(form: form, onSubmit: { counter.count += 1 }) { _ in
          Image(uiImage: UIImage())
        }
      }
    case "SharedRegion":
      return hosted(name, SharedRegionForm(), osVersion, focus, parent) { form, counter in
        SharedRegionFormView(form: form, onSubmit: { counter.count += 1 })
      }
    case "ShippingState":
      return hosted(name, ShippingStateForm(), osVersion, focus, parent) { form, counter in
        ShippingStateFormView(form: form, onSubmit: { counter.count += 1 })
      }
    default:
      preconditionFailure("no screen \(name)")
    }
  }
}
