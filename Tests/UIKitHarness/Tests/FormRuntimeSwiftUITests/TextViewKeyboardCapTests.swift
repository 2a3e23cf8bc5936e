import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// A growing text input of a generated SwiftUI screen on an iPhone turned to landscape (issue 30):
/// `Specs/Feedback`'s details grow to 10 lines, far more than the room the keyboard and its
/// toolbar leave above them. While the keyboard is up, their most lines (`lineLimit`) are what
/// fits in the scroll's visible height, less the keyboard spacing above and below, as in the
/// UIKit screen, counting the title stacked above them (revealed with them); once the keyboard
/// hides, the spec's 10 lines come back.
@MainActor
@Suite("Generated SwiftUI screens: a growing text input fits above the keyboard", .serialized)
struct SwiftUITextViewKeyboardCapTests {
  /// An iPhone 16 turned to landscape: 844 × 390 points, 47 points of the Dynamic Island's side
  /// at each side and 21 at the bottom, so a 750 × 369 safe area; the 209-point keyboard and its
  /// 32-point toolbar leave the top 149 points of it (the rest, 220 points, is the keyboard's).
  static let landscapeSafeArea = CGSize(width: 750, height: 369)
  static let keyboardOverlap: CGFloat = 220

  /// The Feedback screen in landscape.
  func landscapeScreen() -> (FeedbackForm, SwiftUIHost<some View>) {
    let form = FeedbackForm()
    let host = SwiftUIHost(
      FeedbackFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) })
    host.safeAreaSize = Self.landscapeSafeArea
    // `keyboard.avoidance: none`: the screen ignores the keyboard; its host moves it above it.
    host.hostMovesAboveKeyboard = true
    host.keyboardHeight = Self.keyboardOverlap
    host.settle()
    return (form, host)
  }

  /// The height the details take at their most lines: the lines of the body text style, plus
  /// the text input's padding above and below.
  func height(lines: Int) -> CGFloat {
    CGFloat(lines) * UIFont.preferredFont(forTextStyle: .body).lineHeight + 2
      * FormLayoutMetrics.standard.textViewInset
  }

  /// The height of the details' title stacked above them in the scroll and the space between
  /// them (`FormInputStyle`'s default): one line of the footnote text style (the title's font)
  /// and the 4 points of `FormLayoutMetrics.errorSpacing`.
  var titleHeight: CGFloat {
    UIFont.preferredFont(forTextStyle: .footnote).lineHeight
      + FormLayoutMetrics.standard.errorSpacing
  }

  @Test("in landscape with the keyboard up, the details grow only as far as fits above it")
  func detailsFitAboveTheKeyboard() throws {
    let (_, host) = landscapeScreen()
    #expect(host.tap("details"))
    #expect(host.focusedInput?.identifier == "details")
    let limit = try #require(host.node("details")?.lineLimit)
    let visible = Self.landscapeSafeArea.height - Self.keyboardOverlap
    let spacing = CGFloat(FeedbackForm.schema.keyboard.spacing)
    // The title stacked above the details is revealed with them: it counts.
    #expect(
      height(lines: limit.upperBound) + titleHeight + 2 * spacing <= visible,
      "\(limit.upperBound) lines (\(height(lines: limit.upperBound)) points), the title and the spacing fit in \(visible) points"
    )
    // Not fewer than fit: one more line would not.
    #expect(height(lines: limit.upperBound + 1) + titleHeight + 2 * spacing > visible)
    #expect(limit.lowerBound <= limit.upperBound)
  }

  @Test("with the keyboard up, the details, their title and their message show whole")
  func detailsShowWhole() throws {
    let (form, host) = landscapeScreen()
    form.errors[.details] = "Tell us a little more (at least 20 characters)"
    host.settle()
    #expect(host.tap("details"))
    let details = try #require(host.node("details"))
    // The double lays a growing text field out at its fewest lines: give it its most.
    let limit = try #require(details.lineLimit)
    let grown =
      CGFloat(limit.upperBound - limit.lowerBound)
      * UIFont.preferredFont(forTextStyle: .body).lineHeight
    let frame = try #require(host.visibleFrame(of: details))
    let title = try #require(host.root.subtree.first { $0.kind == .text && $0.text == "Details" })
    let message = try #require(
      host.root.subtree.first { $0.kind == .text && $0.text == form.errors[.details] })
    let top = try #require(host.visibleFrame(of: title)).lowerBound
    let bottom = try #require(host.visibleFrame(of: message)).upperBound + grown
    let visible = Self.landscapeSafeArea.height - Self.keyboardOverlap
    #expect(
      bottom - top <= visible, "from the title's top to the message's bottom: \(top)...\(bottom)")
    #expect(frame.upperBound + grown <= bottom)
  }

  @Test("the details grow to their 10 lines again once the keyboard hides")
  func specLinesReturn() throws {
    let (_, host) = landscapeScreen()
    let spec = try #require(FeedbackForm.schema[.details].lines)
    #expect(host.node("details")?.lineLimit == spec, "before the keyboard shows")
    host.tap("details")
    #expect(try #require(host.node("details")?.lineLimit).upperBound < spec.upperBound)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.done))
    #expect(host.focusedInput == nil)
    #expect(host.node("details")?.lineLimit == spec, "after the keyboard hid")
  }

  @Test("with a hardware keyboard no software keyboard covers the screen: the spec's lines")
  func hardwareKeyboard() throws {
    let (_, host) = landscapeScreen()
    host.hardwareKeyboard = true
    host.tap("details")
    #expect(host.node("details")?.lineLimit == FeedbackForm.schema[.details].lines)
  }

  /// The height of the details' error message and the space above it: one line of the footnote
  /// text style (the message's font) and the 4 points between the input and its message.
  func errorHeight(_ message: String) -> CGFloat {
    CGFloat(message.split(separator: "\n", omittingEmptySubsequences: false).count)
      * UIFont.preferredFont(forTextStyle: .footnote).lineHeight + 4
  }

  @Test("the error message under the details counts: the details and their message fit")
  func errorMessageCounts() throws {
    let form = FeedbackForm()
    let host = SwiftUIHost(
      FeedbackFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) })
    // The keyboard without a toolbar above it (209 points): 160 points stay visible, where 5
    // lines of details fit alone and 4 with their message.
    host.safeAreaSize = Self.landscapeSafeArea
    // `keyboard.avoidance: none`: the screen ignores the keyboard; its host moves it above it.
    host.hostMovesAboveKeyboard = true
    host.keyboardHeight = 209
    host.settle()
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    let message = try #require(form.errors[.details], "an empty form's submit shows the error")
    #expect(host.tap("details"))
    #expect(host.focusedInput?.identifier == "details")
    let limit = try #require(host.node("details")?.lineLimit)
    let visible = Self.landscapeSafeArea.height - 209
    let spacing = CGFloat(FeedbackForm.schema.keyboard.spacing)
    let error = errorHeight(message)
    #expect(
      height(lines: limit.upperBound) + titleHeight + error + 2 * spacing <= visible,
      "\(limit.upperBound) lines, the title, the message and the spacing fit in \(visible) points")
    #expect(height(lines: limit.upperBound + 1) + titleHeight + error + 2 * spacing > visible)
  }

  /// The inset a `TextEditor` keeps around its text above and below, a `UITextView`'s default:
  /// "By default the value of this property is (8, 0, 8, 0)"
  /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
  static let editorInset: CGFloat = 8

  @Test("iOS 15's TextEditor takes the spec's lines, and no more than fit above the keyboard")
  func textEditorFallback() throws {
    let form = FeedbackForm()
    let host = SwiftUIHost(
      FeedbackFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) }, osVersion: 15)
    host.safeAreaSize = Self.landscapeSafeArea
    // `keyboard.avoidance: none`: the screen ignores the keyboard; its host moves it above it.
    host.hostMovesAboveKeyboard = true
    // iOS 15 shows no keyboard toolbar here (no navigation container): the 209-point keyboard
    // covers 188 points of the safe area; the screen's own bar (at least 44 points tall) sits on
    // it, at the bottom of the safe area.
    host.keyboardHeight = 209 - 21
    host.settle()
    let bar = FormLayoutMetrics.standard.controlHeight
    let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
    let spec = try #require(FeedbackForm.schema[.details].lines)
    func editorHeight(lines: Int) -> CGFloat { CGFloat(lines) * lineHeight + 2 * Self.editorInset }
    let editor = try #require(host.node("details"))
    #expect(editor.kind == .textEditor)
    #expect(editor.minFrameHeight == editorHeight(lines: spec.lowerBound), "the spec's fewest")
    #expect(editor.maxFrameHeight == editorHeight(lines: spec.upperBound), "the spec's most")
    #expect(host.tap("details"))
    let capped = try #require(host.node("details")?.maxFrameHeight)
    let visible = Self.landscapeSafeArea.height - (209 - 21) - bar
    let spacing = CGFloat(FeedbackForm.schema.keyboard.spacing)
    let padding = 2 * FormLayoutMetrics.standard.textViewInset
    #expect(
      capped + padding + titleHeight + 2 * spacing <= visible,
      "the editor and its title fit above the keyboard")
    #expect(
      capped + lineHeight + padding + titleHeight + 2 * spacing > visible,
      "one more line would not")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.done))
    #expect(host.node("details")?.maxFrameHeight == editorHeight(lines: spec.upperBound))
  }
}

