import Foundation

/// "A value that describes the purpose of a button" (iOS 15) —
/// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// "A role that indicates a destructive button" —
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")
  /// "A role that indicates a button that cancels an operation" —
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")
}

/// "The visibility of a UI element, chosen automatically based on the platform, current context,
/// and other factors" (iOS 15) — https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic
  /// https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible
  /// https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}

extension Button where Label == Text {
  /// A button with a title and a role (iOS 15):
  /// `@preconcurrency nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping
  /// @MainActor () -> Void) where S : StringProtocol`. Apple documents the overloads of
  /// `init(_:role:action:)` on one page, without a suffix, which shows the `LocalizedStringResource`
  /// one (iOS 16) — https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @available(iOS 15.0, *)
  @preconcurrency
  public nonisolated init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(title) }
    roleName = role?.name
  }
}

extension View {
  /// "Presents a confirmation dialog when a given condition is true, using a string variable as
  /// a title" (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb.
  /// (The current SDK declares `actions` with a result builder of its own, `@ContentBuilder`; a
  /// `ViewBuilder` builds the same buttons here.)
  @available(iOS 15.0, *)
  public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    ConfirmationDialogView(
      presenter: self, title: String(title), isPresented: isPresented,
      titleVisibility: titleVisibility, actions: actions())
  }

  /// "Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors" (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:).
  /// In the double a sheet whose content applies it with `true` is not dismissed by
  /// ``SwiftUIHost/dismissSheet()`` (a swipe down).
  @available(iOS 15.0, *)
  public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    InteractiveDismissDisabledView(content: self, isDisabled: isDisabled)
  }
}

/// The view `confirmationDialog(_:isPresented:titleVisibility:actions:)` returns, for the double.
/// Not Apple API.
///
/// While the binding is true the dialog's buttons are realized under a `ConfirmationDialog`
/// container beside the presenter (a modal presentation,
/// https://developer.apple.com/documentation/swiftui/modal-presentations), where a test taps them
/// by title (``SwiftUIHost/tapButton(titled:)``) and reads them
/// (``SwiftUIHost/confirmationDialog``). A tap on any of them runs its action and sets the
/// binding to false. Apple, on `isPresented` (the page above): "When the user presses or taps the
/// dialog's default action button, the system sets this value to `false`, dismissing the
/// dialog." The double dismisses the dialog after any of its buttons, as after the default one:
/// the page names only that one, so for the others it is a model, not Apple's words. The title is a `Text` of the container unless `titleVisibility` is `.hidden`.
@available(iOS 15.0, *)
nonisolated struct ConfirmationDialogView<Presenter: View, Actions: View>: PrimitiveViewStub,
  DoublePrimitive
{
  let presenter: Presenter
  let title: String
  let isPresented: Binding<Bool>
  let titleVisibility: Visibility
  let actions: Actions

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.render(presenter, context.child("presenter"))
    guard isPresented.wrappedValue else { return }
    let isPresented = isPresented
    var inner = context.child("confirmationDialog")
    inner.parent = graph.root
    inner.environment.double = DoubleEnvironment()
    graph.container("ConfirmationDialog", inner) { dialog in
      if titleVisibility != .hidden { graph.render(Text(title), dialog.child("title")) }
      graph.render(actions, dialog.child("actions"))
      for button in dialog.parent.subtree where button.kind == .button {
        let action = button.action
        button.action = { [weak graph] in
          action?()
          isPresented.wrappedValue = false
          graph?.invalidate()
        }
      }
    }
  }
}

/// The view `interactiveDismissDisabled(_:)` returns, for the double: with `true`, a container
/// named `InteractiveDismissDisabled` that the enclosing sheet looks for. Not Apple API.
@available(iOS 15.0, *)
nonisolated struct InteractiveDismissDisabledView<Content: View>: PrimitiveViewStub, DoublePrimitive
{
  let content: Content
  let isDisabled: Bool

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    if isDisabled {
      graph.container("InteractiveDismissDisabled", context) { graph.render(content, $0) }
    } else {
      graph.render(content, context)
    }
  }
}

extension SwiftUIHost {
  /// The presented confirmation dialog (its title `Text` and its buttons, each with its
  /// ``SwiftUINode/buttonRole``), or `nil` when none is presented.
  /// double only: the presented confirmation dialog.
  public var confirmationDialog: SwiftUINode? {
    root.subtree.last { $0.kind == .container("ConfirmationDialog") }
  }
}
