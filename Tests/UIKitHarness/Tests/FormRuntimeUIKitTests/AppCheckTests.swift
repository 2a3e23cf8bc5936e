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
    #expect(
      indicator.accessibilityIdentifier == "formc.check.username",
      "UI tests wait for it by its identifier (FormAccessibilityIdentifier.check)")
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

  /// The active constraints of the views under `view` that pin `item`.
  func constraints(pinning item: UIView, under view: UIView) -> [NSLayoutConstraint] {
    var found = view.constraints.filter { $0.firstItem === item && $0.isActive }
    for subview in view.subviews { found += constraints(pinning: item, under: subview) }
    return found
  }

  @Test("a text view's spinner sits at its trailing top corner, with room kept for it")
  func textViewSpinner() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    _ = screen.present()
    let bio = screen.bio
    let container = try #require(bio.superview)
    let inset = bio.textContainerInset
    screen.formShowCheckPending(true, for: .bio)
    let indicator = try #require(container.subviews.last as? UIActivityIndicatorView)
    #expect(indicator.isAnimating)
    #expect(!indicator.isHidden)
    #expect(indicator.accessibilityLabel == "Checking")
    #expect(indicator.accessibilityIdentifier == "formc.check.bio")
    #expect(!bio.subviews.contains(indicator), "not inside the text view, whose content scrolls")
    let pins = constraints(pinning: indicator, under: screen.view)
    #expect(
      pins.contains {
        $0.firstAttribute == .top && $0.secondItem === bio && $0.secondAttribute == .top
          && $0.constant == inset.top
      }, "level with the first line")
    #expect(
      pins.contains {
        $0.firstAttribute == .trailing && $0.secondItem === bio
          && $0.secondAttribute == .trailing && $0.constant == -8
      }, "at the trailing edge")
    #expect(!indicator.translatesAutoresizingMaskIntoConstraints)
    #expect(bio.textContainerInset.right == inset.right + 36, "no text runs under the spinner")
    #expect(bio.textContainerInset.left == inset.left)
    screen.formShowCheckPending(true, for: .bio)
    #expect(container.subviews.filter { $0 is UIActivityIndicatorView }.count == 1, "one spinner")
    #expect(bio.textContainerInset.right == inset.right + 36, "room kept once")
    screen.formShowCheckPending(false, for: .bio)
    #expect(indicator.superview == nil)
    #expect(!indicator.isAnimating)
    #expect(bio.textContainerInset == inset, "the room goes with the spinner")
    #expect(constraints(pinning: indicator, under: screen.view).isEmpty)
  }

  @Test("a right-to-left text view keeps the room on its left")
  func rightToLeftTextViewSpinner() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    _ = screen.present()
    screen.bio.semanticContentAttribute = .forceRightToLeft
    let inset = screen.bio.textContainerInset
    screen.formShowCheckPending(true, for: .bio)
    #expect(screen.bio.textContainerInset.left == inset.left + 36)
    #expect(screen.bio.textContainerInset.right == inset.right)
    screen.formShowCheckPending(false, for: .bio)
    #expect(screen.bio.textContainerInset == inset)
  }

  /// `Specs/BusinessAccount.form.yaml`'s VAT check: it answers when the test says.
  @MainActor
  final class TaxOffice: BusinessAccountFormChecks {
    var asked: [String] = []
    private var waiting: [CheckedContinuation<String?, Never>] = []

    func vatNumberRegistered(_ value: String) async -> String? {
      asked.append(value)
      return await withCheckedContinuation { waiting.append($0) }
    }

    func answer(_ message: String?) { waiting.removeFirst().resume(returning: message) }
  }

  @Test("a check stopped by hiding its input starts again when the input comes back")
  func checkRestartsWhenShownAgain() async throws {
    UIKitDouble.reset()
    let office = TaxOffice()
    let screen = BusinessAccountScreen()
    let form = screen.keyboard.form
    form.checker = office
    let window = screen.present()
    #expect(screen.accountType.simulateTap())
    form.accountType = "business"
    #expect(screen.vatNumber.simulateTap())
    #expect(window.simulateTyping("GB123456789"))
    await wait { office.asked == ["GB123456789"] }
    #expect(screen.vatNumber.rightView is UIActivityIndicatorView)
    // The user makes it a personal account while the check runs: the business section hides.
    #expect(screen.accountType.simulateTap())
    form.accountType = "personal"
    #expect(screen.business.isHidden)
    #expect(screen.vatNumber.rightView == nil, "the spinner goes with the cancelled check")
    #expect(!form.hasUnsettledChecks, "a submit would not wait for it")
    office.answer("This VAT number is not registered")
    // Business again: the check starts again after its debounce, without more typing.
    form.accountType = "business"
    #expect(!screen.business.isHidden)
    #expect(screen.vatNumber.rightView == nil, "no spinner during the debounce")
    #expect(form.hasUnsettledChecks, "a submit waits for it")
    await wait { office.asked.count == 2 }
    #expect(office.asked == ["GB123456789", "GB123456789"])
    let indicator = try #require(screen.vatNumber.rightView as? UIActivityIndicatorView)
    #expect(indicator.isAnimating)
    #expect(form.errors[.vatNumber] == nil, "the cancelled check's answer was dropped")
    office.answer("This VAT number is not registered")
    await wait { !form.isCheckPending(.vatNumber) }
    #expect(screen.vatNumber.rightView == nil)
    #expect(form.errors[.vatNumber] == "This VAT number is not registered")
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
