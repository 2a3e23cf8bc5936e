#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The scroll id of a ``FormTextField``'s control (its text field, secure field or text view),
  /// apart from the `Field` its whole input carries: a type of its own, so that it never equals
  /// a `Field` or another view's id ("The identity of the view",
  /// https://developer.apple.com/documentation/swiftui/view/id(_:), any `Hashable`).
  struct FormControlScrollID<Field: Hashable>: Hashable {
    /// The input the control belongs to.
    let field: Field
  }

  /// Whether each ``FormTextField`` of a screen is stacked (its title above it) or a `Form`'s row
  /// (its title leading the row), as it last appeared: the screen's scroll to an input reads it to tell whether
  /// the whole input fits above the keyboard (``FormTextField/revealsControl(_:error:placement:visibleHeight:)``).
  /// Held by ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)`` and written by the text fields
  /// through the environment's coordinator box.
  @MainActor
  final class FormRevealLayout {
    /// Whether each input a ``FormTextField`` shows is stacked (`true`) or a row, by its `Field`
    /// (a `Bool`: `FormInputStyleConfiguration.Placement` is iOS 15, the box holding this is not).
    var isStacked: [AnyHashable: Bool] = [:]
  }

  @available(iOS 15.0, *)
  extension FormTextField {
    /// The height of the whole input as ``DefaultFormInputStyle`` lays it out with its fewest
    /// lines (a text view's as capped in `visibleHeight` while the keyboard is up): the title stacked above it and the space under it (none where it leads a `Form`'s
    /// row), the control (a field at least the control height and a body line; a text view its
    /// spec's fewest lines at the body line height, inside its padding, and a `TextEditor`'s own
    /// inset below iOS 16), then the error message and the space above it. The same figures the
    /// growing text input's line cap counts (``FormTextViewGrowth``); an app's own input style
    /// may lay the input out otherwise.
    @MainActor
    static func wholeHeight(
      _ field: Form.Field, error: String?, placement: FormInputStyleConfiguration.Placement,
      visibleHeight: CGFloat?
    ) -> CGFloat {
      let metrics = FormLayoutMetrics.standard
      let input = Form.schema[field]
      let title = FormTextViewGrowth.titleHeight(
        title: input.title, placement: placement, spacing: metrics.errorSpacing)
      let control: CGFloat
      if input.kind == .textView, input.traits?.secure != true {
        // A growing `TextField` from iOS 16, a `TextEditor` with its own inset before it.
        var inset = metrics.textViewInset + FormTextViewGrowth.textEditorInset
        if #available(iOS 16.0, *), FormSwiftUISystem.hasVerticalTextField {
          inset = metrics.textViewInset
        }
        // Its fewest lines as the keyboard's cap leaves them (``FormTextField``'s line range).
        let lines = FormTextViewGrowth.lineRange(
          input.lines ?? 1...5, visibleHeight: visibleHeight, keyboardIsUp: visibleHeight != nil,
          spacing: 0, inset: inset,
          companionHeight: FormTextViewGrowth.companionHeight(
            error: error, spacing: metrics.errorSpacing) + title)
        control = CGFloat(max(1, lines.lowerBound)) * FormTextViewGrowth.bodyLineHeight + 2 * inset
      } else {
        control = max(metrics.controlHeight, FormTextViewGrowth.bodyLineHeight)
      }
      return title + control
        + FormTextViewGrowth.companionHeight(error: error, spacing: metrics.errorSpacing)
    }

    /// Whether the screen's scroll to the input reveals its control alone rather than the whole
    /// input: when the whole (``wholeHeight(_:error:placement:visibleHeight:)``) is taller than the visible
    /// height above the keyboard (less `keyboard.spacing`). `scrollTo` with no anchor "scrolls the
    /// minimum amount to make the identified view wholly visible"
    /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)),
    /// and Apple documents no position for a view taller than the scroll view: on a phone in
    /// landscape at the largest text sizes the title's top could show and the field end under the
    /// keyboard. The least scroll that shows the control wholly keeps the field, where the user
    /// types, in view (from below, its bottom at the visible area's bottom, as much of the title
    /// above it as fits). `false` without a measured height (`nil` or zero).
    @MainActor
    static func revealsControl(
      _ field: Form.Field, error: String?, placement: FormInputStyleConfiguration.Placement,
      visibleHeight: CGFloat?
    ) -> Bool {
      // No height yet (nothing laid out: a `GeometryReader` reads a zero size) is no measure.
      guard let visibleHeight, visibleHeight > 0 else { return false }
      return wholeHeight(field, error: error, placement: placement, visibleHeight: visibleHeight)
        > visibleHeight + 0.001
    }
  }
#endif
