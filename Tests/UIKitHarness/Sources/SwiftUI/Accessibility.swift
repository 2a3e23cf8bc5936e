// Accessibility modifiers beyond a label and a hint (see View.swift for the rules every
// declaration follows). What the double does with them is in SwiftUIDouble.swift
// (`SwiftUINode.elementLabel`, `elementValue`) and SwiftUIDouble+AccessibilityLabelContent.swift
// (`accessibilityLabel(content:)`).

/// `AccessibilityChildBehavior`: "Defines the behavior for the child elements of the new parent
/// element" (iOS 13) — https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 13.0, *)
public nonisolated struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// "Any child accessibility elements become hidden" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  @available(iOS 13.0, *)
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// "Any child accessibility elements become children of the new accessibility element"
  /// (iOS 13) — https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  @available(iOS 13.0, *)
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// "Any child accessibility element's properties are merged into the new accessibility
  /// element" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  @available(iOS 13.0, *)
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
  /// "Creates a new accessibility element, or modifies the AccessibilityChildBehavior of the
  /// existing accessibility element" (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  @available(iOS 13.0, *)
  public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    self
  }

  /// "Adds a textual description of the value that the view contains" (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo
  @available(iOS 14.0, *)
  public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View {
    EnvironmentModified(content: self) { $0.double.accessibilityValue = valueDescription.string }
  }

  /// "Specifies whether to hide this view from system accessibility features" (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, *)
  public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View {
    EnvironmentModified(content: self) { $0.double.accessibilityHidden = hidden }
  }
}

/// `PlaceholderContentView`: "A placeholder used to construct an inline modifier, transition, or
/// other helper type. You don't use this type directly. Instead SwiftUI creates this type on your
/// behalf" (iOS 17) — https://developer.apple.com/documentation/swiftui/placeholdercontentview.
/// In the double it stands for the label of the view `accessibilityLabel(content:)` modifies
/// (SwiftUIDouble+AccessibilityLabelContent.swift).
@available(iOS 17.0, *)
public nonisolated struct PlaceholderContentView<Value>: PrimitiveViewStub {}

extension View {
  /// "Adds a label to the view that describes its contents" (iOS 18) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(content:). "Use
  /// this method to append content to the accessibility label for a view": `content` gets "a
  /// proxy value representing the modified view" to combine "with other content to create a new
  /// accessibility label for the original view". The current SDK declares `content` with
  /// `@ContentBuilder`; the stand-in keeps `@ViewBuilder` (see View.swift). What the double does
  /// with it is in SwiftUIDouble+AccessibilityLabelContent.swift.
  @available(iOS 18.0, *)
  public nonisolated func accessibilityLabel<V: View>(
    @ViewBuilder content: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    AccessibilityLabelContentView(content: self, label: content(PlaceholderContentView()))
  }
}
