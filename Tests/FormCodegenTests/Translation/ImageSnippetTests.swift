import FormCodegen
import FormCompiler
import Testing

/// What each translator writes for `image` nodes (issue 32): the SwiftUI screen's `Image`s and
/// its `appImage` closure, the UIKit views protocol's image views and `formConfigureImages()`;
/// snippets as ``SnippetTests``.
struct ImageSnippetTests {
  static let spec = """
    flags: [captchaRequired]
    content:
      scroll: page
      children:
        - image: logo
          source: asset:AppLogo
          height: 60
          decorative: true
        - image: captchaImage
          source: app
          height: 70
          contentMode: fill
          description: CAPTCHA image
          visibleWhen: {flag: captchaRequired}
        - field: captcha
          title: CAPTCHA
          visibleWhen: {flag: captchaRequired}
        - image:
          source: system:lock.shield
          height: 24
          description: Encrypted
    """

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "SwiftUI draws each picture resizable at its height, labelled or hidden for VoiceOver",
      spec: spec, output: .swiftui, start: "FormScrollContent {",
      expected: """
        FormScrollContent {
          Image("AppLogo")
            .resizable()
            .scaledToFit()
            .frame(height: 60)
            .accessibilityHidden(true)
          if form.isVisible(node: "captchaImage") {
            appImage(.captchaImage)
              .resizable()
              .scaledToFill()
              .frame(height: 70)
              .clipped()
              .accessibilityLabel(Text(verbatim: "CAPTCHA image"))
          }
          if form.isVisible(.captcha) {
            FormTextField(.captcha, of: form, focus: $focus)
          }
          Image(systemName: "lock.shield")
            .resizable()
            .scaledToFit()
            .frame(height: 24)
            .accessibilityLabel(Text(verbatim: "Encrypted"))
        }
        .formKeyboard(of: form, focus: $focus, onSubmit: onSubmit, onSubmitAsync: onSubmitAsync)
        """),
    SnippetTests.Snippet(
      name: "the SwiftUI screen names the images the app sets",
      spec: spec, output: .swiftui, start: "enum AppImage",
      expected: """
        enum AppImage: String, Sendable {
          /// The `captchaImage` image.
          case captchaImage
        }
        """),
    SnippetTests.Snippet(
      name: "UIKit sets up each image with an id at start; the app's picture is its own",
      spec: spec, output: .uikit, start: "func formConfigureImages()",
      expected: """
        func formConfigureImages() {
          logo.image = UIImage(named: "AppLogo")
          logo.contentMode = .scaleAspectFit
          logo.isAccessibilityElement = false
          captchaImage.contentMode = .scaleAspectFill
          captchaImage.clipsToBounds = true
          captchaImage.isAccessibilityElement = true
          captchaImage.accessibilityLabel = "CAPTCHA image"
        }
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  @Test func theUIKitViewsProtocolAsksForEachImageView() throws {
    let file = try SnippetTests.file(Self.spec, .uikit)
    #expect(file.contains("associatedtype LogoView: UIImageView"), "\(file)")
    #expect(file.contains("associatedtype CaptchaImageView: UIImageView"), "\(file)")
    #expect(file.contains("case \"captchaImage\": return [captchaImage]"), "\(file)")
  }

  @Test func theSwiftUIScreenTakesTheAppsPictures() throws {
    let file = try SnippetTests.file(Self.spec, .swiftui)
    #expect(file.contains("appImage: @escaping (AppImage) -> Image"), "\(file)")
    #expect(file.contains("private let appImage: (AppImage) -> Image"), "\(file)")
  }
}
