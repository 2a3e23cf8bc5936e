import Foundation

// A test-only stand-in for the parts of Apple's Combine that formc's generated view models use,
// so that their `#if canImport(Combine)` code (published inputs, `ObservableObject`) compiles on
// Linux exactly as it does on iOS, and so that the SwiftUI double (`Sources/SwiftUI`) hears a
// model's changes as SwiftUI does: through `objectWillChange`. Declarations follow Apple's Swift
// signatures, each citing its documentation page; of `Publisher` only what the stand-in's own
// publisher needs is modelled (no `Subscriber`, no operators). Never make this a target of the
// main package.

/// `Publisher`: "Declares that a type can transmit a sequence of values over time." (iOS 13) —
/// https://developer.apple.com/documentation/combine/publisher
///
/// Apple's protocol also requires `receive(subscriber:)`; the stand-in has no `Subscriber`, so
/// its only publisher delivers through ``ObservableObjectPublisher/sink(receiveValue:)``.
@available(iOS 13.0, *)
public protocol Publisher<Output, Failure> {
  /// The kind of values published —
  /// https://developer.apple.com/documentation/combine/publisher/output
  associatedtype Output
  /// The kind of errors this publisher might publish —
  /// https://developer.apple.com/documentation/combine/publisher/failure
  associatedtype Failure: Error
}

/// `Cancellable` (iOS 13) — https://developer.apple.com/documentation/combine/cancellable
@available(iOS 13.0, *)
public protocol Cancellable {
  /// Cancels the activity —
  /// https://developer.apple.com/documentation/combine/cancellable/cancel()
  func cancel()
}

/// `AnyCancellable`: "A type-erasing cancellable object that executes a provided closure when
/// canceled." and "An AnyCancellable instance automatically calls cancel() when deinitialized."
/// (iOS 13) — https://developer.apple.com/documentation/combine/anycancellable
@available(iOS 13.0, *)
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure —
  /// https://developer.apple.com/documentation/combine/anycancellable/init(_:)-6sl6k
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Cancels the activity —
  /// https://developer.apple.com/documentation/combine/anycancellable/cancel()
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  deinit { cancelAction?() }

  /// Identity.
  /// https://developer.apple.com/documentation/combine/anycancellable/==(_:_:) (iOS 13.0+)
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Identity.
  /// https://developer.apple.com/documentation/combine/anycancellable/hash(into:) (iOS 13.0+)
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `ObservableObjectPublisher`: "A publisher that publishes changes from observable objects."
/// (iOS 13) — https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, *)
public final class ObservableObjectPublisher: Publisher {
  /// `Void` — https://developer.apple.com/documentation/combine/observableobjectpublisher
  public typealias Output = Void
  /// `Never` — https://developer.apple.com/documentation/combine/observableobjectpublisher
  public typealias Failure = Never

  private var subscribers: [Int: () -> Void] = [:]
  private var nextToken = 0

  /// Creates an observable object publisher instance —
  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
  public init() {}

  /// "Sends the changed value to the downstream subscriber." —
  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  public func send() {
    for (_, subscriber) in subscribers.sorted(by: { $0.key < $1.key }) { subscriber() }
  }

  /// "Attaches a subscriber with closure-based behavior to a publisher that never fails." (on
  /// `Publisher where Failure == Never`) —
  /// https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let token = nextToken
    nextToken += 1
    subscribers[token] = { receiveValue(()) }
    return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
  }
}

/// `ObservableObject`: "A type of object with a publisher that emits before the object has
/// changed." (iOS 13) — https://developer.apple.com/documentation/combine/observableobject
///
/// Apple: "By default an ObservableObject synthesizes an objectWillChange publisher that emits
/// the changed value before any of its @Published properties changes."
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
  /// "The type of publisher that emits before the object has changed." —
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// "A publisher that emits before the object has changed." —
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// The synthesized publishers, one per object (Apple stores it in the object; the stand-in keeps
/// it beside, keyed by the object's identity, for as long as the object lives).
private final class ObjectWillChangeTable: @unchecked Sendable {
  static let shared = ObjectWillChangeTable()
  private let lock = NSLock()
  private var entries:
    [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]

  struct WeakObject { weak var object: AnyObject? }

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = entries[key], entry.object.object === object { return entry.publisher }
    let publisher = ObservableObjectPublisher()
    entries[key] = (WeakObject(object: object), publisher)
    return publisher
  }
}

@available(iOS 13.0, *)
extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The synthesized publisher —
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
  public var objectWillChange: ObservableObjectPublisher {
    ObjectWillChangeTable.shared.publisher(for: self)
  }
}

/// `@Published`: "A type that publishes a property marked with an attribute." (iOS 13) —
/// https://developer.apple.com/documentation/combine/published
///
/// As Apple's, it works only on a property of a class: the enclosing object's
/// `objectWillChange` is sent before each change (the documented order: "emits the changed value
/// before any of its @Published properties changes"), and a `@Published` property of a struct
/// does not compile ("@Published is only available on properties of classes"). Property
/// observers (`didSet`) run as on a real `@Published` property.
@available(iOS 13.0, *)
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// Creates the property with an initial value —
  /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// Creates the property with an initial value —
  /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  public init(initialValue: Value) {
    value = initialValue
  }

  /// Unavailable, as Apple's: the property is read and written through the enclosing instance.
  /// https://developer.apple.com/documentation/combine/published/wrappedvalue (iOS 13.0+)
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property of an `ObservableObject`: its publisher sends before the value changes.
  /// double only: the enclosing-instance subscript through which Swift reads and writes a class's
  /// wrapped property (Apple's Published has one; its pages do not document it).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      if let observable = object as? any ObservableObject {
        (observable.objectWillChange as? ObservableObjectPublisher)?.send()
      }
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
