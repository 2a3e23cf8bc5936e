import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// `image` nodes on the generated SwiftUI screen (issue 32, CaptchaSignUp after Wikipedia's Create
/// Account): the asset and symbol pictures are the spec's, the CAPTCHA is the app's (`appImage`),
/// shown at its height only while the server asks for one, labelled for VoiceOver or hidden from
/// it.
@MainActor
@Suite("Generated SwiftUI screens: images", .serialized)
struct ImageSwiftUITests {
  func images<Content: View>(_ host: SwiftUIHost<Content>) -> [SwiftUINode] {
    host.root.subtree.filter { $0.kind == .image }
  }

  @Test("the CAPTCHA picture shows, 70 points high and labelled, only while the flag is set")
  func captchaFollowsTheFlag() {
    let form = CaptchaSignUpForm()
    let host = SwiftUIHost(
      CaptchaSignUpFormView(form: form) { image in
        #expect(image == .captchaImage)
        return Image(uiImage: UIImage(named: "captcha-0042") ?? UIImage())
      })
    #expect(images(host).map(\.text) == ["AppLogo", "lock.shield"])
    form.captchaRequired = true
    host.settle()
    #expect(images(host).map(\.text) == ["AppLogo", "lock.shield", "captcha-0042"])
    let captcha = images(host).last
    #expect(captcha?.layoutHeight == 70)
    #expect(captcha?.accessibilityLabel == "CAPTCHA image")
    #expect(captcha?.isAccessibilityHidden == false)
  }

  @Test("the decorative logo is hidden from VoiceOver; the symbol is read by its description")
  func accessibility() {
    let host = SwiftUIHost(
      CaptchaSignUpFormView(form: CaptchaSignUpForm()) { _ in Image(uiImage: UIImage()) })
    let logo = images(host).first
    #expect(logo?.isAccessibilityHidden == true)
    #expect(logo?.layoutHeight == 60)
    let lock = images(host).dropFirst().first
    #expect(lock?.accessibilityLabel == "Your password is encrypted")
    #expect(lock?.layoutHeight == 24)
  }
}
