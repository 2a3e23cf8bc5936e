import SwiftUI
import UIKit
import XCTest

/// The accessibility element tree of a SwiftUI screen, as XCUITest reads it, from the SwiftUI
/// double's realized views, its keyboard toolbar and the software keyboard.
///
/// Modelled, with Apple's documentation:
/// - controls and texts are accessibility elements of their own type: a `TextField` a text field
///   (one growing along the vertical axis a text view, as the text view it is backed by), a
///   `SecureField` a secure text field, a `TextEditor` a text view, a `Button`, link or menu a
///   button, a `Toggle` a switch, a `Text` a static text, …; a view with an accessibility
///   identifier is an element (type `other`) holding its content, a `ScrollView` and a `Form` a
///   scroll view (the XCUITest double has no collection view type; a `Form` is a collection
///   view from iOS 16, which scrolls as one); an `Image` is of type `other` likewise; other
///   containers are no element, their views belong to the nearest element above them
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum,
///   https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:));
/// - an element's identifier, label and value are the view's accessibility identifier, label
///   (its title) and value; a text input's value is its text — the form's value its binding
///   shows ("the text field updates this value continuously as the user types",
///   https://developer.apple.com/documentation/swiftui/textfield) — or, empty, its placeholder
///   (XCUITest gives an empty field's placeholder as its value)
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes);
/// - its frame: the double's vertical layout (`visibleFrame(of:)` in a scroll container,
///   `screenFrame(of:)` outside), in screen coordinates; across, the double lays nothing out:
///   an element spans its container, an `HStack` shares its width equally between its views
///   (the double's own rule);
/// - a disabled view (`disabled(_:)`) is not enabled
///   (https://developer.apple.com/documentation/swiftui/view/disabled(_:));
/// - keyboard focus is the focused text input's;
/// - in front of the content, while a text input has focus: the keyboard toolbar's bar (a
///   `toolbar` element whose buttons are those of the focused input's keyboard toolbar groups,
///   sharing the bar's width), then the keyboard (a `keyboard` element with a few keys and its
///   Return key, titled by the input's `submitLabel`,
///   https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)). Not documented by
///   Apple: where the bar's items are, and the Return key's place.
extension SwiftUIScreenApplication {
  /// Where an element's view is: the screen's content, or the keyboard toolbar's bar.
  enum Place: Hashable {
    case content, keyboardToolbar
  }

  /// The handle of a view identity, the same one each time.
  func handle(_ identity: String, in place: Place) -> Int {
    let key = (place == .content ? "c|" : "k|") + identity
    if let handle = handles[key] { return handle }
    let handle = identities.count
    handles[key] = handle
    identities[handle] = key
    return handle
  }

  /// The realized node of an element, in this update.
  func node(_ handle: Int) -> SwiftUINode? {
    guard let host, let key = identities[handle] else { return nil }
    let identity = String(key.dropFirst(2))
    let nodes =
      key.hasPrefix("c|")
      ? host.root.subtree : host.keyboardToolbar.flatMap(\.subtree)
    return nodes.first { $0.identity == identity }
  }

  /// The elements of now: read from the screen once after each change the bridge makes or lets
  /// happen (``shownChanged()``), then the same until the next: between them the screen's views,
  /// values and focus stay as they are (its jobs run only inside the bridge's calls,
  /// ``MainActorJobs``), and a query resolves them many times.
  var elements: [XCUIElementSnapshotDouble] {
    if let shown = shownElements { return shown }
    let elements = readElements()
    shownElements = elements
    return elements
  }

