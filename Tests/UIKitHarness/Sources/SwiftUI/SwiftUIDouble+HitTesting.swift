import Foundation

// Which part of a scroll view a touch reaches when its content scrolls under a bottom inset.
// Not Apple API; each modelled rule cites Apple's documentation.

/// The view `allowsHitTesting(_:)` returns, for the double: with `false` its content sits in a
/// container of its own (``SwiftUINode/noHitTestingContainer``), which tells a bottom inset that
/// takes no touches (``SwiftUINode/takesTouches``); with `true` the content as it is. Not Apple
/// API.
nonisolated struct HitTestingView<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let enabled: Bool

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    guard !enabled else { return graph.render(content, context) }
    graph.container(SwiftUINode.noHitTestingContainer, context) { graph.render(content, $0) }
  }
}

extension SwiftUINode {
  /// The name of the container of a view with `allowsHitTesting(false)`.
  static let noHitTestingContainer = "allowsHitTesting(false)"

  /// Whether a bottom inset (a `safeAreaInset` container) takes the touches in its area: some
  /// view in it (a control, a text, a colour) is outside every `allowsHitTesting(false)`, which
  /// "Configures whether this view participates in hit test operations"
  /// (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)). An inset of
  /// clear space that takes none (FormRuntime's `keyboard.spacing` inset, the room below a `Form`
  /// for a floating keyboard) lets a touch through to the content scrolled under it.
  var takesTouches: Bool {
    children.contains { child in
      switch child.kind {
      case .container(Self.noHitTestingContainer): return false
      case .container("Color"): return true
      case .container: return child.takesTouches
      default: return true
      }
    }
  }
}

extension ViewGraph {
  /// The height of the part of a scroll view's area that a touch reaches: the scroll view's
  /// whole height down to the keyboard (``geometryReaderSize``), less only the bottom insets
  /// around it that take touches (``SwiftUINode/takesTouches``).
  ///
  /// A bottom inset does not end the scroll view: "The modified view is inset by the height of
  /// content, from edge" (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l)
  /// insets its safe area, which a scroll view turns into the insets of its content, as UIKit's
  /// does: `adjustedContentInset` is "The insets derived from the content insets and the safe
  /// area of the scroll view", "the adjusted area in which to draw content"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset), and
  /// `contentInset` is "The custom distance that the content view is inset from the safe area or
  /// scroll view edges", used "to extend the space between your content and the edges of the
  /// content view" (https://developer.apple.com/documentation/uikit/uiscrollview/contentinset).
  /// The insets only move where the content rests and what `scrollTo` calls wholly visible
  /// (``visibleHeight(of:)``); the content still scrolls under the inset's area, where a user
  /// sees it through clear space and touches it unless a view there takes the touch.
  func touchableHeight(of scrollView: SwiftUINode) -> CGFloat? {
    guard safeAreaSize != nil else { return nil }
    let viewport = geometryReaderSize(ignoringKeyboard: scrollView.ignoresKeyboardSafeArea).height
    guard !scrollView.bottomInsets.isEmpty else { return viewport }
    let insets = root.subtree.filter {
      $0.kind == .container("safeAreaInset") && scrollView.bottomInsets.contains($0.path)
        && $0.takesTouches
    }
    return max(0, viewport - insets.map(\.insetHeight).reduce(0, +))
  }
}
