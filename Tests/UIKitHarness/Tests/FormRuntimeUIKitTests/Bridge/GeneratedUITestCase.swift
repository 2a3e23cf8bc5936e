import UIKit
import XCTest

@testable import FormRuntime
@testable import GeneratedForms

/// One test method of a generated UI test class (`<Name>FormUITests`), to be run against the
/// form's UIKit screen (``UIKitScreenApplication``). The list of them, ``all``, is
/// `GeneratedUITestsTests`' (`GeneratedUITestCases.swift`, a symbolic link to the file
/// `generate-ui-test-cases.py` writes).
@MainActor
struct GeneratedUITestCase: CustomStringConvertible {
  /// What running a test came to.
  enum Outcome: Equatable, CustomStringConvertible {
    /// No assertion failed.
    case passed
    /// The test skipped itself, with the reason.
    case skipped(String)
    /// Assertions failed, the first one first (the one that stops a test, as the generated
    /// classes set `continueAfterFailure = false`).
    case failed([String])

    var description: String {
      switch self {
      case .passed: return "passed"
      case .skipped(let reason): return "skipped: \(reason)"
      case .failed(let messages): return "failed: \(messages.first ?? "")"
      }
    }
  }

  /// The form's name (the spec's `form`).
  let form: String
  /// The test method's name.
  let test: String
  /// Runs the test method on a new instance of its class.
  let body: @MainActor () throws -> Void

  init<Form: FormModel>(
    _ form: String, _ test: String, _ make: @escaping @MainActor () -> Form,
    body: @escaping @MainActor () throws -> Void
  ) {
    self.form = form
    self.test = test
    self.body = body
  }

  nonisolated var description: String { "\(form).\(test)" }

  /// Runs the test against `application`, as XCTest runs a test: `setUp()`, the method,
  /// `tearDown()`.
  func run(on application: any XCUIApplicationDouble) -> Outcome {
    XCTestDouble.reset()
    XCTestDouble.application = application
    defer {
      XCTestDouble.application?.terminate()
      XCTestDouble.application = nil
      XCTestDouble.orientation = .portrait
      UIKitDouble.reset()
    }
    do {
      try body()
    } catch let skip as XCTSkip {
      return .skipped(skip.message ?? "")
    } catch {
      return .failed(["threw \(error)"])
    }
    let failures = XCTestDouble.failures
    return failures.isEmpty ? .passed : .failed(failures)
  }
}

/// Runs one test method of a generated UI test class on `instance`, as XCTest does.
@MainActor
func runTestMethod<Case: XCTestCase>(_ instance: Case, _ method: (Case) throws -> Void) rethrows {
  instance.setUp()
  defer { instance.tearDown() }
  try method(instance)
}

/// Turns on what FormRuntime turns on by itself on a UI test launch — the test hook's elements,
/// no strong-password content type — (the flags read the test runner's process, which is no such
/// launch), puts the screen's timed waits (its app checks' debounces and answers, a submit held
/// running) on the launch's `clock` (``ScreenClock``), and applies the launch's values and check
/// answers to the view model.
@MainActor
func prepareForUITestLaunch<Form: FormModel>(
  _ keyboard: FormKeyboardController<Form>, _ launch: FormUITestLaunch, clock: ScreenClock
) {
  let sleep: @Sendable (UInt64) async throws -> Void = { try await clock.sleep(nanoseconds: $0) }
  keyboard.form.appChecks?.sleep = sleep
  keyboard.uiTestSubmitSleep = sleep
  keyboard.showsUITestProbes = true
  keyboard.turnsOffStrongPasswords = true
  keyboard.uiTestSubmitDelay = launch.submitDelay
  launch.apply(to: keyboard.form)
}

/// A screen whose keyboard controller the factory prepares for a UI test launch.
@MainActor
protocol UITestLaunchableScreen: UIViewController {
  associatedtype Form: FormModel
  /// The screen's keyboard controller.
  var keyboard: FormKeyboardController<Form> { get }
}

