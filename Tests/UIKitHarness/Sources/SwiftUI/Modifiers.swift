// Modifiers, state, focus, environment and toolbars (see View.swift for the rules every
// declaration follows, and the documentation page each cites). What they do in the double is in
// SwiftUIDouble.swift and SwiftUIDouble+Views.swift.

// MARK: - Modifiers

/// `ViewModifier` — https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified —
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view —
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier modifies —
/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveViewStub {
  let content: any View
}

/// `ModifiedContent`: a view with a modifier —
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public nonisolated struct ModifiedContent<Content, Modifier>: PrimitiveViewStub {
  /// The view.
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content (iOS 13.0+)
  public var content: Content
  /// The modifier.
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier (iOS 13.0+)
  public var modifier: Modifier
  /// Creates a modified view —
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  public nonisolated init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: @unchecked Sendable where Content: Sendable, Modifier: Sendable {}

/// `SubmitLabel` (iOS 15) — https://developer.apple.com/documentation/swiftui/submitlabel
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
  /// The label's name, for the double's tests (not Apple API: Apple's is opaque).
  let name: String
  /// Done — https://developer.apple.com/documentation/swiftui/submitlabel/done
  public static var done: SubmitLabel { SubmitLabel(name: "done") }
  /// Go — https://developer.apple.com/documentation/swiftui/submitlabel/go
  public static var go: SubmitLabel { SubmitLabel(name: "go") }
  /// Send — https://developer.apple.com/documentation/swiftui/submitlabel/send
  public static var send: SubmitLabel { SubmitLabel(name: "send") }
  /// Join — https://developer.apple.com/documentation/swiftui/submitlabel/join
  public static var join: SubmitLabel { SubmitLabel(name: "join") }
  /// Route — https://developer.apple.com/documentation/swiftui/submitlabel/route
  public static var route: SubmitLabel { SubmitLabel(name: "route") }
  /// Search — https://developer.apple.com/documentation/swiftui/submitlabel/search
  public static var search: SubmitLabel { SubmitLabel(name: "search") }
  /// Return — https://developer.apple.com/documentation/swiftui/submitlabel/return
  public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
  /// Next — https://developer.apple.com/documentation/swiftui/submitlabel/next
  public static var next: SubmitLabel { SubmitLabel(name: "next") }
  /// Continue (iOS 15) — https://developer.apple.com/documentation/swiftui/submitlabel/continue
  public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

/// `SubmitTriggers` (iOS 15) — https://developer.apple.com/documentation/swiftui/submittriggers
@available(iOS 15.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw bits — https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue
  public let rawValue: Int
  /// Creates triggers —
  /// https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text input's Return — https://developer.apple.com/documentation/swiftui/submittriggers/text
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's submission —
  /// https://developer.apple.com/documentation/swiftui/submittriggers/search
  public static let search = SubmitTriggers(rawValue: 2)
}

/// `TextInputAutocapitalization` (iOS 15) —
/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
  /// No capitalization —
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
  public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// Words — https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
  public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// Sentences —
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/sentences
  public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// Every character —
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/characters
  public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}

/// `ScrollDismissesKeyboardMode` (iOS 16) —
/// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
  let value: ScrollDismissesKeyboardModeValue
  /// SwiftUI's default for the context —
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/automatic
  public static var automatic: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(value: .automatic)
  }
  /// Dismissed as soon as scrolling starts —
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/immediately
  public static var immediately: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(value: .immediately)
  }
  /// Dismissed interactively —
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/interactively
  public static var interactively: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(value: .interactively)
  }
  /// Never dismissed by scrolling —
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/never
  public static var never: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(value: .never)
  }
}

