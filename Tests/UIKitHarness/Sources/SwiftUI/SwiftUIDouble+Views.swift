// How the double evaluates each primitive view and modifier, and keeps each dynamic property's
// storage per view identity. Not Apple API.

// MARK: - Storage

/// A `@State`'s value: in the view graph once installed (`StateLocation`), else the initial value.
/// Apple: "Accessing State's value outside of being installed on a View … will result in a
/// constant Binding of the initial value and will not update"
/// (https://developer.apple.com/documentation/swiftui/state), so a write before installation is
/// dropped.
final class StateBox<Value>: @unchecked Sendable {
  let initial: Value
  var location: StateLocation<Value>?
  init(_ initial: Value) { self.initial = initial }
  var value: Value {
    get { location?.value ?? initial }
    set {
      guard let location else { return }
      location.value = newValue
      location.ledger?.isDirty = true
    }
  }
}

/// A `@State`'s storage for one view identity.
final class StateLocation<Value>: @unchecked Sendable {
  var value: Value
  weak var ledger: DoubleLedger?
  init(_ value: Value, ledger: DoubleLedger) {
    self.value = value
    self.ledger = ledger
  }
}

/// The object of a `@StateObject` for the view being updated.
final class ObjectBox<ObjectType>: @unchecked Sendable {
  var object: ObjectType?
}

/// A `@StateObject`'s object for one view identity, created once, and its subscription.
final class ObjectHolder {
  let object: AnyObject
  var subscription: AnyCancellable?
  init(_ object: AnyObject) { self.object = object }
}

/// An `@ObservedObject`'s subscription for one view identity.
final class SubscriptionHolder {
  weak var object: AnyObject?
  var subscription: AnyCancellable?
}

/// The focus state a `@FocusState` (or `@AccessibilityFocusState`) reads and writes.
final class FocusBox<Value: Hashable>: @unchecked Sendable {
  /// The value before installation (`nil`: a binding not made by a focus state).
  let initial: Value?
  let voiceOver: Bool
  var store: FocusStore<Value>?
  init(_ initial: Value?, voiceOver: Bool = false) {
    self.initial = initial
    self.voiceOver = voiceOver
  }
  func read() -> Value {
    guard let value = store?.value ?? initial else {
      fatalError("a focus binding not made by a FocusState has no value")
    }
    return value
  }
  func write(_ value: Value) { store?.write(value) }
}

/// The environment an `@Environment` reads, once installed.
final class EnvironmentBox: @unchecked Sendable {
  var values: EnvironmentValues?
}

/// What the double's modifiers pass down the environment.
struct DoubleEnvironment {
  var identifier: String?
  var accessibilityLabel: String?
  var accessibilityValue: String?
  var accessibilityHidden = false
  var disabled = false
  var inNavigation = false
  var focusClaim: FocusClaim?
  var voiceOverClaim: FocusClaim?
  var focusable = false
  var keyboardToolbars: [KeyboardToolbarGroup] = []
  var scrollDismissMode: ScrollDismissesKeyboardModeValue?
  var dragActions: [() -> Void] = []
  /// The end handlers of the single-tap gestures attached around the view
  /// (`gesture(_:including:)`), innermost last.
  var tapActions: [() -> Void] = []
  var bottomInsets: [String] = []
  /// The height the bottom safe-area insets around the view take from it, spacing included
  /// (``SwiftUINode/insetHeight``).
  var bottomInsetHeight: CGFloat = 0
  /// The height the top safe-area insets around the view take from it, spacing included.
  var topInsetHeight: CGFloat = 0
  /// Whether an `ignoresSafeArea(_:edges:)` with the keyboard region and the bottom edge is
  /// around the view.
  var ignoresKeyboard = false
  /// The height of the innermost `frame(width:height:)` with a height around the view.
  var fixedHeight: CGFloat?
  var inScrollView = false
  var submitLabel: Any?
  /// The innermost `textContentType(_:)` around the view (`nil`: none, or none set).
  var textContentType: UITextContentType?
  /// The type name of the innermost `textFieldStyle(_:)` around the view, if any.
  var textFieldStyle: String?
  /// The type name of the innermost `buttonStyle(_:)` around the view, if any.
  var buttonStyle: String?
  var submitActions: [() -> Void] = []
  var lineLimit: ClosedRange<Int>?
  /// The least and most height of the innermost `frame(minHeight:…maxHeight:)` around the view.
  var frameHeight: (min: CGFloat?, max: CGFloat?)?
  var rowLevel = false
  var tag: AnyHashable?
  var menu: PresentationState?
  var menuDismisses: Bool?
  /// The innermost `font(_:)` around the view, if any.
  var font: Font?
}

