import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// A tap outside the inputs of a generated `Form` without `keyboard.dismiss: onTap`
/// (`Specs/MailSettings.form.yaml`, `interactive`): no view of the screen has a tap gesture of
/// its own, so a tap on a section's header or footer, or on the `Form`'s empty space, keeps the
/// keyboard, as a tap on a view that is not a text input does not move UIKit's first responder
/// (docs/Runtime.md, "keyboard.dismiss: onTap", for the screen with `onTap`).
@MainActor
@Suite("Generated SwiftUI screens: a tap outside the inputs of a Form without onTap", .serialized)
struct TableTapTests {
  @Test("without onTap a tap on a header, a footer or the empty space keeps the keyboard")
  func tapKeepsKeyboard() {
    let form = MailSettingsForm()
    let host = SwiftUIHost(NavigationView { MailSettingsFormView(form: form) })
    #expect(host.tap("forwardTo"))
    #expect(host.focusedInput?.identifier == "forwardTo")
    for text in ["Account", "Forwarding", "Mail 4.2"] {
      #expect(!host.tapOutsideInputs(on: text), "no gesture sees a tap on '\(text)'")
      #expect(host.focusedInput?.identifier == "forwardTo")
    }
    #expect(!host.tapOutsideInputs(), "nor on the empty space")
    #expect(host.focusedInput?.identifier == "forwardTo")
    #expect(form.focusedField == .forwardTo)
  }
}
