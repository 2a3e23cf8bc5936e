import Foundation

// The double's vertical layout of the realized views, and the content offsets of its scroll
// views: enough to tell which views of a scroll the user sees above the keyboard. Not Apple API;
// each modelled rule cites Apple's documentation, and the sizes Apple does not document are named
// as the double's own.

extension SwiftUINode {
  /// The height the double lays the view out at (points), from the sizes of its views:
  /// - a `Text`: its lines at the line height of its font's text style (body without one;
  ///   "A view that displays one or more lines of read-only text",
  ///   https://developer.apple.com/documentation/swiftui/text), one line per line of its string
  ///   (the double measures no widths, so nothing wraps);
  /// - a text input: one body line (a growing `TextField` its fewest lines, `lineLimit`), at
  ///   least its frame's least height and at most its most ("The minimum height of the resulting
  ///   frame", "The maximum height of the resulting frame",
  ///   https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)).
  ///   A growing `TextField` takes "a closed range of lines" and, with less text than its fewest,
  ///   "expands to occupy the minimum number of lines"
  ///   (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-4hzfa,
  ///   https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-251ko): its fewest
  ///   lines are exact for a text of no more lines than that. A longer text takes more, up to the
  ///   most, as it wraps at the field's width, which the double does not measure (and the text is
  ///   behind the binding's `@isolated(any)` getter, read only asynchronously): a test that needs
  ///   the grown height computes it from `lineLimit`;
  /// - another control (a button, toggle, picker, …): 44 points, the double's own figure. The
  ///   Human Interface Guidelines ask for a hit target of at least 44 × 44 points, which is not
  ///   the height a control is laid out at: SwiftUI sizes a control by its label and style, and
  ///   Apple documents no height for one, so no documented value replaces it;
  /// - a `VStack`: its subviews one under the other, `spacing` apart ("A view that arranges its
  ///   subviews in a vertical line", https://developer.apple.com/documentation/swiftui/vstack;
  ///   `spacing`: "The distance between adjacent subviews, or nil if you want the stack to choose
  ///   a default distance", taken as 8 points here: Apple gives no figure);
  /// - an `HStack` or a `LabeledContent`: its tallest subview ("A view that arranges its subviews
  ///   in a horizontal line", https://developer.apple.com/documentation/swiftui/hstack);
  /// - a padding: its content and the amounts above and below
  ///   (https://developer.apple.com/documentation/swiftui/view/padding(_:_:));
  /// - any other container: its subviews one under the other, as the views of a `Group` or an
  ///   `id(_:)` are laid out by the stack around them. Overlays, backgrounds and presentations
  ///   lie over the content and take no height of it.
  public var layoutHeight: CGFloat { memoizedHeight { workedOutHeight } }

  /// ``layoutHeight``, worked out from the node and its subviews.
  private var workedOutHeight: CGFloat {
    switch kind {
    case .text:
      let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
      return CGFloat(max(1, lines)) * Self.lineHeight(font)
    case .textField, .secureField, .textEditor:
      return framed(Self.lineHeight(nil))
    case .verticalTextField:
      return framed(CGFloat(lineLimit?.lowerBound ?? 1) * Self.lineHeight(nil))
    case .image:
      // An image in a fixed frame (formc's `image`: `.resizable()`, scaled, `.frame(height:)`)
      // takes the frame's height: frame(width:height:) "Positions this view within an invisible
      // frame with the specified size"
      // (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:));
      // an unframed symbol a line's.
      return fixedHeight ?? Self.lineHeight(nil)
    case .progressView:
      return Self.lineHeight(nil)
    case .button, .toggle, .picker, .datePicker, .stepper, .slider, .navigationLink, .menu:
      return 44
    case .container(let name):
      let flow = children.filter(\.isInFlow)
      switch name {
      case "HStack", "LabeledContent":
        return flow.map(\.layoutHeight).max() ?? 0
      case "VStack":
        let spacing = stackSpacing ?? 8
        return flow.map(\.layoutHeight).reduce(0, +) + spacing * CGFloat(max(0, flow.count - 1))
      default:
        return flow.map(\.layoutHeight).reduce(0, +) + padding.top + padding.bottom
      }
    }
  }

