#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  extension View {
    /// `keyboard.dismiss: onTap` in a form's `table`: a tap on this view ends editing. The
    /// generated screen applies it to the views of its `Form` that have no tap of their own —
    /// section headers and footers and labels — and to nothing else: not to the `Form`, whose
    /// rows a list selects itself (a `NavigationLink`, a navigation-style or inline `Picker`),
    /// and not to a row with a control or an input.
    ///
    /// The tap is a `TapGesture` attached with `gesture(_:including:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)), on a view
    /// that defines none, so it takes no tap from anything; it clears the focus of the enclosing
    /// ``formKeyboard(of:focus:onSubmit:)`` (outside one it does nothing).
    @available(iOS 15.0, *)
    public func formEndsEditingOnTap() -> some View {
      modifier(FormTapToEndEditing())
    }
  }

  /// The modifier of ``SwiftUI/View/formEndsEditingOnTap()``.
  @available(iOS 15.0, *)
  struct FormTapToEndEditing: ViewModifier {
    @Environment(\.formCoordinator) private var box

    func body(content: Content) -> some View {
      let endEditing = box.endEditing
      return content.gesture(TapGesture().onEnded { endEditing?() })
    }
  }
#endif
