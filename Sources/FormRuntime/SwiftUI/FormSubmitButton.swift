#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// A form's submit button: validates through the screen's session (from the enclosing
  /// ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)``), so an invalid form focuses its first
  /// invalid input and announces the message, and a valid one runs the screen's `onSubmit`.
  @available(iOS 15.0, *)
  public struct FormSubmitButton<Form: FormModel>: View {
    private let title: String
    private let identifier: String
    @Environment(\.formCoordinator) private var box
    /// Whether the app's asynchronous submit runs (`formKeyboard(of:focus:onSubmit:onSubmitAsync:)`).
    @Environment(\.formIsSubmitting) private var isSubmitting

    /// A submit button titled `title` for a form of type `Form`, found by UI tests under
    /// `identifier` (``FormAccessibilityIdentifier/submit`` unless the form has a second one).
    public init(
      _ title: String, of form: Form, identifier: String = FormAccessibilityIdentifier.submit
    ) {
      self.title = title
      self.identifier = identifier
    }

    /// The button, at least the control height tall. While the app's asynchronous submit runs it
    /// shows an indeterminate `ProgressView` in place of its title ("A view that shows the
    /// progress toward completion of a task",
    /// https://developer.apple.com/documentation/swiftui/progressview) and is disabled
    /// (https://developer.apple.com/documentation/swiftui/view/disabled(_:)), VoiceOver still
    /// reading its title.
    public var body: some View {
      Button(action: submit) {
        label.frame(minHeight: FormLayoutMetrics.standard.controlHeight)
      }
      .disabled(isSubmitting)
      .accessibilityLabel(Text(verbatim: title))
      .accessibilityIdentifier(identifier)
    }

    @ViewBuilder
    private var label: some View {
      if isSubmitting {
        ProgressView()
      } else {
        Text(verbatim: title)
      }
    }

    private func submit() {
      (box.coordinator as? FormFocusCoordinator<Form>)?.submit()
    }
  }

  /// Whether the app's asynchronous submit of the enclosing form runs (``FormSubmitButton`` shows
  /// progress); `false` outside a form's screen.
  struct FormIsSubmittingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// Whether the app's asynchronous submit of the enclosing form's screen runs, as its
    /// `formKeyboard(of:focus:onSubmit:onSubmitAsync:)` sets it.
    public var formIsSubmitting: Bool {
      get { self[FormIsSubmittingKey.self] }
      set { self[FormIsSubmittingKey.self] = newValue }
    }

    /// Whether a form's inputs are disabled while its asynchronous submit runs
    /// (``SwiftUI/View/formDisablesInputsWhileSubmitting(_:)``); `false` by default.
    public var formDisablesInputsWhileSubmitting: Bool {
      get { self[FormDisablesInputsWhileSubmittingKey.self] }
      set { self[FormDisablesInputsWhileSubmittingKey.self] = newValue }
    }
  }

  /// Whether a form's inputs are disabled while its asynchronous submit runs.
  struct FormDisablesInputsWhileSubmittingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension View {
    /// Disables the form's inputs in this view (its text inputs, ``SwiftUI/View/formField(_:of:focus:)``,
    /// and typed controls, ``SwiftUI/View/formControl(_:of:)``) while the app's asynchronous
    /// submit runs (`onSubmitAsync`, the environment's `formIsSubmitting`), as UIKit's
    /// `FormKeyboardController.disablesInputsWhileSubmitting` does: `disabled(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/disabled(_:)), so the user cannot
    /// change what is being sent. Off by default (the user may go on editing, and a second
    /// submit waits for the first). Apply it to the generated screen (`SignUpFormView(…)
    /// .formDisablesInputsWhileSubmitting()`) or around the content of a screen of your own.
    @available(iOS 15.0, *)
    public func formDisablesInputsWhileSubmitting(_ disables: Bool = true) -> some View {
      environment(\.formDisablesInputsWhileSubmitting, disables)
    }
  }

  extension View {
    /// Makes this view a form's custom input (a picker, a rating): focus bound to `focus` for
    /// views that can take it, VoiceOver's focus bound to the screen's (a failed submit moves it
    /// to the first invalid input), the input's accessibility identifier (its id, for UI tests),
    /// and its `Field` as `id` so the screen can scroll to it. Its accessibility label is the
    /// spec's (title, else placeholder) followed by the error `form` shows for it, as a text
    /// input's is (``FormRuntimeStrings/inputLabel(_:error:)``: "Rating, error: Choose a
    /// rating"), so VoiceOver reads the error when it lands on the input; its hint is the spec's
    /// `hint`. Without a spec label the view's own label stays, and while the input shows an
    /// error VoiceOver reads it after that label: from iOS 18 appended to the label
    /// (`accessibilityLabel(content:)`, "append content to the accessibility label for a view",
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(content:)), as the
    /// UIKit screen's label does; before iOS 18, which cannot read the view's own label, as the
    /// view's accessibility value (read after the label,
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo), which
    /// may take the place of a value the view sets itself while the error shows. Both say
    /// ``FormRuntimeStrings/errorAnnouncement(_:)`` ("Rating, Error: Choose a rating").
    ///
    /// Call it in the body of a view that observes `form`, as the generated screen does: it reads
    /// the input's error as it is called.
    @available(iOS 15.0, *)
    public func formCustomInput<Form: FormModel>(
      _ field: Form.Field, of form: Form, focus: FocusState<Form.Field?>.Binding
    ) -> some View {
      let input = Form.schema[field]
      return modifier(
        FormCustomInputModifier<Form>(
          field: field, label: input.accessibilityLabel, hint: input.hint,
          error: form.errors[field])
      )
      .focused(focus, equals: field)
      .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
      .id(field)
    }

    /// Makes this view a form's custom input that takes no keyboard focus (`inputView: false`:
    /// a rating, a row that pushes a list): as ``formCustomInput(_:of:focus:)`` without the focus
    /// binding, so the screen never writes its `@FocusState` onto it (SwiftUI would revert the
    /// write and the keyboard would close). Next, Previous and Return pass over it; VoiceOver
    /// still reaches it, and its label carries its error.
    @available(iOS 15.0, *)
    public func formCustomInput<Form: FormModel>(_ field: Form.Field, of form: Form) -> some View {
      let input = Form.schema[field]
      return modifier(
        FormCustomInputModifier<Form>(
          field: field, label: input.accessibilityLabel, hint: input.hint,
          error: form.errors[field])
      )
      .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
      .id(field)
    }
  }

  /// Binds a custom input to the VoiceOver focus of the enclosing `formKeyboard`, when there is
  /// one, and gives it the spec's label and hint, the label followed by the input's error (the
  /// view's own label followed by it where the spec has none).
  @available(iOS 15.0, *)
  struct FormCustomInputModifier<Form: FormModel>: ViewModifier {
    let field: Form.Field
    /// The spec's accessibility label, if it gives one.
    let label: String?
    /// The spec's accessibility hint, if it gives one.
    let hint: String?
    /// The error the input shows, if any.
    let error: String?
    @Environment(\.formCoordinator) private var box

    func body(content: Content) -> some View {
      let field = field
      let coordinator = box.coordinator as? FormFocusCoordinator<Form>
      let strings = coordinator?.session.strings ?? .current
      // As a text input's: the coordinator takes a focus write as landed only on an input that
      // appeared (a row of a lazy `Form` is created as it scrolls into view,
      // https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks);
      // without this a custom input's focus never counted once a text input had appeared.
      return focused(hinted(labelled(content, strings)))
        .onAppear { coordinator?.inputDidAppear(field) }
        .onDisappear { coordinator?.inputDidDisappear(field) }
    }

    /// The view with the spec's label followed by the error; without a spec label, the view's
    /// own label followed by the error (iOS 18), or the error as its value (before iOS 18).
    @ViewBuilder
    private func labelled(_ view: some View, _ strings: FormRuntimeStrings) -> some View {
      if let label, let text = strings.inputLabel(label, error: error) {
        view.accessibilityLabel(Text(text))
      } else if #available(iOS 18.0, *), FormSwiftUISystem.hasAccessibilityLabelContent {
        // Applied with and without an error, so that the view keeps its identity (and the app's
        // state in it) when the error comes and goes.
        let spoken = error.map { strings.errorAnnouncement($0) }
        view.accessibilityLabel { own in
          own
          if let spoken { Text(spoken) }
        }
      } else if let error {
        view.accessibilityValue(Text(strings.errorAnnouncement(error)))
      } else {
        view
      }
    }

    /// The view with the spec's hint, if it gives one.
    @ViewBuilder
    private func hinted(_ view: some View) -> some View {
      if let hint { view.accessibilityHint(Text(hint)) } else { view }
    }

    /// The view with VoiceOver's focus bound to the screen's, when the screen has one.
    @ViewBuilder
    private func focused(_ view: some View) -> some View {
      if let binding = box.accessibilityFocus as? AccessibilityFocusState<Form.Field?>.Binding {
        view.accessibilityFocused(binding, equals: field)
      } else {
        view
      }
    }
  }
#endif
