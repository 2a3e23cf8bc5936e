import Foundation

extension View {
  /// "Layers the views that you specify behind this view" (iOS 15), in "the implicit `ZStack`
  /// that groups the background views", positioned by `alignment` —
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:). The
  /// background is laid out in the bounds of the view it is behind, so a `GeometryReader` in it
  /// reads that view's size (the double lays nothing out: its readers all read the screen's safe
  /// area, less the keyboard's part, which a screen-filling view such as a `Form` has; its frame,
  /// `GeometryProxy.frame(in:)`, is the view's in a scroll view,
  /// ``ViewGraph/readerFrame(_:size:)``). The newest SDK declares the content closure with `@ContentBuilder`; the double, which has no
  /// `ContentBuilder`, with `@ViewBuilder`, which is what the iOS 15 to 18 SDKs declare. In the
  /// double the background's views are realized after the view's, in a container of their own;
  /// the view keeps its identity (the modifier adds no component to its path).
  @available(iOS 15.0, *)
  public nonisolated func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    BackgroundView(content: self, background: content())
  }
}

/// The view `background(alignment:content:)` returns, for the double. Not Apple API.
@available(iOS 15.0, *)
nonisolated struct BackgroundView<Content: View, Background: View>: PrimitiveViewStub,
  DoublePrimitive
{
  let content: Content
  let background: Background

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let before = context.parent.children.count
    graph.render(content, context)
    let behind = Array(context.parent.children.dropFirst(before))
    graph.container("background", context.child("background")) {
      $0.parent.behind = behind
      graph.render(background, $0)
    }
  }
}
