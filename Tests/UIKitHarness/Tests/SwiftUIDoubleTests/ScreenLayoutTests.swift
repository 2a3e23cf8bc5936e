import SwiftUI
import Testing

/// A transcript scroll over a bar with a text field and a button (`HStack(alignment: .top)`),
/// in a `VStack` with no spacing, the whole with a 20-point clear bottom inset while `inset`,
/// and a `GeometryReader` behind the field reporting its global frame.
@MainActor
private struct ComposerBar: View {
  let inset: Bool
  let frames: FrameBox
  @State private var text = ""

  var body: some View {
    VStack(spacing: 0) {
      ScrollView { Text(verbatim: "Hello") }
      HStack(alignment: .top, spacing: 8) {
        TextField("Message", text: $text).accessibilityIdentifier("message")
          .background {
            GeometryReader { proxy in
              Color.clear
                .onAppear { frames.frame = proxy.frame(in: .global) }
                .onChange(of: proxy.frame(in: .global)) { frames.frame = $0 }
            }
          }
        Button("Send") {}.accessibilityIdentifier("send")
      }
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      Color.clear.frame(height: inset ? 20 : 0)
    }
  }
}

/// The frame the field's reader last reported.
@MainActor
private final class FrameBox {
  var frame: CGRect?
}

/// The views outside a scroll view, laid out in the safe area (`SwiftUINode+ScreenLayout.swift`):
/// a bar under a scroll in a `VStack` sits at the bottom, the scroll taking the rest; a bottom
/// safe-area inset lifts it by its height ("The modified view is inset by the height of content,
/// from edge",
/// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby);
/// a docked keyboard's region of the safe area ends it above the keyboard
/// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard); a floating one
/// takes none of it, so the bar stays under it.
@MainActor
@Suite("SwiftUI double: views outside a scroll view", .serialized)
struct ScreenLayoutTests {
  /// 600 points of safe area, 250 of them the docked keyboard's while it shows.
  fileprivate func host(inset: Bool = false) -> (SwiftUIHost<ComposerBar>, FrameBox) {
    let box = FrameBox()
    let host = SwiftUIHost(ComposerBar(inset: inset, frames: box))
    host.safeAreaSize = CGSize(width: 390, height: 600)
    host.keyboardHeight = 250
    host.settle()
    return (host, box)
  }

  /// A control's height in the double, and a body line's.
  let control: CGFloat = 44
  let line = UIFont.preferredFont(forTextStyle: .body).lineHeight

  @Test("the bar sits at the bottom of the safe area, the scroll view above it takes the rest")
  func bottom() throws {
    let (host, box) = host()
    let send = try #require(host.node("send"))
    #expect(host.screenFrame(of: send) == (600 - control)...600)
    let message = try #require(host.node("message"))
    #expect(host.screenFrame(of: message) == (600 - control)...(600 - control + line))
    let scroll = try #require(host.root.subtree.first { $0.kind == .container("ScrollView") })
    #expect(host.screenFrame(of: scroll) == 0...(600 - control))
    // The views in the scroll's content are the scroll's to place.
    #expect(host.screenFrame(of: try #require(scroll.subtree.first { $0.kind == .text })) == nil)
    // The field's background reader reads the same frame.
    #expect(box.frame == CGRect(x: 0, y: 600 - control, width: 390, height: line))
  }

  @Test("a bottom safe-area inset lifts the bar by its height")
  func inset() throws {
    let (host, box) = host(inset: true)
    #expect(host.screenFrame(of: try #require(host.node("send"))) == (580 - control)...580)
    #expect(box.frame?.minY == 580 - control)
  }

  @Test("a docked keyboard ends the bar at its top; a floating one leaves it under the keyboard")
  func keyboard() throws {
    let (host, box) = host()
    #expect(host.tap("message"))
    #expect(host.screenFrame(of: try #require(host.node("send"))) == (350 - control)...350)
    #expect(box.frame?.minY == 350 - control, "the reader follows the layout")
    let (floatingHost, floatingBox) = self.host()
    floatingHost.floatingKeyboardFrame = CGRect(x: 35, y: 330, width: 320, height: 254)
    #expect(floatingHost.tap("message"))
    #expect(
      floatingHost.screenFrame(of: try #require(floatingHost.node("send"))) == (600 - control)...600
    )
    #expect(floatingBox.frame?.minY == 600 - control)
  }
}
