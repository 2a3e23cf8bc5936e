import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// Issue 28's focus and lifetime scenarios on every generated `<Name>FormView` of `Specs/`, not
/// only on the screen `ScenarioTests` tells each one on: a focus the app asks for before the
/// screen appears and while it shows, and the session stopping when the screen goes away.
@MainActor
@Suite(
  "Generated SwiftUI screens: issue 28's focus and lifetime scenarios on every screen", .serialized)
struct ScenarioOnEveryScreenTests {
  @Test(
    "a focus the app asks for before the screen appears lands on its last keyboard input",
    arguments: Screens.names)
  func focusBeforeAppear(_ name: String) {
    guard let last = Screens.make(name).keyboardInputs.last else { return }
    let screen = Screens.make(name, focus: last)
    #expect(screen.focused == last, "\(name): \(last)")
    #expect(screen.modelFocus == last, "\(name): \(last)")
  }

  @Test(
    "a focus the app asks for while the screen shows lands on each keyboard input",
    arguments: Screens.names)
  func focusWhileShown(_ name: String) {
    let screen = Screens.make(name)
    for id in screen.keyboardInputs.reversed() {
      screen.focusFromApp(id)
      #expect(screen.focused == id, "\(name): \(id)")
      #expect(screen.modelFocus == id, "\(name): \(id)")
    }
  }

  @Test(
    "the session stops when the screen goes away: the focus ends, the values stay",
    arguments: Screens.names)
  func sessionStopsOnDisappear(_ name: String) {
    let screen = Screens.make(name)
    guard let first = screen.keyboardInputs.first else { return }
    screen.fillValid()
    let values = screen.inputs.map { screen.value($0) }
    screen.driver.tap(first)
    #expect(screen.modelFocus == first, "\(name)")
    // A pushed screen or a dismissed sheet: the form's views disappear (`onDisappear`,
    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
    screen.remove()
    #expect(screen.modelFocus == nil, "\(name): the focus of a screen that is gone is over")
    #expect(screen.inputs.map { screen.value($0) } == values, "\(name): the values stay")
  }
}

/// Issue 28's submit, VoiceOver, lazy-row and toolbar scenarios that `ScenarioTests` tells on one
/// screen, on every generated screen each applies to, as the screen's schema and plan say.
@MainActor
@Suite(
  "Generated SwiftUI screens: issue 28's submit, lazy-row and toolbar scenarios on every screen",
  .serialized)
struct ScenarioOnEveryScreenSubmitTests {
  /// Where the screen is hosted for a submit: in a `NavigationView` when its spec puts the
  /// submit in a bar (`actions.submit`), which shows only in a navigation container.
  func submitParent(_ name: String) -> Screens.Parent {
    Screens.make(name).submitAction == nil ? .none : .navigation
  }

  /// Whether the screen has a submit button: its spec's `actions.submit`, or FormRuntime's
  /// `FormSubmitButton` in its content.
  func hasSubmitButton(_ screen: any HostedScreen) -> Bool {
    screen.submitAction != nil || screen.driver.node(FormAccessibilityIdentifier.submit) != nil
  }

  /// Whether a user can submit the screen's fresh view model and see it fail: it is invalid, and
  /// its submit button takes a tap while it is (an `actions.submit` enabled `always`;
  /// FormRuntime's content button not disabled, as a content button the spec enables
  /// `whenFilled` is while a required input is empty).
  func failedSubmitApplies(_ screen: any HostedScreen) -> Bool {
    guard !screen.isValid else { return false }
    if let action = screen.submitAction { return action.enabled == .always }
    guard let button = screen.driver.node(FormAccessibilityIdentifier.submit) else { return false }
    return !button.isDisabled
  }

  /// Taps the screen's submit button where it shows: in the content, in the navigation bar, or
  /// in the keyboard toolbar once its first keyboard input has the focus. Whether one took it.
  func tapSubmit(_ screen: any HostedScreen) -> Bool {
    let id = screen.submitAction?.identifier ?? FormAccessibilityIdentifier.submit
    switch screen.submitAction?.placement {
    case nil:
      return screen.driver.node(id) != nil && screen.driver.tap(id)
    case .navigationBarLeading?, .navigationBarTrailing?:
      return screen.driver.tapNavigationBarItem(id)
    case .keyboardToolbar?:
      guard
        let input = screen.keyboardInputs.first(where: { screen.driver.node($0) != nil }),
        screen.driver.tap(input)
      else { return false }
      return screen.driver.tapToolbarItem(id)
    }
  }

  @Test(
    "a replaced view model re-binds the screen: submitting validates the new model",
    arguments: Screens.names)
  func replacedModel(_ name: String) {
    let screen = Screens.make(name, parent: submitParent(name))
    guard failedSubmitApplies(screen) else { return }
    screen.replaceModel()
    #expect(tapSubmit(screen), "\(name)")
    #expect(!screen.errorInputs.isEmpty, "\(name): the new model is validated")
    #expect(screen.replacedModelsErrorInputs == [[]], "\(name): the first model is left alone")
    #expect(screen.submits == 0, "\(name)")
  }

