import FormSpec

extension CheckContext {
  /// The keyboard avoidance the plan carries: what the spec says, with `automatic` (the default)
  /// resolved where the form decides it. A form whose first input scrolls in a `table` gets
  /// `insets` (a table is often a `UITableViewController`'s root view, which no constraint can
  /// pin and which UIKit moves for the keyboard itself); any other form keeps `automatic`, which
  /// the runtime resolves by the system it runs on (the layout guide from iOS 15, insets before).
  var resolvedAvoidance: KeyboardAvoidance {
    let avoidance = definition.keyboard.effectiveAvoidance
    guard avoidance == .automatic else { return avoidance }
    // A loop, not a lazy map: its escaping closure copied the whole context.
    for index in focusOrder {
      guard let scroller = outermostScroller(of: index) else { continue }
      return nodes[scroller].kind == .table ? .insets : .automatic
    }
    return .automatic
  }

  /// Whether the form's inputs are avoided by insets on some system it runs on: with `insets`,
  /// and with `automatic` below an iOS 15 deployment target.
  var usesInsetsSomewhere: Bool {
    switch resolvedAvoidance {
    case .insets: true
    case .automatic: definition.platform < PlatformVersion(15, 0)
    case .layoutGuide, .none: false
    }
  }

  /// The outermost vertical scroll or table above a node.
  private func outermostScroller(of index: Int) -> Int? {
    var outermost: Int?
    for ancestor in ancestors(of: index) where isVerticalScroller(ancestor) { outermost = ancestor }
    return outermost
  }
}