extension BusinessAccountScreen: UITestLaunchableScreen {}
extension ChatComposerScreen: UITestLaunchableScreen {}
extension CheckoutScreen: UITestLaunchableScreen {}
extension EventEditorScreen: UITestLaunchableScreen {}
extension FeedbackScreen: UITestLaunchableScreen {}
extension HostileScreen: UITestLaunchableScreen {}
extension MailSettingsScreen: UITestLaunchableScreen {}
extension MultiChoiceStylesScreen: UITestLaunchableScreen {}
extension NotificationsScreen: UITestLaunchableScreen {}
extension OneTimeCodeLoginScreen: UITestLaunchableScreen {}
extension ProfileEditorScreen: UITestLaunchableScreen {}
extension ProxySettingsScreen: UITestLaunchableScreen {}
extension RedeemCodeScreen: UITestLaunchableScreen {}
extension ReminderEditorScreen: UITestLaunchableScreen {}
extension RepeatedRulesScreen: UITestLaunchableScreen {}
extension SettingsScreen: UITestLaunchableScreen {}
extension ShippingStateScreen: UITestLaunchableScreen {}
extension SignUpFormScreen: UITestLaunchableScreen {}
extension StoreLocatorScreen: UITestLaunchableScreen {}
extension TableBookingScreen: UITestLaunchableScreen {}

extension UIKitScreenApplication {
  /// An app that shows `Screen` for the form `name`; `configure` changes the new screen first (a
  /// seeded defect).
  static func showing<Screen: UITestLaunchableScreen>(
    _ name: String, _ make: @escaping @MainActor () -> Screen,
    configure: @escaping @MainActor (Screen) -> Void = { _ in }
  ) -> UIKitScreenApplication {
    UIKitScreenApplication(name: name) { launch, clock in
      let screen = make()
      configure(screen)
      prepareForUITestLaunch(screen.keyboard, launch, clock: clock)
      return screen
    }
  }

  /// The forms of `Specs/` that have a UIKit screen in these tests (``screens``' keys, for test
  /// arguments, which are not on the main actor).
  nonisolated static let screenForms = [
    "BusinessAccount", "ChatComposer", "Checkout", "EventEditor", "Feedback", "Hostile",
    "MailSettings", "MultiChoiceStyles", "Notifications", "OneTimeCodeLogin", "ProfileEditor",
    "ProxySettings", "RedeemCode", "ReminderEditor", "RepeatedRules", "Settings", "ShippingState",
    "SignUp", "StoreLocator", "TableBooking",
  ]

  /// The app of each form of `Specs/` that has a UIKit screen in these tests, by form name.
  static let screens: [String: @MainActor () -> UIKitScreenApplication] = [
    "BusinessAccount": { showing("BusinessAccount", BusinessAccountScreen.init) },
    "ChatComposer": { showing("ChatComposer", ChatComposerScreen.init) },
    "Checkout": { showing("Checkout", CheckoutScreen.init) },
    // The notes' row follows their height, as a self-sizing cell does on a device.
    "EventEditor": { showing("EventEditor", EventEditorScreen.init) { $0.sizesNotesRow = true } },
    "Feedback": { showing("Feedback", FeedbackScreen.init) },
    "Hostile": { showing("Hostile", HostileScreen.init) },
    "MailSettings": { showing("MailSettings", MailSettingsScreen.init) },
    "MultiChoiceStyles": { showing("MultiChoiceStyles", MultiChoiceStylesScreen.init) },
    "Notifications": { showing("Notifications", NotificationsScreen.init) },
    "OneTimeCodeLogin": { showing("OneTimeCodeLogin", OneTimeCodeLoginScreen.init) },
    "ProfileEditor": { showing("ProfileEditor", ProfileEditorScreen.init) },
    "ProxySettings": { showing("ProxySettings", ProxySettingsScreen.init) },
    "RedeemCode": { showing("RedeemCode", RedeemCodeScreen.init) },
    "ReminderEditor": { showing("ReminderEditor", ReminderEditorScreen.init) },
    "RepeatedRules": { showing("RepeatedRules", RepeatedRulesScreen.init) },
    "Settings": { showing("Settings", SettingsScreen.init) },
    "ShippingState": { showing("ShippingState", ShippingStateScreen.init) },
    "SignUp": { showing("SignUp", SignUpFormScreen.init) },
    "StoreLocator": { showing("StoreLocator", StoreLocatorScreen.init) },
    "TableBooking": { showing("TableBooking", TableBookingScreen.init) },
  ]
}
