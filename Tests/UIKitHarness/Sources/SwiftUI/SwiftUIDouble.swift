import Foundation
import UIKit

// The SwiftUI double's engine: it evaluates a view tree as SwiftUI would (bodies, modifiers,
// dynamic properties kept per view identity, the environment), realizes it into nodes a test can
// inspect and drive, and models the behaviour of focus, submission, keyboard toolbars, scrolling
// and lifetime that formc's screens depend on. Not Apple API; every modelled rule cites Apple's
// documentation (or a documented observation) where it is implemented.

/// What a realized node is. Not Apple API.
/// double only: what a realized node is.
public enum SwiftUINodeKind: Equatable, Sendable {
  /// A container or modifier with an identity of its own (`id(_:)`, stacks, scroll views).
  case container(String)
  /// A `Text`.
  case text
  /// An `Image`.
  case image
  /// A single-line `TextField`.
  case textField
  /// A `TextField` that grows along the vertical axis (iOS 16).
  case verticalTextField
  /// A `SecureField`.
  case secureField
  /// A `TextEditor`.
  case textEditor
  /// A `Button`.
  case button
  /// A `Toggle`.
  case toggle
  /// A `Picker`.
  case picker
  /// A `DatePicker`.
  case datePicker
  /// A `Stepper`.
  case stepper
  /// A `Slider`.
  case slider
  /// A `NavigationLink`.
  case navigationLink
  /// A `Menu`.
  case menu
  /// An indeterminate `ProgressView` (a spinner).
  case progressView
}

/// A view realized by the double: what a user sees and touches. Not Apple API.
/// double only: a view realized by the double.
@MainActor
public final class SwiftUINode {
  /// What the node is.
  /// double only: what the node is.
  public let kind: SwiftUINodeKind
  /// The node's children, in order.
  /// double only: the node's children, in order.
  public internal(set) var children: [SwiftUINode] = []
  /// The node's parent.
  /// double only: the node's parent.
  public internal(set) weak var parent: SwiftUINode?
  /// The structural identity of the view (its path in the tree, with explicit ids).
  let path: String
  /// The text of a `Text`, the title of a text input or button.
  /// double only: the text of a `Text`, the title of a text input or button.
  public internal(set) var text: String?
  /// The accessibility identifier (`accessibilityIdentifier(_:)`).
  /// double only: the accessibility identifier.
  public internal(set) var identifier: String?
  /// The accessibility label (`accessibilityLabel(_:)`).
  /// double only: the accessibility label.
  public internal(set) var accessibilityLabel: String?
  /// The accessibility value (`accessibilityValue(_:)`).
  /// double only: the accessibility value.
  public internal(set) var accessibilityValue: String?
  /// Whether the view is hidden from accessibility (`accessibilityHidden(_:)`).
  /// double only: whether the view is hidden from accessibility.
  public internal(set) var isAccessibilityHidden = false
  /// The explicit identity (`id(_:)`) of a container.
  /// double only: the explicit identity.
  public internal(set) var explicitID: AnyHashable?
  /// Whether the node is disabled (`disabled(_:)`).
  /// double only: whether the node is disabled.
  public internal(set) var isDisabled = false
  /// The role of a button made with one (`Button(_:role:action:)`): `"destructive"` or
  /// `"cancel"`.
  /// double only: the role of a button made with one.
  public internal(set) var buttonRole: String?
  /// The name of the Return key label of a text input (`submitLabel(_:)`: `"next"`, `"done"`,
  /// …), if one was set.
  /// double only: the name of the Return key label of a text input.
  public internal(set) var submitLabelName: String?
  /// The content type of a text input (the innermost `textContentType(_:)` around it), if set.
  /// double only: the content type of a text input.
  public internal(set) var textContentType: UITextContentType?
  /// The type name of the text field style of a text input (the innermost
  /// `textFieldStyle(_:)` around it), if one is set.
  /// double only: the type name of the text field style of a text input.
  public internal(set) var textFieldStyleName: String?
  /// The type name of the button style of a button (the innermost `buttonStyle(_:)` around
  /// it), if one is set.
  /// double only: the type name of the button style of a button.
  public internal(set) var buttonStyleName: String?
  /// The line limit of a text input growing vertically.
  /// double only: the line limit of a text input growing vertically.
  public internal(set) var lineLimit: ClosedRange<Int>?
  /// The least height of a text input's innermost flexible frame
  /// (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`), if one
  /// sets it.
  /// double only: the least height of a text input's innermost flexible frame.
  public internal(set) var minFrameHeight: CGFloat?
  /// The most height of a text input's innermost flexible frame, if one sets it.
  /// double only: the most height of a text input's innermost flexible frame, if one ….
  public internal(set) var maxFrameHeight: CGFloat?
  /// The least height of the innermost flexible frame around the node, whatever the node
  /// (``minFrameHeight`` is a text input's): a bottom safe-area inset counts it
  /// (``insetHeight``).
  var leastFrameHeight: CGFloat?
  /// Whether the node is inside a navigation container.
  /// double only: whether the node is inside a navigation container.
  public internal(set) var inNavigationContainer = false
  var textBinding: Binding<String>?
  /// A text field's selection binding (`init(_:text:selection:prompt:axis:)`, iOS 18), if any.
  var selectionBinding: TextFieldSelection?
  var boolBinding: Binding<Bool>?
  var action: (() -> Void)?
  var submitActions: [() -> Void] = []
  var focusClaim: FocusClaim?
  var voiceOverClaim: FocusClaim?
  var focusableByModifier = false
  var keyboardToolbars: [KeyboardToolbarGroup] = []
  var scrollDismissMode: ScrollDismissesKeyboardModeValue?
  /// The change handlers of the drag gestures attached around the node
  /// (`simultaneousGesture(_:including:)`).
  var dragActions: [() -> Void] = []
  /// The end handlers of the single-tap gestures attached around the node
  /// (`gesture(_:including:)`), innermost last.
  var tapActions: [() -> Void] = []
  /// The paths of the bottom safe-area insets around the node
  /// (`safeAreaInset(edge:alignment:spacing:content:)`).
  var bottomInsets: [String] = []
  /// The height of the top safe-area insets around the node when it was realized, spacing
  /// included (a scroll view rests its content below them, ``ViewGraph/topInset(of:)``): read
  /// from the environment, as the insets are evaluated before the content they modify, so that
  /// a reader in the content reads this update's insets, not the last update's tree.
  var topInsetHeight: CGFloat = 0
  /// Whether the node's content ignores the keyboard's region of the safe area at the bottom
  /// edge (`ignoresSafeArea(_:edges:)` with `.keyboard` around it): it does not move or shrink
  /// for the keyboard.
  /// double only: whether the node's content ignores the keyboard's region of the safe ….
  public internal(set) var ignoresKeyboardSafeArea = false
  /// The height of the innermost `frame(width:height:)` with a height around the node, if any.
  /// double only: the height of the innermost `frame(width:height:)` with a height ….
  public internal(set) var fixedHeight: CGFloat?
  /// A bottom safe-area inset's `spacing` (its container's; 0 when `nil`, the double not
  /// modelling the default amount).
  var insetSpacing: CGFloat = 0
  /// Whether a `safeAreaInset` container is at the top edge (else the bottom).
  var insetsTop = false
  /// A `background` container's: the views it is behind (the modified view's nodes).
  var behind: [SwiftUINode] = []
  var inScrollView = false
  /// The `tag(_:)` of the view (a picker's option).
  /// double only: the `tag(_:)` of the view.
  public internal(set) var tag: AnyHashable?
  /// A picker's: sets the selection to an option's tag.
  var choose: ((AnyHashable) -> Bool)?
  /// A date picker's: sets the date.
  var pickDate: ((Date) -> Void)?
  /// A stepper's: moves the value by whole steps.
  var adjust: ((Int) -> Void)?
  /// A slider's: moves the thumb to a value.
  var slide: ((Double) -> Void)?
  /// The open menu the view is an item of.
  var menu: PresentationState?
  /// Whether performing the view's action dismisses its menu (`menuActionDismissBehavior(_:)`;
  /// `nil`: automatic).
  var menuDismisses: Bool?
  /// The font of a `Text` (its own `font(_:)`, else the innermost around it), if one is set.
  var font: Font?
  /// The spacing of a `VStack` (`nil`: the stack's default).
  var stackSpacing: CGFloat?
  /// The vertical amounts of a padding container (`padding(_:_:)`).
  var padding: (top: CGFloat, bottom: CGFloat) = (0, 0)
  /// The node's ``layoutHeight`` at a text size, once worked out (`SwiftUIDouble+LayoutMemo.swift`).
  var heightMemo: (category: UIContentSizeCategory, height: CGFloat)?
  /// Whether the node is a container whose content is rendered (``ViewGraph/container(_:_:explicitID:spacing:padding:content:)``
  /// returned): nothing its height depends on changes for the rest of the update.
  var isRendered = false
  /// A scroll container's ``contentTops`` at a text size, once worked out.
  var contentTopsMemo: (category: UIContentSizeCategory, tops: [ObjectIdentifier: CGFloat])?

