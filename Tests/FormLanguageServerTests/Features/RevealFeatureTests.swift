import FormSpec
import Testing

@testable import FormLanguageServer

/// Hover and completion for an input's `reveal` (the nodes shown with it while it is focused).
struct RevealFeatureTests {
  static let head = "form: A\ncontent:\n  scroll: page\n  children:\n"
  static let nodes =
    "    - image: captchaImage\n      source: app\n      height: 70\n"
    + "      description: CAPTCHA image\n"
    + "    - label: codeNote\n      text: We sent a code\n"
    + "    - button: resend\n      title: Resend\n"
    + "    - field: email\n      title: Email\n"

  @Test func revealOffersImagesLabelsAndButtonsOnly() {
    let labels = CompletionTests.labels(
      Self.head + Self.nodes + "    - field: captcha\n      title: Captcha\n      reveal: [‸]\n")
    #expect(labels.contains("captchaImage"), "\(labels)")
    #expect(labels.contains("codeNote"), "\(labels)")
    #expect(labels.contains("resend"), "\(labels)")
    #expect(!labels.contains("email"), "not an input: \(labels)")
    #expect(!labels.contains("captcha"), "not the input it is on: \(labels)")
  }

  @Test func aFieldOffersTheRevealKey() {
    let labels = CompletionTests.labels(
      Self.head + "    - field: captcha\n      title: Captcha\n      reve‸\n")
    #expect(labels.contains("reveal"), "\(labels)")
  }

  @Test func hoverOnTheKeySaysWhatItShows() {
    let hover = HoverTests.hover(
      Self.head + Self.nodes + "    - field: captcha\n      title: Captcha\n"
        + "      rev‸eal: [captchaImage]\n")
    #expect(hover.contains("brought into view with this input"), "\(hover)")
    #expect(hover.contains("`reveal-apart`"), "\(hover)")
  }

  @Test func hoverOnAnIdNamesTheNode() {
    let hover = HoverTests.hover(
      Self.head + Self.nodes + "    - field: captcha\n      title: Captcha\n"
        + "      reveal: [captcha‸Image]\n")
    #expect(hover.contains("`captchaImage` is an image"), "\(hover)")
  }
}
