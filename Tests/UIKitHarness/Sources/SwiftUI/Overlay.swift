import Foundation

extension Alignment {
  /// The top leading corner — https://developer.apple.com/documentation/swiftui/alignment/topleading
  public static let topLeading = Alignment()
}

extension View {
  /// "Layers the views that you specify in front of this view" (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:). Apple:
  /// "the original view continues to provide the layout characteristics for the resulting view"
  /// (https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)). The newest
  /// SDK declares the content closure with `@ContentBuilder`; the double, which has no
  /// `ContentBuilder`, with `@ViewBuilder`, which is what the iOS 15 to 18 SDKs declare. In the
  /// double the overlay's views are realized after the view's, in a container of their own.
  @available(iOS 15.0, *)
  public nonisolated func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    OverlayView(content: self, overlay: content())
  }

  /// "Configures whether this view participates in hit test operations" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:). The double has
  /// no hit testing of stacked views (a tap goes to the view named by its identifier); it uses
  /// `false` only to tell a bottom inset that lets touches through to the content scrolled under
  /// it (``SwiftUINode/takesTouches``, `SwiftUIDouble+HitTesting.swift`).
  public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View {
    HitTestingView(content: self, enabled: enabled)
  }
}

/// The view `overlay(alignment:content:)` returns, for the double. Not Apple API.
@available(iOS 15.0, *)
nonisolated struct OverlayView<Content: View, Overlay: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let overlay: Overlay

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.render(content, context.child("content"))
    graph.container("overlay", context.child("overlay")) { graph.render(overlay, $0) }
  }
}