  /// The elements, read from the screen.
  private func readElements() -> [XCUIElementSnapshotDouble] {
    guard let host else { return [] }
    let width = host.safeAreaSize?.width ?? geometry.size.width
    let left = host.windowOrigin.x
    var all = children(of: host.root, across: left...(left + width), in: .content)
    guard host.focusedInput != nil else { return all }
    let size = geometry.size
    var top = size.height - geometry.keyboard
    let groups = host.keyboardToolbar
    if !groups.isEmpty {
      top -= Self.keyboardBarHeight
      let bar = CGRect(x: 0, y: top, width: size.width, height: Self.keyboardBarHeight)
      let buttons = groups.flatMap(\.subtree).filter {
        $0.kind == .button || $0.kind == .menu || $0.kind == .navigationLink
      }
      let share = buttons.isEmpty ? 0 : (size.width - 16) / CGFloat(buttons.count)
      let items = buttons.enumerated().map { index, button in
        XCUIElementSnapshotDouble(
          handle: handle(button.identity, in: .keyboardToolbar), elementType: .button,
          identifier: button.identifier ?? "", label: button.elementLabel,
          isEnabled: !button.takesNoAction,
          frame: CGRect(
            x: 8 + CGFloat(index) * share, y: bar.minY, width: share, height: bar.height))
      }
      all.append(
        XCUIElementSnapshotDouble(
          handle: Self.keyboardBarHandle, elementType: .toolbar, frame: bar, children: items))
      top += Self.keyboardBarHeight
    }
    all.append(keyboard(CGRect(x: 0, y: top, width: size.width, height: size.height - top)))
    return all
  }

  /// The handle of the keyboard toolbar's bar.
  static let keyboardBarHandle = -7

  /// The software keyboard: a few letter keys and its Return key.
  private func keyboard(_ frame: CGRect) -> XCUIElementSnapshotDouble {
    var keys = UIKitScreenApplication.letterKeys.enumerated().map { index, key in
      XCUIElementSnapshotDouble(
        handle: key.handle, elementType: .key, identifier: key.key, label: key.key,
        frame: CGRect(
          x: frame.minX + 3 + CGFloat(index) * 39, y: frame.minY + 8, width: 35, height: 42))
    }
    let title = UIKitScreenApplication.title(of: returnKeyType)
    keys.append(
      XCUIElementSnapshotDouble(
        handle: UIKitScreenApplication.returnKeyHandle, elementType: .button,
        identifier: title.prefix(1).uppercased() + title.dropFirst(), label: title,
        frame: CGRect(x: frame.maxX - 90, y: frame.minY + 160, width: 86, height: 42)))
    return XCUIElementSnapshotDouble(
      handle: UIKitScreenApplication.keyboardHandle, elementType: .keyboard, frame: frame,
      children: keys)
  }

  /// The Return key the keyboard shows: the focused input's `submitLabel` when it took focus
  /// (`SwiftUIHost.returnKeyShown`), Return without one.
  private var returnKeyType: UIReturnKeyType {
    let types: [String: UIReturnKeyType] = [
      "done": .done, "go": .go, "send": .send, "join": .join, "route": .route,
      "search": .search, "return": .default, "next": .next, "continue": .continue,
    ]
    return host?.returnKeyShown.flatMap { types[$0] } ?? .default
  }

  /// The elements of a node's children, in order, across `span` (screen coordinates).
  func children(of node: SwiftUINode, across span: ClosedRange<CGFloat>, in place: Place)
    -> [XCUIElementSnapshotDouble]
  {
    let shared = node.kind == .container("HStack") || node.kind == .container("LabeledContent")
    let flow = node.children.filter { !$0.isAccessibilityHidden }
    let width = (span.upperBound - span.lowerBound) / CGFloat(max(1, flow.count))
    return flow.enumerated().flatMap { index, child -> [XCUIElementSnapshotDouble] in
      let across =
        shared
        ? (span.lowerBound + CGFloat(index) * width)...(span.lowerBound + CGFloat(index + 1) * width)
        : span
      return element(child, across: across, in: place).map { [$0] }
        ?? children(of: child, across: across, in: place)
    }
  }

