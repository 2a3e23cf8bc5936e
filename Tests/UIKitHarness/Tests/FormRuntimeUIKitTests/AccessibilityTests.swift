import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// What VoiceOver meets on the screens of `Specs/`, driven through the UIKit double: each input's
/// label (title, else placeholder) and hint from the spec, toolbar items labelled without their
/// trait and a title that is text rather than a dimmed button, and after a failed submit an
/// announcement, VoiceOver's focus on the first invalid input and the error in its label.
@MainActor
@Suite(.serialized)
struct AccessibilityTests {
  /// The screens of the example specs these tests drive.
  nonisolated static let screens = [
    "BusinessAccount", "ProfileEditor", "Feedback", "ChatComposer", "Settings",
  ]

  @Test("labels, hints, the toolbar and a failed submit, for VoiceOver", arguments: screens)
  func everyScreen(_ name: String) throws {
    UIKitDouble.reset()
    switch name {
    case "BusinessAccount":
      let screen = BusinessAccountScreen()
      try check(screen, screen.keyboard)
    case "ProfileEditor":
      let screen = ProfileEditorScreen()
      try check(screen, screen.keyboard)
    case "Feedback":
      let screen = FeedbackScreen()
      try check(screen, screen.keyboard)
    case "ChatComposer":
      let screen = ChatComposerScreen()
      try check(screen, screen.keyboard)
    case "Settings":
      let screen = SettingsScreen()
      try check(screen, screen.keyboard)
    default:
      Issue.record("no screen for \(name)")
    }
  }