// MARK: - Dynamic properties

extension State: DoubleDynamicProperty {
  @MainActor func install(in graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let ledger = graph.ledger
    box.location = graph.stored(key) { StateLocation(box.initial, ledger: ledger) }
  }
}

@available(iOS 14.0, *)
extension StateObject: DoubleDynamicProperty {
  /// Apple: "SwiftUI creates a new instance of the model object only once during the lifetime of
  /// the container that declares the state object"; the initializer's argument is evaluated
  /// only then (https://developer.apple.com/documentation/swiftui/stateobject).
  @MainActor func install(in graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let ledger = graph.ledger
    let holder = graph.stored(key) { () -> ObjectHolder in
      let object = thunk()
      let holder = ObjectHolder(object)
      holder.subscription = (object.objectWillChange as? ObservableObjectPublisher)?.sink {
        _ in ledger.isDirty = true
      }
      return holder
    }
    box.object = holder.object as? ObjectType
  }
}

extension ObservedObject: DoubleDynamicProperty {
  /// The view updates when the object's `objectWillChange` publishes
  /// (https://developer.apple.com/documentation/swiftui/observedobject).
  @MainActor func install(in graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let ledger = graph.ledger
    let holder = graph.stored(key) { SubscriptionHolder() }
    guard holder.object !== wrappedValue else { return }
    holder.object = wrappedValue
    holder.subscription = (wrappedValue.objectWillChange as? ObservableObjectPublisher)?.sink {
      _ in ledger.isDirty = true
    }
  }
}

@available(iOS 15.0, *)
extension FocusState: DoubleDynamicProperty {
  @MainActor func install(in graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let ledger = graph.ledger
    box.store = graph.stored(key) {
      FocusStore(value: box.read(), voiceOver: false, ledger: ledger)
    }
  }
}

@available(iOS 15.0, *)
extension AccessibilityFocusState: DoubleDynamicProperty {
  @MainActor func install(in graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let ledger = graph.ledger
    box.store = graph.stored(key) {
      FocusStore(value: box.read(), voiceOver: true, ledger: ledger)
    }
  }
}

extension Environment: DoubleDynamicProperty {
  @MainActor func install(in graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.values = environment
  }
}

// MARK: - Containers and controls

extension ViewGraph {
  /// Renders an existential view.
  func renderAny(_ view: any View, _ context: RenderContext) {
    render(view, context)
  }

  /// Renders a `Form` row, or leaves it unrealized outside the window of rows on screen. A
  /// `Form` is a list (on iOS, "Form … presents its content like a List",
  /// https://developer.apple.com/documentation/swiftui/form), and a list creates its rows
  /// lazily, as they scroll into view ("List … lazily … loads and displays rows",
  /// https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks).
  ///
  /// A row not created still has its identity in the list's content: `scrollTo` finds it
  /// ("Scans all scroll views contained by the proxy for the first with a child view with
  /// identifier id, and then scrolls to that view",
  /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)), so
  /// the double notes the explicit ids (`id(_:)`) inside it, evaluating it without keeping
  /// anything of it (no node, no state, no appearance).
  func renderRow(_ view: any View, _ context: RenderContext) {
    let index = formRow
    formRow += 1
    var context = context
    context.environment.double.rowLevel = false
    if let window = formRowWindow, !window.contains(index) {
      noteIDs(ofRowNotCreated: view, index: index, context)
      return
    }
    renderAny(view, context)
  }

  private func noteIDs(ofRowNotCreated view: any View, index: Int, _ context: RenderContext) {
    let saved = (
      usedKeys, storage, newAppearances, appearanceOrder, changeValues, afterUpdate.count,
      idNodes, duplicateIDs
    )
    let scratch = SwiftUINode(kind: .container("rowNotCreated"), path: context.path)
    var scratchContext = context
    scratchContext.parent = scratch
    renderAny(view, scratchContext)
    for node in scratch.subtree {
      if let id = node.explicitID { rowIDsNotCreated[id] = index }
    }
    usedKeys = saved.0
    storage = saved.1
    newAppearances = saved.2
    appearanceOrder = saved.3
    changeValues = saved.4
    afterUpdate.removeLast(afterUpdate.count - saved.5)
    idNodes = saved.6
    duplicateIDs = saved.7
  }
}

