import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// Password AutoFill's credential from the QuickType bar on the generated SwiftUI screen
/// (`SwiftUIHost.autoFillCredential(username:password:)`): the user name and the password inputs
/// are written together, through their text bindings, one of them focused; as on the UIKit
/// screen (`CredentialAutoFillTests`), errors, Save `whenChanged`, the focus and the Return key
/// follow.
@MainActor
@Suite("Generated SwiftUI screens: Password AutoFill of a credential", .serialized)
struct CredentialAutoFillSwiftUITests {
  @Test(
    "ProfileEditor: a credential fills the username and the current password; the username's error goes, Save enables, the focus and the Return key stay",
    arguments: [15, 16, 17])
  func profileEditor(osVersion: Int) async throws {
    let form = ProfileEditorForm()
    let host = SwiftUIHost(
      NavigationView { ProfileEditorFormView(form: form) }, osVersion: osVersion)
    #expect(host.node("username")?.textContentType == .username)
    #expect(host.node("currentPassword")?.textContentType == .password)
    func save() -> SwiftUINode? {
      host.navigationBar.flatMap(\.subtree).first {
        $0.identifier == FormAccessibilityIdentifier.submit
      }
    }
    #expect(try #require(save()).isDisabled, "nothing changed yet")
    form.errors[.username] = "That username is taken"
    host.settle()
    #expect(host.root.texts.contains("That username is taken"))
    #expect(host.tap("username"))
    #expect(host.focusedInput?.identifier == "username")
    let label = host.returnKeyShown
    let filled = await host.autoFillCredential(username: "ada_l", password: "s3cret-pass")
    #expect(filled == ["username", "currentPassword"])
    #expect(form.username == "ada_l")
    #expect(form.currentPassword == "s3cret-pass")
    #expect(form.errors[.username] == nil, "a new, valid username clears the message")
    #expect(!host.root.texts.contains("That username is taken"))
    #expect(form.hasChanges)
    #expect(save()?.isDisabled == false, "Save enabled")
    #expect(host.focusedInput?.identifier == "username", "the focus stays")
    #expect(host.returnKeyShown == label)
    #expect(host.node("confirmNewPassword") == nil, "the new password is still empty")
  }

  @Test("no credential is offered on an input that is neither a user name nor a password")
  func notOffered() async throws {
    let form = ProfileEditorForm()
    let host = SwiftUIHost(ProfileEditorFormView(form: form))
    #expect(host.tap("website"))
    #expect(await host.autoFillCredential(username: "ada_l", password: "x").isEmpty)
    #expect(form.username == "")
  }
}