  init(kind: SwiftUINodeKind, path: String) {
    self.kind = kind
    self.path = path
  }

  /// Whether the node is a text input (the keyboard's views).
  /// double only: whether the node is a text input.
  public var isTextInput: Bool {
    switch kind {
    case .textField, .verticalTextField, .secureField, .textEditor: return true
    default: return false
    }
  }

  /// The node and its descendants, depth first. Built into one array (not an array per level
  /// joined at each: a deep tree made that quadratic).
  /// double only: the node and its descendants, depth first.
  public var subtree: [SwiftUINode] {
    var nodes: [SwiftUINode] = []
    appendSubtree(to: &nodes)
    return nodes
  }

  private func appendSubtree(to nodes: inout [SwiftUINode]) {
    nodes.append(self)
    for child in children { child.appendSubtree(to: &nodes) }
  }

  /// The first node of the subtree, depth first, for which `predicate` holds; the nodes after it
  /// are not visited.
  func firstInSubtree(where predicate: (SwiftUINode) -> Bool) -> SwiftUINode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.firstInSubtree(where: predicate) { return found }
    }
    return nil
  }

  /// The first node of the subtree with the accessibility identifier.
  /// double only: the first node of the subtree with the accessibility identifier.
  public func first(identifier: String) -> SwiftUINode? {
    firstInSubtree { $0.identifier == identifier }
  }

  /// The texts of the subtree's `Text` views, in order.
  /// double only: the texts of the subtree's `Text` views, in order.
  public var texts: [String] { subtree.filter { $0.kind == .text }.compactMap(\.text) }

  /// What VoiceOver reads as the label of this node as one element (a link's, menu's or
  /// button's label, whose views make one element): its accessibility label, else the texts of
  /// its subtree that are not hidden from accessibility, joined by ", ". A combined element
  /// "merges properties from all non-hidden children"
  /// (https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine), and
  /// a hidden view is hidden "from system accessibility features"
  /// (https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)).
  public var elementLabel: String {
    if let accessibilityLabel { return accessibilityLabel }
    return subtree.filter { $0.kind == .text && !$0.isAccessibilityHidden }.compactMap(\.text)
      .joined(separator: ", ")
  }

  /// What VoiceOver reads as the value of this node as one element: the accessibility value
  /// set on it or merged from its subtree ("a textual description of the value that the view
  /// contains", https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo).
  public var elementValue: String? {
    firstInSubtree { $0.accessibilityValue != nil }?.accessibilityValue
  }

  /// Whether a `Form` holds the node.
  var isInsideForm: Bool {
    var current = parent
    while let node = current {
      if node.kind == .container("Form") { return true }
      current = node.parent
    }
    return false
  }

  /// Whether the node is the same view as `other` (in another update).
  func isSameView(as other: SwiftUINode) -> Bool { path == other.path && kind == other.kind }

  func add(_ child: SwiftUINode) {
    child.parent = self
    children.append(child)
  }
}

/// A `focused(_:equals:)` binding that applies to a view: the focus store and the value.
struct FocusClaim {
  let store: AnyFocusStore
  let value: AnyHashable
}

/// A keyboard toolbar group (`ToolbarItemGroup(placement: .keyboard)`) found in the ancestry.
struct KeyboardToolbarGroup {
  let path: String
  let render: @MainActor (ViewGraph, RenderContext) -> Void
}

/// A navigation bar group (`ToolbarItemGroup(placement: .topBarLeading)` or `.topBarTrailing`)
/// of a `toolbar` inside a navigation container, with the environment it renders in.
struct NavigationBarGroup {
  let path: String
  /// `topBarLeading` or `topBarTrailing`.
  let placement: String
  var environment: EnvironmentValues
  let render: @MainActor (ViewGraph, RenderContext) -> Void
}

/// A focus state's storage, kept per view identity. Only used on the main actor (the double's
/// views and host), from nonisolated property wrappers.
class AnyFocusStore: @unchecked Sendable {
  var anyValue: AnyHashable? { nil }
  var isReset: Bool { true }
  func reset() {}
  func set(_ value: AnyHashable) {}
}

final class FocusStore<Value: Hashable>: AnyFocusStore, @unchecked Sendable {
  var value: Value
  let resetValue: Value
  let voiceOver: Bool
  weak var ledger: DoubleLedger?

  init(value: Value, voiceOver: Bool, ledger: DoubleLedger) {
    self.value = value
    resetValue = value
    self.voiceOver = voiceOver
    self.ledger = ledger
  }

  override var anyValue: AnyHashable? { isReset ? nil : AnyHashable(value) }
  override var isReset: Bool { value == resetValue }
  override func reset() {
    guard value != resetValue else { return }
    value = resetValue
    ledger?.isDirty = true
  }
  override func set(_ value: AnyHashable) {
    guard let value = value.base as? Value, value != self.value else { return }
    self.value = value
    ledger?.isDirty = true
  }

  func write(_ newValue: Value) {
    guard newValue != value else { return }
    value = newValue
    guard let ledger else { return }
    ledger.isDirty = true
    if voiceOver {
      ledger.voiceOverWritten.append(self)
    } else {
      ledger.writtenFocus.append(self)
      ledger.events.append(.focusWritten(anyValue))
    }
  }
}

/// Where a view sits as it is evaluated: its identity and its environment.
struct RenderContext {
  var path: String
  var environment: EnvironmentValues
  var parent: SwiftUINode

  func child(_ component: String) -> RenderContext {
    var context = self
    context.path.append("/")
    context.path.append(component)
    return context
  }
}

/// A view the double evaluates itself (a primitive view, a container or a modifier's view).
@MainActor
protocol DoublePrimitive {
  func render(in graph: ViewGraph, _ context: RenderContext)
}

/// A property wrapper whose storage the double keeps per view identity.
@MainActor
protocol DoubleDynamicProperty {
  func install(in graph: ViewGraph, key: String, environment: EnvironmentValues)
}

/// What state writes report to the graph: that an update is needed, which focus states were
/// written, and the timeline. Written from nonisolated property wrappers and observation
/// callbacks, all on the main thread in the double.
final class DoubleLedger: @unchecked Sendable {
  var isDirty = false
  var writtenFocus: [AnyFocusStore] = []
  var voiceOverWritten: [AnyFocusStore] = []
  var events: [SwiftUIEvent] = []
}

/// The view graph: persistent storage per identity, the realized nodes of the last update, and
/// the work SwiftUI does after an update (`onAppear`, `onChange`, focus resolution).
@MainActor
final class ViewGraph {
  let ledger = DoubleLedger()
  var storage: [String: AnyObject] = [:]
  var root = SwiftUINode(kind: .container("root"), path: "")
  /// The `onAppear`/`onDisappear` actions of the views of the last update, by identity.
  var appearances: [String: (appear: (() -> Void)?, disappear: (() -> Void)?)] = [:]
  var newAppearances: [String: (appear: (() -> Void)?, disappear: (() -> Void)?)] = [:]
  var appearanceOrder: [String] = []
  var changeValues: [String: Any] = [:]
  var afterUpdate: [() -> Void] = []
  /// The frames of the backgrounds outside the scroll containers (`SwiftUINode+ScreenLayout.swift`).
  let screenLayout = ScreenLayoutCache()
  /// The layout kept for the last update's views (``keptLayout``).
  let layoutMemo = LayoutMemo()
  var idNodes: [AnyHashable: SwiftUINode] = [:]
  /// The explicit ids more than one view of the last update carried.
  var duplicateIDs: [AnyHashable] = []
  /// The content offsets of the scroll views (`ScrollView`), by the view's identity: how far its
  /// content is scrolled up (see `SwiftUIDouble+Layout.swift`).
  var contentOffsets: [String: CGFloat] = [:]
  /// How many `scrollTo`s moved a scroll view's content (see ``reveal(_:)``).
  var scrollMoves = 0
  /// Whether a `GeometryReader` of this update read its frame in a scroll view
  /// (``readerFrame(_:size:)``): a scroll then updates the views, as their geometry changed.
  var readsScrolledFrames = false
  var updateCount = 0
  /// The rows of `Form`s realized in this update, and the window of rows on screen (`nil`: all).
  var formRow = 0
  var formRowWindow: Range<Int>?
  /// The origin of the window hosting the screen in the screen's coordinate space
  /// (``SwiftUIHost/windowOrigin``).
  var windowOrigin = CGPoint.zero
  /// The window hosting the screen, where `UIViewRepresentable` views live (see
  /// `SwiftUIDouble+Window.swift`).
  lazy var hostingWindow: UIWindow = makeHostingWindow()
  /// The navigation bar groups of the `toolbar`s inside a navigation container, this update.
  var navigationBarGroups: [NavigationBarGroup] = []
  /// The navigation bar's title this update (`navigationTitle(_:)` inside a navigation
  /// container; the last one rendered), `nil` for none.
  var navigationTitle: String?
  /// The explicit ids inside the `Form` rows not created in this update, by row.
  var rowIDsNotCreated: [AnyHashable: Int] = [:]
  /// The window of rows a `scrollTo` asked for, taken after the update.
  var scrolledRowWindow: Range<Int>?
  /// The navigation links whose destinations are pushed, in order.
  var pushed: [PresentationState] = []
  /// The dismissals of the sheets presented in this update, outermost first
  /// (`sheet(isPresented:onDismiss:content:)`).
  var presentedSheets: [() -> Bool] = []
  /// The size inside the safe area offered to the root view with the keyboard hidden (`nil`:
  /// not modelled, a `GeometryReader` reads a zero size); see ``SwiftUIHost/safeAreaSize``.
  var safeAreaSize: CGSize?
  /// How much of ``safeAreaSize``'s height the software keyboard covers in this update.
  var keyboardOverlap: CGFloat = 0
  /// Whether the app's host resizes the whole screen to end at the keyboard's top
  /// (``SwiftUIHost/hostMovesAboveKeyboard``).
  var hostMovesAboveKeyboard = false