/// Views whose children are a list's rows when inside a `Form` or `Section`.
protocol RowContainer {}

/// A `Section`: inside a `Form`, a group of rows, not a row.
protocol FormSectionMarker {}

extension Section: FormSectionMarker {}

extension TupleView: RowContainer, DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      if context.environment.double.rowLevel, !(view is any FormSectionMarker) {
        graph.renderRow(view, context.child("\(index)"))
      } else {
        graph.renderAny(view, context.child("\(index)"))
      }
    }
  }
}

extension _ConditionalContent: DoublePrimitive where TrueContent: View, FalseContent: View {
  /// The branches have different identities: switching branches replaces the views
  /// (https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    switch storage {
    case .first(let view): graph.render(view, context.child("T"))
    case .second(let view): graph.render(view, context.child("F"))
    }
  }
}

extension Optional: DoublePrimitive where Wrapped: View {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    if let view = self { graph.render(view, context.child("some")) }
  }
}

extension EmptyView: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {}
}

extension Spacer: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {}
}

extension Color: DoublePrimitive {
  /// A colour fills the space offered; in the double a `Color` container records the fixed
  /// height it is given (``SwiftUINode/fixedHeight``), as a spacer of that height would take.
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("Color", context) { _ in }
    context.parent.children.last?.fixedHeight = context.environment.double.fixedHeight
  }
}

extension AnyView: DoublePrimitive {
  /// A different erased type is a different view (https://developer.apple.com/documentation/swiftui/anyview).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.renderAny(view, context.child("\(type(of: view))"))
  }
}

extension Text: DoublePrimitive {
  /// The text's own font wins over the environment's: `Text.font(_:)` "Sets the default font for
  /// text in the view" (https://developer.apple.com/documentation/swiftui/text/font(_:)), the
  /// innermost setting applying.
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.text, context, text: string)
    if let font { node.font = font }
  }
}

@available(iOS 14.0, *)
extension ProgressView: DoublePrimitive {
  /// A spinner a user sees (https://developer.apple.com/documentation/swiftui/progressview:
  /// "indeterminate (progressing or not) types of progress").
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.leaf(.progressView, context, text: nil)
  }
}

extension Image: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.leaf(.image, context, text: systemName)
  }
}

extension GeometryReader: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("GeometryReader", context) {
      // Inside the content of safe-area insets, less their height (`SafeAreaInset.swift`).
      var size = graph.geometryReaderSize(
        ignoringKeyboard: context.environment.double.ignoresKeyboard)
      size.height = max(
        0,
        size.height - context.environment.double.bottomInsetHeight
          - context.environment.double.topInsetHeight)
      let reader = $0.parent
      let frame: (CoordinateSpace) -> CGRect = { [weak graph] _ in
        MainActor.assumeIsolated {
          graph?.readerFrame(reader, size: size) ?? CGRect(origin: .zero, size: size)
        }
      }
      graph.render(content(GeometryProxy(size: size, frame: frame)), $0)
    }
  }
}

extension VStack: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("VStack", context, spacing: spacing) { graph.render(content, $0) }
  }
}

extension HStack: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("HStack", context) { graph.render(content, $0) }
  }
}

extension Group: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.render(content, context)
  }
}

extension ScrollView: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    context.environment.double.inScrollView = true
    graph.container("ScrollView", context) { graph.render(content, $0) }
  }
}

@available(iOS 14.0, *)
extension ScrollViewReader: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.render(content(ScrollViewProxy(graph: graph)), context)
  }
}

extension NavigationView: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    context.environment.double.inNavigation = true
    graph.container("NavigationView", context) { graph.render(content, $0) }
  }
}

@available(iOS 16.0, *)
extension NavigationStack: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    context.environment.double.inNavigation = true
    graph.container("NavigationStack", context) { graph.render(root, $0) }
  }
}