  @Test(
    "after a failed submit VoiceOver reads the first invalid input, then the announcement, neither cut off",
    arguments: Screens.names)
  func voiceOverFocusAndAnnouncement(_ name: String) throws {
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    let screen = Screens.make(name, parent: submitParent(name))
    guard failedSubmitApplies(screen) else { return }
    let before = screen.driver.speech.count
    #expect(tapSubmit(screen), "\(name)")
    // The keyboard toolbar's submit needs an input focused first: what VoiceOver said then is
    // not the submit's.
    let speech = Array(screen.driver.speech.dropFirst(before))
    let first = try #require(screen.errorInputs.first, "\(name): the submit failed")
    let message = try #require(screen.error(first))
    #expect(screen.driver.voiceOverFocus?.identifier == first, "\(name)")
    #expect(speech.map(\.isAnnouncement) == [false, true], "\(name): \(speech)")
    let element = try #require(speech.first { !$0.isAnnouncement }, "\(name)")
    // A custom input's label carries its error as a text input's does.
    #expect(element.text.contains(message), "\(name): the input's label carries its error")
    #expect(!element.wasInterrupted, "\(name): \(speech)")
    let announcement = try #require(speech.first { $0.isAnnouncement }, "\(name)")
    #expect(announcement.text.contains(message), "\(name)")
    #expect(!announcement.wasInterrupted, "\(name): \(speech)")
  }

  @Test(
    "a valid submit runs the onSubmit of the latest render, not the first, by button and by Return",
    arguments: Screens.names)
  func latestOnSubmit(_ name: String) async {
    let screen = Screens.make(name, parent: submitParent(name))
    // A spec's app checks answer on the app's checker, which these screens have none of; the
    // test's values (`fillValid()`) are to pass the spec's own rules.
    guard !screen.hasAppChecks else { return }
    screen.fillValid()
    guard screen.isValid else { return }
    if hasSubmitButton(screen) {
      screen.replaceOnSubmit()
      #expect(tapSubmit(screen), "\(name)")
      #expect(screen.submits == 1, "\(name): \(screen.errorInputs)")
      #expect(screen.replacedSubmits == 0, "\(name)")
    }
    // From the keyboard too: Return on an input whose Return submits, after a later render.
    guard
      let id = screen.keyboardInputs.first(where: {
        screen.returnAction($0) == .submit && screen.driver.node($0) != nil
      })
    else { return }
    screen.fillValid()
    let earlier = screen.submits + screen.replacedSubmits
    screen.replaceOnSubmit()
    #expect(screen.driver.tap(id), "\(name): \(id)")
    _ = await screen.driver.pressReturn()
    #expect(screen.submits == 1, "\(name): Return on \(id): \(screen.errorInputs)")
    #expect(screen.replacedSubmits == earlier, "\(name): Return on \(id)")
  }

  @Test(
    "focus into a row of a lazy Form that is off screen lands (scroll, then focus)",
    arguments: Screens.names, [15, 16, 17])
  func focusIntoLazyRow(_ name: String, osVersion: Int) {
    let screen = Screens.make(name, osVersion: osVersion)
    guard !screen.keyboardPlan.tables.isEmpty else { return }
    screen.driver.formRowWindow = 0..<1
    screen.driver.settle()
    // Only a keyboard input in a row not created is off screen: a screen whose visible keyboard
    // inputs all are in its first row (or in none) has no such focus to give.
    guard let id = screen.keyboardInputs.last(where: { screen.driver.node($0) == nil }) else {
      return
    }
    let (field, _) = screen.fieldValue(id)
    screen.focusFromApp(id)
    #expect(screen.driver.events.contains(.scrollTo(field, found: true)), "\(name): \(id)")
    #expect(screen.driver.node(id) != nil, "\(name): \(id)")
    #expect(screen.focused == id, "\(name): \(id)")
    #expect(screen.modelFocus == id, "\(name): \(id)")
  }

  @Test(
    "a parent's own keyboard toolbar does not repeat the form's items, and shows once",
    arguments: Screens.names, [15, 16, 17])
  func toolbarUnderParentToolbar(_ name: String, osVersion: Int) throws {
    let screen = Screens.make(name, osVersion: osVersion, parent: .navigationWithKeyboardToolbar)
    guard
      let id = screen.keyboardInputs.first(where: {
        screen.hasNext(on: $0) && screen.driver.node($0) != nil
      })
    else { return }
    #expect(screen.driver.tap(id), "\(name): \(id)")
    try #require(screen.focused == id, "\(name): \(id)")
    let bars = screen.driver.keyboardToolbarGroups + screen.driver.aboveKeyboard
    let form = bars.filter { $0.first(identifier: FormAccessibilityIdentifier.next) != nil }
    let parent = bars.filter { $0.first(identifier: Screens.parentToolbarItem) != nil }
    #expect(form.count == 1, "\(name) on iOS \(osVersion): \(id)")
    #expect(parent.count == 1, "\(name) on iOS \(osVersion): \(id)")
  }
}
