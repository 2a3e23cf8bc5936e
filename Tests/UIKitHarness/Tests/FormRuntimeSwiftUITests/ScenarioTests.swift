import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The behaviours issue 28 lists, each a scenario on a generated screen in the SwiftUI double;
/// each was seen failing in the double before the runtime's fix for it.
@MainActor
@Suite("Generated SwiftUI screens: issue 28's scenarios", .serialized)
struct ScenarioTests {
  /// The keyboard toolbar groups and bars above the keyboard that hold the form's Next.
  private func formToolbars<Root: View>(_ host: SwiftUIHost<Root>) -> Int {
    (host.keyboardToolbar + host.aboveKeyboard).filter {
      $0.first(identifier: FormAccessibilityIdentifier.next) != nil
    }
    .count
  }

  @Test("a focus the app asks for before the screen appears lands once the field can take it")
  func focusBeforeAppear() {
    let form = SignUpForm()
    form.focusedField = .email
    let host = SwiftUIHost(SignUpFormView(form: form))
    #expect(host.focusedInput?.identifier == "email")
    #expect(form.focusedField == .email)
  }

  @Test("a focus the app asks for while the screen shows lands")
  func focusWhileShown() {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form))
    form.focusedField = .password
    host.settle()
    #expect(host.focusedInput?.identifier == "password")
  }

  @Test("a replaced view model re-binds the screen: submitting validates the new model")
  func replacedModel() {
    let first = SignUpForm()
    let second = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: first))
    host.replaceRoot(SignUpFormView(form: second))
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(!second.errors.isEmpty)
    #expect(first.errors.isEmpty)
  }

  @Test("validateOn endEditing: leaving the password shows its message under it on the screen")
  func messageOnEndEditing() async {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form))
    #expect(host.tap("password"))
    await host.type("short")
    #expect(form.errors.isEmpty, "nothing while the user types")
    #expect(host.tap("confirmPassword"))
    #expect(form.errors == [.password: "Use at least 8 characters"])
    #expect(host.root.texts.contains("Use at least 8 characters"))
    #expect(
      UIKitDouble.accessibilityPosts.contains {
        $0.announcement == "Error: Use at least 8 characters"
      })
  }

  @Test("a failed submit focuses the first invalid input, moves VoiceOver there and announces")
  func failedSubmit() {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form))
    host.tap(FormAccessibilityIdentifier.submit)
    #expect(host.focusedInput?.identifier == "givenName")
    #expect(host.events.contains(.voiceOverFocus("givenName")))
    let message = form.errors[.givenName]
    #expect(message != nil)
    #expect(
      UIKitDouble.accessibilityPosts.contains {
        $0.announcement?.contains(message ?? "\u{0}") == true
      })
  }

  @Test(
    "after a failed submit VoiceOver reads the first invalid input, then the announcement, neither cut off"
  )
  func voiceOverFocusAndAnnouncement() throws {
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form))
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    let message = try #require(form.errors[.givenName])
    #expect(host.voiceOverFocus?.identifier == "givenName")
    #expect(host.speech.map(\.isAnnouncement) == [false, true], "\(host.speech)")
    let element = try #require(host.speech.first { !$0.isAnnouncement })
    #expect(element.text.contains(message), "the input's label carries its error")
    #expect(!element.wasInterrupted, "\(host.speech)")
    let announcement = try #require(host.speech.first { $0.isAnnouncement })
    #expect(announcement.text.contains(message))
    #expect(!announcement.wasInterrupted, "\(host.speech)")
  }

  @Test("the keyboard toolbar shows the form's items once in a navigation container, on iOS 15 too")
  func toolbarInNavigation() {
    for os in [15, 16, 17] {
      let host = SwiftUIHost(NavigationView { SignUpFormView(form: SignUpForm()) }, osVersion: os)
      host.tap("givenName")
      #expect(formToolbars(host) == 1, "iOS \(os)")
    }
  }

  @Test("a parent's own keyboard toolbar does not repeat the form's items")
  func toolbarUnderParentToolbar() {
    let host = SwiftUIHost(
      NavigationView {
        SignUpFormView(form: SignUpForm())
          .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Paste") {} } }
      })
    host.tap("givenName")
    #expect(formToolbars(host) == 1)
    #expect(host.keyboardToolbar.count == 2)
  }

  @Test(
    "a submit placed keyboardToolbar stands in Done's place, enabled once valid, and submits",
    arguments: [15, 16])
  func keyboardToolbarSubmit(osVersion: Int) async {
    let form = OneTimeCodeLoginForm()
    var submits = 0
    let host = SwiftUIHost(
      NavigationView { OneTimeCodeLoginFormView(form: form, onSubmit: { submits += 1 }) },
      osVersion: osVersion)
    host.tap("phone")
    let verify = FormAccessibilityIdentifier.keyboardToolbarSubmit
    #expect(!host.tapToolbarItem(FormAccessibilityIdentifier.done), "Done gave its place")
    #expect(!host.tapToolbarItem(verify), "disabled while the form is invalid")
    await host.type("+1 555 010 0199")
    host.tap("code")
    await host.type("123456")
    #expect(host.tapToolbarItem(verify))
    #expect(submits == 1)
    #expect(host.focusedInput == nil, "a valid submit ends editing (afterSubmit: dismiss)")
  }

  @Test(
    "focus.initial: the phone field is focused once the screen appears, no focus write lost",
    arguments: [15, 16, 17])
  func initialFocus(osVersion: Int) {
    let form = OneTimeCodeLoginForm()
    let host = SwiftUIHost(
      NavigationView { OneTimeCodeLoginFormView(form: form) }, osVersion: osVersion)
    #expect(host.focusedInput?.identifier == "phone")
    #expect(form.focusedField == .phone)
    #expect(
      !host.events.contains { if case .focusReverted = $0 { return true } else { return false } },
      "the write waits for the screen to appear")
  }

  @Test("without a navigation container on iOS 15 the keyboard toolbar still shows")
  func toolbarWithoutNavigationOnIOS15() {
    let host = SwiftUIHost(SignUpFormView(form: SignUpForm()), osVersion: 15)
    host.tap("givenName")
    #expect(formToolbars(host) == 1)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "familyName")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.done))
    #expect(host.focusedInput == nil)
    #expect(formToolbars(host) == 0)
  }

  @Test("a drag dismisses the keyboard as keyboard.dismiss says (interactive), on iOS 16")
  func dragDismissesOnIOS16() {
    #expect(SignUpForm.keyboardPlan.dismissMode == .interactive)
    let host = SwiftUIHost(SignUpFormView(form: SignUpForm()))
    host.tap("givenName")
    #expect(host.dragScrollView())
    #expect(host.focusedInput == nil)
  }

  @Test("a drag dismisses the keyboard as keyboard.dismiss says on iOS 15 too")
  func dragDismissesOnIOS15() {
    let host = SwiftUIHost(SignUpFormView(form: SignUpForm()), osVersion: 15)
    host.tap("givenName")
    #expect(host.focusedInput?.identifier == "givenName")
    #expect(host.dragScrollView())
    #expect(host.focusedInput == nil)
  }

  @Test("on iOS 15 a drag inside the TextEditor (scrolling its text) keeps the keyboard")
  func dragInsideTextEditorOnIOS15() {
    let form = ProfileEditorForm()
    #expect(ProfileEditorForm.keyboardPlan.dismissMode != .none)
    let host = SwiftUIHost(ProfileEditorFormView(form: form), osVersion: 15)
    host.tap("bio")
    #expect(host.focusedInput?.kind == .textEditor, "iOS 15's fallback for a text view")
    #expect(host.dragInsideTextEditor())
    #expect(host.focusedInput?.identifier == "bio")
    #expect(form.focusedField == .bio)
    // The fallback cannot tell a drag of the page from one inside the editor: while the editor
    // has the keyboard, neither dismisses it (Done does); from a single-line field one does.
    #expect(!host.dragScrollView())
    #expect(host.tap("displayName"))
    #expect(host.dragScrollView())
  }

  @Test(
    "a drag keeps the keyboard where keyboard.dismiss says none, on iOS 15 too",
    arguments: [15, 16])
  func dragKeepsKeyboardWhenNone(os: Int) {
    #expect(FeedbackForm.keyboardPlan.dismissMode == .none)
    let host = SwiftUIHost(
      FeedbackFormView(form: FeedbackForm()) { Text(verbatim: $0.rawValue) }, osVersion: os)
    host.tap("subject")
    #expect(host.focusedInput?.identifier == "subject")
    #expect(!host.dragScrollView())
    #expect(host.focusedInput?.identifier == "subject")
  }

  @Test("Next passes over a choice (the country row): the keyboard stays")
  func nextOverChoice() {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form))
    host.tap("state")
    #expect(form.field(after: .state) == .deliveryPhone)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "deliveryPhone")
    #expect(!host.events.contains { if case .focusReverted = $0 { true } else { false } })
    #expect(
      !host.events.contains(.focusWritten(AnyHashable(CheckoutForm.Field?.some(.country)))),
      "no @FocusState write ever targets it")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.previous))
    #expect(host.focusedInput?.identifier == "state")
  }

  @Test("Next onto a custom input that presents an input view (a focusable time picker) lands")
  func nextOntoPresentingCustomInput() {
    let form = SettingsForm()
    let host = SwiftUIHost(
      SettingsFormView(form: form) { Text(verbatim: $0.rawValue).focusable() }, osVersion: 17)
    #expect(host.tap("appPasscode"))
    #expect(form.field(after: .appPasscode) == .quietHoursStart)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "quietHoursStart")
    #expect(form.focusedField == .quietHoursStart)
  }

  @Test("a failed submit whose first invalid input is a custom one without an input view")
  func submitOntoCustomInputWithoutInputView() {
    let form = FeedbackForm()
    let host = SwiftUIHost(FeedbackFormView(form: form) { Text(verbatim: $0.rawValue) })
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(form.errors[.rating] != nil)
    #expect(
      !host.events.contains(.focusWritten(AnyHashable(FeedbackForm.Field?.some(.rating)))),
      "the keyboard focus is not moved onto it")
    #expect(host.events.contains(.scrollTo(AnyHashable(FeedbackForm.Field.rating), found: true)))
    #expect(host.focusedInput == nil)
  }

  @Test(
    "keyboard.dismiss onTap: a tap on a label ends editing; a button keeps its tap",
    arguments: [15, 16, 17])
  func tapOutsideEndsEditing(osVersion: Int) {
    let form = OneTimeCodeLoginForm()
    var actions: [OneTimeCodeLoginFormView.Action] = []
    let host = SwiftUIHost(
      NavigationView { OneTimeCodeLoginFormView(form: form, onAction: { actions.append($0) }) },
      osVersion: osVersion)
    host.tap("phone")
    #expect(host.focusedInput?.identifier == "phone")
    #expect(host.tapButton(titled: "Send Code"))
    #expect(actions == [.sendCode], "the button's tap is its own")
    #expect(host.focusedInput?.identifier == "phone", "and the keyboard stays, as in UIKit")
    host.tap("code")
    #expect(host.focusedInput?.identifier == "code", "a tap on another field moves the focus")
    #expect(
      host.tapOutsideInputs(on: "We'll text you a 6-digit code to sign in. No password needed."))
    #expect(host.focusedInput == nil)
    #expect(form.focusedField == nil)
    host.tap("phone")
    #expect(host.tapOutsideInputs())
    #expect(host.focusedInput == nil, "a tap on the empty space too")
    host.tap("phone")
    #expect(!host.dragScrollView(), "a scroll does not dismiss with onTap")
  }

  @Test("without onTap a tap outside the inputs keeps the keyboard")
  func tapOutsideWithoutOnTap() {
    let host = SwiftUIHost(SignUpFormView(form: SignUpForm()))
    host.tap("givenName")
    #expect(!host.tapOutsideInputs())
    #expect(host.focusedInput?.identifier == "givenName")
  }

  @Test(
    "keyboard.dismiss onTap in a table: a header, a footer or a label ends editing; rows keep theirs",
    arguments: [15, 16, 17])
  func tapOutsideInTable(osVersion: Int) {
    let form = MultiChoiceStylesForm()
    form.alerts = [.push]
    let host = SwiftUIHost(
      NavigationView { MultiChoiceStylesFormView(form: form) }, osVersion: osVersion)
    for text in ["Your interests", "Pick as many as you like.", "We never share your interests."] {
      host.tap("nickname")
      #expect(host.focusedInput?.identifier == "nickname")
      #expect(host.tapOutsideInputs(on: text), "a tap on '\(text)' is seen")
      #expect(host.focusedInput == nil, "and ends editing")
      #expect(form.focusedField == nil)
    }
    host.tap("nickname")
    host.tap("deviceName")
    #expect(host.focusedInput?.identifier == "deviceName", "a tap on another field moves the focus")
    #expect(host.tap(title: "Rust"), "a checkable row keeps its tap")
    #expect(form.topics == [.rust])
    #expect(host.tap("digest"), "a switch keeps its tap")
    #expect(form.digest)
    #expect(host.tap("days"), "the navigation row keeps its tap")
    #expect(host.root.texts.contains("Saturday"))
    #expect(host.navigateBack())
    #expect(
      !host.tapOutsideInputs(),
      "no gesture covers the Form: a tap on its empty space keeps the keyboard")
  }

  @Test("focus into a row of the lazy Form that is off screen lands (scroll, then focus)")
  func focusIntoLazyRow() {
    let form = SettingsForm()
    let host = SwiftUIHost(SettingsFormView(form: form) { Text(verbatim: $0.rawValue) })
    host.formRowWindow = 0..<3
    host.settle()
    #expect(host.node("appPasscode") == nil)
    form.focusedField = .appPasscode
    host.settle()
    let field = AnyHashable(SettingsForm.Field.appPasscode)
    #expect(host.events.contains(.scrollTo(field, found: true)))
    #expect(
      host.events.contains(.focusReverted(AnyHashable(SettingsForm.Field?.some(.appPasscode)))),
      "the first write finds no row yet: the session retries once it exists")
    #expect(host.node("appPasscode") != nil)
    #expect(host.focusedInput?.identifier == "appPasscode")
    #expect(form.focusedField == .appPasscode)
  }

  @Test("Next into a row of the lazy Form that is off screen lands")
  func nextIntoLazyRow() {
    let form = SettingsForm()
    let host = SwiftUIHost(SettingsFormView(form: form) { Text(verbatim: $0.rawValue) })
    host.formRowWindow = 0..<3
    host.settle()
    #expect(host.tap("website"))
    #expect(host.node("dailySteps") == nil)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == form.field(after: .website)?.rawValue)
  }

  @Test("a state object outlives a re-render with a new model: the coordinator is created once")
  func coordinatorOnce() {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form))
    host.tap("givenName")
    host.replaceRoot(SignUpFormView(form: form))
    #expect(host.focusedInput?.identifier == "givenName")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "familyName")
  }

  @Test(
    "a Return key the plan changes while the input stays focused shows at its next focus; Return does what the plan says"
  )
  func returnKeyChangesWhileFocused() async {
    // `formc plan` marks `newPassword` ("return key changes while focused: done ↔ next") and
    // `formc lint` warns with `return-key-changes-while-focused`: SwiftUI has no
    // `reloadInputViews()`, and re-focusing the input would close and reopen the keyboard.
    let form = ProfileEditorForm()
    let host = SwiftUIHost(ProfileEditorFormView(form: form))
    host.tap("newPassword")
    #expect(host.returnKeyShown == "done")
    await host.type("secret-1")
    #expect(form.isVisible(.confirmNewPassword))
    #expect(form.returnKey(for: .newPassword) == .next)
    #expect(host.node("newPassword")?.submitLabelName == "next", "the modifier says Next")
    #expect(host.returnKeyShown == "done", "the keyboard keeps the label it took at focus")
    // Return follows the plan, not the stale label: it moves on.
    #expect(await host.pressReturn() == .submitted)
    #expect(host.focusedInput?.identifier == "confirmNewPassword")
    // At its next focus the input shows the key the plan gives it now.
    #expect(host.tap("newPassword"))
    #expect(host.returnKeyShown == "next")
  }

  @Test("a valid submit runs the onSubmit of the latest render, not the first")
  func latestOnSubmit() async {
    let form = ChatComposerForm()
    let first = SubmitCounter()
    let latest = SubmitCounter()
    let host = SwiftUIHost(ChatComposerFormView(form: form, onSubmit: { first.count += 1 }))
    form.setValue("Hello", for: .message)
    host.settle()
    host.replaceRoot(ChatComposerFormView(form: form, onSubmit: { latest.count += 1 }))
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    #expect(latest.count == 1, "\(form.errors)")
    #expect(first.count == 0)
    // From the keyboard too: Return on the composer sends through the same session.
    #expect(host.tap("message"))
    await host.type(" again")
    _ = await host.pressReturn()
    #expect(latest.count == 2)
    #expect(first.count == 0)
  }
}
