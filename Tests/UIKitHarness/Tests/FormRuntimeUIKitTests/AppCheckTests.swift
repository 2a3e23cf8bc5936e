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
    let check = AnsweredCheck()
    var asked: [String] { check.asked }

    func usernameAvailable(_ value: String) async -> String? { await check.ask(value) }

    func answer(_ message: String?) { check.answer(message) }
  }

  /// The screen's checks on a test's clock (no debounce passes until the test says), set before
  /// the keyboard controller's session hooks up to them.
  func clocked(_ screen: CheckedSignUpScreen) -> DebounceClock {
    let clock = DebounceClock()
    let form = screen.form
    form.appChecks = clock.checks { [weak form] in form?.pendingChecks = $0 }
    #expect(screen.keyboard.form === form)
    return clock
  }

  @Test("the username spins while its check runs, and stops when the answer arrives")
  func spinnerWhileChecking() async throws {
    UIKitDouble.reset()
    let server = Server()
    let screen = CheckedSignUpScreen()
    screen.form.checker = server
    let clock = clocked(screen)
    let window = screen.present()
    #expect(screen.username.rightView == nil)
    #expect(screen.username.simulateTap())
    #expect(window.simulateTyping("ada"))
    #expect(screen.username.rightView == nil, "no spinner while the user may still be typing")
    await clock.advance()
    await server.check.questions(1)
    #expect(server.asked == ["ada"])
    #expect(clock.requested.last == 500_000_000, "the spec's half-second debounce")
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
    await screen.form.appChecks?.waitForPending()
    #expect(!screen.form.isCheckPending(.username))
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
    await screen.form.appChecks?.waitForPending()
    #expect(screen.form.pendingChecks.isEmpty)
    #expect(screen.email.rightView === own)
  }

  /// The active constraints of the views under `view` that pin `item`.
  func constraints(pinning item: UIView, under view: UIView) -> [NSLayoutConstraint] {
    var found = view.constraints.filter { $0.firstItem === item && $0.isActive }
    for subview in view.subviews { found += constraints(pinning: item, under: subview) }
    return found
  }

  @Test("a text view's spinner sits at its trailing top corner, its room kept from the start")
  func textViewSpinner() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    _ = screen.present()
    let bio = screen.bio
    let container = try #require(bio.superview)
    let inset = bio.textContainerInset
    // The session presents each checked input as not pending when it starts.
    screen.formShowCheckPending(false, for: .bio)
    let indicator = try #require(container.subviews.last as? UIActivityIndicatorView)
    #expect(!indicator.isAnimating)
    #expect(indicator.isHidden, "stopped, hidden until the check runs")
    #expect(bio.textContainerInset.right == inset.right + 36, "room kept before any check runs")
    #expect(bio.textContainerInset.left == inset.left)
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
    screen.formShowCheckPending(true, for: .bio)
    #expect(indicator.isAnimating)
    #expect(!indicator.isHidden)
    #expect(indicator.accessibilityLabel == "Checking")
    #expect(container.subviews.filter { $0 is UIActivityIndicatorView }.count == 1, "one spinner")
    #expect(bio.textContainerInset.right == inset.right + 36, "the room does not change")
    screen.formShowCheckPending(false, for: .bio)
    #expect(!indicator.isAnimating)
    #expect(indicator.isHidden)
    #expect(indicator.superview === container, "ready for the next check")
    #expect(bio.textContainerInset.right == inset.right + 36, "the room stays")
  }

  /// The height of a text view's text laid out at its width (what a growing text view sizes
  /// itself to).
  func textHeight(_ textView: UITextView) -> CGFloat {
    textView.sizeThatFits(
      CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)
    ).height
  }

  @Test("a checked text view's text wraps the same while its spinner comes and goes")
  func textViewDoesNotReflow() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    _ = screen.present()
    let bio = screen.bio
    // The shortest text that takes one line more when 36 points narrower.
    let probe = UITextView(frame: bio.frame)
    probe.font = bio.font
    func lines(_ count: Int, room: CGFloat) -> CGFloat {
      probe.text = String(repeating: "x", count: count)
      probe.textContainerInset = bio.textContainerInset
      probe.textContainerInset.right += room
      return textHeight(probe)
    }
    let count = try #require((1...2_000).first { lines($0, room: 36) > lines($0, room: 0) })
    // The session presents the checked input as not pending when it starts; the user types.
    screen.formShowCheckPending(false, for: .bio)
    bio.text = String(repeating: "x", count: count)
    let height = textHeight(bio)
    screen.formShowCheckPending(true, for: .bio)
    #expect(textHeight(bio) == height, "no line gained while the spinner shows")
    screen.formShowCheckPending(false, for: .bio)
    #expect(textHeight(bio) == height, "no line lost when it goes")
  }

  @Test("a right-to-left text view keeps the room on its left")
  func rightToLeftTextViewSpinner() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    _ = screen.present()
    screen.bio.semanticContentAttribute = .forceRightToLeft
    let inset = screen.bio.textContainerInset
    screen.formShowCheckPending(false, for: .bio)
    #expect(screen.bio.textContainerInset.left == inset.left + 36)
    #expect(screen.bio.textContainerInset.right == inset.right)
    screen.formShowCheckPending(true, for: .bio)
    #expect(screen.bio.textContainerInset.left == inset.left + 36)
    // The direction changes back: the room moves to the new trailing side.
    screen.bio.semanticContentAttribute = .forceLeftToRight
    screen.formShowCheckPending(false, for: .bio)
    #expect(screen.bio.textContainerInset.left == inset.left)
    #expect(screen.bio.textContainerInset.right == inset.right + 36)
  }

  /// `Specs/BusinessAccount.form.yaml`'s VAT check: it answers when the test says.
  @MainActor
  final class TaxOffice: BusinessAccountFormChecks {
    let check = AnsweredCheck()
    var asked: [String] { check.asked }

    func vatNumberRegistered(_ value: String) async -> String? { await check.ask(value) }

    func answer(_ message: String?) { check.answer(message) }
  }

  @Test("a check stopped by hiding its input starts again when the input comes back")
  func checkRestartsWhenShownAgain() async throws {
    UIKitDouble.reset()
    let office = TaxOffice()
    let screen = BusinessAccountScreen()
    let form = screen.form
    form.checker = office
    // The spec's one-second debounce, waited out on the test's clock (each time it starts),
    // set before the keyboard controller's session hooks up to the checks.
    let clock = DebounceClock()
    form.appChecks = clock.checks { [weak form] in form?.pendingChecks = $0 }
    #expect(screen.keyboard.form === form)
    let window = screen.present()
    #expect(screen.accountType.simulateTap())
    form.accountType = "business"
    #expect(screen.vatNumber.simulateTap())
    #expect(window.simulateTyping("GB123456789"))
    await clock.advance()
    await office.check.questions(1)
    #expect(office.asked == ["GB123456789"])
    #expect(screen.vatNumber.rightView is UIActivityIndicatorView)
    // The user makes it a personal account while the check runs: the business section hides.
    #expect(screen.accountType.simulateTap())
    form.accountType = "personal"
    #expect(screen.business.isHidden)
    #expect(screen.vatNumber.rightView == nil, "the spinner goes with the cancelled check")
    #expect(!form.hasUnsettledChecks, "a submit would not wait for it")
    office.answer("This VAT number is not registered")
    // Business again: the check starts again after its debounce, without more typing.
    let typed = clock.requested.count
    form.accountType = "business"
    #expect(!screen.business.isHidden)
    #expect(screen.vatNumber.rightView == nil, "no spinner during the debounce")
    #expect(form.hasUnsettledChecks, "a submit waits for it")
    #expect(office.asked.count == 1, "not before the debounce passed")
    await clock.advance()
    await office.check.questions(2)
    #expect(office.asked == ["GB123456789", "GB123456789"])
    #expect(clock.requested.count == typed + 1, "one more debounce for the restart")
    #expect(Set(clock.requested) == [1_000_000_000], "the spec's one second, each time")
    let indicator = try #require(screen.vatNumber.rightView as? UIActivityIndicatorView)
    #expect(indicator.isAnimating)
    #expect(form.errors[.vatNumber] == nil, "the cancelled check's answer was dropped")
    office.answer("This VAT number is not registered")
    await form.appChecks?.waitForPending()
    #expect(!form.isCheckPending(.vatNumber))
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
