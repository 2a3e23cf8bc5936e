import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The CAPTCHA field's `reveal: [captchaImage]` on the generated SwiftUI screen (issue 28,
/// Wikipedia's Create Account): focusing the field brings the picture the user copies into view
/// with it above the keyboard when both fit; when they do not, the field wins and nothing moves
/// toward the picture; a region already in view is not moved. Driven through the double's layout
/// and content offsets, on a short safe area as `ScrollRevealTests` is.
@MainActor
@Suite("Generated SwiftUI screens: the reveal region", .serialized)
struct RevealRegionSwiftUITests {
  /// The keyboard's height while it shows.
  static let keyboard: CGFloat = 220

  /// CaptchaSignUp on iOS `osVersion`, `height` points of safe area, the server asking for a
  /// CAPTCHA.
  func screen(osVersion: Int, height: CGFloat) -> SwiftUIHost<CaptchaSignUpFormView> {
    let form = CaptchaSignUpForm()
    let host = SwiftUIHost(
      CaptchaSignUpFormView(form: form) { _ in Image(uiImage: UIImage()) }, osVersion: osVersion)
    host.safeAreaSize = CGSize(width: 390, height: height)
    host.keyboardHeight = Self.keyboard
    form.captchaRequired = true
    host.settle()
    return host
  }

  func picture(_ host: SwiftUIHost<CaptchaSignUpFormView>) -> SwiftUINode? {
    host.root.subtree.first { $0.kind == .image && $0.accessibilityLabel == "CAPTCHA image" }
  }

  /// Focuses the user name, so that the keyboard is up and the visible area short.
  func raiseTheKeyboard(_ host: SwiftUIHost<CaptchaSignUpFormView>) {
    #expect(host.tap("username"))
    host.settle()
  }

  /// Scrolls so that the CAPTCHA field's top sits at `y` of the visible area.
  func placeField(_ host: SwiftUIHost<CaptchaSignUpFormView>, top y: CGFloat) {
    guard let field = host.node("captcha"), let frame = host.visibleFrame(of: field),
      let offset = host.contentOffset(ofScrollViewHolding: "captcha")
    else { return }
    host.setContentOffset(offset + frame.lowerBound - y, ofScrollViewHolding: "captcha")
  }

  @Test(
    "focusing the CAPTCHA field under the visible area's top brings its picture into view",
    arguments: [15, 16, 17])
  func pictureAboveComesIntoView(osVersion: Int) throws {
    let host = screen(osVersion: osVersion, height: 440)
    raiseTheKeyboard(host)
    placeField(host, top: 10)
    let before = try #require(picture(host))
    #expect(!host.isWhollyVisible(before), "the picture starts above the top")
    #expect(host.tap("captcha"))
    host.settle()
    let field = try #require(host.node("captcha"))
    let image = try #require(picture(host))
    #expect(host.isWhollyVisible(field), "the field shows")
    #expect(
      host.isWhollyVisible(image),
      "the picture shows: \(String(describing: host.visibleFrame(of: image)))")
  }

  @Test(
    "a region taller than the area above the keyboard: the field wins, where it is",
    arguments: [15, 16, 17])
  func fieldWinsWhenTheRegionDoesNotFit(osVersion: Int) throws {
    // 130 points above the keyboard: the field and its title fit, not with the 70-point picture.
    let host = screen(osVersion: osVersion, height: Self.keyboard + 130)
    raiseTheKeyboard(host)
    placeField(host, top: 4)
    #expect(host.tap("captcha"))
    host.settle()
    let field = try #require(host.node("captcha"))
    #expect(host.isWhollyVisible(field), "the field shows")
    let image = try #require(picture(host))
    #expect(!host.isWhollyVisible(image), "no scroll toward the picture")
  }

  @Test("a region in view already is not moved", arguments: [15, 16, 17])
  func regionInViewStays(osVersion: Int) throws {
    let host = screen(osVersion: osVersion, height: 440)
    // The keyboard is up; the CAPTCHA's picture and field are placed in the middle of the area
    // above it.
    raiseTheKeyboard(host)
    // The field's top 110 points down: its title, the 8 points between items and the 70-point
    // picture above it.
    placeField(host, top: 110)
    let image = try #require(picture(host))
    let field = try #require(host.node("captcha"))
    guard host.isWhollyVisible(image), host.isWhollyVisible(field) else {
      Issue.record("the region does not show before the tap")
      return
    }
    let offset = host.contentOffset(ofScrollViewHolding: "captcha")
    #expect(host.tap("captcha"))
    host.settle()
    #expect(host.contentOffset(ofScrollViewHolding: "captcha") == offset, "not moved")
  }
}
