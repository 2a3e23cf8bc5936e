#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  extension View {
    /// Makes this view a form's screen: it owns the form's ``FormFocusCoordinator``, keeps
    /// `focus` and the form's session in step both ways, scrolls the focused input into view
    /// (inputs carry their `Field` as `id`, as ``formField(_:of:focus:)`` gives them), dismisses
    /// the keyboard on scrolling as the spec's `keyboard.dismiss` says, shows the keyboard toolbar
    /// (Previous, Next, the title, Done) when the form has one, and runs `onSubmit` when a valid
    /// form submits.
    ///
    /// Apply it once per screen, to the content inside a `NavigationStack` or sheet: SwiftUI
    /// shows the keyboard toolbar items of every `toolbar` in the focused input's hierarchy, and
    /// the field modifiers add none, so the toolbar appears exactly once.
    @available(iOS 15.0, *)
    public func formKeyboard<Form: FormModel>(
      of form: Form, focus: FocusState<Form.Field?>.Binding, onSubmit: @escaping () -> Void = {}
    ) -> some View {
      modifier(
        FormKeyboardModifier(
          form: form, focus: focus, onSubmit: onSubmit,
          toolbar: form.focusedField.map { form.toolbarState(for: $0) }))
    }
  }

  /// The coordinator of the screen, passed down to the field modifiers.
  @available(iOS 15.0, *)
  struct FormCoordinatorKey: EnvironmentKey {
    static let defaultValue = FormCoordinatorBox()
  }

  /// A coordinator without its form's type (the environment holds one type per key), and the
  /// screen's VoiceOver focus (an `AccessibilityFocusState<Field?>.Binding`); the field modifiers
  /// cast them back.
  struct FormCoordinatorBox: @unchecked Sendable {
    // Only read and written on the main actor, by SwiftUI's views.
    weak var coordinator: AnyObject?
    var accessibilityFocus: Any?
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// The form coordinator of the enclosing `formKeyboard(of:focus:onSubmit:)`.
    var formCoordinator: FormCoordinatorBox {
      get { self[FormCoordinatorKey.self] }
      set { self[FormCoordinatorKey.self] = newValue }
    }
  }

  @available(iOS 15.0, *)
  struct FormKeyboardModifier<Form: FormModel>: ViewModifier {
    typealias Field = Form.Field

    @StateObject private var coordinator: FormFocusCoordinator<Form>
    /// Where VoiceOver's focus is; the session moves it to the first invalid input of a submit.
    @AccessibilityFocusState private var voiceOverFocus: Field?
    let focus: FocusState<Field?>.Binding
    let onSubmit: () -> Void
    /// The toolbar's state for the focused input, read as the screen renders (so the toolbar
    /// follows visibility in both model modes).
    let toolbar: FormToolbarState?

    init(
      form: Form, focus: FocusState<Field?>.Binding, onSubmit: @escaping () -> Void,
      toolbar: FormToolbarState?
    ) {
      _coordinator = StateObject(wrappedValue: FormFocusCoordinator(form: form))
      self.focus = focus
      self.onSubmit = onSubmit
      self.toolbar = toolbar
    }

    func body(content: Content) -> some View {
      ScrollViewReader { proxy in
        dismissing(content)
          .environment(
            \.formCoordinator,
            FormCoordinatorBox(coordinator: coordinator, accessibilityFocus: $voiceOverFocus)
          )
          .toolbar {
            if Form.schema.hasToolbar {
              ToolbarItemGroup(placement: .keyboard) { toolbarItems }
            }
          }
          .onChange(of: focus.wrappedValue) { coordinator.focusDidChange(to: $0) }
          .onAppear {
            let focus = focus
            coordinator.setFocus = { focus.wrappedValue = $0 }
            coordinator.scrollTo = { field in
              withAnimation { proxy.scrollTo(field, anchor: .center) }
            }
            coordinator.announce = {
              UIAccessibility.post(notification: .announcement, argument: $0)
            }
            let voiceOverFocus = $voiceOverFocus
            coordinator.accessibilityFocus = { voiceOverFocus.wrappedValue = $0 }
            coordinator.onSubmit = onSubmit
            coordinator.focusDidChange(to: focus.wrappedValue)
          }
      }
    }

    /// The content with the scroll dismissal of `keyboard.dismiss` (iOS 16; before it, SwiftUI's
    /// default).
    @ViewBuilder
    private func dismissing(_ content: Content) -> some View {
      if #available(iOS 16.0, *) {
        content.scrollDismissesKeyboard(Self.dismissMode(Form.keyboardPlan.dismissMode))
      } else {
        content
      }
    }

    @available(iOS 16.0, *)
    private static func dismissMode(_ mode: FormKeyboardPlan.DismissMode)
      -> ScrollDismissesKeyboardMode
    {
      switch mode {
      case .interactive: return .interactively
      case .onDrag: return .immediately
      case .none: return .never
      }
    }

    /// Previous, Next, flexible space (with the title at the first), Done, as the spec lists them.
    @ViewBuilder
    private var toolbarItems: some View {
      let state =
        toolbar ?? FormToolbarState(previousEnabled: false, nextEnabled: false, title: nil)
      let labels = FormToolbarLabels(coordinator.session.strings)
      ForEach(Array(Form.toolbarItems.enumerated()), id: \.offset) { index, item in
        switch item {
        case .previous:
          Button(action: coordinator.previous) { Image(systemName: "chevron.up") }
            .disabled(!state.previousEnabled)
            .accessibilityLabel(labels.previous)
            .accessibilityIdentifier(FormAccessibilityIdentifier.previous)
        case .next:
          Button(action: coordinator.next) { Image(systemName: "chevron.down") }
            .disabled(!state.nextEnabled)
            .accessibilityLabel(labels.next)
            .accessibilityIdentifier(FormAccessibilityIdentifier.next)
        case .flexibleSpace:
          Spacer()
          if index == Form.toolbarItems.firstIndex(of: .flexibleSpace), let title = state.title {
            Text(title).font(.footnote).foregroundColor(.secondary)
              .accessibilityAddTraits(.isHeader)
            Spacer()
          }
        case .done:
          Button(labels.done, action: coordinator.done).font(.body.weight(.semibold))
            .accessibilityIdentifier(FormAccessibilityIdentifier.done)
        }
      }
    }
  }
#endif