extension Form: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("Form", context) { inner in
      var inner = inner
      inner.environment.double.rowLevel = true
      if content is any RowContainer || content is any FormSectionMarker {
        graph.render(content, inner)
      } else {
        graph.renderRow(content, inner)
      }
    }
  }
}

extension Section: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.container("Section", context) { inner in
      var plain = inner
      plain.environment.double.rowLevel = false
      graph.render(header, plain.child("header"))
      var rows = inner.child("content")
      rows.environment.double.rowLevel = true
      if content is any RowContainer {
        graph.render(content, rows)
      } else {
        graph.renderRow(content, rows)
      }
      graph.render(footer, plain.child("footer"))
    }
  }
}

extension ForEach: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    for element in data {
      graph.render(content(element), context.child("\(element[keyPath: idPath])"))
    }
  }
}

extension Button: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.button, context)
    node.action = action
    node.buttonRole = roleName
    node.buttonStyleName = context.environment.double.buttonStyle
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
  }
}

extension Toggle: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.toggle, context)
    node.boolBinding = isOn
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
  }
}

extension TextField: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(vertical ? .verticalTextField : .textField, context, text: title)
    node.textBinding = text
    node.selectionBinding = selection
  }
}

extension SecureField: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.secureField, context, text: title)
    node.textBinding = text
  }
}

@available(iOS 14.0, *)
extension TextEditor: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.textEditor, context)
    node.textBinding = text
  }
}

// MARK: - Modifiers

extension ModifiedContent: DoublePrimitive where Content: View, Modifier: ViewModifier {
  /// A modifier's body wraps the content; the modifier's own state lives at its position.
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let inner = context.child("modifier")
    graph.installProperties(of: modifier, inner)
    let body = modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
    graph.render(body, inner)
  }
}

extension _ViewModifier_Content: DoublePrimitive {
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    graph.renderAny(content, context.child("content"))
  }
}

/// A view with its environment changed (`environment(_:_:)`, and the modifiers the double models
/// as environment: submit label, accessibility identifier and label, disabled, line limit, scroll
/// dismissal, focusability).
nonisolated struct EnvironmentModified<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let transform: (inout EnvironmentValues) -> Void

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    transform(&context.environment)
    graph.render(content, context)
  }
}

/// `onSubmit(of:_:)`: "You may set this action on an individual view or an entire view
/// hierarchy" (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): every
/// text input below runs it on Return.
@available(iOS 15.0, *)
nonisolated struct OnSubmitView<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let triggers: SubmitTriggers
  let action: () -> Void

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    if triggers.contains(.text) { context.environment.double.submitActions.append(action) }
    graph.render(content, context)
  }
}

/// `focused(_:equals:)` and `accessibilityFocused(_:equals:)`: the views below are associated
/// with the value (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:):
/// "Modifies this view by binding its focus state to the given state value").
nonisolated struct FocusedView<Content: View, Value: Hashable>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let box: FocusBox<Value>
  let value: AnyHashable
  let voiceOver: Bool

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    if let store = box.store {
      let claim = FocusClaim(store: store, value: value)
      if voiceOver {
        context.environment.double.voiceOverClaim = claim
      } else {
        context.environment.double.focusClaim = claim
      }
    }
    graph.render(content, context)
  }
}

/// `id(_:)`: "Binds a view's identity to the given proxy value": a new id is a new view, and a
/// `ScrollViewProxy` finds the view by it (https://developer.apple.com/documentation/swiftui/view/id(_:)).
nonisolated struct IdentifiedView<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let id: AnyHashable

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let context = context.child("#\(id)")
    graph.container("id", context, explicitID: id) { graph.render(content, $0) }
  }
}

/// `padding(_:_:)` on the top or bottom edge: "Adds an equal padding amount to specific edges of
/// this view" (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)). A padding
/// container in the realized tree, with the vertical amounts the double's layout adds around its
/// content (``SwiftUINode/layoutHeight``); padding on the side edges alone adds no node (the
/// double lays out heights only).
nonisolated struct PaddedView<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let top: CGFloat
  let bottom: CGFloat

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    guard top != 0 || bottom != 0 else {
      graph.render(content, context)
      return
    }
    graph.container("padding", context, padding: (top, bottom)) { graph.render(content, $0) }
  }
}