  /// The element a node is, if it is one.
  private func element(_ node: SwiftUINode, across span: ClosedRange<CGFloat>, in place: Place)
    -> XCUIElementSnapshotDouble?
  {
    guard let type = elementType(of: node) else { return nil }
    let containers: Set<XCUIElement.ElementType> = [.other, .scrollView]
    let vertical = frame(of: node) ?? 0...0
    var value = node.elementValue
    var placeholder: String?
    if node.isTextInput, let id = node.identifier {
      placeholder = node.text
      let text = screen?.value(id) ?? ""
      value = text.isEmpty ? (placeholder ?? "") : text
    }
    return XCUIElementSnapshotDouble(
      handle: handle(node.identity, in: place), elementType: type,
      identifier: node.identifier ?? "",
      label: node.isTextInput ? (node.accessibilityLabel ?? node.text ?? "") : node.elementLabel,
      value: value, placeholderValue: placeholder, isEnabled: !node.isDisabled,
      frame: CGRect(
        x: span.lowerBound, y: vertical.lowerBound, width: span.upperBound - span.lowerBound,
        height: vertical.upperBound - vertical.lowerBound),
      hasKeyboardFocus: node.isTextInput && host?.focusedInput?.identity == node.identity,
      children: containers.contains(type) ? children(of: node, across: span, in: place) : [])
  }

  /// The element type of a node, or `nil` when it is no element.
  func elementType(of node: SwiftUINode) -> XCUIElement.ElementType? {
    switch node.kind {
    case .textField: return .textField
    case .verticalTextField, .textEditor: return .textView
    case .secureField: return .secureTextField
    case .button, .navigationLink, .menu: return .button
    case .toggle: return .switch
    case .picker: return .other
    case .datePicker: return .datePicker
    case .stepper: return .stepper
    case .slider: return .slider
    case .text: return .staticText
    case .image: return .other
    case .progressView: return .activityIndicator
    case .container("ScrollView"): return .scrollView
    case .container("Form"): return .scrollView
    case .container:
      return (node.identifier ?? "").isEmpty ? nil : .other
    }
  }

  /// A node's top and bottom in screen coordinates: in a scroll container, where it is in the
  /// container's visible area (`visibleFrame(of:)`) below the container's top; outside, its
  /// place on the screen (`screenFrame(of:)`); the window's origin added.
  func frame(of node: SwiftUINode) -> ClosedRange<CGFloat>? {
    guard let host else { return nil }
    let origin = host.windowOrigin.y
    if let scrollView = enclosingScrollView(of: node), let inside = host.visibleFrame(of: node),
      let top = frame(of: scrollView)?.lowerBound
    {
      return (top + inside.lowerBound)...(top + inside.upperBound)
    }
    return host.screenFrame(of: node).map {
      (origin + $0.lowerBound)...(origin + $0.upperBound)
    }
  }

  /// The nearest scroll container around a node.
  func enclosingScrollView(of node: SwiftUINode) -> SwiftUINode? {
    var current = node.parent
    while let view = current {
      if host?.scrollsContent(view) == true { return view }
      current = view.parent
    }
    return nil
  }

  /// The innermost scroll container whose frame holds `point` (screen coordinates) and whose
  /// content is taller than it, else the outermost one there.
  func scrollView(at point: CGPoint) -> SwiftUINode? {
    guard let host else { return nil }
    let under = host.root.subtree.filter { node in
      guard host.scrollsContent(node), let span = frame(of: node) else { return false }
      return span.contains(point.y)
    }
    return under.last { node in
      let content = node.children.map(\.layoutHeight).reduce(0, +)
      return content > (frame(of: node).map { $0.upperBound - $0.lowerBound } ?? 0)
    } ?? under.first
  }

  /// The top of what covers the screen's bottom while a text input has focus: the keyboard
  /// toolbar's bar, else the keyboard; the screen's bottom without focus.
  var keyboardTop: CGFloat {
    guard let host, host.focusedInput != nil else { return geometry.size.height }
    let bar = host.hasKeyboardToolbar ? Self.keyboardBarHeight : 0
    return geometry.size.height - geometry.keyboard - bar
  }

  /// The frame of an element by handle, in screen coordinates.
  func frame(ofHandle handle: Int) -> CGRect? {
    func find(_ elements: [XCUIElementSnapshotDouble]) -> CGRect? {
      for element in elements {
        if element.handle == handle { return element.frame }
        if let frame = find(element.children) { return frame }
      }
      return nil
    }
    return find(elements)
  }
}