  /// Checks one screen of a spec.
  func check<Screen: FormScreen & FormViews>(
    _ screen: Screen, _ keyboard: FormKeyboardController<Screen.Form>
  ) throws {
    typealias Form = Screen.Form
    screen.present()
    let strings = keyboard.session.strings
    // Labels and hints, as the spec says.
    for input in Form.schema.inputs {
      let view = screen.formView(for: input.field)
      if let label = input.title ?? input.placeholder {
        #expect(view.accessibilityLabel == label, "\(input.field)")
      }
      #expect(view.accessibilityHint == input.hint, "\(input.field)")
    }
    // The toolbar.
    if Form.schema.hasToolbar {
      let field = try #require(Form.schema.inputs.first?.field)
      let toolbar = try #require(keyboard.accessoryToolbar(for: field))
      checkToolbar(toolbar, labels: FormToolbarLabels(strings))
    }
    // A failed submit: the errors are announced and VoiceOver moves to the first invalid input.
    let posts = UIKitDouble.accessibilityPosts.count
    guard !keyboard.submit() else {
      // A form valid as it starts has nothing to announce.
      let newPosts = UIKitDouble.accessibilityPosts.dropFirst(posts)
      #expect(newPosts.isEmpty, "\(Form.self): a valid submit tells VoiceOver nothing")
      return
    }
    let errors = keyboard.form.errors
    let first = try #require(Form.schema.inputs.map(\.field).first { errors[$0] != nil })
    let firstView = screen.formView(for: first)
    let newPosts = UIKitDouble.accessibilityPosts.dropFirst(posts)
    let focusPosts = newPosts.filter { $0.notification == .layoutChanged }
    #expect(focusPosts.count == 1, "\(Form.self): VoiceOver is moved once")
    #expect((focusPosts.first?.argument as? UIView) === firstView, "\(Form.self): to \(first)")
    let message = try #require(errors[first])
    #expect(
      newPosts.compactMap(\.announcement)
        == [strings.submitAnnouncement(count: errors.count, first: message)], "\(Form.self)")
    // Each invalid input's label carries its error; a valid one's does not.
    for input in Form.schema.inputs {
      let view = screen.formView(for: input.field)
      let label = input.title ?? input.placeholder
      let expected = strings.inputLabel(label, error: errors[input.field])
      if label != nil || errors[input.field] != nil {
        #expect(view.accessibilityLabel == expected, "\(input.field)")
      }
    }
  }

  /// Previous and Next are labelled without their trait, and the title is static text.
  func checkToolbar(_ toolbar: FormAccessoryToolbar, labels: FormToolbarLabels) {
    if let previous = toolbar.previousButton {
      #expect(previous.accessibilityLabel == labels.previous)
    }
    if let next = toolbar.nextButton {
      #expect(next.accessibilityLabel == labels.next)
    }
    for button in [toolbar.previousButton, toolbar.nextButton].compactMap({ $0 }) {
      #expect(!(button.accessibilityLabel ?? "").localizedCaseInsensitiveContains("button"))
    }
    for item in toolbar.items ?? [] where item.customView == nil && item.title != nil {
      Issue.record("a titled bar button item is read as a button: \(item.title ?? "")")
    }
    if let titleItem = toolbar.titleItem {
      let label = titleItem.customView as? UILabel
      #expect(label != nil && label === toolbar.titleLabel, "the title is a label")
      #expect(label?.accessibilityTraits.contains(.staticText) == true)
      #expect(label?.accessibilityTraits.contains(.header) == true)
      #expect(label?.accessibilityTraits.contains(.button) == false)
    }
  }

  @Test("the toolbar's title is a heading VoiceOver reads as text, and follows focus")
  func toolbarTitle() throws {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(screen.givenName.simulateTap())
    let toolbar = try #require(screen.givenName.inputAccessoryView as? FormAccessoryToolbar)
    let label = try #require(toolbar.titleLabel)
    #expect(label.text == "First name")
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "First name")
    #expect(window.simulatedKeyboard.isVisible == true)
    // A state without a title leaves nothing for VoiceOver to stop on.
    toolbar.update(FormToolbarState(previousEnabled: false, nextEnabled: true, title: nil))
    #expect(!label.isAccessibilityElement)
  }

  @Test("the error goes from the label once the value is right")
  func errorLeavesLabel() {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    #expect(screen.givenName.simulateTap())
    #expect(!screen.keyboard.submit())
    #expect(screen.givenName.accessibilityLabel == "First name, error: First name is required")
    window.simulateTyping("Ada")
    #expect(screen.givenName.accessibilityLabel == "First name")
  }

  @Test("an input's error view is identified for UI tests, unless the screen identified it")
  func errorViewIdentified() {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    screen.loadViewIfNeeded()
    screen.errorLabels["email"]?.accessibilityIdentifier = "screen.emailError"
    screen.present()
    #expect(screen.errorLabels["givenName"]?.accessibilityIdentifier == "formc.error.givenName")
    #expect(screen.errorLabels["email"]?.accessibilityIdentifier == "screen.emailError")
    #expect(!screen.keyboard.submit())
    #expect(screen.errorLabels["givenName"]?.text == "Enter your first name")
    #expect(screen.errorLabels["givenName"]?.isHidden == false)
    #expect(
      FormAccessibilityIdentifier.error(SignUpForm.Field.givenName) == "formc.error.givenName")
  }

  @Test("a screen's own label stays when the spec has none, and carries the error")
  func screenLabel() {
    UIKitDouble.reset()
    let screen = FeedbackScreen()
    screen.rating.accessibilityLabel = "Rating"
    screen.present()
    #expect(screen.rating.accessibilityLabel == "Rating")
    #expect(screen.rating.accessibilityHint == "Swipe up or down to choose from 1 to 5 stars")
    #expect(!screen.keyboard.submit())
    #expect(screen.rating.accessibilityLabel == "Rating, error: rating is required")
  }

  @Test("the toolbar and VoiceOver speak the language the controller is given")
  func german() throws {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    screen.present()
    let keyboard = BusinessAccountFormKeyboardController(
      form: BusinessAccountForm(), views: screen, strings: FormRuntimeStrings(localization: "de"))
    let toolbar = try #require(keyboard.accessoryToolbar(for: .givenName))
    #expect(toolbar.previousButton?.accessibilityLabel == "Zurück")
    #expect(toolbar.nextButton?.accessibilityLabel == "Weiter")
    keyboard.start()
    #expect(!keyboard.submit())
    #expect(keyboard.form.errors.count == 4)
    #expect(
      UIKitDouble.accessibilityPosts.compactMap(\.announcement).last
        == "4 Fehler. First name is required")
    #expect(screen.givenName.accessibilityLabel == "First name, Fehler: First name is required")
  }
}
