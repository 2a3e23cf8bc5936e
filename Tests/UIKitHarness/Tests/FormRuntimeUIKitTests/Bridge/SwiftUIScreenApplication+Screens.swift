import SwiftUI

@testable import FormRuntime
@testable import GeneratedForms

extension SwiftUIScreenApplication {
  /// An app that shows `view` of a new `Form` for the form `name`, as an app's test hook shows it
  /// on a UI test launch: the launch's values and check answers applied to the view model
  /// (`FormUITestLaunch.apply(to:)`), the test hook's elements on (`formUITestProbes()`, which
  /// FormRuntime turns on by itself on such a launch; it reads the test runner's process here),
  /// each submit held for the launch's `FORMC_SUBMIT_DELAY` (`formUITestSubmitDelay(_:)`), and
  /// the screen's timed waits — its app checks' debounces and answers, its focus coordinator's
  /// wait for the software keyboard — on the launch's clock (``ScreenClock``). Not on it: the
  /// submit's hold, which FormRuntime's SwiftUI layer sleeps with `Task.sleep` (no hook), so it
  /// lasts in real time; the generated tests never wait for it to end.
  static func hosting<Form: FormModel, Content: View>(
    _ name: String, _ make: @escaping @MainActor () -> Form,
    _ view: @escaping @MainActor (Form) -> Content
  ) -> SwiftUIScreenApplication {
    SwiftUIScreenApplication(name: name) { launch, clock in
      let form = make()
      form.appChecks?.sleep = { try await clock.sleep(nanoseconds: $0) }
      launch.apply(to: form)
      let root = view(form).formUITestProbes().formUITestSubmitDelay(launch.submitDelay)
      let host = SwiftUIHost(AnyView(root))
      for coordinator in host.stateObjects(of: FormFocusCoordinator<Form>.self) {
        coordinator.keyboardWaitSleep = { try await clock.sleep(nanoseconds: $0) }
      }
      return Screen(host: host) { id in Form.Field(rawValue: id).map { form.value(of: $0) } }
    }
  }

  /// The forms of `Specs/` whose generated SwiftUI screen runs here (``screens``' keys, for test
  /// arguments, which are not on the main actor).
  nonisolated static let screenForms = [
    "BusinessAccount", "ChatComposer", "Checkout", "EventEditor", "Feedback", "Hostile",
    "MultiChoiceStyles", "Notifications", "OneTimeCodeLogin", "PhoneVerification",
    "ProfileEditor", "ProxySettings", "RedeemCode", "ReminderEditor", "RepeatedRules", "Settings",
    "ShippingState", "SignUp", "StoreLocator", "TableBooking",
  ]

  /// The app of each form of ``screenForms``, by form name. A custom input's view is a button
  /// showing its id (``CustomInput``).
  static let screens: [String: @MainActor () -> SwiftUIScreenApplication] = [
    "BusinessAccount": {
      hosting("BusinessAccount", BusinessAccountForm.init) {
        BusinessAccountFormView(form: $0) { CustomInput(id: $0.rawValue) }
      }
    },
    "ChatComposer": {
      hosting("ChatComposer", ChatComposerForm.init) { ChatComposerFormView(form: $0) }
    },
    "Checkout": { hosting("Checkout", CheckoutForm.init) { CheckoutFormView(form: $0) } },
    "EventEditor": {
      hosting("EventEditor", EventEditorForm.init) { EventEditorFormView(form: $0) }
    },
    "Feedback": {
      hosting("Feedback", FeedbackForm.init) {
        FeedbackFormView(form: $0) { CustomInput(id: $0.rawValue) }
      }
    },
    "Hostile": { hosting("Hostile", HostileForm.init) { HostileFormView(form: $0) } },
    "MultiChoiceStyles": {
      hosting("MultiChoiceStyles", MultiChoiceStylesForm.init) {
        MultiChoiceStylesFormView(form: $0)
      }
    },
    "Notifications": {
      hosting("Notifications", NotificationsForm.init) { NotificationsFormView(form: $0) }
    },
    "OneTimeCodeLogin": {
      hosting("OneTimeCodeLogin", OneTimeCodeLoginForm.init) { OneTimeCodeLoginFormView(form: $0) }
    },
    "PhoneVerification": {
      hosting("PhoneVerification", PhoneVerificationForm.init) {
        PhoneVerificationFormView(form: $0)
      }
    },
    "ProfileEditor": {
      hosting("ProfileEditor", ProfileEditorForm.init) { ProfileEditorFormView(form: $0) }
    },
    "ProxySettings": {
      hosting("ProxySettings", ProxySettingsForm.init) { ProxySettingsFormView(form: $0) }
    },
    "RedeemCode": { hosting("RedeemCode", RedeemCodeForm.init) { RedeemCodeFormView(form: $0) } },
    "ReminderEditor": {
      hosting("ReminderEditor", ReminderEditorForm.init) { ReminderEditorFormView(form: $0) }
    },
    "RepeatedRules": {
      hosting("RepeatedRules", RepeatedRulesForm.init) { RepeatedRulesFormView(form: $0) }
    },
    "Settings": {
      hosting("Settings", SettingsForm.init) {
        SettingsFormView(form: $0) { CustomInput(id: $0.rawValue) }
      }
    },
    "ShippingState": {
      hosting("ShippingState", ShippingStateForm.init) { ShippingStateFormView(form: $0) }
    },
    "SignUp": { hosting("SignUp", SignUpForm.init) { SignUpFormView(form: $0) } },
    "StoreLocator": {
      hosting("StoreLocator", StoreLocatorForm.init) { StoreLocatorFormView(form: $0) }
    },
    "TableBooking": {
      hosting("TableBooking", TableBookingForm.init) { TableBookingFormView(form: $0) }
    },
  ]
}

/// A custom input's view, as an app's picker row: a button (a `Text` alone, as the SwiftUI suites
/// host custom inputs, is a static text, which the walk rightly does not take for an input).
struct CustomInput: View {
  /// The input's id.
  let id: String

  var body: some View {
    Button(action: {}, label: { Text(verbatim: id) })
  }
}
