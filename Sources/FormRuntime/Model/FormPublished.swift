#if canImport(Combine)
  import Combine

  /// `@Published` on platforms with Combine: generated view models for deployment targets below
  /// iOS 17 (which lack the Observation framework) are `ObservableObject`s whose inputs are
  /// published, for SwiftUI's `@StateObject` and `@ObservedObject`.
  public typealias FormPublished = Published
#else
  /// Plain storage where Combine does not exist (Linux), so the same generated view models
  /// compile and run there.
  @propertyWrapper
  public struct FormPublished<Value> {
    /// The stored value.
    public var wrappedValue: Value

    /// Stores an initial value.
    public init(wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }
  }

  extension FormPublished: Sendable where Value: Sendable {}
#endif