/// iOS 15's stand-in for a growing text input, a `TextEditor`, which has no placeholder and no
/// submit of its own: the generated screen keeps the spec's placeholder and Return on it.
@MainActor
@Suite("Generated SwiftUI screens: iOS 15's TextEditor keeps the placeholder and Return")
struct SwiftUITextEditorFallbackTests {
  @Test("the placeholder shows over the empty editor, hidden from VoiceOver, until text is typed")
  func placeholder() async throws {
    let form = FeedbackForm()
    let host = SwiftUIHost(
      FeedbackFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) }, osVersion: 15)
    let prompt = try #require(FeedbackForm.schema[.details].placeholder)
    #expect(host.node("details")?.kind == .textEditor)
    let shown = try #require(
      host.root.subtree.first { $0.kind == .text && $0.text == prompt }, "shown while empty")
    #expect(shown.isAccessibilityHidden, "the input's own label already reads it")
    #expect(host.tap("details"))
    await host.type("It crashed")
    #expect(form.details == "It crashed")
    #expect(!host.root.texts.contains(prompt), "gone once there is text")
  }

  @Test(
    "Return on a multi-line input does what the spec says on both keyboards on iOS 15",
    arguments: Screens.names, [false, true])
  func returnOnTextEditors(_ name: String, hardware: Bool) async {
    let screen = Screens.make(name, osVersion: 15)
    screen.driver.hardwareKeyboard = hardware
    screen.fillValid()
    for id in screen.textViews {
      screen.driver.tap(id)
      #expect(screen.driver.focusedInput?.kind == .textEditor, "\(name): \(id)")
      screen.setValue(id, "Hi")
      let action = screen.returnAction(id)
      let submitsBefore = screen.submits
      await _ = screen.driver.pressReturn()
      switch action {
      case .newline:
        #expect(screen.value(id) == "Hi\n", "\(name): \(id) (hardware: \(hardware))")
        #expect(screen.focused == id)
      case .submit:
        #expect(screen.value(id) == "Hi", "\(name): \(id) (hardware: \(hardware))")
        #expect(screen.submits == submitsBefore + 1, "\(name): \(id) (hardware: \(hardware))")
      case .next:
        #expect(screen.value(id) == "Hi", "\(name): \(id) (hardware: \(hardware))")
        #expect(screen.focused == screen.input(after: id))
      default:
        #expect(screen.value(id) == "Hi", "\(name): \(id) (hardware: \(hardware))")
      }
    }
  }
}

