import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// A generated screen shown or not by its parent.
@MainActor
private struct SignUpParent: View {
  let form: SignUpForm
  let shown: Bool
  var body: some View {
    VStack {
      Text(verbatim: "Welcome")
      if shown { SignUpFormView(form: form) }
    }
  }
}

/// The UIKit view a generated screen puts in its window (`FormKeyboardFrameAnchor`, a
/// `UIViewRepresentable` behind the content, through which the keyboard's screen-space frame is
/// converted) goes with the screen: SwiftUI calls `dismantleUIView(_:coordinator:)` "in
/// anticipation of their removal"
/// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:))
/// and takes the view out. The anchor holds no observer of its own: the screen's keyboard
/// observer stops in `onDisappear` and keeps the anchor weakly, so the default (empty) dismantle
/// leaves nothing behind.
@MainActor
@Suite("Generated SwiftUI screens: the window's views go with the screen", .serialized)
struct RepresentableTeardownTests {
  @Test("a screen leaving its parent takes its anchor view out of the window; shown again, one")
  func anchorGoesWithTheScreen() {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpParent(form: form, shown: true))
    #expect(host.representedViews.count == 1)
    let first = host.representedViews.first
    host.tap("givenName")
    host.replaceRoot(SignUpParent(form: form, shown: false))
    #expect(host.representedViews.isEmpty, "dismantled with the screen")
    #expect(first?.window == nil)
    host.replaceRoot(SignUpParent(form: form, shown: true))
    #expect(host.representedViews.count == 1, "a new anchor, no leftover")
    #expect(host.representedViews.first !== first)
  }

  @Test("a screen removed takes its anchor view out of the window")
  func anchorGoesWithRemoval() {
    let host = SwiftUIHost(SignUpFormView(form: SignUpForm()))
    #expect(host.representedViews.count == 1)
    host.remove()
    #expect(host.representedViews.isEmpty)
  }
}
