import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// The generated code of `Specs/` and FormRuntime's UIKit adapter, driven as a user would drive
/// them on a device: each numbered problem of the form-session issue, failing on the code before
/// it and passing now.
@MainActor
@Suite(.serialized)
struct KeyboardControllerTests {
  // Each test starts from the double's default state (`UIKitDouble.reset()`) in its body: other
  // suites may run between a suite's `init` and its tests.

  // MARK: - 2. Visibility follows every value, not only text delegate callbacks

  @Test("a picker's value set by app code shows and hides the business section at once")
  func pickerShowsSection() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(screen.business.isHidden)
    #expect(screen.companyName.isHidden)
    #expect(screen.titleLabels["companyName"]?.isHidden == true, "the title hides with its input")
    // The user picks "Business" in the account type picker: the app writes the model.
    #expect(screen.accountType.simulateTap())
    screen.keyboard.form.accountType = "business"
    #expect(!screen.business.isHidden)
    #expect(!screen.companyName.isHidden)
    #expect(screen.titleLabels["companyName"]?.isHidden == false)
    #expect(screen.industryDescription.isHidden, "its own condition still fails")
    screen.keyboard.form.industry = "other"
    #expect(!screen.industryDescription.isHidden)
    // Reset from code puts everything back.
    screen.keyboard.form.reset()
    #expect(screen.business.isHidden)
    #expect(screen.industryDescription.isHidden)
    #expect(window.simulatedKeyboard.isVisible == false, "reset ends editing")
  }

  @Test("a value set from code reaches its text field")
  func valueFromCode() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    screen.present()
    screen.keyboard.form.givenName = "Ada"
    #expect(screen.givenName.text == "Ada")
    screen.keyboard.reset()
    #expect(screen.givenName.text == "")
  }

  // MARK: - 3. Return keys and the toolbar follow visibility

  @Test("UI tests find inputs and toolbar buttons by identifier; the screen's own one stays")
  func accessibilityIdentifiers() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.website.accessibilityIdentifier = "homepage"
    _ = screen.present()
    #expect(screen.displayName.accessibilityIdentifier == "displayName")
    #expect(screen.bio.accessibilityIdentifier == "bio")
    #expect(screen.website.accessibilityIdentifier == "homepage")
    let toolbar = try #require(screen.newPassword.inputAccessoryView as? FormAccessoryToolbar)
    #expect(toolbar.previousButton?.accessibilityIdentifier == "formc.toolbar.previous")
    #expect(toolbar.nextButton?.accessibilityIdentifier == "formc.toolbar.next")
    #expect(toolbar.doneButton?.accessibilityIdentifier == "formc.toolbar.done")
  }

  @Test("the new password's Return key says Done, then Next once the confirmation shows")
  func returnKeyFollowsVisibility() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.newPassword.simulateTap())
    #expect(window.simulatedKeyboard.returnKeyType == .done)
    let toolbar = try #require(screen.newPassword.inputAccessoryView as? FormAccessoryToolbar)
    #expect(toolbar.nextButton?.isEnabled == false)
    let reloads = window.simulatedKeyboard.reloadCount
    window.simulateTyping("s3cret-horse")
    #expect(!screen.confirmNewPassword.isHidden)
    #expect(screen.newPassword.returnKeyType == .next)
    #expect(window.simulatedKeyboard.returnKeyType == .next, "the keyboard shows the new key")
    #expect(window.simulatedKeyboard.reloadCount > reloads)
    #expect(toolbar.nextButton?.isEnabled == true)
    window.simulateReturn()
    #expect(screen.confirmNewPassword.isFirstResponder)
    #expect(window.simulatedKeyboard.returnKeyType == .done)
  }

  @Test("on the 123 plane the user stays there while the Return key stays; only a change reloads")
  func numbersPlaneKept() {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.newPassword.simulateTap())
    window.simulateTyping("s")
    #expect(window.simulatedKeyboard.returnKeyType == .next)
    let reloads = window.simulatedKeyboard.reloadCount
    #expect(window.simulateKeyboardPlane(.numbers))
    window.simulateTyping("3cr3t-42")
    #expect(window.simulatedKeyboard.plane == .numbers, "no reload while the key stays Next")
    #expect(window.simulatedKeyboard.reloadCount == reloads)
    // Deleting everything hides the confirmation: the key really changes, back to Done.
    for _ in 0..<9 { window.simulateDeleteBackward() }
    #expect(screen.confirmNewPassword.isHidden)
    #expect(window.simulatedKeyboard.returnKeyType == .done)
    #expect(window.simulatedKeyboard.reloadCount == reloads + 1)
  }

  // MARK: - 4. No retain cycle in the README's wiring

  @Test("the README's view controller and its keyboard controller go away with the screen")
  func readmeWiringDoesNotLeak() {
    UIKitDouble.reset()
    weak var weakScreen: SignUpViewController?
    weak var weakWindow: UIWindow?
    do {
      let screen = SignUpViewController()
      weakScreen = screen
      let window = UIWindow(frame: UIScreen.main.bounds)
      weakWindow = window
      window.rootViewController = screen
      window.makeKeyAndVisible()
      screen.layOutForTests()
      #expect(screen.givenName.delegate != nil, "the keyboard controller started")
      #expect(screen.givenName.simulateTap())
      window.simulateTyping("Ada")
      window.isHidden = true
      window.rootViewController = nil
    }
    #expect(weakWindow == nil)
    #expect(weakScreen == nil, "the view controller leaked")
  }

  // MARK: - 5. A refused focus is revealed and tried again, or reported

  @Test("Next into a table row scrolled off screen brings the row back and focuses it")
  func focusOffScreenRow() throws {
    UIKitDouble.reset()
    let screen = SettingsScreen()
    let window = screen.present()
    // Settings' focus order: displayName, website, dailySteps, appPasscode, quietHoursStart, …
    // The passcode row is in the fourth section; scrolled to it, the quiet-hours section (the
    // second) is far above the screen and its cells are out of the window.
    screen.settingsTable.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
    #expect(screen.appPasscode.simulateTap())
    #expect(screen.quietHoursStart.window == nil, "the quiet-hours row is off screen")
    let toolbar = try #require(screen.appPasscode.inputAccessoryView as? FormAccessoryToolbar)
    #expect(toolbar.nextButton?.simulateTap() == true)
    #expect(screen.quietHoursStart.window != nil, "the row was scrolled back on screen")
    #expect(screen.quietHoursStart.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == .quietHoursStart)
    #expect(window.simulatedKeyboard.responder === screen.quietHoursStart)
    #expect(window.simulatedKeyboard.inputView === screen.quietHoursStart.picker)
  }

  @Test(
    "a submit whose first invalid input has no input view keeps the focus and reports no failure")
  func submitOntoCustomInputWithoutInputView() {
    UIKitDouble.reset()
    let screen = FeedbackScreen()
    let window = screen.present()
    #expect(screen.subject.simulateTap())
    window.simulateTyping("Late delivery")
    #expect(!screen.keyboard.submit())
    // The rating says `inputView: false`: the session never asks UIKit to focus it.
    #expect(screen.focusFailures.isEmpty)
    #expect(screen.subject.isFirstResponder, "UIKit's focus stays where it was")
    #expect(screen.keyboard.form.focusedField == .subject, "the model names what UIKit focuses")
    // The rating has no title, so formc's default message names it by its id.
    #expect(screen.errorMessages["rating"] == "rating is required")
    let announced = UIKitDouble.accessibilityPosts.compactMap(\.announcement)
    let errors = screen.keyboard.form.errors.count
    #expect(announced.last == "\(errors) errors. rating is required")
  }

  // MARK: - 6. Focus clears when editing ends by an interactive dismiss

  @Test("dragging the keyboard away clears the view model's focus")
  func interactiveDismiss() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(screen.email.simulateTap())
    #expect(screen.keyboard.form.focusedField == .email)
    #expect(screen.accountPage.keyboardDismissMode == .interactive)
    screen.accountPage.simulateDrag(
      by: CGPoint(x: 0, y: 600), releasedAt: CGPoint(x: 195, y: 800))
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == nil)
  }

  @Test("a custom input that resigns by a forced end of editing clears the focus too")
  func customInputForcedResign() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(screen.accountType.simulateTap())
    #expect(screen.keyboard.form.focusedField == .accountType)
    // A tap elsewhere that the screen handles by ending editing, forced.
    screen.view.endEditing(true)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == nil)
  }

  @Test("Next and Previous pass over a choice (the country row)")
  func nextPassesOverChoice() throws {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.state.simulateTap())
    let toolbar = try #require(screen.state.inputAccessoryView as? FormAccessoryToolbar)
    #expect(toolbar.nextButton?.simulateTap() == true)
    #expect(screen.deliveryPhone.isFirstResponder)
    #expect(!screen.country.isFirstResponder)
    #expect(window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == .deliveryPhone)
    let phoneToolbar = try #require(
      screen.deliveryPhone.inputAccessoryView as? FormAccessoryToolbar)
    #expect(phoneToolbar.previousButton?.simulateTap() == true)
    #expect(screen.state.isFirstResponder, "Previous passes over it too")
    #expect(window.simulatedKeyboard.isVisible)
  }

  // MARK: - 7. Text views grow between their lines

  @Test("the bio grows from 2 to 5 lines, then scrolls inside itself")
  func textViewGrows() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let lineHeight = try #require(screen.bio.font?.lineHeight)
    let insets = screen.bio.textContainerInset.top + screen.bio.textContainerInset.bottom
    window.layoutIfNeeded()
    #expect(abs(screen.bio.frame.height - (2 * lineHeight + insets)) < 0.5)
    #expect(screen.bio.simulateTap())
    window.simulateTyping("one\ntwo\nthree\nfour")
    window.layoutIfNeeded()
    #expect(abs(screen.bio.frame.height - (4 * lineHeight + insets)) < 0.5)
    #expect(!screen.bio.isScrollEnabled)
    window.simulateTyping("\nfive\nsix\nseven")
    window.layoutIfNeeded()
    #expect(abs(screen.bio.frame.height - (5 * lineHeight + insets)) < 0.5)
    #expect(screen.bio.isScrollEnabled)
    #expect(screen.keyboard.form.bio == "one\ntwo\nthree\nfour\nfive\nsix\nseven")
  }

  // MARK: - 8. Labels, sections and titles hide with their visibleWhen

  @Test("the referral bonus label shows only with a referral code")
  func labelVisibility() {
    UIKitDouble.reset()
    let screen = SignUpViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    screen.layOutForTests()
    #expect(screen.referralBonus.isHidden)
    #expect(screen.referralCode.simulateTap())
    window.simulateTyping("FRIEND")
    #expect(!screen.referralBonus.isHidden)
    window.simulateDeleteBackward()
    #expect(!screen.referralBonus.isHidden)
    for _ in 0..<5 { window.simulateDeleteBackward() }
    #expect(screen.referralBonus.isHidden)
  }

  // MARK: - 9. Values arrive on .editingChanged, committed text only

  @Test("AutoFill into the confirmation while the new password is focused reaches the form")
  func autoFillIntoAnotherField() {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    #expect(screen.newPassword.simulateTap())
    // A suggested strong password fills both fields; only the first is first responder.
    screen.newPassword.simulateAutoFill("kVx-9pq-2Lm")
    #expect(!screen.confirmNewPassword.isHidden)
    screen.confirmNewPassword.simulateAutoFill("kVx-9pq-2Lm")
    #expect(!screen.confirmNewPassword.isFirstResponder)
    #expect(form.newPassword == "kVx-9pq-2Lm")
    #expect(form.confirmNewPassword == "kVx-9pq-2Lm")
    #expect(form.error(for: .confirmNewPassword) == nil)
    #expect(window.simulatedKeyboard.responder === screen.newPassword)
  }

  @Test("marked text does not reach the form until it is confirmed")
  func markedText() throws {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    #expect(screen.familyName.simulateTap())
    window.simulateSetMarkedText("やまだ")
    #expect(screen.familyName.markedTextRange != nil)
    #expect(form.familyName == "", "unfinished composition is not a value")
    window.simulateCommitMarkedText("山田")
    #expect(form.familyName == "山田")
  }

  // MARK: - 10. Placeholders, accessibility labels, error messages

  @Test("a text view's placeholder follows the text view's own size, without the screen's layout")
  func placeholderFollowsTextView() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.present()
    let placeholder = try #require(screen.bio.subviews.compactMap { $0 as? UILabel }.first)
    #expect(placeholder.frame.width == screen.bio.bounds.width - 10)
    let oneLine = placeholder.frame.height
    // The text view's container resizes it (a stack, a cell): only its own subtree lays out.
    screen.bio.frame.size.width = 120
    screen.bio.layoutIfNeeded()
    #expect(placeholder.frame.width == 110)
    #expect(placeholder.frame.height > oneLine, "the long placeholder wraps at the new width")
    screen.bio.frame.size.width = 358
    screen.bio.layoutIfNeeded()
    #expect(placeholder.frame.width == 348)
    #expect(placeholder.frame.height == oneLine)
  }

  @Test("placeholders and accessibility labels come from the spec")
  func placeholdersAndLabels() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.website.placeholder == "https://")
    #expect(screen.website.accessibilityLabel == "Website")
    #expect(screen.bio.accessibilityLabel == "Bio")
    let placeholder = try #require(screen.bio.subviews.compactMap { $0 as? UILabel }.first)
    #expect(placeholder.text == "A few words about you")
    #expect(!placeholder.isHidden)
    #expect(screen.bio.simulateTap())
    window.simulateTyping("Hi")
    #expect(placeholder.isHidden, "the placeholder goes once there is text")
  }

  @Test("errors are shown through the views and announced, then cleared as values are fixed")
  func errorsShownAndAnnounced() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(screen.givenName.simulateTap())
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["givenName"] == "First name is required")
    #expect(screen.errorMessages["password"] == "Password is required")
    #expect(screen.givenName.isFirstResponder)
    #expect(
      UIKitDouble.accessibilityPosts.compactMap(\.announcement)
        == ["4 errors. First name is required"])
    window.simulateTyping("Ada")
    #expect(screen.errorMessages["givenName"] == nil)
  }

  @Test("phone or email (requiredWithout): the message shows under the phone, goes with an email")
  func phoneOrEmail() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["phone"] == "Enter a phone number or an email address")
    #expect(screen.errorMessages["email"] == nil)
    #expect(screen.email.simulateTap())
    window.simulateTyping("ada@example.com")
    #expect(screen.errorMessages["phone"] == nil, "filling the email clears the phone's message")
  }

  // MARK: - 12. A chat composer keeps the keyboard after Send

  @Test("Send submits, the composer clears and keeps the keyboard")
  func chatComposer() {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    #expect(screen.message.simulateTap())
    window.simulateTyping("Hello")
    #expect(window.simulatedKeyboard.returnKeyType == .send)
    window.simulateReturn()
    #expect(screen.sent == ["Hello"])
    #expect(screen.message.text == "")
    #expect(screen.message.isFirstResponder)
    #expect(window.simulatedKeyboard.isVisible)
    // Text cleared on the view itself, by code, is what Send reads.
    window.simulateTyping("Again")
    screen.message.text = ""
    window.simulateReturn()
    #expect(screen.sent == ["Hello"], "an empty composer sends nothing")
  }
}
