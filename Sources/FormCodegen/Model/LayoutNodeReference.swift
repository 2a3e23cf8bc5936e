import FormCompiler
import FormSpec

/// One node of a checked form's layout, read where it stands in `form.layout`: each field is read
/// from the array when it is asked for. Passing `form.layout[index]` to a function copied the whole
/// node (about twenty retains and releases: its id, texts, children, condition and variants), once
/// for every node of every SwiftUI screen, to read two or three of its fields.
struct LayoutNodeReference {
  /// The form's layout; holding it costs one retain.
  let layout: [LayoutNode]
  /// The node's index in ``layout``.
  let index: Int

  /// The node at `index` of `layout`.
  init(_ layout: [LayoutNode], _ index: Int) {
    self.layout = layout
    self.index = index
  }

  /// ``LayoutNode/kind``.
  var kind: Node.Kind { layout[index].kind }
  /// ``LayoutNode/id``.
  var id: String? { layout[index].id }
  /// ``LayoutNode/children``.
  var children: [Int] { layout[index].children }
  /// ``LayoutNode/axis``.
  var axis: LayoutAxis? { layout[index].axis }
  /// ``LayoutNode/spacing``.
  var spacing: Double? { layout[index].spacing }
  /// ``LayoutNode/height``.
  var height: Double? { layout[index].height }
  /// ``LayoutNode/header``.
  var header: String? { layout[index].header }
  /// ``LayoutNode/footer``.
  var footer: String? { layout[index].footer }
  /// ``LayoutNode/text``.
  var text: String? { layout[index].text }
  /// ``LayoutNode/action``.
  var action: ButtonAction? { layout[index].action }
  /// ``LayoutNode/enabled``.
  var enabled: ActionEnablement? { layout[index].enabled }
  /// ``LayoutNode/image``.
  var image: ResolvedImage? { layout[index].image }
}
