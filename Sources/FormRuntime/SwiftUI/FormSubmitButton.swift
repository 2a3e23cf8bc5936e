#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// A form's submit button: validates through the screen's session (from the enclosing
  /// ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)``), so an invalid form focuses its first
  /// invalid input and announces the message, and a valid one runs the screen's `onSubmit`.
  @available(iOS 15.0, *)
  public struct FormSubmitButton<Form: FormModel>: View {
    private let title: String
    @Environment(\.formCoordinator) private var box

    /// A submit button titled `title` for a form of type `Form`.
    public init(_ title: String, of form: Form) {
      self.title = title
    }

    /// The button, at least the control height tall.
    public var body: some View {
      Button(action: submit) {
        Text(verbatim: title).frame(minHeight: FormLayoutMetrics.standard.controlHeight)
      }
      .accessibilityIdentifier(FormAccessibilityIdentifier.submit)
    }

    private func submit() {
      (box.coordinator as? FormFocusCoordinator<Form>)?.submit()
    }
  }

  extension View {
    /// Makes this view a form's custom input (a picker, a rating): focus bound to `focus` for
    /// views that can take it, the input's accessibility identifier (its id, for UI tests), and
    /// its `Field` as `id` so the screen can scroll to it.
    @available(iOS 15.0, *)
    public func formCustomInput<Field: FormField>(
      _ field: Field, focus: FocusState<Field?>.Binding
    ) -> some View {
      focused(focus, equals: field)
        .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
        .id(field)
    }
  }
#endif
