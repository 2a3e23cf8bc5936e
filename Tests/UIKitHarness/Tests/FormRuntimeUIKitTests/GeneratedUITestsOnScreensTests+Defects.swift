import FormRuntime
import FormUITesting
import Testing
import UIKit
import XCTest

@testable import GeneratedForms

/// The mutation check on the UIKit screens: each runtime defect the app model seeds
/// (`AppDefect` in `GeneratedUITestsTests`) seeded here in a screen — its views, its delegates,
/// what it gives FormRuntime — so that FormRuntime's keyboard controller, the UIKit double and the
/// generated tests meet it as on a device; at least one generated test must fail, saying what is
/// wrong. Where a defect cannot be seeded on the screen path, ``notSeeded`` says why.
extension GeneratedUITestsOnScreensTests {
  /// A defect seeded in a form's screen, and what a failure caused by it says.
  struct SeededDefect {
    /// The form whose screen carries it.
    let form: String
    /// What the first failure of at least one test says.
    let says: String
    /// The app with the defect.
    let app: @MainActor () -> UIKitScreenApplication
    /// Whether the defect skips a test (`XCTSkip`, whose reason says it) rather than failing it:
    /// a portrait-only app skips the landscape test, as docs/UITests.md says it must.
    var skips = false
  }

  /// An app of `form` whose launched screen `seed` changes (kept objects in `app.kept`).
  static func seeded<Screen: UIViewController>(
    _ form: String, _: Screen.Type,
    _ seed: @escaping @MainActor (Screen, UIKitScreenApplication) -> Void
  ) -> @MainActor () -> UIKitScreenApplication {
    {
      let app = UIKitScreenApplication.screens[form]!()
      app.didLaunch = { [unowned app] screen in
        if let screen = screen as? Screen { seed(screen, app) }
      }
      return app
    }
  }

  /// A delegate in front of `field`'s, kept by the app until the next launch.
  static func delegate(on field: UITextField, in app: UIKitScreenApplication)
    -> SeededTextFieldDelegate
  {
    let delegate = SeededTextFieldDelegate(on: field)
    app.kept.append(delegate)
    return delegate
  }

  /// The text fields of a screen's view tree.
  static func textFields(in view: UIView) -> [UITextField] {
    view.subviews.flatMap { subview -> [UITextField] in
      (subview as? UITextField).map { [$0] } ?? textFields(in: subview)
    }
  }

