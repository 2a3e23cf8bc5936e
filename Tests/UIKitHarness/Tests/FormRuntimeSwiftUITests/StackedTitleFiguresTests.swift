import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The figures of a title stacked above its input on a generated SwiftUI `scroll` screen that
/// `formc simulate` is checked against (Tests/FormSimulationTests/StackedTitleCrossCheckTests,
/// which holds them as a table beside the simulator's own): the part the screen reveals for a
/// titled field, and the lines a titled growing text view keeps above the keyboard.
@MainActor
@Suite(
  "Generated SwiftUI screens: the stacked title's figures simulate is checked against", .serialized)
struct StackedTitleFiguresTests {
  /// A footnote line of the double's `UIFont` (13 points at the line height per point of
  /// `SystemFontMetrics`, 1.193359375: 15.514).
  static var footnoteLine: CGFloat { UIFont.preferredFont(forTextStyle: .footnote).lineHeight }

  @Test("a titled field's revealed part: a footnote line, 4 points, the 44-point field")
  func revealedPart() throws {
    let screen = Screens.make("SignUp")
    screen.driver.safeAreaSize = CGSize(width: 375, height: 603)
    screen.driver.keyboardHeight = 260
    screen.driver.settle()
    #expect(screen.driver.tap("email"))
    let input = try #require(screen.driver.node("email"))
    // The title in the input's stack, a few containers up (the control's own id, its frame).
    let title = try #require(
      sequence(first: input, next: \.parent).dropFirst().prefix(5).lazy.compactMap { parent in
        parent.subtree.first { $0.kind == .text && $0.text == "Email" }
      }.first)
    let titleFrame = try #require(screen.driver.visibleFrame(of: title))
    let inputFrame = try #require(screen.driver.visibleFrame(of: input))
    #expect(abs(titleFrame.upperBound - titleFrame.lowerBound - Self.footnoteLine) < 0.001)
    #expect(abs(inputFrame.upperBound - inputFrame.lowerBound - 44) < 0.001)
    // Title top to field bottom: the line, the stack's 4 points, the field.
    #expect(
      abs(inputFrame.upperBound - titleFrame.lowerBound - (Self.footnoteLine + 4 + 44)) < 0.001,
      "\(titleFrame) \(inputFrame)")
  }

  @Test("a titled growing text input keeps 4 lines in 149 visible points with 16 pt spacing")
  func textViewLines() throws {
    let form = FeedbackForm()
    let host = SwiftUIHost(
      FeedbackFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) })
    host.safeAreaSize = CGSize(width: 750, height: 369)
    host.hostMovesAboveKeyboard = true
    host.keyboardHeight = 220
    host.settle()
    #expect(FeedbackForm.schema.keyboard.spacing == 16)
    #expect(host.tap("details"))
    #expect(host.node("details")?.lineLimit?.upperBound == 4)
  }
}
