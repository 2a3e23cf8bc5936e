import FormSpec

extension CheckContext {
  /// Whether the user can put the keyboard of an input away without its toolbar or Return key
  /// ([Pads and text views](docs/SpecFormat.md#pads-and-text-views)), and if not, why.
  enum KeyboardEscape: Equatable {
    /// The screen dismisses the keyboard by itself: a drag of the scroll view the input is in
    /// (`keyboard.dismiss: interactive` or `onDrag`), a tap outside the inputs (`onTap`; in the
    /// SwiftUI screen not in a `table`), or
    /// a submit in the navigation bar or the keyboard toolbar (`actions.submit`) whose valid submit
    /// ends editing.
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
  /// except in a `table`: its SwiftUI `Form` covers the screen with rows whose taps a gesture
  /// would take, so there it helps only when `formc.yml` switches the SwiftUI screen off.
  func keyboardEscape(from index: Int) -> KeyboardEscape {
    if submitOutsideContentEndsEditing { return .dismissible }
    let mode = definition.keyboard.effectiveDismiss
    if mode == .none { return .stuck(reason: nil) }
    if mode == .onTap {
      let inTable = ancestors(of: index).contains { nodes[$0].kind == .table }
      return generatesSwiftUI && inTable
        ? .stuck(
          reason:
            "the SwiftUI screen does not dismiss the keyboard on a tap in a table ('keyboard.dismiss: onTap'): a tap gesture on its Form would take the rows' taps"
        ) : .dismissible
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
}
