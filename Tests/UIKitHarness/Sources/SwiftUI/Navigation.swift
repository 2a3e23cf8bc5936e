// Stand-ins for the SwiftUI views formc's generated screens use for a `multiChoice` with `style:
// navigation` (a `NavigationLink` that pushes the options) and `style: menu` (a `Menu` of
// toggles that stays open): the same signatures and availability as Apple's; the double
// (SwiftUIDouble+Controls.swift) pushes, opens and dismisses them.

/// `NavigationLink`: a view that controls a navigation presentation.
///
/// https://developer.apple.com/documentation/swiftui/navigationlink (iOS 13.0+)
@available(iOS 13.0, *)
public nonisolated struct NavigationLink<Label: View, Destination: View>: PrimitiveViewStub {
  /// Creates a navigation link that presents the destination view.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }
  nonisolated(unsafe) let destination: Destination
  nonisolated(unsafe) let label: Label
}

/// `Menu`: a control for presenting a menu of actions.
///
/// https://developer.apple.com/documentation/swiftui/menu (iOS 14.0+)
@available(iOS 14.0, *)
public nonisolated struct Menu<Label: View, Content: View>: PrimitiveViewStub {
  /// Creates a menu with a custom label.
  ///
  /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:) (iOS 14.0+)
  @available(iOS 14.0, *)
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let label: Label
}

/// `MenuActionDismissBehavior`: the set of menu dismissal behavior options.
///
/// https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior (iOS 16.4+)
@available(iOS 16.4, *)
public struct MenuActionDismissBehavior: Equatable, Sendable {
  let dismisses: Bool?
  /// The dismissal behavior appropriate for the context (in most cases `enabled`) —
  /// https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior/automatic
  /// (iOS 16.4+)
  @available(iOS 16.4, *)
  public static let automatic = MenuActionDismissBehavior(dismisses: nil)
  /// Always dismiss the presented menu after performing an action —
  /// https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior/enabled
  /// (iOS 16.4+)
  @available(iOS 16.4, *)
  public static let enabled = MenuActionDismissBehavior(dismisses: true)
  /// Never dismiss the presented menu after performing an action —
  /// https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior/disabled
  /// (iOS 16.4+)
  @available(iOS 16.4, *)
  public static let disabled = MenuActionDismissBehavior(dismisses: false)
}

extension View {
  /// Tells a menu whether to dismiss after performing an action —
  /// https://developer.apple.com/documentation/swiftui/view/menuactiondismissbehavior(_:)
  /// (iOS 16.4+; "Configure the menu dismissal behavior for a view hierarchy", the
  /// `MenuActionDismissBehavior` page)
  @available(iOS 16.4, *)
  public nonisolated func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior)
    -> some View
  {
    EnvironmentModified(content: self) { $0.double.menuDismisses = behavior.dismisses }
  }
}