  /// The size a `GeometryReader` reads: the double lays nothing out, so every reader is taken to
  /// fill the root's safe area, less the keyboard's part of it while the keyboard shows.
  var geometryReaderSize: CGSize { geometryReaderSize(ignoringKeyboard: false) }

  /// The size a `GeometryReader` reads, in content that ignores the keyboard's region of the
  /// safe area or not: "Expands the safe area of a view" to the regions given
  /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)), so a
  /// reader inside keeps the height the keyboard would take.
  func geometryReaderSize(ignoringKeyboard: Bool) -> CGSize {
    guard let size = safeAreaSize else { return .zero }
    let overlap = ignoringKeyboard && !hostMovesAboveKeyboard ? 0 : keyboardOverlap
    return CGSize(width: size.width, height: max(0, size.height - overlap))
  }

  func invalidate() { ledger.isDirty = true }

  /// The storage keys the current update used.
  var usedKeys: Set<String> = []

  /// The persistent object for an identity, created once.
  func stored<T: AnyObject>(_ key: String, create: () -> T) -> T {
    usedKeys.insert(key)
    if let existing = storage[key] as? T { return existing }
    let created = create()
    storage[key] = created
    return created
  }

  /// Evaluates a view at a position.
  func render<V: View>(_ view: V, _ context: RenderContext) {
    SwiftUINode.renderDepth += 1
    defer { SwiftUINode.renderDepth -= 1 }
    if let primitive = view as? any DoublePrimitive {
      primitive.render(in: self, context)
      return
    }
    if let representable = view as? any UIViewRepresentable {
      renderRepresentable(representable, context)
      return
    }
    installProperties(of: view, context)
    let ledger = ledger
    // SwiftUI updates a view when an `@Observable` property its body read changes (Apple,
    // "Managing model data in your app",
    // https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
    let body = withObservationTracking {
      view.body
    } onChange: {
      ledger.isDirty = true
    }
    render(body, context.child("body"))
  }

  /// Records a realized leaf under the context's parent with the environment's attributes.
  @discardableResult
  func leaf(_ kind: SwiftUINodeKind, _ context: RenderContext, text: String? = nil) -> SwiftUINode {
    let node = SwiftUINode(kind: kind, path: context.path)
    let environment = context.environment
    node.text = text
    node.identifier = environment.double.identifier
    node.accessibilityLabel = environment.double.accessibilityLabel
    node.accessibilityValue = environment.double.accessibilityValue
    node.isAccessibilityHidden = environment.double.accessibilityHidden
    node.isDisabled = environment.double.disabled
    node.inNavigationContainer = environment.double.inNavigation
    node.focusClaim = environment.double.focusClaim
    node.voiceOverClaim = environment.double.voiceOverClaim
    node.focusableByModifier = environment.double.focusable
    node.keyboardToolbars = environment.double.keyboardToolbars
    node.scrollDismissMode = environment.double.scrollDismissMode
    node.dragActions = environment.double.dragActions
    node.tapActions = environment.double.tapActions
    node.bottomInsets = environment.double.bottomInsets
    node.ignoresKeyboardSafeArea = environment.double.ignoresKeyboard
    node.fixedHeight = environment.double.fixedHeight
    node.leastFrameHeight = environment.double.frameHeight?.min
    node.inScrollView = environment.double.inScrollView
    node.tag = environment.double.tag
    node.menu = environment.double.menu
    node.menuDismisses = environment.double.menuDismisses
    node.font = environment.double.font
    if node.isTextInput {
      if #available(iOS 15.0, *) {
        node.submitLabelName = (environment.double.submitLabel as? SubmitLabel)?.name
      }
      node.submitActions = environment.double.submitActions
      node.textFieldStyleName = environment.double.textFieldStyle
      node.textContentType = environment.double.textContentType
      node.lineLimit = environment.double.lineLimit
      node.minFrameHeight = environment.double.frameHeight?.min
      node.maxFrameHeight = environment.double.frameHeight?.max
    }
    context.parent.add(node)
    return node
  }

  /// Records a container node and renders its content inside it.
  func container(
    _ name: String, _ context: RenderContext, explicitID: AnyHashable? = nil,
    spacing: CGFloat? = nil, padding: (top: CGFloat, bottom: CGFloat) = (0, 0),
    content: (RenderContext) -> Void
  ) {
    let node = SwiftUINode(kind: .container(name), path: context.path)
    node.explicitID = explicitID
    node.stackSpacing = spacing
    node.padding = padding
    // The bottom safe-area insets around it: a scroll view's visible area ends above them
    // (``ViewGraph/visibleHeight(of:)``).
    node.bottomInsets = context.environment.double.bottomInsets
    node.topInsetHeight = context.environment.double.topInsetHeight
    // Inside `ignoresSafeArea(.keyboard, edges: .bottom)`: a scroll view keeps the keyboard's
    // part of its height (``ViewGraph/visibleHeight(of:)``).
    node.ignoresKeyboardSafeArea = context.environment.double.ignoresKeyboard
    if let explicitID {
      // Two views of one update with the same id: `id(_:)` "Binds a view's identity to the given
      // proxy value" (https://developer.apple.com/documentation/swiftui/view/id(_:)), and
      // `scrollTo` scrolls to "the first with a child view with identifier id": the other is
      // never scrolled to.
      if idNodes[explicitID] != nil { duplicateIDs.append(explicitID) }
      idNodes[explicitID] = node
    }
    context.parent.add(node)
    var inner = context
    inner.parent = node
    content(inner)
    node.isRendered = true
  }

  func registerAppearance(
    _ key: String, appear: (() -> Void)?, disappear: (() -> Void)?
  ) {
    // One lookup of the key (it is hashed whole: a view's path).
    if let index = newAppearances.index(forKey: key) {
      let old = newAppearances.values[index]
      newAppearances.values[index] = (appear ?? old.appear, disappear ?? old.disappear)
    } else {
      appearanceOrder.append(key)
      newAppearances[key] = (appear, disappear)
    }
  }

  func registerChange<V: Equatable>(_ key: String, value: V, action: @escaping (V, V) -> Void) {
    if let old = changeValues[key] as? V, old != value {
      afterUpdate.append { action(old, value) }
    }
    changeValues[key] = value
  }
}

/// What Return did on a text input. Not Apple API.
/// double only: what Return did on a text input.
public enum SwiftUIReturnOutcome: Equatable, Sendable {
  /// The input's `onSubmit` actions ran.
  case submitted
  /// A newline went into the text.
  case newline
}