  /// Whether the node takes part in its parent's layout: overlays, backgrounds, presented
  /// content and keyboard or navigation bars do not
  /// (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:): "layers
  /// the views … in front of this view"; a background is behind it).
  var isInFlow: Bool {
    switch kind {
    // A switch, not a list searched: the layout asks this of every node it visits.
    case .container("overlay"), .container("background"), .container("keyboardToolbar"),
      .container("rowNotCreated"), .container("MenuContent"), .container("PickerOptions"),
      .container("Destination"):
      return false
    case .container(let name):
      return !name.hasPrefix("navigationBar.")
    default:
      return true
    }
  }

  /// `height` within the least and most of the node's frame.
  private func framed(_ height: CGFloat) -> CGFloat {
    var result = max(height, minFrameHeight ?? 0)
    if let maxFrameHeight { result = min(result, max(maxFrameHeight, minFrameHeight ?? 0)) }
    return result
  }

  /// The line height of a font's text style at the user's text size (the body style without a
  /// font: Apple names no size for "the default SwiftUI font",
  /// https://developer.apple.com/documentation/swiftui/font/default).
  static func lineHeight(_ font: Font?) -> CGFloat {
    UIFont.preferredFont(forTextStyle: font?.textStyle ?? .body).lineHeight
  }

  /// The nearest scroll container around the node: a `ScrollView`, or a `Form` (a list,
  /// ``scrollsContent``).
  var enclosingScrollView: SwiftUINode? {
    var current = parent
    while let node = current {
      if node.scrollsContent { return node }
      current = node.parent
    }
    return nil
  }

  /// The top of every node of the subtree, laid out from `top` (see ``layoutHeight``).
  func layOut(from top: CGFloat, into tops: inout [ObjectIdentifier: CGFloat]) {
    tops[ObjectIdentifier(self)] = top
    var cursor = top + padding.top
    let spacing: CGFloat
    let stacked: Bool
    switch kind {
    case .container("HStack"), .container("LabeledContent"):
      (spacing, stacked) = (0, false)
    case .container("VStack"):
      (spacing, stacked) = (stackSpacing ?? 8, true)
    default:
      (spacing, stacked) = (0, true)
    }
    for child in children {
      guard child.isInFlow else {
        child.layOut(from: top, into: &tops)
        continue
      }
      child.layOut(from: stacked ? cursor : top + padding.top, into: &tops)
      if stacked { cursor += child.layoutHeight + spacing }
    }
  }
}

extension ViewGraph {
  /// The height of a scroll view's visible area: the double takes every scroll view to fill the
  /// root's safe area, less the keyboard's part of it while the keyboard shows (as a
  /// `GeometryReader`, ``geometryReaderSize``); `nil` while no safe area is modelled.
  var viewportHeight: CGFloat? {
    safeAreaSize == nil ? nil : geometryReaderSize.height
  }

