#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  extension View {
    /// Makes this text field (or secure field, or text editor) a form's input: its text traits,
    /// the return key the input shows now (`submitLabel`, following visibility), Return handed to
    /// the form's session (`onSubmit`: Next moves on, the last input submits), focus bound to
    /// `focus`, VoiceOver's focus bound to the screen's (a submit moves it to the first invalid
    /// input), the input's accessibility label (its title, else its placeholder, followed by the
    /// error it shows) and hint, and its `Field` as `id` so the screen can scroll to it.
    ///
    /// Use it inside a screen that has ``formKeyboard(of:focus:onSubmit:)``, which holds the
    /// session. ``FormTextField`` builds the right control with this modifier.
    @available(iOS 15.0, *)
    public func formField<Form: FormModel>(
      _ field: Form.Field, of form: Form, focus: FocusState<Form.Field?>.Binding
    ) -> some View {
      formField(field, of: form, focus: focus, identified: true)
    }

    /// ``formField(_:of:focus:)``, with the `Field` as `id` or not: ``FormTextField`` gives its
    /// whole input (title, control and error message) the id instead, so that the screen's
    /// scroll reveals all of it, and no two views carry the same id.
    @available(iOS 15.0, *)
    func formField<Form: FormModel>(
      _ field: Form.Field, of form: Form, focus: FocusState<Form.Field?>.Binding,
      identified: Bool
    ) -> some View {
      let input = Form.schema[field]
      return modifier(
        FormFieldModifier<Form>(
          field: field, focus: focus, traits: input.traits,
          submitLabel: form.returnKey(for: field)?.submitLabel ?? .return,
          submitInsertsNewline: input.kind == .textView
            && form.returnAction(for: field) == .newline,
          accessibilityLabel: input.accessibilityLabel, hint: input.hint,
          error: form.errors[field], identified: identified))
    }
  }

  @available(iOS 15.0, *)
  struct FormFieldModifier<Form: FormModel>: ViewModifier {
    let field: Form.Field
    let focus: FocusState<Form.Field?>.Binding
    let traits: FormTextTraits?
    let submitLabel: SubmitLabel
    /// Whether Return on this (multi-line) input inserts a newline: a hardware keyboard's Return
    /// submits a vertical `TextField` (`onSubmit`) instead of inserting one, so the modifier does.
    let submitInsertsNewline: Bool
    let accessibilityLabel: String?
    let hint: String?
    let error: String?
    /// Whether the control carries its `Field` as `id` (not inside a ``FormTextField``, which
    /// gives the id to the whole input).
    let identified: Bool
    @Environment(\.formCoordinator) private var box
    /// Whether the app's asynchronous submit runs.
    @Environment(\.formIsSubmitting) private var isSubmitting
    /// Whether the inputs are disabled meanwhile (`formDisablesInputsWhileSubmitting(_:)`).
    @Environment(\.formDisablesInputsWhileSubmitting) private var disablesWhileSubmitting

    func body(content: Content) -> some View {
      let field = field
      let coordinator = box.coordinator as? FormFocusCoordinator<Form>
      let strings = coordinator?.session.strings ?? .current
      accessibilityFocused(
        content
          .disabled(isSubmitting && disablesWhileSubmitting)
          .modifier(FormTextTraitsModifier(traits: traits ?? FormTextTraits()))
          .submitLabel(submitLabel)
          .onSubmit {
            if submitInsertsNewline, let form = coordinator?.form {
              form.setValue(form.value(of: field) + "\n", for: field)
            } else {
              coordinator?.returnPressed(field)
            }
          }
          .focused(focus, equals: field)
          // A row of a lazy `Form` is created as it scrolls into view
          // (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks):
          // the coordinator waits for it before it takes a focus write as landed.
          .onAppear { coordinator?.inputDidAppear(field) }
          .onDisappear { coordinator?.inputDidDisappear(field) }
          .accessibilityLabel(Text(strings.inputLabel(accessibilityLabel, error: error) ?? ""))
          .accessibilityHint(Text(hint ?? ""))
          .accessibilityIdentifier(FormAccessibilityIdentifier.input(field))
          .modifier(FormScrollIdentity(id: identified ? field : nil)))
    }

    /// The view with VoiceOver's focus bound to the screen's, when the screen has one.
    @ViewBuilder
    private func accessibilityFocused(_ view: some View) -> some View {
      if let binding = box.accessibilityFocus as? AccessibilityFocusState<Form.Field?>.Binding {
        view.accessibilityFocused(binding, equals: field)
      } else {
        view
      }
    }
  }

  /// Gives the view its `Field` as `id` when there is one: the id `ScrollViewProxy.scrollTo`
  /// finds (https://developer.apple.com/documentation/swiftui/view/id(_:)).
  @available(iOS 15.0, *)
  struct FormScrollIdentity<Field: Hashable>: ViewModifier {
    let id: Field?

    @ViewBuilder
    func body(content: Content) -> some View {
      if let id {
        content.id(id)
      } else {
        content
      }
    }
  }

  /// A view model held on the main actor, so that `Sendable` closures can capture it: the
  /// generic model is not `Sendable`, a main-actor class is.
  @MainActor
  final class FormModelReference<Form: FormModel>: Sendable {
    /// The view model.
    let form: Form

    init(_ form: Form) { self.form = form }
  }

  /// A form's text input as the spec describes it: a `SecureField` for secure entry, a
  /// multi-line `TextField` growing between the input's lines for a text view (iOS 16; a
  /// `TextEditor` before it), else a `TextField`; its placeholder, the modifiers of
  /// ``SwiftUI/View/formField(_:of:focus:)``, and the input's error message under it, announced to
  /// VoiceOver by the session when it appears.
  ///
  /// Create it in the body of a view that observes the view model (`@State` of an `@Observable`
  /// model, `@StateObject` or `@ObservedObject` of an `ObservableObject` one): it reads the
  /// input's value, return key and error as it is created, so it shows them in both model modes.
  @available(iOS 15.0, *)
  public struct FormTextField<Form: FormModel>: View {
    private let form: Form
    private let field: Form.Field
    private let focus: FocusState<Form.Field?>.Binding
    private let value: String
    private let error: String?
    private let returnKey: FormReturnKey?
    /// Whether the input's app check runs (`check` in the spec): a spinner shows beside it.
    private let isCheckPending: Bool
    @Environment(\.formCoordinator) private var box
    /// The app's indicator of a running check (``SwiftUI/View/formCheckIndicator(_:)``), if any.
    @Environment(\.formCheckIndicator) private var checkIndicator
    /// The visible height of the form's scroll, less the keyboard while it shows.
    @Environment(\.formVisibleHeight) private var visibleHeight
    /// The app's input style (``SwiftUI/View/formInputStyle(_:)``), if any.
    @Environment(\.formInputStyle) private var inputStyle
    /// Whether the input is stacked in a scroll or a row of a `Form`.
    @Environment(\.formInputPlacement) private var placement
    /// The caret of an input with `maxLength` or `format`, from iOS 18 (``selection``).
    @State private var caret = FormCaretState()

    /// An input of `form`, focused through `focus`.
    public init(_ field: Form.Field, of form: Form, focus: FocusState<Form.Field?>.Binding) {
      self.form = form
      self.field = field
      self.focus = focus
      value = form.value(of: field)
      error = form.errors[field]
      returnKey = form.returnKey(for: field)
      // Reads the model's published `pendingChecks`: the screen redraws when a check starts or ends.
      isCheckPending = form.isCheckPending(field)
    }

    /// The input as the form's input style lays it out (``SwiftUI/View/formInputStyle(_:)``,
    /// by default ``FormInputStyle/automatic``): its visible title (stacked above it in a
    /// ``FormScrollContent``, leading the row in a `Form`), the field (with a spinner beside it
    /// while its app check runs, or the app's indicator: ``SwiftUI/View/formCheckIndicator(_:)``),
    /// then its error message.
    ///
    /// The title is shown when the spec gives one; an input with only a placeholder shows no
    /// title (its placeholder is its prompt and its VoiceOver label). The title is hidden from
    /// VoiceOver (https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)),
    /// which reads it once, as the input's own label.
    public var body: some View {
      let input = Form.schema[field]
      let strings = (box.coordinator as? FormFocusCoordinator<Form>)?.session.strings ?? .current
      let title = input.title.flatMap { $0.isEmpty ? nil : $0 }
      // The message carries `formc.error.<id>`, as the UIKit screen's error view does: the
      // generated UI tests find it under the input it belongs to by that identifier. (Worked out
      // here: the closure below must not capture `field`, which a later `let` shadows — Swift
      // 6.3's ClosureLifetimeFixup pass crashes on that.)
      let errorIdentifier = FormAccessibilityIdentifier.error(field)
      let configuration = FormInputStyleConfiguration(
        field: field.rawValue, title: title, errorMessage: error, placement: placement,
        label: title.map { title in
          AnyView(
            Text(title).font(.footnote).foregroundColor(.secondary).accessibilityHidden(true))
        },
        // The control has an id of its own: the screen scrolls to it when the whole input is
        // taller than the visible area (``revealsControl(_:error:placement:visibleHeight:)``).
        input: AnyView(
          sizedControl.formField(field, of: form, focus: focus, identified: false)
            .id(FormControlScrollID(field: field))),
        checkIndicator: isCheckPending ? checkIndicatorView(strings: strings) : nil,
        error: error.map {
          AnyView(
            Text($0).font(.footnote).foregroundColor(.red).accessibilityIdentifier(errorIdentifier))
        })
      // The whole input carries the `Field` as `id`, title and error message included: the
      // screen's `scrollTo` with no anchor "scrolls the minimum amount to make the identified
      // view wholly visible"
      // (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)),
      // so the title above the control and the message under it come into view with it. Its
      // placement is kept for the screen's scroll, which reveals the control alone when the
      // whole is taller than the visible area (``revealsControl(_:error:placement:visibleHeight:)``).
      let layout = box.revealLayout
      let field = field
      let placement = placement
      // While a floating keyboard shows, the input's frame is measured for the screen's scroll
      // clear of it (``FormKeyboardGeometry/revealedTop(of:in:clearing:spacing:)``); the
      // condition is inside the background, so the input keeps its identity.
      let measures = box.measuresInputFrames
      // An input whose `reveal` names nodes is measured always, for the reveal region
      // (``FormRegionFrameReader``).
      let revealsNodes = Form.keyboardPlan.input(field.rawValue)?.reveals.isEmpty == false
      styled(configuration)
        .onAppear { layout?.isStacked[AnyHashable(field)] = placement == .stacked }
        .background {
          if measures { FormInputFrameReader(field: AnyHashable(field), layout: layout) }
        }
        .background {
          if revealsNodes { FormRegionFrameReader(key: AnyHashable(field), layout: layout) }
        }
        .id(field)
    }

    /// The input as the app's input style lays it out, else as ``DefaultFormInputStyle`` does.
    @ViewBuilder
    private func styled(_ configuration: FormInputStyleConfiguration) -> some View {
      if let inputStyle {
        inputStyle.make(configuration)
      } else {
        DefaultFormInputStyle().makeBody(configuration: configuration)
      }
    }

    /// The indicator of the input's running app check: the app's, else a `ProgressView`. The
    /// app's is identified `formc.check.<id>` (``FormAccessibilityIdentifier/check(_:)``) around
    /// it, so that UI tests can wait for it to go even when the app's view sets no identifier
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)).
    private func checkIndicatorView(strings: FormRuntimeStrings) -> AnyView {
      let check = FormCheckIndicatorConfiguration(
        field: field.rawValue, accessibilityLabel: strings[.checkPending])
      if let checkIndicator {
        return AnyView(
          checkIndicator.make(check).accessibilityIdentifier(check.accessibilityIdentifier))
      }
      return AnyView(
        ProgressView()
          .accessibilityLabel(Text(check.accessibilityLabel))
          .accessibilityIdentifier(check.accessibilityIdentifier))
    }

    /// The input's text. `Binding(get:set:)` takes `@isolated(any) @Sendable` closures (iOS 18
    /// SDK, https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp): they
    /// run on the main actor and capture the model through a main-actor reference, which is
    /// `Sendable` where the generic model is not.
    ///
    /// A multi-line input reports Return from the software keyboard only as a newline in its text
    /// (it never calls `onSubmit` for it): where the spec says Return moves on or submits, that
    /// newline is taken back out and handed to the session as Return.
    ///
    /// An input with `maxLength` or `format` keeps what ``FormTextEditor`` makes of the edit (the
    /// part of a paste that fits, the formatted text). From iOS 18 the text field binds its
    /// selection too (``selection``): the edit is read at the caret the text field last reported
    /// (where a character repeats around it, "42|42" and "424|2" are the same text), and after
    /// the editor changed an edit the caret goes where the editor says, as UIKit's
    /// `selectedTextRange` does. Before iOS 18 `TextField` has no caret to set: after a
    /// reformatting the caret is where the text field puts it.
    private var text: Binding<String> {
      let model = FormModelReference(form)
      let field = field
      let box = box
      let caret = caret
      let multiLine = Form.schema[field].kind == .textView
      return Binding(
        get: { @MainActor in model.form.value(of: field) },
        set: { @MainActor text in
          let form = model.form
          let edit = FormTextEdit(old: form.value(of: field), new: text)
          if multiLine, form.returnAction(for: field) != .newline, edit.isReturn {
            (box.coordinator as? FormFocusCoordinator<Form>)?.returnPressed(field)
          } else if let editor = form.textEditor(for: field) {
            // The spec's `maxLength` and `format`, applied to the edit as the user made it.
            let change = editor.change(
              old: edit.old, new: text,
              charactersAfterCaret: caret.charactersAfterSelection(in: edit.old))
            caret.apply(change, edited: text)
            form.setValue(change.text, for: field)
          } else {
            form.setValue(text, for: field)
          }
        })
    }

    /// The selection of an input with `maxLength` or `format` (iOS 18,
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:)):
    /// the text field reports the user's caret and selection into it, and reads back the caret
    /// ``FormTextEditor`` put after changing an edit (``FormCaretState``); `nil` ("the text field
    /// decides") for a text the state knows nothing of, such as a value set from code.
    @available(iOS 18.0, *)
    private var selection: Binding<TextSelection?> {
      let model = FormModelReference(form)
      let field = field
      let caret = caret
      return Binding(
        get: { @MainActor in
          let text = model.form.value(of: field)
          guard let range = caret.selection, caret.text == text else { return nil }
          return TextSelection(formUTF16: range, in: text)
        },
        set: { @MainActor selection in
          caret.report({ selection?.formUTF16Range(in: $0) }, shown: model.form.value(of: field))
        })
    }

    /// Whether the input binds its selection: one with `maxLength` or `format`, from iOS 18.
    private var bindsSelection: Bool {
      FormSwiftUISystem.hasTextSelection && form.textEditor(for: field) != nil
    }

    /// The control at the sizes `formc simulate` estimates with: a text view's lines inside
    /// its inset, any other input at least the control height.
    @ViewBuilder
    private var sizedControl: some View {
      let metrics = FormLayoutMetrics.standard
      if Form.schema[field].kind == .textView {
        control.padding(.vertical, metrics.textViewInset)
      } else {
        control.frame(minHeight: metrics.controlHeight)
      }
    }

    /// The lines of a growing text input: the spec's (1 to 5 without `lines`), the most capped
    /// while the keyboard is up to the whole lines that fit, with the error message under it and,
    /// stacked in a scroll, the title above it (the scroll to the focused input reveals the three
    /// together), in the visible height of the scroll or `Form` around it, so that past them the
    /// text scrolls inside the input and its caret stays in view (an iPhone in landscape leaves
    /// about 150 points), as on a UIKit screen. The keyboard is up while an input of the form has the
    /// focus; its part of the safe area is then out of the visible height. Without a measured
    /// height (no ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)`` around it) the spec's lines.
    ///
    /// - Parameter textInset: The inset the control keeps around its text above and below, each,
    ///   inside the input's padding (a `TextEditor`'s; none for a `TextField`).
    private func lineRange(textInset: CGFloat = 0) -> ClosedRange<Int> {
      let metrics = FormLayoutMetrics.standard
      return FormTextViewGrowth.lineRange(
        Form.schema[field].lines ?? 1...5, visibleHeight: visibleHeight,
        keyboardIsUp: focus.wrappedValue != nil,
        // The visible height excludes the spacing kept above the keyboard already (the screen's
        // inset, `formKeyboard`), and `scrollTo` keeps none above the input; with
        // `keyboard.avoidance: none` there is no inset, and the room keeps the spacing above and
        // below, as on a UIKit screen.
        spacing: Form.keyboardPlan.avoidance == .none
          ? CGFloat(Form.schema.keyboard.spacing) : 0,
        inset: metrics.textViewInset + textInset,
        companionHeight: FormTextViewGrowth.companionHeight(
          error: error, spacing: metrics.errorSpacing)
          + FormTextViewGrowth.titleHeight(
            title: Form.schema[field].title, placement: placement, spacing: metrics.errorSpacing))
    }

    /// The iOS 15 fallback of a growing text input, a `TextEditor`, which has no line limit and
    /// no placeholder.
    ///
    /// Its lines (``lineRange(textInset:)``, the most capped while the keyboard is up) are the
    /// least and most height of its frame, each the lines at the body text style's line height
    /// plus the editor's own inset around its text (``FormTextViewGrowth/textEditorInset``):
    /// "The minimum height of the resulting frame" and "The maximum height of the resulting
    /// frame"
    /// (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)).
    /// Past the most the editor scrolls its text inside itself.
    ///
    /// While the text is empty, the spec's placeholder shows over it in the
    /// secondary colour, where its first line starts: the editor's inset above, and a text
    /// container's 5-point line fragment padding at the leading side ("The default value is 5.0",
    /// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding). It
    /// takes no taps, which go to the editor
    /// (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)), and is
    /// hidden from VoiceOver, which reads it in the input's label already
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)).
    private func textEditor(prompt: String) -> some View {
      let inset = FormTextViewGrowth.textEditorInset
      let lines = lineRange(textInset: inset)
      let lineHeight = FormTextViewGrowth.bodyLineHeight
      let isEmpty = value.isEmpty
      return TextEditor(text: text)
        .overlay(alignment: .topLeading) {
          if isEmpty, !prompt.isEmpty {
            Text(prompt).foregroundColor(.secondary)
              .padding(.top, inset)
              .padding(.leading, 5)
              .allowsHitTesting(false)
              .accessibilityHidden(true)
          }
        }
        .frame(
          minHeight: CGFloat(lines.lowerBound) * lineHeight + 2 * inset,
          // Without a limit (`lines.max: none`) the editor grows with its text.
          maxHeight: lines.upperBound == Int.max
            ? .infinity : CGFloat(lines.upperBound) * lineHeight + 2 * inset)
    }

    @ViewBuilder
    private var control: some View {
      let input = Form.schema[field]
      // With a title the input shows it (``body``): the prompt is the placeholder alone.
      let prompt = input.placeholder ?? ""
      if input.traits?.secure == true {
        SecureField(prompt, text: text)
      } else if input.kind == .textView {
        if #available(iOS 18.0, *), bindsSelection {
          TextField(prompt, text: text, selection: selection, axis: .vertical)
            .lineLimit(lineRange())
        } else if #available(iOS 16.0, *), FormSwiftUISystem.hasVerticalTextField {
          TextField(prompt, text: text, axis: .vertical).lineLimit(lineRange())
        } else {
          textEditor(prompt: prompt)
        }
      } else if #available(iOS 18.0, *), bindsSelection {
        TextField(prompt, text: text, selection: selection)
      } else {
        TextField(prompt, text: text)
      }
    }
  }
#endif
