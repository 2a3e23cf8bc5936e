import Foundation

/// `VerticalEdge` (iOS 15) — https://developer.apple.com/documentation/swiftui/verticaledge
@available(iOS 15.0, *)
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  /// The top edge — https://developer.apple.com/documentation/swiftui/verticaledge/top
  case top
  /// The bottom edge — https://developer.apple.com/documentation/swiftui/verticaledge/bottom
  case bottom
}

extension View {
  /// "Shows the specified content beside the modified view", insetting the view's safe area by
  /// its height (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby.
  /// In the double, the inset at the bottom edge shows above the keyboard while the keyboard
  /// shows (see ``SwiftUIHost/aboveKeyboard``).
  @available(iOS 15.0, *)
  public nonisolated func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(content: self, edge: edge, inset: content())
  }
}

/// The view `safeAreaInset(edge:alignment:spacing:content:)` returns, for the double. Not Apple
/// API.
@available(iOS 15.0, *)
nonisolated struct SafeAreaInsetView<Content: View, Inset: View>: PrimitiveViewStub,
  DoublePrimitive
{
  let content: Content
  let edge: VerticalEdge
  let inset: Inset

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let insetContext = context.child("safeAreaInset")
    var inner = context.child("content")
    if edge == .bottom {
      inner.environment.double.bottomInsets.append(insetContext.path)
    }
    graph.render(content, inner)
    graph.container("safeAreaInset", insetContext) { graph.render(inset, $0) }
  }
}