/// The key a text view's keyboard shows, and Return with the caret inside the text, on iOS 15's
/// `TextEditor` (issue 28): `formc lint` warns about a spec key the editor cannot show
/// (`return-key-not-shown-in-swiftui`); Return still does what the spec says.
@MainActor
@Suite("Generated SwiftUI screens: a text view's Return key below and from iOS 16")
struct SwiftUITextViewReturnKeyTests {
  @Test("ChatComposer's message shows Send from iOS 16 and the plain Return key on iOS 15")
  func keyShown() {
    for os in [15, 16] {
      let host = SwiftUIHost(
        ChatComposerFormView(form: ChatComposerForm(), onSubmit: {}), osVersion: os)
      #expect(host.tap("message"))
      #expect(host.node("message")?.submitLabelName == "send", "the modifier says Send (iOS \(os))")
      #expect(host.returnKeyShown == (os < 16 ? nil : "send"), "iOS \(os)")
    }
  }

  @Test(
    "on iOS 15 Return with the caret inside the text sends the message, text unchanged",
    arguments: [false, true])
  func sendWithCaretInside(hardware: Bool) async {
    let form = ChatComposerForm()
    let sent = SentMessages()
    let host = SwiftUIHost(
      ChatComposerFormView(form: form, onSubmit: { sent.messages.append(form.message) }),
      osVersion: 15)
    host.hardwareKeyboard = hardware
    #expect(host.tap("message"))
    await host.type("Hi there")
    await host.placeCaret(at: 2)
    #expect(await host.pressReturn() == .newline, "the editor inserts it; the screen takes it back")
    #expect(sent.messages == ["Hi there"])
    #expect(host.focusedInput?.identifier == "message", "afterSubmit: keep")
  }