  /// The height of a scroll view's own visible area: ``viewportHeight`` less the bottom safe-area
  /// insets around the scroll view (`safeAreaInset(edge: .bottom)`: the clear `keyboard.spacing`
  /// inset, the keyboard toolbar's bar below iOS 16). "The modified view is inset by the height
  /// of content, from edge"
  /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
  /// so the scroll view ends at the inset's top, and what "wholly visible" means for `scrollTo`
  /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)) is
  /// above it: the scroll view's content, less those insets, is all of it a user sees. A
  /// `GeometryReader` inside reads the same height (``geometryReaderSize``, less
  /// `bottomInsetHeight`).
  ///
  /// A scroll view inside `ignoresSafeArea(.keyboard, edges: .bottom)` gets "an expanded safe
  /// area" into the keyboard's region
  /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)): it is
  /// laid out as if the keyboard were absent and keeps its height while the keyboard shows
  /// (unless the app's host moves the whole screen above it, ``hostMovesAboveKeyboard``), so
  /// `scrollTo` works on that height and what it puts under the keyboard stays there
  /// (``SwiftUIHost/isWhollyVisible(_:)``).
  ///
  /// A scroll view with views of their own height under it (a bar in a `VStack`,
  /// ``screenSpans()``) ends above them: "A view that arranges its subviews in a vertical line"
  /// (https://developer.apple.com/documentation/swiftui/vstack), so its visible area is no
  /// taller than the place the stack gives it.
  func visibleHeight(of scrollView: SwiftUINode) -> CGFloat? {
    guard safeAreaSize != nil else { return nil }
    let kept = keptLayout
    if let height = kept?.visibleHeights[ObjectIdentifier(scrollView)] { return height }
    let viewport = geometryReaderSize(ignoringKeyboard: scrollView.ignoresKeyboardSafeArea).height
    var height = viewport
    if !scrollView.bottomInsets.isEmpty {
      let insets = root.subtree.filter {
        $0.kind == .container("safeAreaInset") && scrollView.bottomInsets.contains($0.path)
      }
      height = max(0, viewport - insets.map(\.insetHeight).reduce(0, +))
    }
    if let span = screenSpans()[ObjectIdentifier(scrollView)] {
      height = min(height, max(0, span.upperBound - span.lowerBound))
    }
    height = max(0, height - topInset(of: scrollView))
    kept?.visibleHeights[ObjectIdentifier(scrollView)] = height
    return height
  }

  /// How far below the scroll view's top its visible area begins: the height of the top
  /// safe-area insets around it (`safeAreaInset(edge: .top)`), each its content's height and
  /// spacing (``SwiftUINode/insetHeight``); 0 without one. As at the bottom, the inset "is inset
  /// by the height of content, from edge, with its safe area increased by the same amount"
  /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
  /// and a scroll view insets its content by its safe area ("the scroll view will automatically
  /// inset its content by the safe area",
  /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b),
  /// as UIKit's `adjustedContentInset`, "The insets derived from the content insets and the
  /// safe area of the scroll view"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset): the
  /// content rests that far below the scroll view's top, its offset (``contentOffset(of:)``) is
  /// counted from there, and what `scrollTo` calls wholly visible, and where an anchor aligns, is
  /// the area below it. The content still scrolls under the inset, where a user sees it through
  /// clear space (``SwiftUIHost/visibleFrame(of:)`` counts from the scroll view's top). The scroll
  /// view keeps its offset when the inset changes (the offset is the content's; Apple documents
  /// no adjustment), so a top inset that grows moves the content down by as much. A top inset
  /// that takes touches is not modelled (``touchableHeight(of:)`` counts the bottom ones).
  func topInset(of scrollView: SwiftUINode) -> CGFloat {
    scrollView.topInsetHeight
  }

  /// The top of `node` in its scroll view's content, and its height.
  func contentFrame(of node: SwiftUINode, in scrollView: SwiftUINode) -> (
    top: CGFloat, height: CGFloat
  )? {
    let tops = scrollView.contentTops
    guard let top = tops[ObjectIdentifier(node)] else { return nil }
    return (top, node.layoutHeight)
  }

  /// The content offset of a scroll view, within its content: from 0 (the top of the content at
  /// the top of the visible area) to the content's height less the visible height.
  func contentOffset(of scrollView: SwiftUINode) -> CGFloat {
    let offset = contentOffsets[scrollView.path] ?? 0
    guard let viewport = visibleHeight(of: scrollView) else { return offset }
    let content = scrollView.children.filter(\.isInFlow).map(\.layoutHeight).reduce(0, +)
    return min(max(0, offset), max(0, content - viewport))
  }

  /// Scrolls `node`'s scroll view the least that shows all of `node`: "If anchor is nil, this
  /// method finds the container of the identified view, and scrolls the minimum amount to make
  /// the identified view wholly visible"
  /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)). A
  /// view wholly visible already does not move; one taller than the visible area shows its top.
  /// Nothing moves while no safe area is modelled.
  ///
  /// With an anchor, "it defines the points in the identified view and the scroll view to align.
  /// For example, setting anchor to top aligns the top of the identified view to the top of the
  /// scroll view" (same page): the point `anchor.y` of the view's height down from its top is
  /// put `anchor.y` of the visible height down from the visible area's top
  /// (https://developer.apple.com/documentation/swiftui/unitpoint: "the fraction of the view's
  /// size in that dimension — measured from the view's origin"), within the content.
  func reveal(_ node: SwiftUINode, anchor: UnitPoint? = nil) {
    guard let scrollView = node.enclosingScrollView, let viewport = visibleHeight(of: scrollView),
      let frame = contentFrame(of: node, in: scrollView)
    else { return }
    var offset = contentOffset(of: scrollView)
    if let anchor {
      offset = frame.top + anchor.y * frame.height - anchor.y * viewport
    } else if frame.top < offset || frame.height > viewport {
      offset = frame.top
    } else if frame.top + frame.height > offset + viewport {
      offset = frame.top + frame.height - viewport
    }
    let before = contentOffset(of: scrollView)
    contentOffsets[scrollView.path] = offset
    contentOffsets[scrollView.path] = contentOffset(of: scrollView)
    if contentOffset(of: scrollView) != before {
      scrollMoves += 1
      // The views that read their frame in the scroll moved: they update.
      if readsScrolledFrames { invalidate() }
    }
  }
}

