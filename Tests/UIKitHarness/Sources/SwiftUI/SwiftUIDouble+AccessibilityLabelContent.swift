import Foundation

// What the double does with `accessibilityLabel(content:)` (Accessibility.swift). Not Apple API;
// each modelled rule cites Apple's documentation.
//
// Apple: the closure takes "a proxy value representing the modified view. You can combine the
// modified view with other content to create a new accessibility label for the original view",
// and "Use this method to append content to the accessibility label for a view. For example, you
// could use this method to label a badge or alert that is custom drawn without removing the
// existing accessibility label"
// (https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(content:)). So the
// placeholder reads as the label the modified view has (its `accessibilityLabel(_:)`, else its
// text), and the new label is the closure's views read in order. Apple does not document how the
// parts are joined; the double joins them as it joins a combined element's
// (``SwiftUINode/elementLabel``: ", ").

/// The labels of the views `accessibilityLabel(content:)` is building a new label for, innermost
/// last: what a `PlaceholderContentView` reads as while the closure's views are evaluated.
@MainActor
enum AccessibilityLabelContent {
  static var existing: [String] = []
}

/// The view `accessibilityLabel(content:)` returns, for the double: the modified view as it is,
/// its realized nodes then labelled with the closure's views, in which the placeholder reads as
/// their label before. Not Apple API.
@available(iOS 18.0, *)
nonisolated struct AccessibilityLabelContentView<Content: View, Label: View>: PrimitiveViewStub,
  DoublePrimitive
{
  let content: Content
  let label: Label

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let parent = context.parent
    let start = parent.children.count
    graph.render(content, context)
    let nodes = parent.children[start...]
    let existing = nodes.map(\.ownLabel).filter { !$0.isEmpty }.joined(separator: ", ")
    // The closure's views are read, not shown: evaluated under a node of their own, outside the
    // tree, without the labels and hiding of the views around.
    let reading = SwiftUINode(kind: .container("accessibilityLabel"), path: context.path)
    var environment = context.environment
    environment.double.accessibilityLabel = nil
    environment.double.accessibilityHidden = false
    AccessibilityLabelContent.existing.append(existing)
    defer { AccessibilityLabelContent.existing.removeLast() }
    graph.render(
      label,
      RenderContext(
        path: context.path + "/accessibilityLabel", environment: environment, parent: reading))
    let combined = reading.elementLabel
    guard !combined.isEmpty else { return }
    for node in nodes { node.accessibilityLabel = combined }
  }
}

extension SwiftUINode {
  /// The label VoiceOver reads for this node: its accessibility label, else the texts of its
  /// element (``elementLabel``), else its own text (a button's or text input's title).
  fileprivate var ownLabel: String {
    if let accessibilityLabel { return accessibilityLabel }
    let texts = elementLabel
    return texts.isEmpty ? text ?? "" : texts
  }
}

@available(iOS 17.0, *)
extension PlaceholderContentView: DoublePrimitive {
  /// Reads as the label of the view being labelled (``AccessibilityLabelContent/existing``).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.leaf(.text, context, text: AccessibilityLabelContent.existing.last ?? "")
  }
}
