import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `CaptchaSignUp` (Tests/FormCodegenTests/Fixtures) on a UIKit screen: image views of 60, 24
/// and 70 points (the spec's heights, which the screen's layout gives them) above their fields.
@MainActor
final class CaptchaSignUpScreen: FormScreen, CaptchaSignUpFormViews {
  var rootView: UIView { view }
  let page = UIScrollView()
  let logo = UIImageView(image: nil)
  let username = UITextField()
  let lock = UIImageView(image: nil)
  let password = UITextField()
  let captchaImage = UIImageView(image: nil)
  let captcha = UITextField()

  lazy var keyboard = CaptchaSignUpFormKeyboardController(form: CaptchaSignUpForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    logo.frame = CGRect(x: 0, y: 0, width: 358, height: 60)
    lock.frame = CGRect(x: 0, y: 0, width: 358, height: 24)
    captchaImage.frame = CGRect(x: 0, y: 0, width: 358, height: 70)
    install(
      stack(
        [logo] + row("username", "Username", username) + [lock]
          + row("password", "Password", password) + [captchaImage]
          + row("captcha", "CAPTCHA", captcha)),
      in: page)
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }
}

/// The keyboard controller sets up the spec's images at `start()` through the generated
/// `formConfigureImages()`, and hides the CAPTCHA's with its field while the flag is off.
@MainActor
@Suite(.serialized)
struct ImageUIKitTests {
  @Test("start gives the symbol and asset their pictures, modes and VoiceOver labels")
  func startConfiguresTheImages() {
    UIKitDouble.reset()
    let screen = CaptchaSignUpScreen()
    screen.present()
    #expect(screen.logo.image?.simulatedName == "AppLogo")
    #expect(screen.logo.contentMode == .scaleAspectFit)
    #expect(!screen.logo.isAccessibilityElement, "decorative")
    #expect(screen.lock.image?.simulatedSystemName == "lock.shield")
    #expect(screen.lock.isAccessibilityElement)
    #expect(screen.lock.accessibilityLabel == "Your password is encrypted")
    // The CAPTCHA's picture is the app's to set; its mode and label are the spec's.
    #expect(screen.captchaImage.image == nil)
    #expect(screen.captchaImage.contentMode == .scaleAspectFill)
    #expect(screen.captchaImage.clipsToBounds)
    #expect(screen.captchaImage.accessibilityLabel == "CAPTCHA image")
  }

  @Test("the CAPTCHA picture hides with its field while the server asks for none")
  func captchaHidesWithItsField() {
    UIKitDouble.reset()
    let screen = CaptchaSignUpScreen()
    screen.present()
    #expect(screen.formNodeViews("captchaImage") == [screen.captchaImage])
    #expect(screen.captchaImage.isHidden)
    #expect(screen.captcha.isHidden)
    screen.keyboard.form.captchaRequired = true
    screen.view.layoutIfNeeded()
    #expect(!screen.captchaImage.isHidden)
    #expect(!screen.captcha.isHidden)
  }
}