  @Test(
    "on iOS 15 Return with the caret inside the bio inserts a newline there",
    arguments: [false, true])
  func newlineWithCaretInside(hardware: Bool) async {
    let form = ProfileEditorForm()
    let host = SwiftUIHost(ProfileEditorFormView(form: form), osVersion: 15)
    host.hardwareKeyboard = hardware
    #expect(host.tap("bio"))
    #expect(host.focusedInput?.kind == .textEditor)
    await host.type("Hi there")
    await host.placeCaret(at: 2)
    #expect(await host.pressReturn() == .newline)
    #expect(form.bio == "Hi\n there")
    #expect(host.focusedInput?.identifier == "bio")
  }
}

/// The messages a composer sent, in order.
@MainActor
private final class SentMessages {
  var messages: [String] = []
}

/// The cap of a growing text input on a `scroll` screen that keeps `keyboard.spacing` above the
/// keyboard with a bottom safe-area inset (`Specs/ProfileEditor`'s bio, spacing 16): grown to the
/// cap, the input (its title stacked above it) ends `spacing` above the keyboard's top, to the
/// whole line. The scroll's `GeometryReader` is inside the inset, so the height it reads already
/// excludes the spacing (issue 28): the cap takes it away once, not again.
@MainActor
@Suite("Generated SwiftUI screens: a growing text input's cap keeps the spacing once")
struct SwiftUITextViewSpacingCapTests {
  /// A short screen: 400 points of safe area, 260 of them the keyboard's while it shows.
  static let safeArea = CGSize(width: 390, height: 400)
  static let keyboard: CGFloat = 260

  @Test(
    "grown to its cap, the bio ends keyboard.spacing above the keyboard (and iOS 15's bar)",
    arguments: [15, 16])
  func bioEndsSpacingAboveTheKeyboard(osVersion: Int) throws {
    let host = SwiftUIHost(ProfileEditorFormView(form: ProfileEditorForm()), osVersion: osVersion)
    host.safeAreaSize = Self.safeArea
    host.keyboardHeight = Self.keyboard
    host.settle()
    #expect(host.tap("bio"))
    #expect(host.focusedInput?.identifier == "bio")
    let bio = try #require(host.node("bio"))
    let visible = Self.safeArea.height - Self.keyboard
    #expect(host.viewportHeight == visible, "the keyboard is up")
    let spacing = CGFloat(ProfileEditorForm.schema.keyboard.spacing)
    // Kept clear above the keyboard: the spacing, and below iOS 16 the screen's keyboard toolbar
    // bar, at least 44 points tall (`formKeyboard`).
    let gap = try #require(host.keyboardGap)
    #expect(gap == spacing + (osVersion < 16 ? FormLayoutMetrics.standard.controlHeight : 0))
    let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
    let metrics = FormLayoutMetrics.standard
    // The bio grown to its cap, from the top of its text: its lines (a `TextEditor`'s frame on
    // iOS 15, which holds its own inset) and its padding below (the padding above is laid out
    // already, above the control's top).
    let grown: CGFloat
    if bio.kind == .textEditor {
      grown = try #require(bio.maxFrameHeight) + metrics.textViewInset
    } else {
      let limit = try #require(bio.lineLimit)
      grown = CGFloat(limit.upperBound) * lineHeight + metrics.textViewInset
    }
    let title = try #require(host.root.subtree.first { $0.kind == .text && $0.text == "Bio" })
    // The title at the top of the visible area, the least scroll from above that shows it.
    let titleFrame = try #require(host.visibleFrame(of: title))
    let bioFrame = try #require(host.visibleFrame(of: bio))
    let bottom = bioFrame.lowerBound - titleFrame.lowerBound + grown
    #expect(
      bottom + gap <= visible + 0.001,
      "grown to the cap (\(grown) points), the bio ends at \(bottom), under \(visible) - \(gap)")
    #expect(
      bottom + lineHeight + gap > visible,
      "a line more would fit: the cap is \(visible - gap - bottom) points short")
  }
}