/// What happened, in order (the double's timeline). Not Apple API.
/// double only: what happened, in order.
public enum SwiftUIEvent: Equatable {
  /// A focus state was written (the value written, `nil` to clear).
  case focusWritten(AnyHashable?)
  /// A focus write SwiftUI reverted to `nil` (no installed, focusable view for the value).
  case focusReverted(AnyHashable)
  /// The keyboard's focus moved to the input with this identifier (`nil`: keyboard hidden).
  case keyboardFocus(String?)
  /// `ScrollViewProxy.scrollTo` found the id (`true`) or not.
  case scrollTo(AnyHashable, found: Bool)
  /// VoiceOver's focus moved to the element with this identifier.
  case voiceOverFocus(String?)
  /// A view appeared (its identity).
  case appeared(String)
  /// A view disappeared (its identity).
  case disappeared(String)
}

/// A SwiftUI screen hosted by the double: its updates, and a user's touches and keys. Not Apple
/// API.
/// double only: a SwiftUI screen hosted by the double.
@MainActor
public final class SwiftUIHost<Root: View> {
  let graph = ViewGraph()
  private var rootView: Root
  /// The text input the keyboard edits, if any.
  /// double only: the text input the keyboard edits, if any.
  public private(set) var focusedInput: SwiftUINode?
  /// The caret (or selected range) of each text input the user edited or placed it in, in UTF-16
  /// offsets of its text, by the input's path; an input without one has its caret at the end of
  /// its text (`SwiftUIDouble+TextSelection.swift`).
  var carets: [String: Range<Int>] = [:]
  /// VoiceOver's focused element, if any moved it.
  /// double only: VoiceOver's focused element, if any moved it.
  public private(set) var voiceOverFocus: SwiftUINode?
  /// What VoiceOver spoke while it ran, oldest first (see `SwiftUIDouble+Speech.swift`).
  /// double only: what VoiceOver spoke while it ran, oldest first.
  public internal(set) var speech: [SpokenUtterance] = []
  /// The first utterance of the user action in progress: the earlier ones were spoken out.
  var speechTurnStart = 0
  /// How many of `UIKitDouble.accessibilityPosts` this host has heard.
  var accessibilityPostsHeard = UIKitDouble.accessibilityPosts.count
  /// The label of the Return key the keyboard shows (`submitLabel`'s name, `nil` for Return). The
  /// keyboard takes it when the input takes focus; a label changed while the input stays focused
  /// shows at its next focus. Not documented by Apple: the behaviour issue 28 reports from
  /// devices (as UIKit's, where a changed `returnKeyType` shows after `reloadInputViews()`,
  /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()), modelled
  /// as reported.
  ///
  /// A `TextEditor`'s keyboard shows the system Return key (`nil`) whatever `submitLabel` says:
  /// `submitLabel(_:)` is documented on text fields and secure fields
  /// (https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)), a label is "a
  /// description of a submission action provided to a view hierarchy using the `onSubmit(of:_:)`
  /// modifier" (https://developer.apple.com/documentation/swiftui/submitlabel), and a
  /// `TextEditor` submits nothing (``pressReturn()``). Reported from devices too ("submitLabel
  /// has no effect on TextEditor", a Stack Exchange question; Apple documents no exception).
  public private(set) var returnKeyShown: String?
  /// The number of updates so far.
  /// double only: the number of updates so far.
  public var updateCount: Int { graph.updateCount }
  /// The iOS major version whose behaviour this host models (16 unless a test changes it).
  ///
  /// `#available(iOS …)` is always true on Linux, so the runtime's own branches for older systems
  /// cannot run here; this only selects the behaviour the double models for that system. Each
  /// host has its own settings, so tests running in parallel do not share them.
  /// double only: the iOS major version whose behaviour this host models.
  public var osVersion = 16
  /// The iOS minor version whose behaviour this host models, with ``osVersion`` (0 unless a test
  /// changes it): `menuActionDismissBehavior(_:)` arrived in iOS 16.4.
  /// double only: the iOS minor version whose behaviour this host models, with ….
  public var osMinorVersion = 0
  /// Whether Return comes from a hardware keyboard (`true`) or the software keyboard (`false`,
  /// unless a test changes it).
  /// double only: whether Return comes from a hardware keyboard.
  public var hardwareKeyboard = false
  /// The size inside the safe area that the screen is offered with the keyboard hidden (`nil`
  /// unless a test sets it; then ``settle()``): what a `GeometryReader` in it reads as its size
  /// (https://developer.apple.com/documentation/swiftui/geometryproxy/size: "The size of the
  /// container view"). The double lays nothing out: every reader is taken to fill it.
  public var safeAreaSize: CGSize? {
    get { graph.safeAreaSize }
    set {
      graph.safeAreaSize = newValue
      graph.invalidate()
    }
  }
  /// The height of ``safeAreaSize`` the software keyboard (with its toolbar) covers while it
  /// shows: a text input has the keyboard's focus and Return is not a hardware keyboard's. The
  /// keyboard is a region of the safe area ("The safe area matching the current extent of any
  /// software keyboard displayed over the view content",
  /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), and "by default,
  /// the SwiftUI layout system sizes and positions views to avoid certain safe areas. This
  /// ensures that system content like the software keyboard … [doesn't] obstruct your views"
  /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)): so a
  /// `GeometryReader` reads its height less this while the keyboard shows.
  public var keyboardHeight: CGFloat = 0
  /// Whether the app's host moves the whole screen above the keyboard itself (`false` unless a
  /// test sets it; then ``settle()``): a UIKit view controller presenting the screen in a sheet
  /// that resizes the hosting view to end at the keyboard's top (as `Specs/Feedback`'s
  /// `keyboard.avoidance: none` says its host does; a view can follow the keyboard with
  /// `keyboardLayoutGuide`, https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide).
  /// The screen itself is then smaller while the keyboard shows, so a `GeometryReader` reads its
  /// height less the keyboard's even in content that ignores the keyboard's safe area.
  public var hostMovesAboveKeyboard: Bool {
    get { graph.hostMovesAboveKeyboard }
    set {
      graph.hostMovesAboveKeyboard = newValue
      graph.invalidate()
    }
  }

  /// The frame of an undocked, split or floating iPad keyboard, in the double's global
  /// coordinates (the safe area's top leading corner at the origin, `GeometryProxy.frame(in:)`),
  /// or `nil` for the docked keyboard (unless a test sets it; then ``settle()``). While the
  /// software keyboard shows it is there, not docked: it takes nothing of the safe area (no
  /// `GeometryReader` or scroll view's visible area shrinks, ``keyboardGap`` is kept from no
  /// keyboard), and the views move for it only as the app moves them. Apple documents the
  /// keyboard's safe area as following the docked keyboard alone: for the keyboard layout guide
  /// "when the keyboard is off screen or undocked, the guide's topAnchor matches the bottomAnchor
  /// of safeAreaLayoutGuide" unless `followsUndockedKeyboard`
  /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard),
  /// and WWDC23's "Keep up with the keyboard" gives the guide's default as "uses bottom safe area
  /// when offscreen or undocked", SwiftUI "adjusting the safe area" for the same common cases
  /// (https://developer.apple.com/videos/play/wwdc2023/10281/). UIKit reports where it is, as
  /// for any keyboard: the host posts `keyboardWillChangeFrameNotification` with its frame
  /// (`keyboardFrameEndUserInfoKey`, "in the screen's coordinate space",
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey)
  /// when the keyboard comes up floating, moves, or goes from floating to docked or hidden (the
  /// docked keyboard's other changes are the safe area's, ``keyboardHeight``, which is what a
  /// SwiftUI screen reads, and the double does not post them).
  public var floatingKeyboardFrame: CGRect? {
    didSet { graph.invalidate() }
  }

  /// How much of the safe area the keyboard covers once it has moved for the focus of now.
  private var keyboardOverlap: CGFloat {
    focusedInput != nil && !hardwareKeyboard && floatingKeyboardFrame == nil ? keyboardHeight : 0
  }

  /// The software keyboard's frame for the focus of now (in the double's global coordinates),
  /// `nil` while it does not show; and whether it floats.
  var keyboardFrame: (frame: CGRect, floats: Bool)? {
    guard focusedInput != nil, !hardwareKeyboard else { return nil }
    if let floatingKeyboardFrame { return (floatingKeyboardFrame, true) }
    let size = safeAreaSize ?? .zero
    return (
      CGRect(x: 0, y: size.height - keyboardHeight, width: size.width, height: keyboardHeight),
      false
    )
  }

  /// The keyboard frame the host last reported (``floatingKeyboardFrame``).
  private var shownKeyboardFrame: (frame: CGRect, floats: Bool)?

  /// Posts `keyboardWillChangeFrameNotification` when the keyboard's frame changed to or from a
  /// floating one (``floatingKeyboardFrame``); a hidden keyboard's end frame is below the screen.
  private func reportKeyboardFrame() {
    let now = keyboardFrame
    guard now?.frame != shownKeyboardFrame?.frame || now?.floats != shownKeyboardFrame?.floats
    else { return }
    let old = shownKeyboardFrame
    shownKeyboardFrame = now
    guard now?.floats == true || old?.floats == true else { return }
    let size = safeAreaSize ?? .zero
    let end =
      now?.frame
      ?? CGRect(x: 0, y: size.height, width: size.width, height: old?.frame.height ?? 0)
    // The frames "in the screen's coordinate space": the window's origin added. Its own
    // device's keyboard (``SwiftUIDoubleSystem/device``): no other host's screen hears it.
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: graph,
      userInfo: [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(
          cgRect: graph.screenFrame(ofGlobal: old?.frame ?? end)),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: graph.screenFrame(ofGlobal: end)),
      ])
  }

  /// How much of the safe area the keyboard covers in the update being made: what it covered at
  /// the end of the last update. The keyboard moves in an update after the focus change that
  /// moves it, whichever way the focus moved (a tap, a `@FocusState` write, Return): UIKit posts
  /// `keyboardWillShowNotification` "immediately prior to the display of the keyboard"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification),
  /// once the text input became first responder, and the keyboard's region of the safe area
  /// ("the current extent of any software keyboard displayed over the view content",
  /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard) then changes, in
  /// a later update than the one that reported the focus. So a view reading its geometry sees
  /// the focus first and the keyboard's area after.
  private var shownKeyboardOverlap: CGFloat = 0

  /// Hosts `root` on the system `osVersion` and runs its first update (the screen appears). A
  /// screen that chooses views by the system (the runtime's fallbacks, ``SwiftUIDoubleSystem``)
  /// needs its system from the first update: changing ``osVersion`` later changes its views'
  /// identities, as no device does.
  ///
  /// With `presenting`, the screen appears in a presentation transition (pushed onto a navigation
  /// stack, or presented in a sheet) that lasts until ``endPresentation()``
  /// (``isInPresentationTransition``).
  /// double only: hosts `root` on the system `osVersion` and runs its first update.
  public init(
    _ root: Root, osVersion: Int = 16, minor osMinorVersion: Int = 0, presenting: Bool = false
  ) {
    rootView = root
    self.osVersion = osVersion
    self.osMinorVersion = osMinorVersion
    isInPresentationTransition = presenting
    settle()
  }

  /// Whether the screen is in a presentation transition now: being pushed onto a navigation
  /// stack or presented in a sheet, for the transition's duration (a test begins and ends it,
  /// ``beginPresentation()``, ``endPresentation()``). A `@FocusState` write resolved during it
  /// reverts to `nil`, as a write no focusable view takes does (``resolveFocus()``), and
  /// `onChange` reports it.
  ///
  /// Apple documents only that "setting the property's value programmatically has the reverse
  /// effect, causing focus to move to the view associated with the updated value"
  /// (https://developer.apple.com/documentation/swiftui/focusstate), not when it cannot; and
  /// `onAppear` runs "before the first rendered frame appears"
  /// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)), so as a push or
  /// a sheet's transition starts, not when it ends. The revert during the transition is an
  /// observation, modelled as reported: a focus written in `onAppear` of a screen shown in a
  /// sheet is dropped, and the reported workaround writes it again about half a second later
  /// (https://github.com/subconsciousnetwork/subconscious/issues/79, quoting
  /// https://stackoverflow.com/questions/68073919: "at the time of onAppear the TextField is not
  /// ready to become first responder"); `onAppear` of a pushed screen "is called immediately as
  /// soon as the transition animation starts (and not when the transition animation ends)"
  /// (https://github.com/matteopuc/swiftui-navigation-stack/issues/23, a navigation stack of
  /// its own, as issue 28 reports of `NavigationStack`). The transition's end brings no update
  /// of its own: nothing writes the dropped focus again unless the app does.
  public private(set) var isInPresentationTransition = false

  /// The screen starts a presentation transition (a push or a sheet presentation): focus writes
  /// revert until ``endPresentation()``.
  /// double only: the screen starts a presentation transition.
  public func beginPresentation() { isInPresentationTransition = true }

  /// The presentation transition is over: focus writes land again from the next update. Runs no
  /// update: a transition's end tells the screen nothing (``isInPresentationTransition``).
  /// double only: the presentation transition is over.
  public func endPresentation() { isInPresentationTransition = false }

  /// The realized nodes of the last update.
  /// double only: the realized nodes of the last update.
  public var root: SwiftUINode { graph.root }

  /// The rows of a `Form` on screen (`nil`: every row); the others are not created. Set it, then
  /// ``settle()``.
  /// double only: the rows of a `Form` on screen.
  public var formRowWindow: Range<Int>? {
    get { graph.formRowWindow }
    set { graph.formRowWindow = newValue }
  }

  /// The timeline of focus, keyboard, scroll and appearance events.
  /// double only: the timeline of focus, keyboard, scroll and appearance events.
  public var events: [SwiftUIEvent] { graph.ledger.events }

  /// Replaces the root view (a parent's new render), then updates.
  /// double only: replaces the root view.
  public func replaceRoot(_ root: Root) {
    rootView = root
    graph.invalidate()
    settle()
  }

  /// Removes the screen (its views disappear).
  /// double only: removes the screen.
  public func remove() {
    let previous = graph.appearances
    for key in graph.appearanceOrder.reversed() {
      if let disappear = previous[key]?.disappear {
        graph.ledger.events.append(.disappeared(key))
        disappear()
      }
    }
    graph.appearances = [:]
    graph.dismantleAllRepresentedViews()
    // The views are gone, so none of them holds the focus, which SwiftUI keeps for views in the
    // scene (https://developer.apple.com/documentation/swiftui/focusstate: "as the placement of
    // focus within the scene changes"), and the keyboard shows no Return key of theirs.
    focusedInput = nil
    returnKeyShown = nil
  }

  /// The node with an accessibility identifier.
  /// double only: the node with an accessibility identifier.
  public func node(_ identifier: String) -> SwiftUINode? { root.first(identifier: identifier) }

  /// Runs updates until nothing changes (SwiftUI updates views when their state changes,
  /// https://developer.apple.com/documentation/swiftui/state).
  public func settle() {
    var rounds = 0
    repeat {
      graph.ledger.isDirty = false
      update()
      rounds += 1
      precondition(rounds < 50, "the screen keeps updating (a cycle of state writes)")
    } while graph.ledger.isDirty
    endSpeechTurn()
  }

  private func update() {
    SwiftUIDoubleSystem.majorVersion = osVersion
    SwiftUIDoubleSystem.minorVersion = osMinorVersion
    SwiftUIDoubleSystem.device = graph
    graph.updateCount += 1
    graph.root = SwiftUINode(kind: .container("root"), path: "")
    // The tables of the last update are emptied keeping their room: this update fills them about
    // as full, so they need not grow (and rehash every view's path) on the way.
    graph.idNodes.removeAll(keepingCapacity: true)
    graph.duplicateIDs = []
    graph.formRow = 0
    graph.rowIDsNotCreated = [:]
    graph.navigationBarGroups = []
    graph.navigationTitle = nil
    graph.presentedSheets = []
    graph.keyboardOverlap = shownKeyboardOverlap
    graph.readsScrolledFrames = false
    graph.newAppearances.removeAll(keepingCapacity: true)
    let oldOrder = graph.appearanceOrder
    graph.appearanceOrder.removeAll(keepingCapacity: true)
    let context = RenderContext(path: "", environment: EnvironmentValues(), parent: graph.root)
    graph.usedKeys.removeAll(keepingCapacity: true)
    graph.render(rootView, context)
    // A view's state lives as long as its identity: the storage of views gone is dropped (their
    // representables dismantled), so a view shown again starts afresh
    // (`UIViewRepresentable+Dismantle.swift`).
    graph.dropUnusedStorage()
    resolveFocus()
    // `onDisappear` of the views gone, then `onAppear` of the new ones: "the action closure
    // completes before the first rendered frame appears"
    // (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)).
    for key in oldOrder where graph.newAppearances[key] == nil {
      if let disappear = graph.appearances[key]?.disappear {
        graph.ledger.events.append(.disappeared(key))
        disappear()
      }
    }
    let appeared = graph.appearanceOrder.filter { graph.appearances[$0] == nil }
    graph.appearances = graph.newAppearances
    for key in appeared {
      graph.ledger.events.append(.appeared(key))
      graph.appearances[key]?.appear?()
    }
    let actions = graph.afterUpdate
    graph.afterUpdate = []
    for action in actions { action() }
    // A scroll view whose visible area grew (a docked keyboard undocked or hid) or whose content
    // shrank keeps its offset within its content, as the views are drawn
    // (``ViewGraph/contentOffset(of:)``): the offset left beyond it comes back, and the views
    // that read their frame in the scroll update to where they show.
    for scrollView in graph.root.subtree where scrollView.kind == .container("ScrollView") {
      guard let raw = graph.contentOffsets[scrollView.path] else { continue }
      let clamped = graph.contentOffset(of: scrollView)
      guard abs(raw - clamped) > 0.001 else { continue }
      graph.contentOffsets[scrollView.path] = clamped
      if graph.readsScrolledFrames { graph.ledger.isDirty = true }
    }
    // A scroll to a row not created moves the rows on screen once this update is laid out; the
    // row is created in the next update (a list "lazily … loads and displays rows",
    // https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks),
    // so a focus written with the scroll finds no row yet and reverts (see `resolveFocus()`).
    if let window = graph.scrolledRowWindow {
      graph.scrolledRowWindow = nil
      graph.formRowWindow = window
      graph.ledger.isDirty = true
    }
    // The keyboard shows or hides for the focus of this update: the safe area changes in the
    // next update, so the views reading their geometry update then (see `shownKeyboardOverlap`).
    if shownKeyboardOverlap != keyboardOverlap {
      shownKeyboardOverlap = keyboardOverlap
      graph.ledger.isDirty = true
    }
    reportKeyboardFrame()
  }

  /// Resolves focus after an update. Apple, FocusState: "When focus enters the modified view, the
  /// wrapped value of this property updates to match a given prototype value. Similarly, when focus
  /// leaves, the wrapped value of this property resets to nil or false. Setting the property's
  /// value programmatically has the reverse effect, causing focus to move to the view associated
  /// with the updated value." (https://developer.apple.com/documentation/swiftui/focusstate). A
  /// value no installed, focusable view is associated with cannot take focus, so the write is
  /// reverted to `nil`: the documented observation behind `FormFocusCoordinator`'s refusal
  /// handling (a row of a lazy container not created yet, a view not installed yet, any view
  /// during a push or sheet presentation: ``isInPresentationTransition``).
  private func resolveFocus() {
    let inputs = root.subtree
    // The focused input left the hierarchy: focus leaves it.
    if let focused = focusedInput, !inputs.contains(where: { $0.isSameView(as: focused) }) {
      focusedInput = nil
      graph.ledger.events.append(.keyboardFocus(nil))
      focused.focusClaim?.store.reset()
    } else if let focused = focusedInput {
      focusedInput = inputs.first { $0.isSameView(as: focused) }
    }
    let written = graph.ledger.writtenFocus
    graph.ledger.writtenFocus = []
    for store in written {
      guard let value = store.anyValue else {
        if let focused = focusedInput, focused.focusClaim?.store === store {
          focusedInput = nil
          graph.ledger.events.append(.keyboardFocus(nil))
        }
        continue
      }
      let target = inputs.first { node in
        guard let claim = node.focusClaim, claim.store === store, claim.value == value else {
          return false
        }
        return isFocusable(node)
      }
      // During a push or sheet presentation no write lands (``isInPresentationTransition``).
      if let target, !isInPresentationTransition {
        move(to: target)
      } else {
        graph.ledger.events.append(.focusReverted(value))
        store.reset()
        if let focused = focusedInput, focused.focusClaim?.store === store {
          focusedInput = nil
          graph.ledger.events.append(.keyboardFocus(nil))
        }
      }
    }
    // VoiceOver focus follows its bindings the same way
    // (https://developer.apple.com/documentation/swiftui/accessibilityfocusstate).
    let voiceOverWritten = graph.ledger.voiceOverWritten
    graph.ledger.voiceOverWritten = []
    for store in voiceOverWritten {
      guard let value = store.anyValue,
        let node = inputs.first(where: {
          $0.voiceOverClaim?.store === store && $0.voiceOverClaim?.value == value
        })
      else { continue }
      voiceOverFocus = node
      graph.ledger.events.append(.voiceOverFocus(node.identifier))
      voiceOverDidFocus(node)
    }
  }

  /// Whether a node can take focus. On iOS, the text inputs can; another view only with
  /// `focusable(_:)` (iOS 17: "Specifies if the view is focusable",
  /// https://developer.apple.com/documentation/swiftui/view/focusable(_:)). A disabled view
  /// cannot, whichever way focus is asked for (a tap, a `@FocusState` write, which then reverts
  /// to `nil` as for any view that cannot take focus): `disabled(_:)` "controls whether users can
  /// interact with this view", the innermost view included ("The higher views in a view
  /// hierarchy can override the value you set on this view",
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)), and the environment's
  /// `isEnabled` says "whether the view associated with this environment allows user
  /// interaction" (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled).
  /// That a disabled text input also refuses a programmatic focus is the double's model of the
  /// text field UIKit backs it with, as the UIKit double's is: "a disabled control ignores touch
  /// events" (https://developer.apple.com/documentation/uikit/uicontrol/isenabled); Apple does not
  /// document the focus state's side. A focused input disabled afterwards keeps the focus in the
  /// double (not modelled).
  private func isFocusable(_ node: SwiftUINode) -> Bool {
    guard !node.isDisabled else { return false }
    return node.isTextInput || (node.focusableByModifier && osVersion >= 17)
  }

  private func move(to node: SwiftUINode) {
    if let focused = focusedInput, focused.isSameView(as: node) { return }
    focusedInput = node
    // A tap on the input puts the caret at the end of its text (the double's taps land past it).
    carets[node.path] = nil
    returnKeyShown = node.kind == .textEditor ? nil : node.submitLabelName
    graph.ledger.events.append(.keyboardFocus(node.identifier))
  }

  /// Taps a view by its accessibility identifier: a text input takes the keyboard's focus (and its
  /// focus binding follows), a toggle toggles, an enabled button runs its action. Returns `false`
  /// when no realized view has the identifier; a view off screen, or covered by the keyboard
  /// (floating, or docked over a view outside any scroll view), cannot be touched: the tap records an issue and does nothing (``isOnScreen(_:)``,
  /// ``isUnderKeyboard(_:)``, `SwiftUIHost+Touch.swift`). A disabled text input takes no
  /// focus (``isFocusable(_:)``).
  /// double only: taps a view by its accessibility identifier.
  @discardableResult
  public func tap(_ identifier: String) -> Bool {
    guard let node = node(identifier) else { return false }
    guard isOnScreen(node) else {
      recordOffScreenTap(node, identifier)
      return false
    }
    guard !isUnderKeyboard(node) else {
      recordCoveredTap(node, identifier)
      return false
    }
    tap(node)
    return true
  }

  /// Taps a realized node: a text input takes focus, an enabled toggle toggles, an enabled
  /// button, link or menu runs its action; an action of an open menu's item dismisses the menu
  /// unless `menuActionDismissBehavior(.disabled)` applies to it
  /// (https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior).
  func tap(_ node: SwiftUINode) {
    if isFocusable(node) {
      move(to: node)
      node.focusClaim?.store.set(node.focusClaim!.value)
    } else if node.kind == .toggle, let binding = node.boolBinding, !node.isDisabled {
      binding.wrappedValue.toggle()
      dismissMenu(of: node)
    } else if let action = node.action, !node.isDisabled {
      action()
      dismissMenu(of: node)
    }
    settle()
  }

  private func dismissMenu(of node: SwiftUINode) {
    guard let menu = node.menu, node.menuDismisses != false else { return }
    menu.isPresented = false
    graph.invalidate()
  }

  /// Taps a view that defines no gesture of its own, outside every input: the `Text` whose text
  /// is `text`, or with `nil` the empty space of the outermost view outside any `Form` that has
  /// a tap gesture attached (`gesture(_:including:)`). A `Form`'s empty space is the list's, and
  /// a gesture attached inside it (to a section header, a row's text) covers only its own view:
  /// the double lets no gesture see a tap on a `Form`'s empty space unless it is attached around
  /// the `Form` (what a list then does with a tap on its rows is not modelled: Apple documents no
  /// precedence between a gesture and a list's selection). The tap is recognized by the innermost single-tap
  /// gesture attached around the tapped view; a text input keeps the focus unless that gesture
  /// ends it (UIKit would not move it: a tap on a view that is not a text input does not change
  /// the first responder). Returns `false` when there is no such view or no gesture saw the tap.
  /// double only: taps a view that defines no gesture of its own, outside every input.
  @discardableResult
  public func tapOutsideInputs(on text: String? = nil) -> Bool {
    let target: SwiftUINode?
    if let text {
      target = root.subtree.first { $0.kind == .text && $0.text == text }
    } else {
      target = root.subtree.first { !$0.tapActions.isEmpty && !$0.isInsideForm }
    }
    guard let node = target, let action = node.tapActions.last else { return false }
    // A view inside a control (a button's label) is the control's: its gesture takes the tap.
    var current: SwiftUINode? = node
    while let view = current {
      if view.isTextInput || view.action != nil || view.kind == .toggle { return false }
      current = view.parent
    }
    SwiftUIDoubleSystem.majorVersion = osVersion
    SwiftUIDoubleSystem.minorVersion = osMinorVersion
    action()
    settle()
    return true
  }

  /// Taps the enabled `Button` whose label shows `title`: its action runs, and the tap gestures
  /// attached around it do not see the tap (they have "a lower precedence than gestures defined
  /// by the view", https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)).
  /// A tap on a button does not move the keyboard's focus. Returns `false` when no realized
  /// button shows the title or it is disabled.
  @discardableResult
  public func tapButton(titled title: String) -> Bool {
    guard
      let button = root.subtree.first(where: { $0.kind == .button && $0.texts.contains(title) }),
      let action = button.action, !button.isDisabled
    else { return false }
    action()
    settle()
    return true
  }

  /// Picks `date` in the `DatePicker` with the accessibility identifier, as a user's pick in its
  /// calendar or wheels: a date outside the picker's range cannot be picked, the nearest date
  /// in it is ("the date picker only allows the user to select dates within the range",
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:));
  /// a disabled picker takes no pick
  /// (https://developer.apple.com/documentation/swiftui/view/disabled(_:)). The picker writes
  /// its selection binding. Returns `false` when no enabled date picker has the identifier.
  @discardableResult
  public func pick(_ date: Date, in identifier: String) async -> Bool {
    // The picker's range and its binding are applied by the node's `pickDate`
    // (`SwiftUIDouble+Controls.swift`).
    pick(identifier, date: date)
  }

  /// Types text into the focused input at its caret (in place of the selected text, if any; at
  /// the end of the text unless the user placed the caret, ``placeCaret(at:)``), then
  /// ``settle()``; where the caret goes then is ``SwiftUIHost/edit(replacingCaretWith:)``'s.
  /// double only: types text into the focused input at its caret.
  public func type(_ text: String) async {
    await edit(replacingCaretWith: text)
  }

  /// The user taps a saved credential in the QuickType bar while a text input whose content type
  /// (`textContentType(_:)`) is `username` or `password` is focused: Password AutoFill writes the
  /// user name into every realized, enabled text input of the screen with the `username` content
  /// type and the password into those with `password`, one write to each input's text binding,
  /// in the order the screen lays them out; the focus stays. Then ``settle()``. Returns the
  /// accessibility identifiers of the inputs filled (none when the focused input is no such
  /// input: the QuickType bar then offers no credential).
  ///
  /// Apple: Password AutoFill acts when "the user taps on an AutoFill item from the QuickType
  /// bar", populated "with relevant options for the given field"
  /// (https://developer.apple.com/documentation/security/about-the-password-autofill-workflow);
  /// the content type is what "the system uses to offer suggestions"
  /// (https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv), and a
  /// text field "updates this value continuously as the user types or otherwise edits the text"
  /// (https://developer.apple.com/documentation/swiftui/textfield). Not documented by Apple
  /// (widely reported): one tap fills both inputs of the page. Model: a disabled input
  /// (`disabled(_:)`) is left alone, as the UIKit double leaves a disabled field.
  @discardableResult
  public func autoFillCredential(username: String, password: String) async -> [String] {
    guard let focused = focusedInput,
      focused.textContentType == .username || focused.textContentType == .password
    else { return [] }
    let inputs = root.subtree.filter {
      $0.isTextInput && !$0.isDisabled && $0.textBinding != nil
        && ($0.textContentType == .username || $0.textContentType == .password)
    }
    var filled: [String] = []
    for input in inputs {
      guard let binding = input.textBinding else { continue }
      await binding.write(input.textContentType == .username ? username : password)
      filled.append(input.identifier ?? "")
    }
    settle()
    return filled
  }

  /// Presses Delete on the focused input: the selected text goes, or with an insertion point the
  /// character before the caret (none at the start): one write of the shorter text to its
  /// binding. Apple, TextField: "the text field updates this value continuously as the user types
  /// or otherwise edits the text in the field"
  /// (https://developer.apple.com/documentation/swiftui/textfield). The caret is at the end of
  /// the text unless the user placed it (``placeCaret(at:)``); where it goes after the edit is
  /// ``SwiftUIHost/edit(replacingCaretWith:)``'s.
  public func deleteBackward() async {
    await edit(replacingCaretWith: nil)
  }

  /// Presses Return on the focused input, on the software keyboard or a hardware one
  /// (``hardwareKeyboard``). What Return does depends on the control:
  /// - a single-line `TextField` or `SecureField` submits. Apple, `onSubmit(of:_:)`: "A TextField,
  ///   or SecureField will trigger this action when the user hits the hardware or software return
  ///   key." (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:));
  /// - a `TextEditor` inserts a newline and never submits: the submit triggers are those
  ///   "originating from text input controls like `TextField` and `SecureField`"
  ///   (https://developer.apple.com/documentation/swiftui/submittriggers/text), a `TextEditor`
  ///   is not one;
  /// - a `TextField` growing along the vertical axis (iOS 16) inserts a newline from the software
  ///   keyboard and submits from a hardware keyboard's Return. Not documented by Apple: the
  ///   behaviour issue 28 reports from devices, modelled as reported (flip ``hardwareKeyboard``
  ///   to test both); Apple feedback FB17642828 reports the same on iOS 18.5
  ///   (https://github.com/feedback-assistant/reports/issues/661).
  /// A `TextEditor` inserts the newline from a hardware keyboard too ("Hardware Return inserted a
  /// newline because SwiftUI's multiline editor does not emit `onSubmit`",
  /// https://github.com/ai-ecoverse/slicc/pull/1930). The newline goes where the caret is, in
  /// place of a selection, as typing does (``type(_:)``): one write of the edited text to the
  /// input's binding.
  /// Returns what happened.
  @discardableResult
  public func pressReturn() async -> ReturnOutcome {
    guard let node = focusedInput else { preconditionFailure("no focused text input") }
    let outcome: ReturnOutcome
    switch node.kind {
    case .textField, .secureField: outcome = .submitted
    case .verticalTextField: outcome = hardwareKeyboard ? .submitted : .newline
    default: outcome = .newline
    }
    if outcome == .newline, node.textBinding != nil {
      await edit(replacingCaretWith: "\n")
    } else {
      for action in node.submitActions { action() }
    }
    settle()
    return outcome
  }

  /// What Return did.
  /// double only: what Return did.
  public typealias ReturnOutcome = SwiftUIReturnOutcome

  /// The keyboard toolbar's groups shown above the keyboard for the focused input: those of every
  /// `toolbar` in the input's ancestry with the `.keyboard` placement, each shown (`toolbar(content:)`
  /// "Populates the toolbar or navigation bar with the specified items",
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:); `.keyboard`: "The
  /// item is placed in the keyboard section",
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard).
  /// On iOS 15 keyboard toolbar items show only inside a navigation container. Not documented by
  /// Apple: the behaviour issue 28 reports from devices (a screen without `NavigationView` shows
  /// no keyboard toolbar on iOS 15), modelled as reported for ``osVersion`` 15.
  public var keyboardToolbar: [SwiftUINode] {
    keyboardToolbarGroups.map { group in
      let container = SwiftUINode(kind: .container("keyboardToolbar"), path: group.path)
      let context = RenderContext(
        path: group.path, environment: EnvironmentValues(), parent: container)
      group.render(graph, context)
      return container
    }
  }

  /// Whether the keyboard toolbar shows groups for the focused input (``keyboardToolbar`` is not
  /// empty), without rendering them. Not Apple API.
  var showsKeyboardToolbar: Bool { !keyboardToolbarGroups.isEmpty }

  /// The groups ``keyboardToolbar`` renders.
  private var keyboardToolbarGroups: [KeyboardToolbarGroup] {
    guard let node = focusedInput else { return [] }
    if osVersion < 16, !node.inNavigationContainer { return [] }
    return node.keyboardToolbars
  }

  /// The bottom safe-area insets around the focused input, which sit just above the keyboard:
  /// the keyboard is a region of the safe area ("The safe area defined by the device and
  /// containers within the user interface, including elements such as top and bottom bars" and
  /// "The safe area that matches the current extent of any software keyboard displayed over the
  /// view content", https://developer.apple.com/documentation/swiftui/safearearegions/keyboard),
  /// and a bottom inset is placed at the bottom of the safe area
  /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby).
  /// Empty when no input is focused (no keyboard).
  public var aboveKeyboard: [SwiftUINode] {
    guard let node = focusedInput else { return [] }
    let containers = root.subtree
    return node.bottomInsets.compactMap { path in
      containers.first { $0.path == path && $0.kind == .container("safeAreaInset") }
    }
  }

  /// The height the focused input's content keeps clear above the software keyboard while it
  /// shows: the bottom safe-area insets around the input, each its content's height (the
  /// largest frame height inside it, ``SwiftUINode/insetHeight``: iOS 15's keyboard toolbar bar,
  /// framed at least 44 points tall, counts 44) plus its `spacing`. An inset "is inset by the height of content, from edge, with its safe area
  /// increased by the same amount", and its spacing is "Extra distance placed between the two
  /// views" (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby);
  /// a bottom inset sits on the safe area's bottom, which is the keyboard's top while it shows
  /// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard). So a
  /// `ScrollViewProxy.scrollTo` that makes the input "wholly visible" leaves it at least this
  /// far above the keyboard.
  ///
  /// `nil` when no text input is focused, when the keyboard does not show (a hardware keyboard),
  /// or when the input's content ignores the keyboard's region of the safe area
  /// (``SwiftUINode/ignoresKeyboardSafeArea``): it keeps no distance from the keyboard then.
  public var keyboardGap: CGFloat? {
    guard let node = focusedInput, !hardwareKeyboard, !node.ignoresKeyboardSafeArea else {
      return nil
    }
    let containers = root.subtree
    return node.bottomInsets.reduce(0) { gap, path in
      guard
        let inset = containers.first(where: {
          $0.path == path && $0.kind == .container("safeAreaInset")
        })
      else { return gap }
      return gap + inset.insetHeight
    }
  }

  /// Taps an item of the keyboard toolbar (or of a bar above the keyboard, ``aboveKeyboard``) by
  /// its accessibility identifier. Returns `false`, doing
  /// nothing, when the toolbar shows no such item or the item is disabled.
  /// double only: taps an item of the keyboard toolbar.
  @discardableResult
  public func tapToolbarItem(_ identifier: String) -> Bool {
    guard
      let item = (keyboardToolbar + aboveKeyboard).lazy.compactMap({
        $0.first(identifier: identifier)
      }).first,
      let action = item.action, !item.isDisabled
    else { return false }
    action()
    settle()
    return true
  }

  /// Drags the scroll view that holds the focused input: the keyboard is dismissed as the scroll
  /// view's `scrollDismissesKeyboard` mode says. Apple: "By default, a TextEditor is interactive
  /// while other kinds of scrollable content always dismiss the keyboard on a scroll when linked
  /// against iOS 16 or later."
  /// (https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)); before
  /// iOS 16, a scroll never dismisses it. The drag gestures attached around the scroll view with
  /// `simultaneousGesture(_:including:)` see the drag too ("process simultaneously with gestures
  /// defined by the view",
  /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)):
  /// their `onChanged` actions run as it moves. Returns whether the keyboard was dismissed.
  @discardableResult
  public func dragScrollView() -> Bool {
    guard let node = focusedInput, node.inScrollView else { return false }
    let dismisses: Bool
    if osVersion < 16 {
      dismisses = false
    } else if let mode = node.scrollDismissMode {
      dismisses = mode != .never
    } else {
      dismisses = node.kind != .textEditor
    }
    if !node.dragActions.isEmpty {
      SwiftUIDoubleSystem.majorVersion = osVersion
      SwiftUIDoubleSystem.minorVersion = osMinorVersion
      for action in node.dragActions { action() }
      settle()
    }
    if dismisses, let focused = focusedInput, focused.isSameView(as: node) {
      focusedInput = nil
      graph.ledger.events.append(.keyboardFocus(nil))
      node.focusClaim?.store.reset()
      settle()
    }
    return focusedInput == nil
  }
}

