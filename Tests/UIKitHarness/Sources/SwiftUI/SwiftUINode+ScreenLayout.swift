import Foundation

// The double's layout of the views outside the scroll views' content: a bar under a scroll view
// in a `VStack`, or a bottom safe-area inset, gets a place on the screen, so that a test can tell
// whether the keyboard covers it. Only what the generated SwiftUI screens use is modelled: a
// vertical span (the double measures no widths), in the double's global coordinates (the safe
// area's top at 0, `GeometryProxy.frame(in: .global)`). Not Apple API; each modelled rule cites
// Apple's documentation, and the rules Apple does not document are named as the double's own.

extension SwiftUINode {
  /// Whether the node takes the height offered to it rather than a height of its own: a
  /// `GeometryReader` ("A container view that defines its content as a function of its own size
  /// and coordinate space", https://developer.apple.com/documentation/swiftui/geometryreader;
  /// it fills the space offered), a `ScrollView` or a `Form` (a scrollable container takes the
  /// space it is offered and scrolls what does not fit,
  /// https://developer.apple.com/documentation/swiftui/scrollview: "The scroll view displays its
  /// content within the scrollable content region"), and a container around one. Every other
  /// view (a `Text`, a control, a stack of them) has its own height (``layoutHeight``): "SwiftUI
  /// sizes a stack that doesn't contain a spacer up to the combined ideal" sizes of its
  /// subviews (https://developer.apple.com/documentation/swiftui/spacer).
  var isFlexible: Bool {
    switch kind {
    case .container("GeometryReader"), .container("ScrollView"), .container("Form"):
      return true
    case .container:
      return children.contains {
        $0.isInFlow && $0.kind != .container("safeAreaInset") && $0.isFlexible
      }
    default:
      return false
    }
  }

  /// Whether the node or a view inside it is a scroll container (``scrollsContent``).
  var holdsScrollContainer: Bool { subtree.contains { $0.scrollsContent } }
}

extension ViewGraph {
  /// The vertical span on the screen of every realized node outside the scroll containers'
  /// content (a scroll container itself included, not the views in it, which
  /// ``contentFrame(of:in:)`` places), laid out from the root in its safe area; empty while no
  /// safe area is modelled.
  ///
  /// - The root fills the safe area, less the docked keyboard's part while it shows: "The safe
  ///   area matching the current extent of any software keyboard displayed over the view
  ///   content" (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), and
  ///   "by default, the SwiftUI layout system sizes and positions views to avoid certain safe
  ///   areas" (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
  ///   An undocked or floating keyboard takes nothing of it (``SwiftUIHost/floatingKeyboardFrame``
  ///   cites Apple): a view at the bottom stays there, under such a keyboard if it floats there.
  ///   Content that ignores the keyboard's region ends at the safe area's bottom all the same.
  /// - A bottom safe-area inset sits at the bottom of its content's space, which ends above it
  ///   and its spacing: "The modified view is inset by the height of content, from edge"
  ///   (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby);
  ///   the outermost inset lowest. In the double an inset's realized container is a sibling of
  ///   the views it insets (`SafeAreaInset.swift`): the double takes every other view of that
  ///   parent as the inset's content, as in the generated screens, which inset their whole
  ///   content.
  /// - A `VStack` lays its subviews out one under the other, `spacing` apart ("A view that
  ///   arranges its subviews in a vertical line", https://developer.apple.com/documentation/swiftui/vstack):
  ///   each subview of its own height takes it (``layoutHeight``), and the flexible ones
  ///   (``SwiftUINode/isFlexible``) share what is left equally, as a `Spacer` "expands as much as
  ///   it can … moving sibling views out of the way, within the limits of the stack's size"
  ///   (https://developer.apple.com/documentation/swiftui/spacer). A stack with no flexible
  ///   subview starts at the top of its space (the double's own rule: SwiftUI centres a view
  ///   smaller than its space by default; no generated screen has one outside a scroll view).
  ///   Any other container (a `Group`, an `id(_:)`, a padding less its amounts, a
  ///   `GeometryReader`, which places its content at its top leading corner) stacks its subviews
  ///   the same way with no spacing.
  /// - An `HStack` puts each subview at its top, of its own height (a flexible one the stack's):
  ///   the generated bars are `HStack(alignment: .top)`; the double models no other alignment.
  /// - A `background` or `overlay` is laid out in the bounds of the view it is behind or in front
  ///   of (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:),
  ///   https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)); the
  ///   double gives it its parent's span. Other views out of the flow (toolbars, presentations)
  ///   get none.
  func screenSpans() -> [ObjectIdentifier: ClosedRange<CGFloat>] {
    guard safeAreaSize != nil else { return [:] }
    let kept = keptLayout
    if let spans = kept?.screenSpans { return spans }
    var spans: [ObjectIdentifier: ClosedRange<CGFloat>] = [:]
    let bottom = geometryReaderSize(ignoringKeyboard: root.ignoresKeyboardSafeArea).height
    place(root, 0...bottom, into: &spans)
    kept?.screenSpans = spans
    return spans
  }