  /// The defects seeded in a screen, by the name of the app model's defect.
  static let seededDefects: [String: SeededDefect] = [
    // The screen's own delegate moves focus from the first name to the email on Return.
    "nextSkipsAnInput": SeededDefect(
      form: "SignUp", says: "Return on 'givenName' moved focus to 'email', skipping 'familyName'",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, app in
        delegate(on: screen.givenName, in: app).onReturn = { [unowned screen] _ in
          _ = screen.email.becomeFirstResponder()
          return false
        }
      }),
    // The screen sets its own Return keys once the keyboard controller started (Done for Next,
    // Next for anything else).
    "wrongReturnKey": SeededDefect(
      form: "SignUp", says: "shows the Return key",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        for field in textFields(in: screen.view) {
          field.returnKeyType = field.returnKeyType == .next ? .done : .next
        }
      }),
    // The screen's own delegate swallows Return.
    "focusStuck": SeededDefect(
      form: "SignUp", says: "left focus on",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, app in
        delegate(on: screen.givenName, in: app).onReturn = { _ in false }
      }),
    // The screen's own delegate ends editing on Return, without submitting.
    "returnDoesNotSubmit": SeededDefect(
      form: "StoreLocator", says: "did not submit",
      app: seeded("StoreLocator", StoreLocatorScreen.self) { screen, app in
        delegate(on: screen.query, in: app).onReturn = {
          _ = $0.resignFirstResponder()
          return false
        }
      }),
    // The screen's own delegate passes Return on to FormRuntime's only while the form is valid
    // (`if form.isValid`): Return on the search, when what is typed is refused, does nothing.
    "returnSubmitIgnoredOnInvalid": SeededDefect(
      form: "StoreLocator",
      says: "Return on 'query', its first invalid input, did not show its message",
      app: seeded("StoreLocator", StoreLocatorScreen.self) { screen, app in
        let delegate = delegate(on: screen.query, in: app)
        delegate.onReturn = { [unowned screen, unowned delegate] field in
          guard screen.keyboard.form.isValid else { return false }
          return delegate.original?.textFieldShouldReturn(field) ?? true
        }
      }),
    // The screen gives the keyboard controller a page that is not on screen (a wrong outlet):
    // the keyboard handling moves that one.
    "inputLeftUnderKeyboard": SeededDefect(
      form: "SignUp", says: "covered by the keyboard",
      app: {
        UIKitScreenApplication.showing("SignUp", SignUpFormScreen.init) {
          $0.strayPage = UIScrollView()
        }
      }),
    // The screen gives its text fields an empty input view.
    "keyboardNotShown": SeededDefect(
      form: "SignUp", says: "no software keyboard",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        for field in textFields(in: screen.view) { field.inputView = UIView(frame: .zero) }
      }),
    // The screen's own delegate moves focus from the email to the company name, hidden in the
    // personal account's states.
    "hiddenInputFocusable": SeededDefect(
      form: "BusinessAccount", says: "a hidden one may have it",
      app: seeded("BusinessAccount", BusinessAccountScreen.self) { screen, app in
        delegate(on: screen.email, in: app).onReturn = { [unowned screen] _ in
          _ = screen.companyName.becomeFirstResponder()
          return false
        }
      }),
    // The screen wraps its stepper in a view of its own that carries the stepper's identifier
    // and not its role.
    "typedControlsUntyped": SeededDefect(
      form: "TableBooking", says: "(an element of another type has its identifier)",
      app: seeded("TableBooking", TableBookingScreen.self) { screen, _ in
        let wrapper = UIView(frame: screen.guests.frame)
        wrapper.accessibilityIdentifier = screen.guests.accessibilityIdentifier
        screen.guests.accessibilityIdentifier = nil
        screen.guests.superview?.addSubview(wrapper)
      }),
    // The screen writes a stepped value back into its slider whenever a text field begins
    // editing.
    "slidersMoveOnFocus": SeededDefect(
      form: "TableBooking", says: "walking the inputs changed the slider",
      app: seeded("TableBooking", TableBookingScreen.self) { screen, app in
        for field in [screen.childAges, screen.name, screen.phone] {
          delegate(on: field, in: app).didBegin = { [unowned screen] _ in
            screen.spiceLevel.value = min(
              screen.spiceLevel.maximumValue, screen.spiceLevel.value + 1)
          }
        }
      }),
    // The screen's submit button shows an image only, without an accessibility label (the text
    // inputs' labels are FormRuntime's, which it sets again with every error it shows).
    "inputWithoutLabel": SeededDefect(
      form: "SignUp", says: "accessibility audit: Element has no description",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        screen.createAccount.setTitle(nil, for: .normal)
      }),
    // The submit button records the checks as passed (an optimistic cache) and submits.
    "submitDoesNotWaitForChecks": SeededDefect(
      form: "SignUp", says: "its submit does not wait for the app checks",
      app: {
        UIKitScreenApplication.showing("SignUp", SignUpFormScreen.init) {
          $0.submitSkipsChecks = true
        }
      }),
    // The screen's own delegate records the checks as passed, then lets Return submit.
    "returnSubmitDoesNotWaitForChecks": SeededDefect(
      form: "SignUp", says: "its submit does not wait for the app checks",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, app in
        let delegate = delegate(on: screen.referralCode, in: app)
        delegate.onReturn = { [unowned screen, unowned delegate] field in
          screen.passChecks()
          return delegate.original?.textFieldShouldReturn(field) ?? true
        }
      }),
    // The screen shows its own spinner beside the username, with the check's identifier, and
    // never takes it away.
    "checkSpinnerStays": SeededDefect(
      form: "SignUp", says: "spinner ('formc.check.username') still shows",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        let spinner = UIActivityIndicatorView(
          frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        spinner.accessibilityIdentifier = FormAccessibilityIdentifier.check("username")
        spinner.startAnimating()
        screen.username.superview?.addSubview(spinner)
        spinner.frame.origin = CGPoint(
          x: screen.username.frame.maxX - 36, y: screen.username.frame.minY + 8)
      }),
    // The screen's own delegate runs the app's submit handler on Return on the last input,
    // without FormRuntime's session, which would validate and focus the first invalid input. The
    // test hook counts the session's submits only, so the tests see the missing focus, not the
    // handler.
    "submitsInvalidForm": SeededDefect(
      form: "SignUp", says: "Return on 'referralCode' did not submit and focus",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, app in
        delegate(on: screen.referralCode, in: app).onReturn = { [unowned screen] _ in
          screen.submitCount += 1
          return false
        }
      }),
    // The app's test hook drops FormRuntime's submit delay (`uiTestSubmitDelay`, as an app
    // whose request runs outside `onSubmitAsync`): the form is never submitting, so every tap on
    // the submit and every Return that submits submits again.
    "submitNotGuarded": SeededDefect(
      form: "SignUp", says: "submitted again (its submit is not guarded while it runs)",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        screen.keyboard.uiTestSubmitDelay = nil
      }),
    // The submit button runs the app's submit handler itself, without FormRuntime's `submit()`.
    "submitButtonSkipsValidation": SeededDefect(
      form: "SignUp", says: "submitting did not focus",
      app: {
        UIKitScreenApplication.showing("SignUp", SignUpFormScreen.init) {
          $0.submitSkipsValidation = true
        }
      }),
    // The app's test hook leaves FormRuntime's content types on a UI test launch
    // (`turnsOffStrongPasswords` off): with AutoFill Passwords on, as in a new simulator, the
    // password fields get the strong password offer in the keyboard's place.
    "strongPasswordsOffered": SeededDefect(
      form: "SignUp", says: "Password AutoFill filled in a strong password",
      app: {
        UIKitScreenApplication(name: "SignUp") { launch, clock in
          let screen = SignUpFormScreen()
          prepareForUITestLaunch(screen.keyboard, launch, clock: clock)
          screen.keyboard.turnsOffStrongPasswords = false
          return screen
        }
      }),
    // The screen ends editing once it appeared (to put away a keyboard a previous screen left),
    // after FormRuntime focused the spec's initial input.
    "initialFocusIgnored": SeededDefect(
      form: "OneTimeCodeLogin", says: "launching did not focus 'phone' (its 'focus.initial')",
      app: seeded("OneTimeCodeLogin", OneTimeCodeLoginScreen.self) { screen, _ in
        screen.view.endEditing(true)
      }),
    // The screen sizes its bio to its text with a required height constraint of its own (a
    // self-sizing text view), which wins over FormRuntime's cap (its height constraint is at
    // 999, below required, so that a screen's own constraints win a conflict).
    "growthNotCapped": SeededDefect(
      form: "ProfileEditor", says: "'bio' grew past its most lines",
      app: seeded("ProfileEditor", ProfileEditorScreen.self) { screen, _ in
        let bio = screen.bio
        let height = bio.heightAnchor.constraint(equalToConstant: bio.frame.height)
        height.isActive = true
        screen.layoutExtras = { [unowned bio] in
          let fitting = bio.sizeThatFits(
            CGSize(width: bio.bounds.width, height: .greatestFiniteMagnitude))
          height.constant = max(56, fitting.height)
        }
      }),
    // The screen supports portrait only: the landscape test is skipped, saying why.
    "portraitOnly": SeededDefect(
      form: "SignUp", says: "the app did not rotate to landscape (it supports portrait only)",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        screen.supportedOrientations = .portrait
      }, skips: true),
    // The screen replaces the keyboard toolbar's Redeem action with its own, which records the
    // checks as passed (an optimistic cache) and submits.
    "toolbarSubmitDoesNotWaitForChecks": SeededDefect(
      form: "RedeemCode", says: "its submit does not wait for the app checks",
      app: seeded("RedeemCode", RedeemCodeScreen.self) { screen, _ in
        // The toolbars the controller gives the inputs (the checks test taps the email's).
        let redeems = [RedeemCodeForm.Field.code, .email].compactMap {
          screen.keyboard.accessoryToolbar(for: $0)?.submitButton
        }
        #expect(redeems.count == 2, "RedeemCode's keyboard toolbars have a submit")
        for redeem in redeems {
          redeem.primaryAction = UIAction(title: redeem.title ?? "") { [unowned screen] _ in
            for input in RedeemCodeForm.schema.inputs
            where screen.keyboard.form.appCheck(for: input.field) != nil {
              screen.keyboard.form.appChecks?.answer(
                input.field, value: screen.keyboard.form.value(of: input.field), with: .passed)
            }
            screen.keyboard.submit()
          }
        }
      }),
    // The screen's own delegate on the card number and the expiry formats what is typed with
    // FormRuntime's formatter but forgets the limit (a hand-written formatting delegate).
    "maxLengthIgnored": SeededDefect(
      form: "Checkout", says: "took 18 characters, past its maxLength 16",
      app: seeded("Checkout", CheckoutScreen.self) { screen, app in
        for (field, view) in [
          (CheckoutForm.Field.cardNumber, screen.cardNumber), (.expiry, screen.expiry),
        ] {
          var editor = screen.keyboard.form.textEditor(for: field)
          editor?.maxLength = nil
          delegate(on: view, in: app).onChange = editing(with: editor, field, screen)
        }
      }),
    // The screen's own delegate on the card number and the expiry keeps the limit but not the
    // format (a delegate that only counts characters).
    "formatNotApplied": SeededDefect(
      form: "Checkout", says: "it is not formatted as 'cardNumber'",
      app: seeded("Checkout", CheckoutScreen.self) { screen, app in
        for (field, view) in [
          (CheckoutForm.Field.cardNumber, screen.cardNumber), (.expiry, screen.expiry),
        ] {
          var editor = screen.keyboard.form.textEditor(for: field)
          editor?.formatter = nil
          delegate(on: view, in: app).onChange = editing(with: editor, field, screen)
        }
      }),
    // The screen shows its search tip again at every layout (a label it also keeps for its own
    // empty state), so the tip never hides.
    "labelNeverHidden": SeededDefect(
      form: "StoreLocator",
      says:
        "'searchTip' shows in this state ('query' has another value), where its 'visibleWhen' "
        + "does not hold",
      app: seeded("StoreLocator", StoreLocatorScreen.self) { screen, _ in
        screen.layoutExtras = { [unowned screen] in screen.searchTip.isHidden = false }
      }),
    // The screen shows a message of its own for an empty required input, not the spec's.
    "requiredMessageIgnored": SeededDefect(
      form: "SignUp",
      says: "the error of 'givenName' shows 'This field is required', not its requiredMessage",
      app: seeded("SignUp", SignUpFormScreen.self) { screen, _ in
        screen.rewritesErrors = { message in
          message == "Enter your first name" ? "This field is required" : message
        }
      }),
    // The screen fills its error rows only while Create Account's action runs.
    "validateOnIgnored": SeededDefect(
      form: "SignUp", says: "its validateOn 'endEditing' is ignored",
      app: {
        UIKitScreenApplication.showing("SignUp", SignUpFormScreen.init) {
          $0.showsMessagesOnlyOnSubmit = true
        }
      }),
    // The screen fills the error row of a `typing` input (the referral code) only while the
    // input is not edited, or in Create Account's action.
    "typingValidationIgnored": SeededDefect(
      form: "SignUp", says: "its validateOn 'typing' is ignored",
      app: {
        UIKitScreenApplication.showing("SignUp", SignUpFormScreen.init) {
          $0.holdsMessagesWhileTyping = true
        }
      }),
    // The screen puts a tap recognizer of its own on its page (to hide a tip, say), which
    // recognizes every tap and cancels its touches: FormRuntime's on the root view never sees
    // a tap on the page.
    "tapDismissIgnored": SeededDefect(
      form: "OneTimeCodeLogin", says: "its keyboard.dismiss 'onTap' is ignored",
      app: seeded("OneTimeCodeLogin", OneTimeCodeLoginScreen.self) { screen, _ in
        screen.signInPage.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
      }),
  ]

  /// A screen's own edit handling of a Checkout text field, as a hand-written formatting delegate
  /// does it: `editor` (FormRuntime's, with a part left out) decides each edit, and the screen
  /// sets the text itself, always (so UIKit sends no `.editingChanged`, whose handler would bring
  /// the text within FormRuntime's limit and format), and tells the keyboard controller's session.
  static func editing(
    with editor: FormTextEditor?, _ field: CheckoutForm.Field, _ screen: CheckoutScreen
  ) -> (UITextField, NSRange, String) -> Bool {
    { [unowned screen] view, range, replacement in
      guard let editor else { return true }
      let text = view.text ?? ""
      let edited: String
      switch editor.edit(
        text, replacing: range.location..<(range.location + range.length), with: replacement)
      {
      case .accept:
        edited = (text as NSString).replacingCharacters(in: range, with: replacement)
      case .refuse: return false
      case .replace(let replaced, _): edited = replaced
      }
      view.text = edited
      screen.keyboard.session.send(.textDidChange(field, edited))
      return false
    }
  }

  /// The app model's defects that no screen carries here, and why (none: every one is seeded).
  static let notSeeded: [String: String] = [:]

  /// The seeded defects' names (test arguments, which are not on the main actor).
  nonisolated static let seededNames = [
    "checkSpinnerStays", "focusStuck", "formatNotApplied", "growthNotCapped",
    "hiddenInputFocusable",
    "initialFocusIgnored", "inputLeftUnderKeyboard", "inputWithoutLabel", "keyboardNotShown",
    "labelNeverHidden", "maxLengthIgnored", "nextSkipsAnInput",
    "portraitOnly", "requiredMessageIgnored", "returnDoesNotSubmit",
    "returnSubmitDoesNotWaitForChecks", "returnSubmitIgnoredOnInvalid",
    "slidersMoveOnFocus", "strongPasswordsOffered", "submitButtonSkipsValidation",
    "submitDoesNotWaitForChecks", "submitNotGuarded", "submitsInvalidForm", "tapDismissIgnored",
    "toolbarSubmitDoesNotWaitForChecks",
    "typedControlsUntyped", "typingValidationIgnored", "validateOnIgnored", "wrongReturnKey",
  ]

  @Test(
    "each defect seeded in a screen fails a generated test on it, whose first failure names it",
    arguments: seededNames)
  func seededDefectFails(_ name: String) throws {
    #expect(Self.seededDefects.keys.sorted() == Self.seededNames)
    #expect(Set(Self.seededDefects.keys).isDisjoint(with: Self.notSeeded.keys))
    let defect = try #require(Self.seededDefects[name])
    let failures = outcomes(defect.form, app: defect.app).compactMap { test, outcome in
      switch outcome {
      case .failed(let messages) where !defect.skips: return "\(test): \(messages[0])"
      case .skipped(let reason) where defect.skips: return "\(test): \(reason)"
      default: return nil
      }
    }
    #expect(!failures.isEmpty, "no generated test of \(defect.form) fails with \(name)")
    #expect(
      failures.contains { $0.contains(defect.says) },
      "\(name): no failure says \"\(defect.says)\":\n\(failures.prefix(5).joined(separator: "\n"))"
    )
  }

  @Test(
    "a portrait-only screen skips the landscape test, saying why, passes the others and leaves the device upright"
  )
  func portraitOnlyScreenSkipsLandscape() throws {
    let defect = try #require(Self.seededDefects["portraitOnly"])
    let results = outcomes(defect.form, app: defect.app)
    #expect(!results.isEmpty)
    for (test, outcome) in results {
      if test.hasSuffix("InLandscape") {
        #expect(outcome == .skipped(defect.says), "\(test): \(outcome)")
      } else {
        #expect(outcome == .passed, "\(test): \(outcome)")
      }
    }
    #expect(XCTestDouble.orientation == .portrait)
  }

  @Test(
    "with a hardware keyboard connected the walks fail on the screens, saying how to turn it off")
  func hardwareKeyboardFails() {
    for form in ["SignUp", "Feedback"] {
      let app: @MainActor () -> UIKitScreenApplication = {
        let app = UIKitScreenApplication.screens[form]!()
        app.settings.hardwareKeyboard = true
        return app
      }
      for (test, outcome) in outcomes(form, app: app)
      // The submit tests tap the submit button, and the double-submit test's Return is a
      // hardware keyboard's too: no software keyboard is needed; Feedback's known failures fail
      // before any keyboard.
      where !test.contains(".testSubmitting") && !test.contains(".testReturnWhileSubmitting")
        && Self.knownFailures[test] == nil
      {
        guard case .failed(let messages) = outcome else {
          Issue.record("\(test) did not fail: \(outcome)")
          continue
        }
        #expect(messages[0].contains("Connect Hardware Keyboard"), "\(test): \(messages)")
      }
    }
  }

  @Test(
    "with the keyboard in German they pass on the screens, but for the known failures: nothing is found by its title",
    arguments: ["OneTimeCodeLogin", "ProfileEditor", "RedeemCode", "SignUp", "StoreLocator"])
  func otherLanguagePasses(_ form: String) {
    let app: @MainActor () -> UIKitScreenApplication = {
      let app = UIKitScreenApplication.screens[form]!()
      app.settings.keyboardLanguage = "de"
      return app
    }
    for (test, outcome) in outcomes(form, app: app) where Self.knownFailures[test] == nil {
      #expect(outcome == .passed, "\(test): \(outcome)")
    }
  }
}
