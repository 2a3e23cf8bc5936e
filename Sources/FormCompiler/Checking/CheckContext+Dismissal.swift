import FormSpec

extension CheckContext {
  /// Whether the user can put the keyboard of an input away without its toolbar or Return key
  /// ([Pads and text views](docs/SpecFormat.md#pads-and-text-views)), and if not, why.
  enum KeyboardEscape: Equatable {
    /// The screen dismisses the keyboard by itself: a drag of the scroll view the input is in
    /// (`keyboard.dismiss: interactive` or `onDrag`), a tap outside the inputs (`onTap`; in the
    /// SwiftUI screen's `table`, a tap on a section header or footer or a label shown with the
    /// input), or
    /// an always-enabled submit in the navigation bar or the keyboard toolbar (`actions.submit`)
    /// whose valid submit ends editing.
    case dismissible
    /// Nothing dismisses it; `reason` says why a dismiss mode other than `none` does not help.
    case stuck(reason: String?)
  }

  /// How the user escapes the keyboard of the input at `index` without the toolbar or Return.
  ///
  /// `keyboard.dismiss: none` never helps. The drag modes (`interactive`, the default, and
  /// `onDrag`) set the dismiss mode of the scroll views that hold inputs, so they help an input
  /// that a `scroll` or `table` holds, on every version: the UIKit screen sets
  /// `keyboardDismissMode`, the SwiftUI screen `scrollDismissesKeyboard` from iOS 16 and, below,
  /// a drag gesture beside the scroll view's own that ends editing (FormRuntime's
  /// `formKeyboard`). `onTap` needs no scroll view: the UIKit screen ends editing on a tap
  /// outside the inputs, and so does the SwiftUI screen, through a tap gesture on the screen,
  /// except in a `table`: there the gesture sits only on the section headers and footers and the
  /// labels of its SwiftUI `Form` (a gesture on the whole `Form` might take the taps of rows the
  /// list selects), so it helps an input in a table only when one of them shows whenever the
  /// input does (``tapTarget(showsWith:in:)``), or when `formc.yml` switches the SwiftUI screen
  /// off.
  /// A submit outside the content that is not always enabled is no way out
  /// (``submitOutsideContentNotAWayOut``); the reason says so after the dismiss mode's.
  func keyboardEscape(from index: Int) -> KeyboardEscape {
    // A submit in the keyboard toolbar shows in every toolbar an input shows, and only there:
    // out of reach of an input whose own toolbar is off, or that has none in a form without one.
    if submitOutsideContentEndsEditing,
      definition.actions.submit?.placement?.value != .keyboardToolbar
        || (ownToolbar(index)?.isEnabled ?? definition.toolbar.isEnabled)
    {
      return .dismissible
    }
    switch dismissEscape(from: index) {
    case .dismissible: return .dismissible
    case .stuck(let reason):
      let reasons = [reason, submitOutsideContentNotAWayOut].compactMap { $0 }
      return .stuck(reason: reasons.isEmpty ? nil : reasons.joined(separator: ", and "))
    }
  }

  /// How the dismiss mode (`keyboard.dismiss`) lets the user escape the keyboard of the input at
  /// `index`.
  private func dismissEscape(from index: Int) -> KeyboardEscape {
    let mode = definition.keyboard.effectiveDismiss
    if mode == .none { return .stuck(reason: nil) }
    if mode == .onTap {
      guard generatesSwiftUI,
        let table = ancestors(of: index).first(where: { nodes[$0].kind == .table }),
        !tapTarget(showsWith: index, in: table)
      else { return .dismissible }
      return .stuck(
        reason:
          "the SwiftUI screen's Form ends editing on a tap ('keyboard.dismiss: onTap') only on a section header or footer or a label, and none shows whenever it does"
      )
    }
    guard mode == .interactive || mode == .onDrag else { return .dismissible }
    let inScrollView = ancestors(of: index).contains {
      nodes[$0].kind == .scroll || nodes[$0].kind == .table
    }
    guard inScrollView else {
      return .stuck(
        reason:
          "no scroll view holds it, so 'keyboard.dismiss: \(mode.rawValue)' has nothing to drag")
    }
    return .dismissible
  }

  /// Whether the `table` at `table` holds a view the SwiftUI screen ends editing on a tap on (a
  /// section with a header or a footer, a `label`) that shows whenever the input at `index`
  /// does: no `visibleWhen` on the way from it up to the table, except on the input's own
  /// ancestors (the input's section shows whenever the input does).
  func tapTarget(showsWith index: Int, in table: Int) -> Bool {
    let shownWithInput = Set(ancestors(of: index))
    var pending = childIndices[table]
    while let candidate = pending.popLast() {
      if hasVisibleWhen[candidate], !shownWithInput.contains(candidate) { continue }
      let node = nodes[candidate]
      if node.kind == .label { return true }
      if node.kind == .section, node.header != nil || node.footer != nil { return true }
      pending.append(contentsOf: childIndices[candidate])
    }
    return false
  }
}
