import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `Specs/SignUp.form.yaml`'s username check (`check: usernameAvailable`) on a UIKit screen: the
/// keyboard controller tells the views a check is pending once its debounce passed, and
/// `FormViews`'s default shows a spinning `UIActivityIndicatorView` as the text field's right view
/// until the check returns.
@MainActor
@Suite("UIKit: a pending app check", .serialized)
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

  @Test("the username spins while its check runs, and stops when the answer arrives")
  func spinnerWhileChecking() async throws {
    UIKitDouble.reset()
    let server = Server()
    let screen = CheckedSignUpScreen()
    screen.form.checker = server
    let window = screen.present()
    #expect(screen.username.rightView == nil)
    #expect(screen.username.simulateTap())
    #expect(window.simulateTyping("ada"))
    #expect(screen.username.rightView == nil, "no spinner while the user may still be typing")
    await wait { server.asked == ["ada"] }
    let indicator = try #require(screen.username.rightView as? UIActivityIndicatorView)
    #expect(indicator.isAnimating)
    #expect(!indicator.isHidden)
    #expect(indicator.accessibilityLabel == "Checking")
    #expect(screen.username.rightViewMode == .always)
    #expect(screen.email.rightView == nil, "only the checked input spins")
    server.answer("That username is taken")
    await wait { !screen.form.isCheckPending(.username) }
    #expect(screen.username.rightView == nil)
    #expect(!indicator.isAnimating)
    #expect(screen.errorMessages["username"] == "That username is taken")
  }

  @Test("a right view of the app's own is left alone")
  func appRightViewStays() async {
    UIKitDouble.reset()
    let server = Server()
    let screen = CheckedSignUpScreen()
    screen.form.checker = server
    let window = screen.present()
    let own = UIView()
    #expect(screen.email.simulateTap())
    screen.email.rightView = own
    #expect(window.simulateTyping("a@example.com"))
    #expect(screen.email.rightView === own, "email has no check")
    await wait { screen.form.pendingChecks.isEmpty }
    #expect(screen.email.rightView === own)
  }
}

/// `Specs/SignUp.form.yaml` on screen with its view model at hand (the README's screen keeps it
/// private), its inputs in the root view and the validation messages recorded.
@MainActor
final class CheckedSignUpScreen: UIViewController, SignUpFormViews {
  var rootView: UIView { view }
  let signUpPage = UIScrollView()
  let termsBox = UIScrollView()
  let givenName = UITextField()
  let familyName = UITextField()
  let email = UITextField()
  let username = UITextField()
  let password = UITextField()
  let confirmPassword = UITextField()
  let referralCode = UITextField()
  let referralBonus = UILabel()
  let verification = UIView()
  let captcha = UITextField()
  let form = SignUpForm()
  /// The messages `formShowError(_:for:)` received, by input id.
  var errorMessages: [String: String] = [:]
  lazy var keyboard = SignUpFormKeyboardController(form: form, views: self)

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard.start()
  }

  func formShowError(_ message: String?, for field: SignUpForm.Field) {
    errorMessages[field.rawValue] = message
  }

  /// Shows the screen in a window with its inputs laid out in a column.
  func present() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = self
    signUpPage.frame = view.bounds
    view.addSubview(signUpPage)
    let inputs: [UIView] = [
      givenName, familyName, email, username, password, confirmPassword, referralCode,
    ]
    for (index, input) in inputs.enumerated() {
      input.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 52, width: 358, height: 44)
      signUpPage.addSubview(input)
    }
    signUpPage.contentSize = CGSize(width: 390, height: 600)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
