import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// An input's own toolbar (`toolbar` on the input, issue 32) in the generated SwiftUI screen of
/// `Tests/FormCodegenTests/Fixtures/PhoneVerification.form.yaml`: the keyboard toolbar gathered
/// from the focused input's ancestry shows that input's items, on iOS 16 (`ToolbarItemGroup`) and
/// on iOS 15 (the bar above the keyboard).
@MainActor
@Suite("Inputs' own keyboard toolbars in the SwiftUI double", .serialized)
struct OwnToolbarSwiftUITests {
  /// The identifiers of the toolbar items shown above the keyboard now.
  static func shownItems(_ screen: any HostedScreen) -> [String] {
    let bars = screen.driver.keyboardToolbarGroups + screen.driver.aboveKeyboard
    return [
      FormAccessibilityIdentifier.previous, FormAccessibilityIdentifier.next,
      FormAccessibilityIdentifier.done,
    ].filter { identifier in bars.contains { $0.first(identifier: identifier) != nil } }
  }

  @Test("each focused input shows its own items, the others the form's", arguments: [15, 16])
  func focusedInputsItems(os: Int) {
    let screen = Screens.make("PhoneVerification", osVersion: os)
    screen.driver.tap("fullName")
    #expect(
      Self.shownItems(screen) == [
        FormAccessibilityIdentifier.previous, FormAccessibilityIdentifier.next,
        FormAccessibilityIdentifier.done,
      ], "the form's toolbar on iOS \(os)")
    #expect(screen.driver.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(screen.focused == "phone")
    #expect(screen.driver.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(screen.focused == "code")
    #expect(
      Self.shownItems(screen) == [FormAccessibilityIdentifier.done],
      "the code's own toolbar has only Done on iOS \(os)")
    #expect(!screen.driver.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(screen.focused == "code")
    screen.driver.tap("promo")
    #expect(Self.shownItems(screen).isEmpty, "the promo code has no toolbar on iOS \(os)")
    screen.driver.tap("code")
    #expect(screen.driver.tapToolbarItem(FormAccessibilityIdentifier.done))
    #expect(screen.focused == nil, "Done on the code's own toolbar ends editing")
  }

  @Test("the code's own toolbar shows no title (`title: none`), the form's shows the input's")
  func titles() {
    let screen = Screens.make("PhoneVerification")
    screen.driver.tap("phone")
    #expect(screen.driver.keyboardToolbarGroups.flatMap(\.texts).contains("Phone number"))
    screen.driver.tap("code")
    #expect(!screen.driver.keyboardToolbarGroups.flatMap(\.texts).contains("Code"))
  }
}