/// `AccessibilityTraits` — https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: Int
  private init(bits: Int) { self.bits = bits }
  /// No traits.
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/init() (iOS 13.0+)
  public init() { bits = 0 }
  /// A header — https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
  public static let isHeader = AccessibilityTraits(bits: 1)
  /// A button — https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
  public static let isButton = AccessibilityTraits(bits: 2)
  /// Selected — https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
  public static let isSelected = AccessibilityTraits(bits: 4)
  /// Union.
  /// https://developer.apple.com/documentation/swift/setalgebra/union(_:)
  /// (SetAlgebra's requirement)
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  /// Intersection.
  /// https://developer.apple.com/documentation/swift/setalgebra/intersection(_:)
  /// (SetAlgebra's requirement)
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  /// Symmetric difference.
  /// https://developer.apple.com/documentation/swift/setalgebra/symmetricdifference(_:)
  /// (SetAlgebra's requirement)
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  /// Membership.
  /// https://developer.apple.com/documentation/swift/setalgebra/contains(_:)
  /// (SetAlgebra's requirement)
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  /// Inserts traits.
  /// https://developer.apple.com/documentation/swift/setalgebra/insert(_:)
  /// (SetAlgebra's requirement)
  @discardableResult
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  /// Removes traits.
  /// https://developer.apple.com/documentation/swift/setalgebra/remove(_:)
  /// (SetAlgebra's requirement)
  @discardableResult
  public mutating func remove(_ member: Self) -> Self? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }
  /// Inserts traits.
  /// https://developer.apple.com/documentation/swift/setalgebra/update(with:)
  /// (SetAlgebra's requirement)
  @discardableResult
  public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  /// In place.
  /// https://developer.apple.com/documentation/swift/setalgebra/formunion(_:)
  /// (SetAlgebra's requirement)
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  /// In place.
  /// https://developer.apple.com/documentation/swift/setalgebra/formintersection(_:)
  /// (SetAlgebra's requirement)
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  /// In place.
  /// https://developer.apple.com/documentation/swift/setalgebra/formsymmetricdifference(_:)
  /// (SetAlgebra's requirement)
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

extension View {
  /// Applies a modifier — https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// The keyboard of text inputs in the view —
  /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
  public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// The content type of text inputs in the view —
  /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv ("which
  /// the system uses to offer suggestions while the user enters text"). The double records it on
  /// the text inputs inside (the innermost wins), for Password AutoFill
  /// (``SwiftUIHost/autoFillCredential(username:password:)``).
  public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View {
    EnvironmentModified(content: self) { $0.double.textContentType = textContentType }
  }

  /// The autocapitalization of text inputs in the view (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
  @available(iOS 15.0, *)
  public nonisolated func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { self }

  /// Switches autocorrection off (`true`) or on —
  /// https://developer.apple.com/documentation/swiftui/view/disableautocorrection(_:)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Switches autocorrection off (`true`) or on (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
  @available(iOS 16.0, *)
  public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// The label of the Return key of text inputs in the view (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
  @available(iOS 15.0, *)
  public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    EnvironmentModified(content: self) { $0.double.submitLabel = submitLabel }
  }

  /// Runs an action when a text input in the view submits (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  @available(iOS 15.0, *)
  public nonisolated func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View { OnSubmitView(content: self, triggers: triggers, action: action) }

