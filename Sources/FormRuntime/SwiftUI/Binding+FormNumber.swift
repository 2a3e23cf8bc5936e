#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 13.0, *)
  extension Binding where Value == Int {
    /// The whole number as a `Double`, for a `Slider` (which takes a floating-point value) over a
    /// stepped range of whole numbers: a value the slider sets is rounded to the nearest whole
    /// number.
    ///
    /// A projection of this binding (`subscript(dynamicMember:)`), not `Binding(get:set:)`: it
    /// reads and writes where SwiftUI reads and writes the base binding, on the main actor.
    public var formDouble: Binding<Double> {
      self[dynamicMember: \Int.formDoubleValue]
    }
  }

  extension Int {
    /// The whole number as a `Double`; setting it rounds to the nearest whole number.
    var formDoubleValue: Double {
      get { Double(self) }
      set { self = Int(newValue.rounded()) }
    }
  }
#endif
