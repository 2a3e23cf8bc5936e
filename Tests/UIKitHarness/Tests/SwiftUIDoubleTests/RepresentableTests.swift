import SwiftUI
import Testing
import UIKit

/// A representable that logs its lifetime.
@MainActor
private struct LoggedRepresentable: UIViewRepresentable {
  let log: Log

  final class Coordinator {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIView {
    log.values.append("make")
    return UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {}

  static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
    // The view is still in the window while it is dismantled ("in anticipation of their
    // removal").
    Self.dismantled.append(uiView.window != nil ? "dismantle in window" : "dismantle")
  }

  static var dismantled: [String] = []
}

/// `LoggedRepresentable`, shown or not.
@MainActor
private struct RepresentableParent: View {
  let shown: Bool
  let log: Log
  var body: some View {
    VStack {
      Text(verbatim: "Title")
      if shown { LoggedRepresentable(log: log) }
    }
  }
}

@MainActor
@Suite("SwiftUI double: a representable's teardown", .serialized)
struct RepresentableTests {
  @Test("a representable leaving the hierarchy is dismantled once and its view leaves the window")
  func dismantledWhenGone() {
    LoggedRepresentable.dismantled = []
    let log = Log()
    let host = SwiftUIHost(RepresentableParent(shown: true, log: log))
    #expect(log.values == ["make"])
    #expect(host.representedViews.count == 1)
    host.replaceRoot(RepresentableParent(shown: true, log: log))
    #expect(LoggedRepresentable.dismantled.isEmpty, "an update keeps the view")
    host.replaceRoot(RepresentableParent(shown: false, log: log))
    #expect(LoggedRepresentable.dismantled == ["dismantle in window"])
    #expect(host.representedViews.isEmpty)
    host.replaceRoot(RepresentableParent(shown: true, log: log))
    #expect(log.values == ["make", "make"], "shown again, it makes a new view")
    #expect(LoggedRepresentable.dismantled.count == 1)
  }

  @Test("removing the screen dismantles its representables")
  func dismantledWithTheScreen() {
    LoggedRepresentable.dismantled = []
    let host = SwiftUIHost(RepresentableParent(shown: true, log: Log()))
    host.remove()
    #expect(LoggedRepresentable.dismantled == ["dismantle in window"])
    #expect(host.representedViews.isEmpty)
  }
}