/// `onChange(of:)`: the action runs after an update in which the value differs from the
/// previous update's ("When the value changes, the new version of the closure will be called",
/// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg), not
/// on the first (unless `initial`).
nonisolated struct OnChangeView<Content: View, Value: Equatable>: PrimitiveViewStub,
  DoublePrimitive
{
  let content: Content
  let value: Value
  var initial = false
  let action: (Value, Value) -> Void

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    // Each modifier is a view of its own, with its own identity.
    let context = context.child("onChange")
    let key = context.path
    if initial, graph.changeValues[key] == nil {
      let value = value
      let action = action
      graph.afterUpdate.append { action(value, value) }
    }
    graph.registerChange(key, value: value, action: action)
    graph.render(content, context)
  }
}

/// `onAppear(perform:)` and `onDisappear(perform:)`, by view identity.
nonisolated struct LifecycleView<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let context = context.child("lifecycle")
    graph.registerAppearance(context.path, appear: appear, disappear: disappear)
    graph.render(content, context)
  }
}

/// A toolbar's groups as the double collects them.
@MainActor
protocol DoubleToolbarContent {
  @MainActor func keyboardGroups(_ path: String) -> [KeyboardToolbarGroup]
  @MainActor func navigationBarGroups(_ path: String) -> [NavigationBarGroup]
}

@available(iOS 14.0, *)
extension ToolbarItemGroup: DoubleToolbarContent {
  @MainActor func keyboardGroups(_ path: String) -> [KeyboardToolbarGroup] {
    guard placement.name == "keyboard" else { return [] }
    let content = content
    return [KeyboardToolbarGroup(path: path) { graph, context in graph.render(content, context) }]
  }

  /// A group at an edge of the navigation bar: `topBarLeading` ("A placement for items in the
  /// leading edge of the top bar",
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading) or
  /// `topBarTrailing`.
  @MainActor func navigationBarGroups(_ path: String) -> [NavigationBarGroup] {
    guard placement.name == "topBarLeading" || placement.name == "topBarTrailing" else {
      return []
    }
    let content = content
    return [
      NavigationBarGroup(path: path, placement: placement.name, environment: EnvironmentValues()) {
        graph, context in graph.render(content, context)
      }
    ]
  }
}

@available(iOS 14.0, *)
extension TupleToolbarContent: DoubleToolbarContent {
  @MainActor func keyboardGroups(_ path: String) -> [KeyboardToolbarGroup] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, child in
      (child.value as? any DoubleToolbarContent)?.keyboardGroups(path + "/\(index)") ?? []
    }
  }

  @MainActor func navigationBarGroups(_ path: String) -> [NavigationBarGroup] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, child in
      (child.value as? any DoubleToolbarContent)?.navigationBarGroups(path + "/\(index)") ?? []
    }
  }
}

/// `navigationTitle(_:)`: inside a navigation container, the bar's title for this update, read
/// anew each time the view renders (so a title read from a model follows it). Outside one there
/// is no navigation bar to title.
@available(iOS 14.0, *)
nonisolated struct NavigationTitleView<Content: View>: PrimitiveViewStub, DoublePrimitive {
  let content: Content
  let title: String

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    if context.environment.double.inNavigation { graph.navigationTitle = title }
    graph.render(content, context)
  }
}

/// `toolbar(content:)`: the keyboard groups join those of the ancestors for the views below.
@available(iOS 14.0, *)
nonisolated struct ToolbarView<Content: View, Toolbar: ToolbarContent>: PrimitiveViewStub,
  DoublePrimitive
{
  let content: Content
  let toolbar: Toolbar

  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    var context = context
    if let toolbar = toolbar as? any DoubleToolbarContent {
      context.environment.double.keyboardToolbars += toolbar.keyboardGroups(
        context.path + ".toolbar")
      // The navigation bar's items show in the enclosing navigation container's bar, with the
      // environment of the view the toolbar modifies.
      if context.environment.double.inNavigation {
        for var group in toolbar.navigationBarGroups(context.path + ".toolbar") {
          group.environment = context.environment
          graph.navigationBarGroups.append(group)
        }
      }
    }
    graph.render(content, context)
  }
}
