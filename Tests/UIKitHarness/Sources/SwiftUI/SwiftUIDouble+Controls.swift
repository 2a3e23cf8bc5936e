import Foundation

// The double's typed controls (issue 31): pickers, date pickers, steppers, sliders, navigation
// links and menus realized as nodes a test drives as a user would (choose an option, pick a
// date, press + or −, drag a slider, push a link, open a menu). Not Apple API; each modelled
// behaviour cites Apple's documentation.

/// Whether a navigation link's destination is pushed or a menu is open, kept per view identity.
final class PresentationState {
  var isPresented = false
}

@available(iOS 13.0, *)
extension Picker: DoublePrimitive {
  /// The picker's options are the views of its content with a `tag(_:)`: "the picker uses the
  /// tag to determine which view to select" and choosing one sets the selection
  /// (https://developer.apple.com/documentation/swiftui/picker).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.picker, context)
    let selection = selection
    node.choose = { tag in
      guard let value = tag.base as? SelectionValue else { return false }
      selection.wrappedValue = value
      return true
    }
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
    graph.container("PickerOptions", inner.child("options")) { graph.render(content, $0) }
  }
}

@available(iOS 13.0, *)
extension DatePicker: DoublePrimitive {
  /// A date picker sets its selection to the date the user picks, inside its range: "the date
  /// picker … only permits selections within the range"
  /// (https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.datePicker, context)
    let (selection, earliest, latest) = (selection, earliest, latest)
    node.pickDate = { date in
      var date = date
      if let earliest, date < earliest { date = earliest }
      if let latest, date > latest { date = latest }
      selection.wrappedValue = date
    }
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
  }
}

@available(iOS 13.0, *)
extension Stepper: DoublePrimitive {
  /// Pressing + or − moves the value by `step` within `bounds`
  /// (https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:):
  /// "bounds: A closed range that describes the upper and lower bounds permitted by the
  /// stepper").
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.stepper, context)
    node.adjust = move
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
  }
}

@available(iOS 13.0, *)
extension Slider: DoublePrimitive {
  /// Dragging the thumb sets the value inside `bounds`, on a multiple of `step` from the lower
  /// bound where the slider has one
  /// (https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:oneditingchanged:)).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.slider, context)
    node.slide = slide
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
  }
}

/// What a `Slider` of any floating-point value does when dragged to a value.
struct SliderDrive<V: BinaryFloatingPoint> where V.Stride: BinaryFloatingPoint {
  let value: Binding<V>
  let bounds: ClosedRange<V>
  let step: V.Stride?

  func slide(_ target: Double) {
    var moved = min(max(V(target), bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      let steps = ((moved - bounds.lowerBound) / V(step)).rounded()
      moved = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
    }
    value.wrappedValue = moved
  }
}

@available(iOS 13.0, *)
extension NavigationLink: DoublePrimitive {
  /// Tapping the link presents its destination "inside a `NavigationStack` or
  /// `NavigationSplitView`" (https://developer.apple.com/documentation/swiftui/navigationlink):
  /// outside a navigation container it does nothing. The destination is realized under the link
  /// while pushed; ``SwiftUIHost/navigateBack()`` pops it.
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.navigationLink, context)
    let state = graph.stored(context.path + ".pushed") { PresentationState() }
    if node.inNavigationContainer {
      node.action = { [weak graph] in
        guard let graph, !state.isPresented else { return }
        state.isPresented = true
        graph.pushed.append(state)
        graph.invalidate()
      }
    }
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
    guard state.isPresented else { return }
    var pushed = inner.child("destination")
    // The modifiers of the link (its accessibility identifier and label) are the link's, not
    // the pushed view's.
    pushed.environment.double.identifier = nil
    pushed.environment.double.accessibilityLabel = nil
    pushed.environment.double.accessibilityValue = nil
    pushed.environment.double.rowLevel = false
    graph.container("Destination", pushed) { graph.render(destination, $0) }
  }
}

@available(iOS 14.0, *)
extension Menu: DoublePrimitive {
  /// Tapping the menu's label presents its content; performing an action dismisses the menu
  /// unless `menuActionDismissBehavior(.disabled)` says otherwise ("In most cases, the default
  /// behavior is `enabled`",
  /// https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior/automatic).
  @MainActor func render(in graph: ViewGraph, _ context: RenderContext) {
    let node = graph.leaf(.menu, context)
    let state = graph.stored(context.path + ".open") { PresentationState() }
    node.action = { [weak graph] in
      state.isPresented.toggle()
      graph?.invalidate()
    }
    var inner = context
    inner.parent = node
    graph.render(label, inner.child("label"))
    node.text = node.texts.first
    guard state.isPresented else { return }
    var items = inner.child("content")
    items.environment.double.identifier = nil
    items.environment.double.accessibilityLabel = nil
    items.environment.double.accessibilityValue = nil
    items.environment.double.rowLevel = false
    items.environment.double.menu = state
    graph.container("MenuContent", items) { graph.render(content, $0) }
  }
}