  /// Binds the view's focus to a value (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  @available(iOS 15.0, *)
  public nonisolated func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    FocusedView(content: self, box: binding.box, value: AnyHashable(value), voiceOver: false)
  }

  /// Binds the view's focus to a Boolean (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:)
  @available(iOS 15.0, *)
  public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    FocusedView(content: self, box: condition.box, value: AnyHashable(true), voiceOver: false)
  }

  /// Whether the view can take focus (iOS 17) —
  /// https://developer.apple.com/documentation/swiftui/view/focusable(_:)
  @available(iOS 17.0, *)
  public nonisolated func focusable(_ isFocusable: Bool = true) -> some View {
    EnvironmentModified(content: self) { $0.double.focusable = isFocusable }
  }

  /// The view's accessibility label (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  @available(iOS 14.0, *)
  public nonisolated func accessibilityLabel(_ label: Text) -> some View {
    EnvironmentModified(content: self) { $0.double.accessibilityLabel = label.string }
  }

  /// The view's accessibility label (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  @available(iOS 14.0, *)
  public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    EnvironmentModified(content: self) { $0.double.accessibilityLabel = String(label) }
  }

  /// The view's accessibility hint (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-6jn9k
  @available(iOS 14.0, *)
  public nonisolated func accessibilityHint(_ hint: Text) -> some View { self }

  /// The view's accessibility hint (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-9yvhp
  @available(iOS 14.0, *)
  public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

  /// Binds the view's accessibility (VoiceOver) focus to a value (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
  @available(iOS 15.0, *)
  public nonisolated func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    FocusedView(content: self, box: binding.box, value: AnyHashable(value), voiceOver: true)
  }

  /// Adds accessibility traits (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  @available(iOS 14.0, *)
  public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    self
  }

  /// The identifier UI tests find the view by (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
  @available(iOS 14.0, *)
  public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View {
    EnvironmentModified(content: self) { $0.double.identifier = identifier }
  }

  /// The view's identity — https://developer.apple.com/documentation/swiftui/view/id(_:)
  public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }

  /// The fewest and most lines of a text input growing along its axis (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-4hzfa
  @available(iOS 16.0, *)
  public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    EnvironmentModified(content: self) { $0.double.lineLimit = limit }
  }

  /// The most lines of text in the view —
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-2ayz6
  public nonisolated func lineLimit(_ number: Int?) -> some View { self }

  /// The font of text in the view — https://developer.apple.com/documentation/swiftui/view/font(_:)
  public nonisolated func font(_ font: Font?) -> some View {
    EnvironmentModified(content: self) { environment in
      if let font { environment.double.font = font }
    }
  }

  /// The foreground colour (deprecated in a future iOS in favour of `foregroundStyle`) —
  /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public nonisolated func foregroundColor(_ color: Color?) -> some View { self }

  /// Disables the view — https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  public nonisolated func disabled(_ disabled: Bool) -> some View {
    EnvironmentModified(content: self) { $0.double.disabled = $0.double.disabled || disabled }
  }

  /// A fixed or flexible frame —
  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  /// ("minHeight: The minimum height of the resulting frame", "maxHeight: The maximum height of
  /// the resulting frame"). The double lays nothing out: it records the least and most height of
  /// the innermost such frame on the text inputs inside (``SwiftUINode/minFrameHeight``,
  /// ``SwiftUINode/maxFrameHeight``), so a test can read the height a `TextEditor` may take.
  public nonisolated func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    EnvironmentModified(content: self) { environment in
      if minHeight != nil || maxHeight != nil {
        environment.double.frameHeight = (minHeight, maxHeight)
      }
    }
  }

  /// Scales the view to fit its parent, keeping its aspect ratio (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/scaledtofit() ("Scales this view to
  /// fit its parent"). The double lays out no pixels: the frame's height is the view's.
  public nonisolated func scaledToFit() -> some View { self }

  /// Scales the view to fill its parent, keeping its aspect ratio (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/scaledtofill() ("Scales this view to
  /// fill its parent"). The double lays out no pixels: the frame's height is the view's.
  public nonisolated func scaledToFill() -> some View { self }

  /// Clips the view to its bounding rectangular frame (iOS 13) —
  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:) ("Clips this
  /// view to its bounding rectangular frame").
  public nonisolated func clipped(antialiased: Bool = false) -> some View { self }

  /// A fixed frame —
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  /// The double records its height on the views inside (``SwiftUINode/fixedHeight``).
  public nonisolated func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    EnvironmentModified(content: self) { environment in
      if let height { environment.double.fixedHeight = height }
    }
  }

  /// Padding of `length` on every edge —
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
  public nonisolated func padding(_ length: CGFloat) -> some View {
    PaddedView(content: self, top: length, bottom: length)
  }

  /// Padding on some edges —
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    // "nil: the system default amount": 16 points here (not documented by Apple).
    let amount = length ?? 16
    return PaddedView(
      content: self, top: edges.contains(.top) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0)
  }

  /// The title of the navigation bar while this view is shown (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  /// ("Configures the view's title for purposes of navigation, using a string"). The double
  /// shows it in the enclosing navigation container's bar (``SwiftUIHost/navigationTitle``).
  @available(iOS 14.0, *)
  public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    NavigationTitleView(content: self, title: String(title))
  }

  /// The title of the navigation bar, as a text view (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
  /// ("Configures the view's title for purposes of navigation"), shown as the string one is.
  @available(iOS 14.0, *)
  public nonisolated func navigationTitle(_ title: Text) -> some View {
    NavigationTitleView(content: self, title: title.string)
  }

  /// How scrolling dismisses the keyboard (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)
  @available(iOS 16.0, *)
  public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> some View
  { EnvironmentModified(content: self) { $0.double.scrollDismissMode = mode.value } }

  /// Runs an action when a value changes (iOS 14, deprecated in iOS 17) —
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public nonisolated func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { OnChangeView(content: self, value: value) { _, new in action(new) } }

  /// Runs an action with the old and new values when a value changes (iOS 17) —
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, *)
  public nonisolated func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { OnChangeView(content: self, value: value, initial: initial, action: action) }

  /// Runs an action when a value changes (iOS 17) —
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
  @available(iOS 17.0, *)
  public nonisolated func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs an action before the view appears —
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(content: self, appear: action, disappear: nil)
  }

  /// Runs an action after the view disappears —
  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(content: self, appear: nil, disappear: action)
  }

  /// Sets an environment value —
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public nonisolated func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  { EnvironmentModified(content: self) { $0[keyPath: keyPath] = value } }

  /// Toolbar items (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
  @available(iOS 14.0, *)
  public nonisolated func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { ToolbarView(content: self, toolbar: content()) }
}

