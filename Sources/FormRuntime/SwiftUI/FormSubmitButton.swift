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
    /// views that can take it, VoiceOver's focus bound to the screen's (a failed submit moves it
    /// to the first invalid input), the input's accessibility identifier (its id, for UI tests),
    /// and its `Field` as `id` so the screen can scroll to it. Its accessibility label and hint
    /// are the view's own.
    @available(iOS 15.0, *)
    public func formCustomInput<Field: FormField>(
      _ field: Field, focus: FocusState<Field?>.Binding
    ) -> some View {
      modifier(FormCustomInputModifier(field: field))
        .focused(focus, equals: field)
        .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
        .id(field)
    }
  }

  /// Binds a custom input to the VoiceOver focus of the enclosing `formKeyboard`, when there is
  /// one.
  @available(iOS 15.0, *)
  struct FormCustomInputModifier<Field: FormField>: ViewModifier {
    let field: Field
    @Environment(\.formCoordinator) private var box

    @ViewBuilder
    func body(content: Content) -> some View {
      if let binding = box.accessibilityFocus as? AccessibilityFocusState<Field?>.Binding {
        content.accessibilityFocused(binding, equals: field)
      } else {
        content
      }
    }
  }
#endif
