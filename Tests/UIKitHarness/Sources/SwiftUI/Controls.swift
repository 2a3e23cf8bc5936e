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