/// `Alignment` — https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  /// The center — https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
  /// The leading edge — https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment()
}

// MARK: - State

/// `DynamicProperty` — https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// `Binding` — https://developer.apple.com/documentation/swiftui/binding
///
/// Apple: "A binding conforms to Sendable only if its wrapped value type also conforms to
/// Sendable." Its public initializer takes `@isolated(any) @Sendable` closures (the iOS 18 SDK's
/// signature), so a closure that captures a non-Sendable value does not compile in Swift 6 mode.
/// The stand-in reads and writes only the bindings it makes itself (`State`, `ObservedObject`,
/// `Bindable` projections); a binding from `init(get:set:)` has no synchronous reader here, since
/// an `@isolated(any)` function can only be called with `await`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: (() -> Value)?
  private let setter: ((Value) -> Void)?
  let isolatedGetter: (@isolated(any) @Sendable () -> Value)?
  let isolatedSetter: (@isolated(any) @Sendable (Value) -> Void)?

  /// A binding that reads and writes through closures —
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    getter = nil
    setter = nil
    isolatedGetter = get
    isolatedSetter = set
  }

  /// A binding of the stand-in's own state (not Apple API).
  init(reading get: @escaping () -> Value, writing set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    isolatedGetter = nil
    isolatedSetter = nil
  }

  /// A binding to an immutable value —
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(reading: { value }, writing: { _ in })
  }

  /// The value — https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get {
      guard let getter else { fatalError("the SwiftUI stand-in cannot read this binding") }
      return getter()
    }
    nonmutating set { setter?(newValue) }
  }

  /// The binding itself — https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value —
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      reading: { self.wrappedValue[keyPath: keyPath] },
      writing: {
        var value = self.wrappedValue
        value[keyPath: keyPath] = $0
        self.wrappedValue = value
      })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// `State` — https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>
  /// A state with an initial value —
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { box = StateBox(value) }
  /// A state with an initial value —
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { box = StateBox(value) }
  /// The value — https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// A binding to the value — https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(reading: { box.value }, writing: { box.value = $0 })
  }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// `StateObject`: an observable object the view owns (iOS 14) —
/// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, *)
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  nonisolated(unsafe) let thunk: () -> ObjectType
  nonisolated let box = ObjectBox<ObjectType>()
  /// Creates the object once per view identity, when SwiftUI first needs it —
  /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }
  /// The object — https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      // Apple: "SwiftUI creates a new instance of the model object only once during the lifetime
      // of the container that declares the state object"; read outside a view being updated,
      // there is none.
      fatalError("accessing a StateObject outside of being installed on a View")
    }
    return object
  }
  /// Bindings to the object's properties —
  /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// `ObservedObject`: an observable object the view observes —
/// https://developer.apple.com/documentation/swiftui/observedobject
@MainActor @preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// `ObservedObject.Wrapper`: bindings to the object's properties —
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
  @dynamicMemberLookup
  @MainActor @preconcurrency
  public struct Wrapper {
    let object: ObjectType
    /// A binding to a property of the object —
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(
        reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object — https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType
  /// Observes an object —
  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  @MainActor @preconcurrency
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Bindings to the object's properties —
  /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
  @MainActor @preconcurrency
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// `Bindable`: bindings to the properties of an `@Observable` object (iOS 17) —
/// https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object — https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value
  /// Wraps an object —
  /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }
  /// Wraps an object — https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }
  /// The bindings — https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
  /// A binding to a property of the object —
  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(
      reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
  }
}

// MARK: - Focus