extension ViewGraph {
  /// The frame a `GeometryReader` reads in the global coordinate space
  /// (`GeometryProxy.frame(in:)`), whose origin is the safe area's top leading corner in the
  /// double. A reader fills its container ("A container view that defines its content as a
  /// function of its own size and coordinate space",
  /// https://developer.apple.com/documentation/swiftui/geometryreader): in a `background` of a
  /// view inside a `ScrollView`, the view it is behind ("the background is laid out in the
  /// bounds of the view it is behind",
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)),
  /// laid out in the scroll's content and moved up by its content offset (the scroll view
  /// filling the safe area, as every scroll view does in the double); anywhere else the safe
  /// area, at the origin, with `size`. Read during the update, from the views laid out before
  /// the reader (which are all a view's position depends on) and the content offset of the
  /// moment.
  func readerFrame(_ reader: SwiftUINode, size: CGSize) -> CGRect {
    var current = reader.parent
    var background: SwiftUINode?
    while let node = current, !node.scrollsContent {
      if !node.behind.isEmpty {
        background = node
        break
      }
      current = node.parent
    }
    guard let background else { return CGRect(origin: .zero, size: size) }
    // Outside the scroll containers, the views' place on the screen (`SwiftUINode+ScreenLayout.swift`).
    guard let scrollView = background.enclosingScrollView else {
      return screenReaderFrame(background, size: size) ?? CGRect(origin: .zero, size: size)
    }
    let tops = scrollView.contentTops
    let spans = background.behind.compactMap { node in
      tops[ObjectIdentifier(node)].map { ($0, $0 + node.layoutHeight) }
    }
    guard let top = spans.map(\.0).min(), let bottom = spans.map(\.1).max() else {
      return CGRect(origin: .zero, size: size)
    }
    readsScrolledFrames = true
    let offset = contentOffsets[scrollView.path] ?? 0
    return CGRect(
      x: 0, y: topInset(of: scrollView) + top - offset, width: size.width, height: bottom - top)
  }
}

extension SwiftUIHost {
  /// The objects of `type` that the hosted views' `@StateObject`s hold, in no set order: a
  /// test's way to the state a view owns (a screen's focus coordinator). Not Apple API: SwiftUI
  /// gives a state object to its view only
  /// (https://developer.apple.com/documentation/swiftui/stateobject).
  public func stateObjects<Object: AnyObject>(of type: Object.Type) -> [Object] {
    graph.storage.values.compactMap { ($0 as? ObjectHolder)?.object as? Object }
  }

  /// The explicit ids (`id(_:)`) that more than one view of the last update carried.
  /// double only: the explicit ids.
  public var duplicateIDs: [AnyHashable] { graph.duplicateIDs }

