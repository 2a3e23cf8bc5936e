// Modifiers, state, focus, environment and toolbars: declarations only (see View.swift).

// MARK: - Modifiers

/// `ViewModifier`.
@MainActor
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveViewStub {}

/// `ModifiedContent`: a view with a modifier.
public struct ModifiedContent<Content, Modifier>: PrimitiveViewStub {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// Creates a modified view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// `SubmitLabel`.
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
  /// Done.
  public static let done = SubmitLabel()
  /// Go.
  public static let go = SubmitLabel()
  /// Send.
  public static let send = SubmitLabel()
  /// Join.
  public static let join = SubmitLabel()
  /// Route.
  public static let route = SubmitLabel()
  /// Search.
  public static let search = SubmitLabel()
  /// Return.
  public static let `return` = SubmitLabel()
  /// Next.
  public static let next = SubmitLabel()
  /// Continue.
  public static let `continue` = SubmitLabel()
}

/// `SubmitTriggers`.
@available(iOS 15.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates triggers.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text input's Return.
  public static let text = SubmitTriggers(rawValue: 1)
}

/// `TextInputAutocapitalization`.
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
  /// No capitalization.
  public static let never = TextInputAutocapitalization()
  /// Words.
  public static let words = TextInputAutocapitalization()
  /// Sentences.
  public static let sentences = TextInputAutocapitalization()
  /// Every character.
  public static let characters = TextInputAutocapitalization()
}

/// `ScrollDismissesKeyboardMode`.
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
  /// SwiftUI's default for the context.
  public static let automatic = ScrollDismissesKeyboardMode()
  /// Dismissed as soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode()
  /// Dismissed interactively.
  public static let interactively = ScrollDismissesKeyboardMode()
  /// Never dismissed by scrolling.
  public static let never = ScrollDismissesKeyboardMode()
}

/// `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates traits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 1)
}

extension View {
  /// Applies a modifier.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// The keyboard of text inputs in the view.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// The content type of text inputs in the view.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// The autocapitalization of text inputs in the view.
  @available(iOS 15.0, *)
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }

  /// Switches autocorrection off (`true`) or on.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Switches autocorrection off (`true`) or on.
  @available(iOS 16.0, *)
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// The label of the Return key of text inputs in the view.
  @available(iOS 15.0, *)
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Runs an action when a text input in the view submits.
  @available(iOS 15.0, *)
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  { self }

  /// Binds the view's focus to a value.
  @available(iOS 15.0, *)
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  { self }

  /// The view's accessibility label.
  public func accessibilityLabel(_ label: Text) -> some View { self }

  /// The view's accessibility label.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

  /// The view's accessibility hint.
  @available(iOS 14.0, *)
  public func accessibilityHint(_ hint: Text) -> some View { self }

  /// The view's accessibility hint.
  @available(iOS 14.0, *)
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

  /// Binds the view's accessibility (VoiceOver) focus to a value.
  @available(iOS 15.0, *)
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { self }

  /// Adds accessibility traits.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// The identifier UI tests find the view by.
  @available(iOS 14.0, *)
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }

  /// The view's identity.
  public func id<ID: Hashable>(_ id: ID) -> some View { self }

  /// The fewest and most lines of a text input growing along its axis.
  @available(iOS 16.0, *)
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }

  /// The font of text in the view.
  public func font(_ font: Font?) -> some View { self }

  /// The foreground colour.
  public func foregroundColor(_ color: Color?) -> some View { self }

  /// Disables the view.
  public func disabled(_ disabled: Bool) -> some View { self }

  /// A fixed or flexible frame.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }

  /// A fixed frame.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }

  /// Padding of `length` on every edge.
  public func padding(_ length: CGFloat) -> some View { self }

  /// Padding on some edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

  /// The title of the navigation bar while this view is shown.
  @available(iOS 14.0, *)
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  /// The title of the navigation bar, as a text view.
  @available(iOS 14.0, *)
  public func navigationTitle(_ title: Text) -> some View { self }

  /// How scrolling dismisses the keyboard.
  @available(iOS 16.0, *)
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Runs an action when a value changes.
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  { self }

  /// Runs an action when the view appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Sets an environment value.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { self }

  /// Toolbar items.
  @available(iOS 14.0, *)
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  { self }
}

