import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// `Specs/SignUp.form.yaml`'s username check (`check: usernameAvailable`) on the generated SwiftUI
/// screen: the model publishes `pendingChecks` once the check's debounce passed, and
/// `FormTextField` shows a `ProgressView` labelled "Checking" beside the input until the check
/// returns.
@MainActor
@Suite("Generated SwiftUI screens: a pending app check", .serialized)
struct AppCheckTests {
  /// The app's check: it answers when the test says.
  @MainActor
  final class Server: SignUpFormChecks {
    var asked: [String] = []
    private var waiting: [CheckedContinuation<String?, Never>] = []

    func usernameAvailable(_ value: String) async -> String? {
      asked.append(value)
      return await withCheckedContinuation { waiting.append($0) }
    }

    func answer(_ message: String?) { waiting.removeFirst().resume(returning: message) }
  }

  /// Waits (up to two seconds: the check's debounce is half a second) until `condition` holds.
  func wait(_ condition: () -> Bool) async {
    for _ in 0..<200 where !condition() { try? await Task.sleep(nanoseconds: 10_000_000) }
  }

  /// The spinners on screen.
  func spinners<Root: View>(_ host: SwiftUIHost<Root>) -> [SwiftUINode] {
    host.root.subtree.filter { $0.kind == .progressView }
  }

  @Test("a spinner labelled Checking shows beside the username while its check runs")
  func spinnerWhileChecking() async {
    let server = Server()
    let form = SignUpForm()
    form.checker = server
    let host = SwiftUIHost(SignUpFormView(form: form))
    #expect(spinners(host).isEmpty)
    #expect(host.tap("username"))
    await host.type("ada")
    host.settle()
    #expect(spinners(host).isEmpty, "no spinner while the user may still be typing")
    await wait { server.asked == ["ada"] }
    host.settle()
    #expect(spinners(host).count == 1)
    #expect(spinners(host).first?.accessibilityLabel == "Checking")
    #expect(
      spinners(host).first?.parent?.subtree.contains { $0.identifier == "username" } == true,
      "beside the username")
    server.answer("That username is taken")
    await wait { !form.isCheckPending(.username) }
    host.settle()
    #expect(spinners(host).isEmpty)
    #expect(host.root.texts.contains("That username is taken"))
  }
}
