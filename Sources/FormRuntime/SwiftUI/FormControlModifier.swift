#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, *)
  extension View {
    /// Marks a typed control (a `Toggle` for a `switch`, a `Picker` for a `choice`) as the form's input: the spec's
    /// accessibility hint and the identifier UI tests find it by. The control is not bound to
    /// the keyboard's focus: it is not in the focus chain.
    public func formControl<Field: FormField>(_ field: Field) -> some View {
      let input = Field.Form.schema[field]
      return modifier(FormControlModifier(hint: input.hint))
        .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
        .id(field)
    }

    /// Marks a typed control (a `Toggle` for a `switch`, a `Picker` for a `choice`, a
    /// `DatePicker` for a `date`, …) as `form`'s input, as ``formControl(_:)`` does, and shows
    /// the message it has in `form.errors` under it (a required choice not chosen, a date
    /// before the date its rule names), as ``FormTextField`` shows a text input's.
    ///
    /// Call it in the body of a view that observes the view model: it reads the error as the
    /// body is evaluated, so the message comes and goes with `errors`.
    public func formControl<Form: FormModel>(_ field: Form.Field, of form: Form) -> some View {
      let input = Form.schema[field]
      return VStack(alignment: .leading, spacing: FormLayoutMetrics.standard.errorSpacing) {
        modifier(FormControlModifier(hint: input.hint))
          .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
        if let error = form.errors[field] {
          Text(error).font(.footnote).foregroundColor(.red)
            .accessibilityIdentifier(FormAccessibilityIdentifier.error(field))
        }
      }
      .id(field)
    }
  }

  @available(iOS 15.0, *)
  extension View {
    /// The picker style of a `choice` with `style: navigation`: a row that pushes a list of the
    /// options. iOS 16 names it (`.navigationLink`); before iOS 16 a picker in a `Form` inside a
    /// navigation view gets that style by default (`.automatic`).
    @ViewBuilder
    public func formNavigationPickerStyle() -> some View {
      if #available(iOS 16.0, *) {
        pickerStyle(.navigationLink)
      } else {
        pickerStyle(.automatic)
      }
    }
  }

  /// Gives a typed control the spec's accessibility hint, where the spec has one (its label is
  /// the control's own title), and disables it while the form's asynchronous submit runs with
  /// `formDisablesInputsWhileSubmitting(_:)`.
  @available(iOS 15.0, *)
  struct FormControlModifier: ViewModifier {
    /// The spec's accessibility hint, if it gives one.
    let hint: String?
    /// Whether the app's asynchronous submit runs.
    @Environment(\.formIsSubmitting) private var isSubmitting
    /// Whether the inputs are disabled meanwhile (`formDisablesInputsWhileSubmitting(_:)`).
    @Environment(\.formDisablesInputsWhileSubmitting) private var disablesWhileSubmitting

    @ViewBuilder
    func body(content: Content) -> some View {
      let disabled = content.disabled(isSubmitting && disablesWhileSubmitting)
      if let hint {
        disabled.accessibilityHint(Text(hint))
      } else {
        disabled
      }
    }
  }
#endif
