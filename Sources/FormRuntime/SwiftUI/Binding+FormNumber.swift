#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 13.0, *)
  extension Binding where Value == Int {
    /// The whole number as a `Double`, for a `Slider` (which takes a floating-point value) over a
    /// stepped range of whole numbers: a value the slider sets is rounded to the nearest whole
    /// number.
    public var formDouble: Binding<Double> {
      let binding = self
      return Binding<Double>(
        get: { Double(binding.wrappedValue) },
        set: { binding.wrappedValue = Int($0.rounded()) })
    }
  }
#endif
