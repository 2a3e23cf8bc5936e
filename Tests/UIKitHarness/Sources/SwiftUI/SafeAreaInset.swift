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
    SafeAreaInsetView(content: self, edge: edge, spacing: spacing, inset: content())
  }
}

extension SwiftUINode {
  /// The height a bottom safe-area inset (a `safeAreaInset` container) takes from the view it
  /// modifies: its `spacing` and its content's height, the largest frame height inside it: a
  /// `frame(width:height:)` height, else a flexible frame's least height ("The minimum height of
  /// the resulting frame",
  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)),
  /// so a bar framed at least 44 points tall counts 44. A view without a frame counts as 0: the
  /// double measures no other view here, so a taller content (a larger text size) counts short.
  var insetHeight: CGFloat {
    insetSpacing + (subtree.compactMap { $0.fixedHeight ?? $0.leastFrameHeight }.max() ?? 0)
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
  let spacing: CGFloat?
  let inset: Inset

  /// The inset is evaluated first, for its height, then the content, which is laid out less that
  /// height: `edge` is "The vertical edge of the view to inset by the height of `content`, to
  /// make space for `content`", and `spacing` the "Extra distance placed between the two views"
  /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l),
  /// so a `GeometryReader` in the content reads its height less the inset's height and spacing
  /// (``SwiftUINode/insetHeight``). The inset's views still come after the content's in the
  /// realized tree.
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var insetContext = context.child("safeAreaInset")
    let insetNode = SwiftUINode(kind: .container("safeAreaInset"), path: insetContext.path)
    insetNode.insetSpacing = spacing ?? 0
    insetContext.parent = insetNode
    graph.render(inset, insetContext)
    var inner = context.child("content")
    if edge == .bottom {
      inner.environment.double.bottomInsets.append(insetContext.path)
      inner.environment.double.bottomInsetHeight += insetNode.insetHeight
    }
    graph.render(content, inner)
    context.parent.add(insetNode)
  }
}

/// `SafeAreaRegions` (iOS 14): "A set of symbolic safe area regions" —
/// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw bits.
  /// https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:) (iOS 14.0+)
  public let rawValue: UInt
  /// Creates a set.
  /// https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:) (iOS 14.0+)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// "The safe area defined by the device and containers within the user interface, including
  /// elements such as top and bottom bars" —
  /// https://developer.apple.com/documentation/swiftui/safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  /// "The safe area matching the current extent of any software keyboard displayed over the
  /// view content" — https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// "All safe area regions" — https://developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// "Expands the safe area of a view" (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:): "By
  /// default, the SwiftUI layout system sizes and positions views to avoid certain safe areas.
  /// This ensures that system content like the software keyboard or edges of the device don't
  /// obstruct your views"; with the keyboard region and the bottom edge, the view and its content
  /// lay out as if the keyboard were not there: they do not move or shrink when it shows
  /// (``SwiftUINode/ignoresKeyboardSafeArea``; a `GeometryReader` inside keeps its height; no
  /// distance from the keyboard is kept, ``SwiftUIHost/keyboardGap``).
  @available(iOS 14.0, *)
  public nonisolated func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    EnvironmentModified(content: self) { environment in
      if regions.contains(.keyboard), edges.contains(.bottom) {
        environment.double.ignoresKeyboard = true
      }
    }
  }
}