/// `FocusState` (iOS 15) — https://developer.apple.com/documentation/swiftui/focusstate
@available(iOS 15.0, *)
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// `FocusState.Binding`: focus passed to another view —
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  @propertyWrapper
  public struct Binding {
    let box: FocusBox<Value>
    /// Made by `FocusState`'s `projectedValue` only: Apple's `FocusState.Binding` has no public
    /// initializer, so neither has the stand-in's.
    init(box: FocusBox<Value>) { self.box = box }

    /// The focused value —
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { box.read() }
      nonmutating set { box.write(newValue) }
    }
    /// The binding itself —
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// Focus on an optional value (`nil`: nothing focused) —
  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4tiw9
  ///
  /// Apple declares `init<T>() where Value == T?, T: Hashable`; with this compiler a generic
  /// initializer does not initialize `@FocusState var focus: Field?` by default, so the stand-in
  /// spells the same constraint as a conditional initializer.
  public init() where Value: ExpressibleByNilLiteral { box = FocusBox(Value(nilLiteral: ())) }

  let box: FocusBox<Value>

  /// The focused value — https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the focus —
  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

/// `AccessibilityFocusState`: where an assistive technology (VoiceOver) has its focus (iOS 15) —
/// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// `AccessibilityFocusState.Binding`: accessibility focus passed to another view —
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
  @propertyWrapper
  public struct Binding {
    let box: FocusBox<Value>
    /// Made by `AccessibilityFocusState`'s `projectedValue` only: Apple's
    /// `AccessibilityFocusState.Binding` has no public initializer, so neither has the stand-in's.
    init(box: FocusBox<Value>) { self.box = box }

    /// The focused value —
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { box.read() }
      nonmutating set { box.write(newValue) }
    }
    /// The binding itself —
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/projectedvalue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  /// Accessibility focus on an optional value (`nil`: none); spelt as `FocusState`'s (see there) —
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()-6pqpw
  public init() where Value: ExpressibleByNilLiteral {
    box = FocusBox(Value(nilLiteral: ()), voiceOver: true)
  }

  let box: FocusBox<Value>

  /// The focused value —
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/wrappedvalue
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the accessibility focus —
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }
}

// MARK: - Environment

/// `EnvironmentKey` — https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when none was set —
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Value { get }
}

/// `EnvironmentValues` — https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]
  /// What the double's modifiers pass down (not Apple API).
  var double = DoubleEnvironment()
  /// Creates empty values —
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}
  /// The value for a key —
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1t6f3
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// `Environment` — https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()
  /// Reads an environment value —
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// The value — https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

// MARK: - Toolbars

/// `ToolbarContent` (iOS 14) — https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// `ToolbarContentBuilder` (iOS 14): `if` and `if`–`else` in a toolbar need iOS 16 —
/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
  /// One item (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// Two items (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1)
    -> TupleToolbarContent<(C0, C1)>
  {
    TupleToolbarContent((c0, c1))
  }
  /// An expression (iOS 14) —
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// An `if` without `else` (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
  @available(iOS 16.0, *)
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`–`else` (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
  @available(iOS 16.0, *)
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(first: first)
  }
  /// The second branch of an `if`–`else` (iOS 16) —
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
  @available(iOS 16.0, *)
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(second: second)
  }
}

@available(iOS 14.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

@available(iOS 14.0, *)
extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}

/// Several toolbar items — https://developer.apple.com/documentation/swiftui/tupletoolbarcontent
@available(iOS 14.0, *)
public nonisolated struct TupleToolbarContent<T>: ToolbarContent {
  let value: T
  nonisolated init(_ value: T) { self.value = value }
}

/// `ToolbarItemPlacement` (iOS 14) —
/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
  /// The placement's name (the double's).
  let name: String
  init(name: String = "automatic") { self.name = name }
  /// SwiftUI's choice —
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
  public static let automatic = ToolbarItemPlacement()
  /// Above the keyboard (iOS 15) —
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard
  @available(iOS 15.0, *)
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// `ToolbarItemGroup` (iOS 14) — https://developer.apple.com/documentation/swiftui/toolbaritemgroup
@available(iOS 14.0, *)
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent {
  /// A group of items at a placement —
  /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
  public nonisolated init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
  let placement: ToolbarItemPlacement
  let content: Content
}

/// `Animation` — https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Sendable {
  /// The default animation — https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
}
