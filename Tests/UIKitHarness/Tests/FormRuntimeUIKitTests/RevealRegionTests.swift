import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `CaptchaSignUp` on a UIKit screen whose page starts and ends with a tall block (the screen's
/// own content around the form's), so that the CAPTCHA's field and picture sit below the first
/// screenful and the page can scroll them to its top, and whose CAPTCHA picture is `imageHeight`
/// points tall.
@MainActor
final class RevealingCaptchaScreen: FormScreen, CaptchaSignUpFormViews {
  var rootView: UIView { view }
  let page = UIScrollView()
  let header = UIView()
  let logo = UIImageView(image: nil)
  let username = UITextField()
  let lock = UIImageView(image: nil)
  let password = UITextField()
  let captchaImage = UIImageView(image: nil)
  let captcha = UITextField()
  let footer = UIView()
  private let imageHeight: CGFloat

  lazy var keyboard = CaptchaSignUpFormKeyboardController(form: CaptchaSignUpForm(), views: self)

  init(imageHeight: CGFloat = 70) {
    self.imageHeight = imageHeight
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    header.frame = CGRect(x: 0, y: 0, width: 358, height: 600)
    footer.frame = CGRect(x: 0, y: 0, width: 358, height: 600)
    logo.frame = CGRect(x: 0, y: 0, width: 358, height: 60)
    lock.frame = CGRect(x: 0, y: 0, width: 358, height: 24)
    captchaImage.frame = CGRect(x: 0, y: 0, width: 358, height: imageHeight)
    install(
      stack(
        [header, logo] + row("username", "Username", username) + [lock]
          + row("password", "Password", password) + [captchaImage]
          + row("captcha", "CAPTCHA", captcha) + [footer]),
      in: page)
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }
}

/// The CAPTCHA field's `reveal: [captchaImage]` (issue 28, Wikipedia's Create Account): while the
/// user types the characters, the picture they copy is in view with the field, above the keyboard,
/// when both fit; when they do not, the field wins, as without `reveal`; a region already in view
/// is not moved.
@MainActor
@Suite(.serialized)
struct RevealRegionTests {
  private func frame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }

  /// Presents the screen with the server asking for a CAPTCHA.
  private func present(_ screen: RevealingCaptchaScreen) -> UIWindow {
    UIKitDouble.reset()
    let window = screen.present()
    screen.keyboard.form.captchaRequired = true
    window.layoutIfNeeded()
    return window
  }

  /// The top of the page's visible area, in the window (under the status bar's safe area).
  private func visibleTop(of page: UIScrollView) -> CGFloat {
    frame(of: page).minY + page.adjustedContentInset.top
  }

  @Test("tapping the CAPTCHA field at the top of the page brings its picture above it into view")
  func pictureAboveTheFieldComesIntoView() throws {
    let screen = RevealingCaptchaScreen()
    let window = present(screen)
    let page = screen.page
    // The keyboard is up for the password; the user scrolled the CAPTCHA field up to just under
    // the top: its picture is above the top.
    #expect(screen.password.simulateTap())
    window.layoutIfNeeded()
    page.contentOffset.y += frame(of: screen.captcha).minY - (visibleTop(of: page) + 30)
    window.layoutIfNeeded()
    #expect(frame(of: screen.captchaImage).minY < visibleTop(of: page))
    #expect(screen.captcha.simulateTap())
    window.layoutIfNeeded()
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let picture = frame(of: screen.captchaImage)
    let field = frame(of: screen.captcha)
    #expect(picture.minY >= visibleTop(of: page) - 0.01, "\(picture) above the page's top")
    #expect(field.maxY <= keyboardTop + 0.01, "\(field) under the keyboard at \(keyboardTop)")
    // Scrolled the least: the picture the keyboard's spacing under the top, no further.
    let spacing = CGFloat(CaptchaSignUpForm.keyboardPlan.spacing)
    #expect(abs(picture.minY - spacing - visibleTop(of: page)) < 0.01, "the least scroll")
  }

  @Test("tapping the CAPTCHA field under the keyboard brings it and its picture above the keyboard")
  func fieldUnderTheKeyboardComesUpWithItsPicture() throws {
    let screen = RevealingCaptchaScreen()
    let window = present(screen)
    #expect(screen.captcha.simulateTap())
    window.layoutIfNeeded()
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let field = frame(of: screen.captcha)
    let spacing = CGFloat(CaptchaSignUpForm.keyboardPlan.spacing)
    #expect(abs(field.maxY + spacing - keyboardTop) < 0.01, "\(field), keyboard at \(keyboardTop)")
    #expect(frame(of: screen.captchaImage).minY >= visibleTop(of: screen.page) - 0.01)
  }

  @Test("a region already in view is not moved")
  func regionInViewStays() throws {
    let screen = RevealingCaptchaScreen()
    let window = present(screen)
    // The keyboard is up for the password; the user scrolls the CAPTCHA's field to 100 points
    // above the keyboard, its picture in view above it, and taps the field.
    #expect(screen.password.simulateTap())
    window.layoutIfNeeded()
    let page = screen.page
    let keyboardTop = window.simulatedKeyboard.frame.minY
    page.contentOffset.y += frame(of: screen.captcha).maxY - (keyboardTop - 100)
    window.layoutIfNeeded()
    #expect(frame(of: screen.captchaImage).minY > visibleTop(of: page) + 20)
    let offset = page.contentOffset
    #expect(screen.captcha.simulateTap())
    window.layoutIfNeeded()
    #expect(page.contentOffset == offset, "not recentred")
  }

  @Test("a picture too tall to fit with the field: the field wins, where it is")
  func fieldWinsWhenTheRegionDoesNotFit() throws {
    let screen = RevealingCaptchaScreen(imageHeight: 500)
    let window = present(screen)
    let page = screen.page
    #expect(screen.password.simulateTap())
    window.layoutIfNeeded()
    page.contentOffset.y += frame(of: screen.captcha).minY - (visibleTop(of: page) + 30)
    window.layoutIfNeeded()
    let offset = page.contentOffset
    #expect(screen.captcha.simulateTap())
    window.layoutIfNeeded()
    // The field is in view above the keyboard: no scroll toward the picture that would hide it.
    #expect(page.contentOffset == offset)
    let field = frame(of: screen.captcha)
    #expect(field.maxY <= window.simulatedKeyboard.frame.minY + 0.01)
  }

  @Test("a picture too tall to fit, field under the keyboard: the field comes up alone")
  func fieldComesUpAloneWhenTheRegionDoesNotFit() throws {
    let screen = RevealingCaptchaScreen(imageHeight: 500)
    let window = present(screen)
    #expect(screen.captcha.simulateTap())
    window.layoutIfNeeded()
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let field = frame(of: screen.captcha)
    let spacing = CGFloat(CaptchaSignUpForm.keyboardPlan.spacing)
    #expect(abs(field.maxY + spacing - keyboardTop) < 0.01, "\(field), keyboard at \(keyboardTop)")
  }
}