extension SwiftUIHost {
  /// The first realized node of `kind` with the accessibility identifier (a control whose
  /// modifier identifies a stack also identifies the stack's other views).
  func control(_ identifier: String, _ kind: SwiftUINodeKind) -> SwiftUINode? {
    root.subtree.first { $0.identifier == identifier && $0.kind == kind }
  }

  /// Chooses the option titled `title` of the picker with the accessibility identifier, as a
  /// user taps it. Returns `false` when there is no such picker or option, or it is disabled.
  /// double only: chooses the option titled `title` of the picker with the ….
  @discardableResult
  public func choose(_ identifier: String, option title: String) -> Bool {
    guard let picker = control(identifier, .picker), !picker.isDisabled,
      let option = picker.subtree.first(where: {
        $0.tag != nil && ($0.text == title || $0.texts.first == title)
      }),
      let tag = option.tag, picker.choose?(tag) == true
    else { return false }
    settle()
    return true
  }

  /// Picks `date` in the date picker with the accessibility identifier. Returns `false` when
  /// there is no such picker or it is disabled.
  /// double only: picks `date` in the date picker with the accessibility identifier.
  @discardableResult
  public func pick(_ identifier: String, date: Date) -> Bool {
    guard let picker = control(identifier, .datePicker), !picker.isDisabled,
      let pickDate = picker.pickDate
    else { return false }
    pickDate(date)
    settle()
    return true
  }

  /// Presses the stepper's + (`steps` > 0) or − (`steps` < 0) `abs(steps)` times. Returns
  /// `false` when there is no such stepper or it is disabled.
  /// double only: presses the stepper's +.
  @discardableResult
  public func step(_ identifier: String, by steps: Int) -> Bool {
    guard let stepper = control(identifier, .stepper), !stepper.isDisabled,
      let adjust = stepper.adjust
    else { return false }
    for _ in 0..<abs(steps) {
      adjust(steps > 0 ? 1 : -1)
      settle()
    }
    return true
  }

  /// Drags the slider with the accessibility identifier to `value`. Returns `false` when there
  /// is no such slider or it is disabled.
  /// double only: drags the slider with the accessibility identifier to `value`.
  @discardableResult
  public func slide(_ identifier: String, to value: Double) -> Bool {
    guard let slider = control(identifier, .slider), !slider.isDisabled, let slide = slider.slide
    else { return false }
    slide(value)
    settle()
    return true
  }

  /// Taps the first button, toggle, navigation link or menu titled `title` (its first text), as
  /// a user taps a row by what it reads. Returns `false` when none is realized.
  /// double only: taps the first button, toggle, navigation link or menu titled `title`.
  @discardableResult
  public func tap(title: String) -> Bool {
    let tappable: [SwiftUINodeKind] = [.button, .toggle, .navigationLink, .menu]
    guard
      let node = root.subtree.first(where: { tappable.contains($0.kind) && $0.text == title })
    else { return false }
    tap(node)
    return true
  }

  /// Goes back from the last pushed destination (the navigation bar's back button). Returns
  /// `false` when nothing is pushed.
  /// double only: goes back from the last pushed destination.
  @discardableResult
  public func navigateBack() -> Bool {
    guard let state = graph.pushed.popLast() else { return false }
    state.isPresented = false
    graph.invalidate()
    settle()
    return true
  }

  /// Dismisses the innermost presented sheet as a swipe down does: its binding is set to false
  /// and its `onDismiss` runs ("The closure to execute when dismissing the sheet",
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)).
  /// Returns `false` when no sheet is presented, or when its content applies
  /// `interactiveDismissDisabled(true)` ("prevent nonprogrammatic dismissal of the containing
  /// view hierarchy when presented in a sheet",
  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)): the
  /// sheet then stays.
  @discardableResult
  public func dismissSheet() -> Bool {
    guard let dismiss = graph.presentedSheets.last, dismiss() else { return false }
    graph.invalidate()
    settle()
    return true
  }

  /// The titles of the views of the open menus (their buttons' and toggles' first texts).
  /// double only: the titles of the views of the open menus.
  public var openMenuItems: [String] {
    root.subtree.filter { $0.menu != nil && [.button, .toggle].contains($0.kind) }
      .compactMap(\.text)
  }
}
