import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// The spec's `actions` in the navigation bar of the generated SwiftUI screens (MailSettings:
/// Save `whenValid`; ProfileEditor: Save `whenChanged`; both with Cancel leading), driven in the
/// SwiftUI double's navigation bar: where each shows, when Save is enabled, what a tap does.
@MainActor
@Suite("Generated SwiftUI screens: Save and Cancel in the navigation bar", .serialized)
struct NavigationBarTests {
  /// The identifiers of the bar's items, by edge.
  private func items<Root: View>(_ host: SwiftUIHost<Root>) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for group in host.navigationBar {
      guard case .container(let name) = group.kind else { continue }
      result[name, default: []] += group.subtree.compactMap {
        $0.kind == .button ? $0.identifier : nil
      }
    }
    return result
  }

  @Test("Cancel stands at the leading edge and Save at the trailing one, in a navigation container")
  func placement() {
    let host = SwiftUIHost(NavigationView { MailSettingsFormView(form: MailSettingsForm()) })
    #expect(
      items(host) == [
        "navigationBar.topBarLeading": [FormAccessibilityIdentifier.cancel],
        "navigationBar.topBarTrailing": [FormAccessibilityIdentifier.submit],
      ])
  }

  @Test("without a navigation container there is no navigation bar")
  func noContainer() {
    let host = SwiftUIHost(MailSettingsFormView(form: MailSettingsForm()))
    #expect(host.navigationBar.isEmpty)
    #expect(!host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
  }

  @Test("Save whenValid: disabled while an input is invalid; a tap then submits once")
  func saveWhenValid() async {
    let form = MailSettingsForm()
    var submits = 0
    let host = SwiftUIHost(
      NavigationView { MailSettingsFormView(form: form, onSubmit: { submits += 1 }) })
    #expect(host.tap("replyTo"))
    await host.type("not an address")
    #expect(!host.tapNavigationBarItem(FormAccessibilityIdentifier.submit), "disabled")
    #expect(submits == 0)
    for _ in "not an address" { await host.deleteBackward() }
    await host.type("jane@example.com")
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    #expect(submits == 1)
  }

  @Test("Save whenChanged: disabled until something changed; Cancel runs onCancel")
  func saveWhenChanged() async {
    let form = ProfileEditorForm()
    var submits = 0
    var cancels = 0
    let host = SwiftUIHost(
      NavigationView {
        ProfileEditorFormView(
          form: form, onSubmit: { submits += 1 }, onCancel: { cancels += 1 })
      })
    #expect(!host.tapNavigationBarItem(FormAccessibilityIdentifier.submit), "nothing changed")
    #expect(host.tap("displayName"))
    await host.type("Ada")
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    #expect(submits == 0, "the username is required")
    #expect(host.focusedInput?.identifier == "username", "the first invalid input")
    await host.type("ada_l")
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    #expect(submits == 1)
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.cancel))
    #expect(cancels == 0, "the changes are not discarded without asking (confirmDiscard)")
    #expect(host.tapButton(titled: "Discard Changes"))
    #expect(cancels == 1)
  }

  /// The dialog's buttons as "title role".
  private func dialogButtons<Root: View>(_ host: SwiftUIHost<Root>) -> [String]? {
    host.confirmationDialog?.subtree.filter { $0.kind == .button }.map {
      ($0.text ?? "") + " " + ($0.buttonRole ?? "-")
    }
  }

  @Test("Cancel with confirmDiscard: at once without changes; with changes Discard or Keep Editing")
  func cancelAsksToDiscard() async {
    let form = ProfileEditorForm()
    var cancels = 0
    let host = SwiftUIHost(
      NavigationView { ProfileEditorFormView(form: form, onCancel: { cancels += 1 }) })
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.cancel))
    #expect(cancels == 1, "nothing changed: nothing to ask")
    #expect(host.confirmationDialog == nil)
    #expect(host.tap("displayName"))
    await host.type("Ada")
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.cancel))
    #expect(cancels == 1, "asks first")
    #expect(dialogButtons(host) == ["Discard Changes destructive", "Keep Editing cancel"])
    #expect(host.tapButton(titled: "Keep Editing"))
    #expect(cancels == 1)
    #expect(host.confirmationDialog == nil, "Keep Editing closes the dialog")
    #expect(form.displayName == "Ada", "the changes stay")
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.cancel))
    #expect(host.tapButton(titled: "Discard Changes"))
    #expect(cancels == 2)
    #expect(host.confirmationDialog == nil)
  }

  @Test("Cancel without confirmDiscard runs onCancel at once, changes or not")
  func cancelWithoutConfirmDiscard() async {
    let form = MailSettingsForm()
    var cancels = 0
    let host = SwiftUIHost(
      NavigationView { MailSettingsFormView(form: form, onCancel: { cancels += 1 }) })
    #expect(host.tap("fullName"))
    await host.type("x")
    #expect(form.hasChanges)
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.cancel))
    #expect(cancels == 1)
    #expect(host.confirmationDialog == nil)
  }

  /// ProfileEditor's screen presented in a sheet.
  struct SheetPresenting: View {
    let form: ProfileEditorForm
    @State var isPresented = true

    var body: some View {
      Text(verbatim: "Home").sheet(isPresented: $isPresented) {
        NavigationView { ProfileEditorFormView(form: form) }
      }
    }
  }

  @Test("a sheet with unsaved changes and confirmDiscard is not swiped away; without changes it is")
  func sheetKeepsChanges() async {
    let changed = ProfileEditorForm()
    let host = SwiftUIHost(SheetPresenting(form: changed))
    #expect(host.tap("displayName"))
    await host.type("Ada")
    #expect(!host.dismissSheet(), "interactiveDismissDisabled while it asks to discard")
    let unchanged = SwiftUIHost(SheetPresenting(form: ProfileEditorForm()))
    #expect(unchanged.dismissSheet())
  }

  /// The spinners in the navigation bar.
  private func spinners<Root: View>(_ host: SwiftUIHost<Root>) -> Int {
    host.navigationBar.flatMap(\.subtree).filter { $0.kind == .progressView }.count
  }

  @Test(
    "while the app's asynchronous submit runs, Save shows progress and a second tap does nothing")
  func asynchronousSave() async {
    let form = MailSettingsForm()
    var submits = 0
    var continuation: CheckedContinuation<Void, Never>?
    let host = SwiftUIHost(
      NavigationView {
        MailSettingsFormView(
          form: form, onSubmit: { submits += 1 },
          onSubmitAsync: { await withCheckedContinuation { continuation = $0 } })
      })
    #expect(spinners(host) == 0)
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    host.settle()
    #expect(submits == 1)
    #expect(spinners(host) == 1, "Save shows a ProgressView in place of its title")
    #expect(!host.tapNavigationBarItem(FormAccessibilityIdentifier.submit), "disabled meanwhile")
    #expect(submits == 1)
    while continuation == nil { await Task.yield() }
    continuation?.resume()
    continuation = nil
    for _ in 0..<1000 where spinners(host) > 0 {
      await Task.yield()
      host.settle()
    }
    #expect(spinners(host) == 0, "the title is back once the submit returned")
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    #expect(submits == 2)
    while continuation == nil { await Task.yield() }
    continuation?.resume()
  }
  @Test(
    "with formDisablesInputsWhileSubmitting the inputs are disabled while the asynchronous submit runs"
  )
  func inputsDisabledWhileSubmitting() async {
    let form = MailSettingsForm()
    var continuation: CheckedContinuation<Void, Never>?
    let host = SwiftUIHost(
      NavigationView {
        MailSettingsFormView(
          form: form, onSubmitAsync: { await withCheckedContinuation { continuation = $0 } }
        )
        .formDisablesInputsWhileSubmitting()
      })
    #expect(host.node("fullName")?.isDisabled == false)
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    host.settle()
    #expect(host.node("fullName")?.isDisabled == true, "disabled while the submit runs")
    #expect(host.node("replyTo")?.isDisabled == true)
    while continuation == nil { await Task.yield() }
    continuation?.resume()
    for _ in 0..<1000 where host.node("fullName")?.isDisabled == true {
      await Task.yield()
      host.settle()
    }
    #expect(host.node("fullName")?.isDisabled == false, "enabled again once it returned")
  }

  @Test("without it the inputs stay enabled while the asynchronous submit runs, as in UIKit")
  func inputsEnabledWhileSubmittingByDefault() async {
    let form = MailSettingsForm()
    var continuation: CheckedContinuation<Void, Never>?
    let host = SwiftUIHost(
      NavigationView {
        MailSettingsFormView(
          form: form, onSubmitAsync: { await withCheckedContinuation { continuation = $0 } })
      })
    #expect(host.tapNavigationBarItem(FormAccessibilityIdentifier.submit))
    host.settle()
    #expect(host.node("fullName")?.isDisabled == false)
    while continuation == nil { await Task.yield() }
    continuation?.resume()
  }
}