extension SwiftUIHost {
  /// Drags inside the focused `TextEditor` (scrolling its text, or moving the caret), the scroll
  /// view around it staying put. A `TextEditor` scrolls its own text ("A view that can display and
  /// edit long-form text", https://developer.apple.com/documentation/swiftui/texteditor), so the
  /// drag is the editor's; but the drag gestures attached around it with
  /// `simultaneousGesture(_:including:)` see the drag too ("process simultaneously with gestures
  /// defined by the view",
  /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)):
  /// their `onChanged` actions run as it moves. The scroll view's `scrollDismissesKeyboard` does
  /// not apply (the scroll view does not scroll). Returns whether the editor still has the
  /// keyboard.
  @discardableResult
  public func dragInsideTextEditor() -> Bool {
    guard let node = focusedInput, node.kind == .textEditor else {
      preconditionFailure("no focused TextEditor")
    }
    if !node.dragActions.isEmpty {
      SwiftUIDoubleSystem.majorVersion = osVersion
      SwiftUIDoubleSystem.minorVersion = osMinorVersion
      for action in node.dragActions { action() }
      settle()
    }
    return focusedInput?.isSameView(as: node) == true
  }
}

extension SwiftUIHost {
  /// The navigation bar's title: the `navigationTitle(_:)` of a view inside a navigation
  /// container, as the last update rendered it ("Configures the view's title for purposes of
  /// navigation", https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj);
  /// `nil` without one, or outside a navigation container.
  public var navigationTitle: String? { graph.navigationTitle }

