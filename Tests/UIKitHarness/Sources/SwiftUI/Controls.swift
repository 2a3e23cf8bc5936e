// Stand-ins for SwiftUI's typed controls that formc's generated screens use (issue 31): the same
// signatures and availability as Apple's; the double (SwiftUIDouble.swift) toggles them.

/// `Toggle`: a control that toggles between on and off states.
///
/// https://developer.apple.com/documentation/swiftui/toggle (iOS 13.0+)
@available(iOS 13.0, *)
public struct Toggle<Label: View>: PrimitiveViewStub {
  /// Creates a toggle that displays a custom label.
  ///
  /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:) (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
  nonisolated let isOn: Binding<Bool>
  nonisolated(unsafe) let label: Label
}

/// `Picker`: a control for selecting from a set of mutually exclusive values.
///
/// https://developer.apple.com/documentation/swiftui/picker (iOS 13.0+)
@available(iOS 13.0, *)
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveViewStub {
  /// Creates a picker that displays a custom label.
  ///
  /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
  nonisolated(unsafe) let selection: Binding<SelectionValue>
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let label: Label
}

/// `PickerStyle`: the appearance and interaction of the pickers in a view hierarchy.
///
/// https://developer.apple.com/documentation/swiftui/pickerstyle (iOS 13.0+)
@available(iOS 13.0, *)
public protocol PickerStyle {}

/// `DefaultPickerStyle`: the default picker style, based on the picker's context.
///
/// https://developer.apple.com/documentation/swiftui/defaultpickerstyle (iOS 13.0+)
@available(iOS 13.0, *)
public struct DefaultPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/defaultpickerstyle/init() (iOS 13.0+)
  public init() {}
}

/// `MenuPickerStyle`: the options as a menu when the user presses a button.
///
/// https://developer.apple.com/documentation/swiftui/menupickerstyle (iOS 14.0+)
@available(iOS 14.0, *)
public struct MenuPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/menupickerstyle/init() (iOS 14.0+)
  public init() {}
}

/// `SegmentedPickerStyle`: the options in a segmented control.
///
/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle (iOS 13.0+)
@available(iOS 13.0, *)
public struct SegmentedPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle/init() (iOS 13.0+)
  public init() {}
}

/// `InlinePickerStyle`: each option inline with the other views of the container.
///
/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle (iOS 14.0+)
@available(iOS 14.0, *)
public struct InlinePickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/inlinepickerstyle/init() (iOS 14.0+)
  public init() {}
}

/// `WheelPickerStyle`: the options in a scrollable wheel.
///
/// https://developer.apple.com/documentation/swiftui/wheelpickerstyle (iOS 13.0+)
@available(iOS 13.0, *)
public struct WheelPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/wheelpickerstyle/init() (iOS 13.0+)
  public init() {}
}

/// `NavigationLinkPickerStyle`: a navigation link that pushes a list of the options.
///
/// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle (iOS 16.0+)
@available(iOS 16.0, *)
public struct NavigationLinkPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle/init()
  /// (iOS 16.0+)
  public init() {}
}

@available(iOS 13.0, *)
extension PickerStyle where Self == DefaultPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/automatic (iOS 13.0+)
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

@available(iOS 14.0, *)
extension PickerStyle where Self == MenuPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu (iOS 14.0+)
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

@available(iOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented (iOS 13.0+)
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

@available(iOS 14.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline (iOS 14.0+)
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

@available(iOS 13.0, *)
extension PickerStyle where Self == WheelPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/wheel (iOS 13.0+)
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

@available(iOS 16.0, *)
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink (iOS 16.0+)
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// The style of the pickers in the view —
  /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:) (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

  /// A tag that tells a picker's options apart —
  /// https://developer.apple.com/documentation/swiftui/view/tag(_:) (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated func tag<V: Hashable>(_ tag: V) -> some View {
    EnvironmentModified(content: self) { $0.double.tag = AnyHashable(tag) }
  }
}