/// `Alignment`.
public struct Alignment: Equatable, Sendable {
  /// The center.
  public static let center = Alignment()
  /// The leading edge.
  public static let leading = Alignment()
}

// MARK: - State

/// `DynamicProperty`.
public protocol DynamicProperty {}

/// `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// A binding that reads and writes through closures.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: {
        var value = self.wrappedValue
        value[keyPath: keyPath] = $0
        self.wrappedValue = value
      })
  }
}

/// `State`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private var value: Value
  /// A state with an initial value.
  public init(wrappedValue value: Value) { self.value = value }
  /// A state with an initial value.
  public init(initialValue value: Value) { self.value = value }
  /// The value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let value = value
    return Binding(get: { value }, set: { _ in })
  }
}

/// `StateObject`: an observable object the view owns.
@available(iOS 14.0, *)
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let object: ObjectType
  /// Creates the object once, when the view first appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
  /// The object.
  public var wrappedValue: ObjectType { object }
  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: object)
  }
}

/// `ObservedObject`: an observable object the view observes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// `ObservedObject.Wrapper`: bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object.
  public var wrappedValue: ObjectType
  /// Observes an object.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// `Bindable`: bindings to the properties of an `@Observable` object.
@available(iOS 17.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value
  /// Wraps an object.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }
  /// Wraps an object.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }
  /// The bindings.
  public var projectedValue: Bindable<Value> { self }
  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

// MARK: - Focus

/// `FocusState`.
@available(iOS 15.0, *)
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// `FocusState.Binding`: focus passed to another view.
  @propertyWrapper
  public struct Binding {
    /// A binding (the stub's has no storage; SwiftUI's are made by `FocusState` only).
    public init() {}

    /// The focused value.
    public var wrappedValue: Value {
      get { fatalError("the SwiftUI stub has no focus") }
      nonmutating set {}
    }
    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// Focus on an optional value (`nil`: nothing focused).
  ///
  /// Apple declares `init<T>() where Value == T?, T: Hashable`; with this compiler a generic
  /// initializer does not initialize `@FocusState var focus: Field?` by default, so the stub
  /// spells the same constraint as a conditional initializer.
  public init() where Value: ExpressibleByNilLiteral {}

  /// The focused value.
  public var wrappedValue: Value {
    get { fatalError("the SwiftUI stub has no focus") }
    nonmutating set {}
  }

  /// A binding to the focus.
  public var projectedValue: FocusState<Value>.Binding { Binding() }
}

/// `AccessibilityFocusState`: where an assistive technology (VoiceOver) has its focus.
@available(iOS 15.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// `AccessibilityFocusState.Binding`: accessibility focus passed to another view.
  @propertyWrapper
  public struct Binding {
    /// A binding (the stub's has no storage).
    public init() {}

    /// The focused value.
    public var wrappedValue: Value {
      get { fatalError("the SwiftUI stub has no accessibility focus") }
      nonmutating set {}
    }
    /// The binding itself.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  /// Accessibility focus on an optional value (`nil`: none); spelt as `FocusState`'s (see there).
  public init() where Value: ExpressibleByNilLiteral {}

  /// The focused value.
  public var wrappedValue: Value {
    get { fatalError("the SwiftUI stub has no accessibility focus") }
    nonmutating set {}
  }

  /// A binding to the accessibility focus.
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding() }
}

// MARK: - Environment

/// `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}

/// `EnvironmentValues`.
public struct EnvironmentValues {
  /// Creates empty values.
  public init() {}
  /// The value for a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

/// `Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// Reads an environment value.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// The value.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// MARK: - Toolbars

/// `ToolbarContent`.
@MainActor
public protocol ToolbarContent {}

/// `ToolbarContentBuilder`.
@MainActor
@resultBuilder
public struct ToolbarContentBuilder {
  /// One item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// An `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

/// `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable {
  /// Above the keyboard.
  @available(iOS 15.0, *)
  public static let keyboard = ToolbarItemPlacement()
}

/// `ToolbarItemGroup`.
@available(iOS 14.0, *)
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  /// A group of items at a placement.
  public init(placement: ToolbarItemPlacement, @ViewBuilder content: () -> Content) {}
}

/// `Animation`.
public struct Animation: Sendable {
  /// The default animation.
  public static let `default` = Animation()
}