  /// Records `span` for `node` and lays its subviews out in it (see ``screenSpans()``).
  private func place(
    _ node: SwiftUINode, _ span: ClosedRange<CGFloat>,
    into spans: inout [ObjectIdentifier: ClosedRange<CGFloat>]
  ) {
    spans[ObjectIdentifier(node)] = span
    guard !node.scrollsContent else { return }
    for child in node.children where !child.isInFlow {
      if child.kind == .container("background") || child.kind == .container("overlay") {
        place(child, span, into: &spans)
      }
    }
    let flow = node.children.filter(\.isInFlow)
    // The bottom safe-area insets, the outermost (realized last) lowest.
    var bottom = span.upperBound - node.padding.bottom
    for inset in flow.reversed() where inset.kind == .container("safeAreaInset") {
      let height = max(0, inset.insetHeight - inset.insetSpacing)
      place(
        inset, max(span.lowerBound, bottom - height)...max(span.lowerBound, bottom), into: &spans)
      bottom -= inset.insetHeight
    }
    let top = span.lowerBound + node.padding.top
    bottom = max(top, bottom)
    let content = flow.filter { $0.kind != .container("safeAreaInset") }
    // Content that ignores the keyboard's region of the safe area, in content that does not,
    // reaches the safe area's bottom under a docked keyboard
    // (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
    func bottomFor(_ child: SwiftUINode) -> CGFloat {
      let keyboardTop = geometryReaderSize(ignoringKeyboard: false).height
      guard child.ignoresKeyboardSafeArea, !node.ignoresKeyboardSafeArea,
        abs(bottom - keyboardTop) < 0.001
      else { return bottom }
      return geometryReaderSize(ignoringKeyboard: true).height
    }
    switch node.kind {
    case .container("HStack"), .container("LabeledContent"):
      for child in content {
        let end =
          child.isFlexible ? bottomFor(child) : min(bottomFor(child), top + child.layoutHeight)
        place(child, top...max(top, end), into: &spans)
      }
    default:
      let spacing = node.kind == .container("VStack") ? (node.stackSpacing ?? 8) : 0
      let fixed = content.filter { !$0.isFlexible }.map(\.layoutHeight).reduce(0, +)
      let gaps = spacing * CGFloat(max(0, content.count - 1))
      let flexible = content.filter(\.isFlexible).count
      let share = flexible == 0 ? 0 : max(0, bottom - top - fixed - gaps) / CGFloat(flexible)
      var cursor = top
      for child in content {
        let height = child.isFlexible ? share : child.layoutHeight
        let end = child === content.last && child.isFlexible ? bottomFor(child) : cursor + height
        place(child, cursor...max(cursor, end), into: &spans)
        cursor += height + spacing
      }
    }
  }