  /// The navigation bar's item groups, leading then trailing, each in declaration order: those
  /// of every `toolbar` inside a navigation container placed at an edge of the top bar.
  /// `toolbar(content:)` "Populates the toolbar or navigation bar with the specified items"
  /// (https://developer.apple.com/documentation/swiftui/view/toolbar(content:));
  /// `topBarLeading` is "A placement for items in the leading edge of the top bar"
  /// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading).
  /// Outside a navigation container there is no navigation bar, so none shows. Each group is
  /// rendered with the environment of the view its `toolbar` modifies.
  public var navigationBar: [SwiftUINode] {
    let groups =
      graph.navigationBarGroups.filter { $0.placement == "topBarLeading" }
      + graph.navigationBarGroups.filter { $0.placement == "topBarTrailing" }
    return groups.map { group in
      let container = SwiftUINode(
        kind: .container("navigationBar." + group.placement), path: group.path)
      let context = RenderContext(
        path: group.path, environment: group.environment, parent: container)
      group.render(graph, context)
      return container
    }
  }

  /// Taps an item of the navigation bar by its accessibility identifier. Returns `false`, doing
  /// nothing, when the bar shows no such item or the item is disabled (`disabled(_:)`: "the
  /// user can't interact with this view",
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
  @discardableResult
  public func tapNavigationBarItem(_ identifier: String) -> Bool {
    guard
      let item = navigationBar.lazy.compactMap({ $0.first(identifier: identifier) }).first,
      let action = item.action, !item.isDisabled
    else { return false }
    action()
    settle()
    return true
  }
}