  /// The height of the scroll views' visible area: the safe area (``safeAreaSize``) less the
  /// keyboard while it shows; `nil` without a safe area.
  /// double only: the height of the scroll views' visible area.
  public var viewportHeight: CGFloat? { graph.viewportHeight }

  /// The height of the visible area of the scroll view holding the view with the accessibility
  /// identifier: ``viewportHeight`` less the bottom safe-area insets around the scroll view; `nil`
  /// when no realized view has it, it is not in a scroll view, or without a safe area.
  /// double only: the height of the visible area of the scroll view holding the view ….
  public func visibleHeight(ofScrollViewHolding identifier: String) -> CGFloat? {
    guard let scrollView = node(identifier)?.enclosingScrollView else { return nil }
    return graph.visibleHeight(of: scrollView)
  }

  /// How many `scrollTo`s moved a scroll view's content so far (a `scrollTo` to a view wholly
  /// visible already moves nothing and is not counted; nor are the user's scrolls,
  /// ``setContentOffset(_:ofScrollViewHolding:)``).
  /// double only: how many `scrollTo`s moved a scroll view's content so far.
  public var scrollMoveCount: Int { graph.scrollMoves }

  /// How far the content of the scroll view holding the view with the accessibility identifier
  /// is scrolled up, or `nil` when no realized view has it or it is not in a scroll view.
  /// double only: how far the content of the scroll view holding the view with the ….
  public func contentOffset(ofScrollViewHolding identifier: String) -> CGFloat? {
    guard let scrollView = node(identifier)?.enclosingScrollView else { return nil }
    return graph.contentOffset(of: scrollView)
  }

  /// Scrolls the content of the scroll view holding the view with the accessibility identifier
  /// to `offset` (within its content), as a user's scroll that came to rest there; no drag
  /// gesture sees it and the keyboard stays (``dragScrollView()`` drags). Then ``settle()``.
  /// double only: scrolls the content of the scroll view holding the view with the ….
  public func setContentOffset(_ offset: CGFloat, ofScrollViewHolding identifier: String) {
    guard let scrollView = node(identifier)?.enclosingScrollView else {
      preconditionFailure("no scroll view holds \(identifier)")
    }
    graph.contentOffsets[scrollView.path] = offset
    graph.contentOffsets[scrollView.path] = graph.contentOffset(of: scrollView)
    settle()
  }

  /// Where `node` is in its scroll view's visible area: its top and bottom, 0 being the top of
  /// the scroll view (the safe area's; the visible area begins below a top safe-area inset,
  /// ``ViewGraph/topInset(of:)``) and ``viewportHeight`` its bottom (above the keyboard while it
  /// shows); `nil` outside a scroll view or without a safe area.
  /// double only: where `node` is in its scroll view's visible area.
  public func visibleFrame(of node: SwiftUINode) -> ClosedRange<CGFloat>? {
    guard let scrollView = node.enclosingScrollView, graph.viewportHeight != nil,
      let frame = graph.contentFrame(of: node, in: scrollView)
    else { return nil }
    let top = graph.topInset(of: scrollView) + frame.top - graph.contentOffset(of: scrollView)
    return top...(top + frame.height)
  }

  /// Whether all of `node` shows in its scroll view's visible area (above the keyboard while it
  /// shows, and above the bottom safe-area insets around the scroll view). A scroll view that
  /// ignores the keyboard's region of the safe area lays content out under the keyboard, which
  /// covers it ("system content like the software keyboard" obstructs a view that ignores it,
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)): that part
  /// does not show either.
  public func isWhollyVisible(_ node: SwiftUINode) -> Bool {
    guard let frame = visibleFrame(of: node), let scrollView = node.enclosingScrollView,
      let viewport = graph.visibleHeight(of: scrollView)
    else { return false }
    let top = graph.topInset(of: scrollView)
    let shown = min(viewport, graph.geometryReaderSize.height - top)
    return frame.lowerBound >= top - 0.001 && frame.upperBound <= top + shown + 0.001
  }
}
