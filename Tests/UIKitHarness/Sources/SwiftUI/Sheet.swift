import Foundation

extension View {
  /// "Presents a sheet when a binding to a Boolean value that you provide is true" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:).
  /// (The current SDK declares the content closure with a result builder of its own; a
  /// `ViewBuilder` builds the same views here.)
  @available(iOS 13.0, *)
  public nonisolated func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetView(presenter: self, isPresented: isPresented, onDismiss: onDismiss, sheet: content)
  }
}

/// The view `sheet(isPresented:onDismiss:content:)` returns, for the double. Not Apple API.
///
/// A sheet is a modal presentation: "Present content in a separate view that offers focused
/// interaction" (https://developer.apple.com/documentation/swiftui/modal-presentations). In the
/// double its content is realized (under a `Sheet` container beside the presenter) while the
/// binding is true, as a hierarchy of its own: the presenter's `toolbar` items, navigation
/// container, scroll view, safe-area insets, gestures and `onSubmit` actions are the presenter's
/// and do not reach the sheet's views. A `NavigationLink` pushes "inside a `NavigationStack`"
/// (https://developer.apple.com/documentation/swiftui/navigationlink), and the sheet is not
/// pushed on the presenter's stack: the sheet's content is in a navigation container only when
/// it has one itself (so on iOS 15 its keyboard toolbar items need a `NavigationView` inside the
/// sheet, ``SwiftUIHost/keyboardToolbar``). The environment's styles (`textFieldStyle(_:)`,
/// `buttonStyle(_:)`) and values flow into the sheet's content as into any other child.
/// ``SwiftUIHost/dismissSheet()`` dismisses the sheet as a swipe down does: the binding is set
/// to false and `onDismiss` runs.
@available(iOS 13.0, *)
nonisolated struct SheetView<Presenter: View, Sheet: View>: PrimitiveViewStub, DoublePrimitive {
  let presenter: Presenter
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let sheet: () -> Sheet

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.render(presenter, context.child("presenter"))
    guard isPresented.wrappedValue else { return }
    let isPresented = isPresented
    let onDismiss = onDismiss
    var inner = context.child("sheet")
    inner.parent = graph.root
    var double = DoubleEnvironment()
    double.textFieldStyle = context.environment.double.textFieldStyle
    double.buttonStyle = context.environment.double.buttonStyle
    inner.environment.double = double
    var content: SwiftUINode?
    graph.container("Sheet", inner) {
      content = $0.parent
      graph.render(sheet(), $0)
    }
    graph.presentedSheets.append { [weak content] in
      // `interactiveDismissDisabled(true)` inside keeps the sheet from a swipe down.
      if content?.subtree.contains(where: { $0.kind == .container("InteractiveDismissDisabled") })
        == true
      {
        return false
      }
      isPresented.wrappedValue = false
      onDismiss?()
      return true
    }
  }
}
