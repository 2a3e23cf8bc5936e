import Foundation

// Which realized views scroll their content, for the double's layout
// (`SwiftUIDouble+Layout.swift`). Not Apple API.

extension SwiftUINode {
  /// Whether the node scrolls its content: a `ScrollView`, or a `Form`. On iOS a `Form`
  /// "presents its content like a List" (https://developer.apple.com/documentation/swiftui/form),
  /// and a list is a scrolling container: it "lazily … loads and displays rows" as they scroll
  /// into view (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks),
  /// and `ScrollViewProxy.scrollTo` "Scans all scroll views contained by the proxy" for the view,
  /// a list's rows included
  /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)).
  /// The double lays a `Form`'s sections out one under the other, each its header, its rows and
  /// its footer (``layoutHeight``); Apple documents no figures for a list's row heights, insets
  /// or section spacing, so the double adds none: a `Form` is laid out shorter than on a device.
  /// Its rows not created (outside ``SwiftUIHost/formRowWindow``) take no room in that layout.
  var scrollsContent: Bool {
    kind == .container("ScrollView") || kind == .container("Form")
  }

  /// The top of every node of a scroll container's content, its subviews laid out one under the
  /// other from 0 (a `ScrollView`'s one content view; a `Form`'s sections and rows,
  /// ``layOut(from:into:)``); the views out of flow at the top of their parent.
  var contentTops: [ObjectIdentifier: CGFloat] {
    memoizedContentTops { workedOutContentTops }
  }

  /// ``contentTops``, worked out from the content.
  private var workedOutContentTops: [ObjectIdentifier: CGFloat] {
    var tops: [ObjectIdentifier: CGFloat] = [:]
    var cursor: CGFloat = 0
    for child in children {
      child.layOut(from: child.isInFlow ? cursor : 0, into: &tops)
      if child.isInFlow { cursor += child.layoutHeight }
    }
    return tops
  }

  /// Whether the node takes part in the layout of its scroll container's content: no view
  /// between it and the container is an overlay, a background, a presentation or a bar
  /// (``isInFlow``), whose views the double does not place in the scroll.
  var isLaidOutInScroll: Bool {
    guard let scrollView = enclosingScrollView else { return false }
    var current: SwiftUINode? = self
    while let node = current, node !== scrollView {
      if !node.isInFlow { return false }
      current = node.parent
    }
    return true
  }
}
