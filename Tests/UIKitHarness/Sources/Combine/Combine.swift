// A test-only stand-in for the parts of Apple's Combine that formc's generated view models use,
// so that their `#if canImport(Combine)` code (published inputs, `ObservableObject`) compiles on
// Linux exactly as it does on iOS. Declarations follow Apple's Swift signatures, each citing its
// documentation page; there is no publishing: SwiftUI's stub never subscribes. Never make this a target of the main package.

/// `ObservableObject`: a class whose changes SwiftUI observes —
/// https://developer.apple.com/documentation/combine/observableobject
///
/// Apple: "A type of object with a publisher that emits before the object has changed."
/// (ObservableObject) The stub has no `objectWillChange` publisher.
public protocol ObservableObject: AnyObject {}

/// `@Published`: a property of an `ObservableObject` that publishes its changes —
/// https://developer.apple.com/documentation/combine/published
///
/// Apple: "A type that publishes a property marked with an attribute." (Published) The stub
/// stores the value; property observers (`didSet`) run as they do on a real `@Published`
/// property.
@propertyWrapper
public struct Published<Value> {
  /// The stored value.
  public var wrappedValue: Value

  /// Creates the property with an initial value —
  /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates the property with an initial value —
  /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  public init(initialValue: Value) {
    self.wrappedValue = initialValue
  }
}