  /// The frame a `GeometryReader` in the `background` of views outside the scroll containers
  /// reads in the global coordinate space: the bounds of the views it is behind ("the
  /// background is laid out in the bounds of the view it is behind",
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)), as
  /// ``screenSpans()`` places them, `size`'s width wide from the leading edge. `nil` when no
  /// safe area is modelled, or when those views hold a scroll container (a background of the
  /// whole screen reads the safe area, ``readerFrame(_:size:)``).
  ///
  /// A view's place depends on the views after it too (a bar under a scroll view, the insets
  /// realized after their content), which an update being made has not realized yet: the frame
  /// read during an update is the one of the last update's layout, and once the update is laid
  /// out the views that read a frame since changed update again ("SwiftUI updates the portions
  /// of your interface affected by those changes", as for the frames read in a scroll view,
  /// ``reveal(_:anchor:)``). Before any layout, the frame of the views realized so far.
  func screenReaderFrame(_ background: SwiftUINode, size: CGSize) -> CGRect? {
    guard safeAreaSize != nil, !background.behind.contains(where: \.holdsScrollContainer) else {
      return nil
    }
    let key = background.path
    let span =
      screenLayout.backgrounds[key]
      ?? Self.span(of: background.behind, in: screenSpans())
    guard let span else { return nil }
    if screenLayout.reads.isEmpty {
      afterUpdate.append { [weak self] in self?.checkScreenReads() }
    }
    screenLayout.reads[key] = span
    return CGRect(
      x: 0, y: span.lowerBound, width: size.width, height: span.upperBound - span.lowerBound)
  }

  /// After an update: the frames of the backgrounds outside the scroll containers on its layout
  /// kept for the next, which follows when a frame read during this one changed.
  private func checkScreenReads() {
    let spans = screenSpans()
    var backgrounds: [String: ClosedRange<CGFloat>] = [:]
    for node in root.subtree where node.kind == .container("background") {
      if let span = Self.span(of: node.behind, in: spans) { backgrounds[node.path] = span }
    }
    let moved = screenLayout.reads.contains { key, read in
      backgrounds[key].map {
        abs($0.lowerBound - read.lowerBound) > 0.001 || abs($0.upperBound - read.upperBound) > 0.001
      } ?? false
    }
    screenLayout.backgrounds = backgrounds
    screenLayout.reads = [:]
    if moved { invalidate() }
  }

  /// The span covering `nodes`' spans, if any is placed.
  private static func span(
    of nodes: [SwiftUINode], in spans: [ObjectIdentifier: ClosedRange<CGFloat>]
  ) -> ClosedRange<CGFloat>? {
    let placed = nodes.compactMap { spans[ObjectIdentifier($0)] }
    guard let top = placed.map(\.lowerBound).min(), let bottom = placed.map(\.upperBound).max()
    else { return nil }
    return top...bottom
  }
}

/// The frames of the backgrounds outside the scroll containers on the last update's layout, by
/// the background's path, and those read during the update being made
/// (``ViewGraph/screenReaderFrame(_:size:)``). Not Apple API.
@MainActor
final class ScreenLayoutCache {
  var backgrounds: [String: ClosedRange<CGFloat>] = [:]
  var reads: [String: ClosedRange<CGFloat>] = [:]
}

extension SwiftUIHost {
  /// Where `node` is on the screen, when it is outside the scroll containers' content (a bar
  /// under a scroll view, a bottom safe-area inset, …): its top and bottom in the double's
  /// global coordinates (the safe area's top at 0; the docked keyboard's top is the safe area's
  /// height less ``keyboardHeight`` while it shows, a floating keyboard at
  /// ``floatingKeyboardFrame``), as ``ViewGraph/screenSpans()`` lays it out; `nil` for a view in
  /// a scroll container's content (``visibleFrame(of:)``), a view not realized, or without a
  /// safe area.
  /// double only: where `node` is on the screen, when it is outside the scroll ….
  public func screenFrame(of node: SwiftUINode) -> ClosedRange<CGFloat>? {
    guard !node.isLaidOutInScroll, node.enclosingScrollView == nil else { return nil }
    return graph.screenSpans()[ObjectIdentifier(node)]
  }
}
