import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// Texts that change with app flags on the generated SwiftUI screen (issue 32, ProfileEditor's
/// `isNew`): the navigation title and the password section's header and footer follow the flag
/// as the model publishes it.
@MainActor
@Suite("Generated SwiftUI screens: texts that change with app flags", .serialized)
struct FlagTextSwiftUITests {
  @Test("setting isNew re-titles the navigation bar; clearing it titles it back")
  func navigationTitleFollowsTheFlag() {
    let form = ProfileEditorForm()
    let host = SwiftUIHost(NavigationView { ProfileEditorFormView(form: form) })
    #expect(host.navigationTitle == "Edit Profile")
    form.isNew = true
    host.settle()
    #expect(host.navigationTitle == "New Profile")
    form.isNew = false
    host.settle()
    #expect(host.navigationTitle == "Edit Profile")
  }

  @Test("the password section's header and footer follow isNew")
  func sectionTextsFollowTheFlag() {
    let form = ProfileEditorForm()
    let host = SwiftUIHost(NavigationView { ProfileEditorFormView(form: form) })
    #expect(host.root.texts.contains("Change password"))
    form.isNew = true
    host.settle()
    let texts = host.root.texts
    #expect(texts.contains("Choose a password"), "\(texts)")
    #expect(texts.contains("Leave these blank to choose one later."), "\(texts)")
    #expect(!texts.contains("Change password"), "\(texts)")
  }

  @Test("without a navigation container there is no title")
  func noContainerNoTitle() {
    let host = SwiftUIHost(ProfileEditorFormView(form: ProfileEditorForm()))
    #expect(host.navigationTitle == nil)
  }
}