/// `ScrollDismissesKeyboardMode`'s cases, for the double.
enum ScrollDismissesKeyboardModeValue: Sendable {
  case automatic, immediately, interactively, never
}

extension ViewGraph {
  /// `ScrollViewProxy.scrollTo`: "Scans all scroll views contained by the proxy for the first
  /// with a child view with identifier id, and then scrolls to that view."
  /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
  /// the views realized in the last update have their identifier, and so do the rows of a `Form`
  /// not created yet (a list's content names them, see `renderRow`): scrolling to one of those
  /// brings it on screen, where it is created at the next update. A realized view in a
  /// `ScrollView` is revealed by the least scroll (``reveal(_:)``, `SwiftUIDouble+Layout.swift`),
  /// on the visible area of the moment (the keyboard as the last update laid it out).
  func scroll(to id: AnyHashable, anchor: UnitPoint? = nil) {
    if idNodes[id] == nil, let row = rowIDsNotCreated[id], let window = formRowWindow {
      let lower = row < window.lowerBound ? row : row - window.count + 1
      scrolledRowWindow = lower..<(lower + window.count)
      ledger.events.append(.scrollTo(id, found: true))
      return
    }
    ledger.events.append(.scrollTo(id, found: idNodes[id] != nil))
    if let node = idNodes[id] { reveal(node, anchor: anchor) }
  }
}

extension Binding where Value: Sendable {
  /// Reads the binding (a binding from `init(get:set:)` through its `@isolated(any)` getter).
  func read() async -> Value {
    if let isolatedGetter { return await isolatedGetter() }
    return wrappedValue
  }

  /// Writes the binding.
  func write(_ value: Value) async {
    if let isolatedSetter {
      await isolatedSetter(value)
    } else {
      wrappedValue = value
    }
  }
}
