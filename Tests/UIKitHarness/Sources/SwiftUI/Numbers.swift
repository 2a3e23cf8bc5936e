// Stand-ins for SwiftUI's number controls that formc's generated screens use (issue 31): the same
// signatures and availability as Apple's.

/// `Stepper`: a control that performs increment and decrement actions.
///
/// https://developer.apple.com/documentation/swiftui/stepper (iOS 13.0+)
@available(iOS 13.0, *)
public struct Stepper<Label: View>: PrimitiveViewStub {
  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value and within a range of values you provide.
  ///
  /// https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }
  nonisolated(unsafe) let label: Label
}

/// `Slider`: a control for selecting a value from a bounded linear range of values.
///
/// https://developer.apple.com/documentation/swiftui/slider (iOS 13.0+)
@available(iOS 13.0, *)
public struct Slider<Label: View, ValueLabel: View>: PrimitiveViewStub {
  /// Creates a slider to select a value from a given range, subject to a step increment, which
  /// displays the provided labels.
  ///
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

@available(iOS 13.0, *)
extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, subject to a step increment, which
  /// displays the provided label.
  ///
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:oneditingchanged:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}

  /// Creates a slider to select a value from a given range, which displays the provided label.
  ///
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:oneditingchanged:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}
