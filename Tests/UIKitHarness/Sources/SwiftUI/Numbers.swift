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
    let bounds = bounds
    let step = step
    self.move = { steps in
      let moved = value.wrappedValue.advanced(by: step * V.Stride(exactly: steps)!)
      value.wrappedValue = min(max(moved, bounds.lowerBound), bounds.upperBound)
    }
  }
  nonisolated(unsafe) let label: Label
  /// Moves the value by whole steps, kept in the bounds (the double's increment and decrement).
  nonisolated(unsafe) let move: (Int) -> Void
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
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    slide = SliderDrive(value: value, bounds: bounds, step: step).slide
  }
  nonisolated(unsafe) let label: Label
  /// Moves the thumb to a value (the double's drag): kept in the bounds and on a step.
  nonisolated(unsafe) let slide: (Double) -> Void
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
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    slide = SliderDrive(value: value, bounds: bounds, step: step).slide
  }

  /// Creates a slider to select a value from a given range, which displays the provided label.
  ///
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:oneditingchanged:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    slide = SliderDrive(value: value, bounds: bounds, step: nil).slide
  }
}
