import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// A growing text input of a generated SwiftUI screen on an iPhone turned to landscape (issue 30):
/// `Specs/Feedback`'s details grow to 10 lines, far more than the room the keyboard and its
/// toolbar leave above them. While the keyboard is up, their most lines (`lineLimit`) are what
/// fits in the scroll's visible height, less the keyboard spacing above and below, as in the
/// UIKit screen; once the keyboard hides, the spec's 10 lines come back.
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

  @Test("in landscape with the keyboard up, the details grow only as far as fits above it")
  func detailsFitAboveTheKeyboard() throws {
    let (_, host) = landscapeScreen()
    #expect(host.tap("details"))
    #expect(host.focusedInput?.identifier == "details")
    let limit = try #require(host.node("details")?.lineLimit)
    let visible = Self.landscapeSafeArea.height - Self.keyboardOverlap
    let spacing = CGFloat(FeedbackForm.schema.keyboard.spacing)
    #expect(
      height(lines: limit.upperBound) + 2 * spacing <= visible,
      "\(limit.upperBound) lines (\(height(lines: limit.upperBound)) points) and the spacing fit in \(visible) points"
    )
    // Not fewer than fit: one more line would not.
    #expect(height(lines: limit.upperBound + 1) + 2 * spacing > visible)
    #expect(limit.lowerBound <= limit.upperBound)
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
}
