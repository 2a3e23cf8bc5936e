import SwiftUI
import Testing

/// Two text fields 300 points apart in a scroll view, and a button in a bar under it.
@MainActor
private struct FieldsAndBar: View {
  @State private var first = ""
  @State private var second = ""
  let taps: TapCounter

  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(spacing: 300) {
          TextField("First", text: $first).accessibilityIdentifier("first")
          TextField("Second", text: $second).accessibilityIdentifier("second")
        }
      }
      Button("Send") { taps.count += 1 }.accessibilityIdentifier("send")
    }
  }
}

/// How many times the bar's button ran.
@MainActor
private final class TapCounter {
  var count = 0
}

@MainActor
@Suite("SwiftUI double: a touch over the floating keyboard goes to the keyboard", .serialized)
struct FloatingKeyboardTouchTests {
  static let safeArea = CGSize(width: 820, height: 1100)

  @Test("a view under the floating keyboard takes no tap; the keyboard moved aside, it does")
  func covered() throws {
    let taps = TapCounter()
    let host = SwiftUIHost(FieldsAndBar(taps: taps))
    host.safeAreaSize = Self.safeArea
    host.settle()
    let second = try #require(host.node("second"))
    let field = try #require(host.visibleFrame(of: second))
    let send = try #require(host.node("send"))
    let bar = try #require(host.screenFrame(of: send))
    // Over the second field's middle (x 410): from 20 above it to 20 below it.
    host.floatingKeyboardFrame = CGRect(
      x: 250, y: field.lowerBound - 20, width: 320, height: field.upperBound - field.lowerBound + 40
    )
    #expect(host.tap("first"))
    #expect(host.focusedInput?.identifier == "first")
    withKnownIssue {
      #expect(!host.tap("second"))
    } matching: { issue in
      issue.description.contains("floating keyboard")
    }
    #expect(host.focusedInput?.identifier == "first", "the keyboard took the touch")
    // Over the bar's button.
    host.floatingKeyboardFrame = CGRect(
      x: 250, y: bar.lowerBound - 10, width: 320, height: bar.upperBound - bar.lowerBound + 20)
    host.settle()
    withKnownIssue {
      #expect(!host.tap("send"))
    } matching: { issue in
      issue.description.contains("floating keyboard")
    }
    #expect(taps.count == 0)
    // Aside (its keys right of the middle): both take their taps.
    host.floatingKeyboardFrame = CGRect(
      x: 480, y: field.lowerBound - 20, width: 320, height: 900)
    host.settle()
    #expect(host.tap("send"))
    #expect(taps.count == 1)
    #expect(host.tap("second"))
    #expect(host.focusedInput?.identifier == "second")
  }

  @Test("while no keyboard shows, the place it floats at takes no touch away")
  func hidden() throws {
    let host = SwiftUIHost(FieldsAndBar(taps: TapCounter()))
    host.safeAreaSize = Self.safeArea
    host.settle()
    let second = try #require(host.node("second"))
    let field = try #require(host.visibleFrame(of: second))
    host.floatingKeyboardFrame = CGRect(x: 250, y: field.lowerBound - 20, width: 320, height: 100)
    host.settle()
    #expect(host.tap("second"))
    #expect(host.focusedInput?.identifier == "second")
  }
}
