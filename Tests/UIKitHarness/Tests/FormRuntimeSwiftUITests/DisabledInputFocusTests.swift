import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// An input disabled by its spec's `enabledWhen` (issue 32) on the generated SwiftUI screens:
/// neither a tap nor the keyboard toolbar's Next and Previous focus it, as SwiftUI focuses no
/// disabled view (`SwiftUIDouble.swift`, `isFocusable(_:)`). ProfileEditor's username while the
/// app sets `usernameLocked`; ProxySettings' user name while the Authentication switch is off.
@MainActor
@Suite(.serialized)
struct DisabledInputFocusTests {
  @Test("ProfileEditor: the locked username takes no tap, and Next and Previous pass over it")
  func lockedUsername() {
    let form = ProfileEditorForm()
    form.usernameLocked = true
    let host = SwiftUIHost(ProfileEditorFormView(form: form))
    host.tap("username")
    #expect(host.focusedInput == nil, "a tap on the disabled username focuses nothing")
    #expect(form.focusedField == nil)
    #expect(host.tap("displayName"))
    #expect(host.focusedInput?.identifier == "displayName")
    host.tap("username")
    #expect(host.focusedInput?.identifier == "displayName", "the name keeps the focus")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "website")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.previous))
    #expect(host.focusedInput?.identifier == "displayName")
    #expect(
      !host.events.contains(.focusWritten(AnyHashable(ProfileEditorForm.Field?.some(.username)))),
      "no @FocusState write targets the locked username")
    // Unlocked, it is in the chain again.
    form.usernameLocked = false
    host.settle()
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "username")
  }

  @Test(
    "ProxySettings: the user name takes no tap while Authentication is off; Next reaches it once on"
  )
  func userNameWhileAuthenticationOff() {
    let form = ProxySettingsForm()
    form.mode = .manual
    let host = SwiftUIHost(ProxySettingsFormView(form: form))
    #expect(!form.authenticate)
    #expect(host.tap("port"))
    #expect(host.focusedInput?.identifier == "port")
    host.tap("username")
    #expect(host.focusedInput?.identifier == "port", "the disabled user name takes no tap")
    #expect(form.focusedField == .port)
    host.tap("password")
    #expect(host.focusedInput?.identifier == "port", "nor the disabled password")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.previous))
    #expect(host.focusedInput?.identifier == "host")
    form.authenticate = true
    host.settle()
    host.tap("username")
    #expect(host.focusedInput?.identifier == "username")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.previous))
    #expect(host.focusedInput?.identifier == "port")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "username")
  }
}

/// An input that its `enabledWhen` disables while it is focused: SwiftUI's documentation of
/// `disabled(_:)` says nothing of the focus a view holds when it becomes disabled, so the double
/// models nothing for it; FormRuntime ends editing (the model's `focusedField` becomes `nil`), as
/// for an input that `visibleWhen` hides.
@MainActor
@Suite(.serialized)
struct DisabledWhileFocusedSwiftUITests {
  @Test("ProxySettings: turning Authentication off while the user name is focused ends editing")
  func switchOffEndsEditing() {
    let form = ProxySettingsForm()
    form.mode = .manual
    form.authenticate = true
    let host = SwiftUIHost(ProxySettingsFormView(form: form))
    #expect(host.tap("username"))
    #expect(host.focusedInput?.identifier == "username")
    form.authenticate = false
    host.settle()
    #expect(form.focusedField == nil, "a disabled input does not keep the focus")
    #expect(host.focusedInput == nil)
  }
}
