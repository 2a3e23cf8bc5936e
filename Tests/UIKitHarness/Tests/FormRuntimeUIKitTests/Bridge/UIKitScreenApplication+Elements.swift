import UIKit
import XCTest

/// The accessibility element tree of the screen, as XCUITest reads it, from the window's views and
/// the UIKit double's keyboard.
///
/// Modelled, with Apple's documentation:
/// - standard controls and views are accessibility elements by default, other views are not
///   ("If the receiver is a UIKit control, the default value is true",
///   https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement;
///   https://developer.apple.com/documentation/uikit/uiaccessibility-protocol): a text field,
///   text view, button, switch, slider, stepper, date picker and label (unless it says it is
///   not an element) are elements of their own type, a control of another class (a screen's own
///   picker or rating) and any view the screen gave an accessibility identifier are elements of
///   type `other`, a scroll view is a `scrollView` element holding its content, and other views
///   are no element: their subviews belong to the nearest element above them
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum);
/// - hidden views, and views with an alpha below 0.01, are not on screen and not in the tree
///   (https://developer.apple.com/documentation/uikit/uiview/ishidden);
/// - an element's identifier, label and value are the view's `accessibilityIdentifier`,
///   `accessibilityLabel` (a label's text, a button's title when not set) and value (a text
///   input's text, a switch's `1` or `0`), its placeholder a text field's `placeholder`
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes);
/// - its frame is the view's bounds converted to the screen's coordinates
///   (https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame);
/// - keyboard focus is the first responder's
///   (https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder);
/// - a disabled control is not enabled
///   (https://developer.apple.com/documentation/uikit/uicontrol/isenabled);
/// - in front of the window's content: the first responder's input accessory view at the top of
///   the keyboard's frame (a toolbar: a `toolbar` element whose items are `button` elements and,
///   for an item with a custom view, that view's element), then the system keyboard (a
///   `keyboard` element with keys and its Return key, titled by the input's `returnKeyType`) or
///   the input's own input view
///   (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview,
///   https://developer.apple.com/documentation/uikit/uiresponder/inputview,
///   https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype).
///   Not documented by Apple: where a toolbar draws its items (the double keeps bar button items
///   without frames), here 8 points in from the edges, 44 points wide (a custom view its own
///   width), flexible spaces sharing what is left; and the Return key's place at the keyboard's
///   bottom right. The number and phone pads show no Return key.
extension UIKitScreenApplication {
  /// The handle of an object, the same one each time.
  func handle(_ object: AnyObject) -> Int {
    let id = ObjectIdentifier(object)
    if let handle = handles[id] { return handle }
    let handle = objects.count
    handles[id] = handle
    objects[handle] = object
    return handle
  }

  var elements: [XCUIElementSnapshotDouble] {
    guard isRunning, let window else { return [] }
    var all = children(of: window)
    let keyboard = window.simulatedKeyboard
    guard keyboard.isVisible else { return all }
    var top = keyboard.frame.minY
    if let accessory = keyboard.accessoryView, keyboard.accessoryHeight > 0 {
      let frame = CGRect(
        x: keyboard.frame.minX, y: top, width: keyboard.frame.width,
        height: keyboard.accessoryHeight)
      all.append(accessoryElement(accessory, frame: frame))
      top += keyboard.accessoryHeight
    }
    let part = CGRect(
      x: keyboard.frame.minX, y: top, width: keyboard.frame.width, height: keyboard.keyboardHeight)
    if let inputView = keyboard.inputView {
      all.append(
        XCUIElementSnapshotDouble(
          handle: handle(inputView), elementType: elementType(of: inputView) ?? .other,
          identifier: inputView.accessibilityIdentifier ?? "",
          label: inputView.accessibilityLabel ?? "", frame: part,
          children: children(of: inputView)))
    } else if keyboard.keyboardType != nil, keyboard.keyboardHeight > 0 {
      all.append(systemKeyboard(keyboard, frame: part))
    }
    return all
  }

  /// The system keyboard: a few letter keys and, unless a pad, the Return key.
  private func systemKeyboard(_ keyboard: UIWindow.SimulatedKeyboard, frame: CGRect)
    -> XCUIElementSnapshotDouble
  {
    var keys = Self.letterKeys.enumerated().map { index, key in
      XCUIElementSnapshotDouble(
        handle: key.handle, elementType: .key, identifier: key.key, label: key.key,
        frame: CGRect(
          x: frame.minX + 3 + CGFloat(index) * 39, y: frame.minY + 8, width: 35, height: 42))
    }
    let pads: [UIKeyboardType] = [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad]
    if let type = keyboard.keyboardType, !pads.contains(type), let key = keyboard.returnKeyType {
      let title = Self.title(of: key, in: settings.keyboardLanguage)
      keys.append(
        XCUIElementSnapshotDouble(
          handle: Self.returnKeyHandle, elementType: .button,
          identifier: title.prefix(1).uppercased() + title.dropFirst(), label: title,
          frame: CGRect(x: frame.maxX - 90, y: frame.minY + 160, width: 86, height: 42)))
    }
    return XCUIElementSnapshotDouble(
      handle: Self.keyboardHandle, elementType: .keyboard, frame: frame,
      children: keys)
  }

  /// The Return key's title in a language (`de`: German; any other: English), as the keyboard
  /// of the simulator's language shows it.
  static func title(of key: UIReturnKeyType, in language: String) -> String {
    guard language == "de" else { return title(of: key) }
    switch key {
    case .default: return "Zeilenumbruch"
    case .go: return "Los"
    case .google, .yahoo, .search: return "Suchen"
    case .join: return "Beitreten"
    case .next: return "Weiter"
    case .route: return "Route"
    case .send: return "Senden"
    case .done: return "Fertig"
    case .emergencyCall: return "Notruf"
    case .continue: return "Fortfahren"
    }
  }

  /// The Return key's English title.
  static func title(of key: UIReturnKeyType) -> String {
    switch key {
    case .default: return "return"
    case .go: return "go"
    case .google, .yahoo, .search: return "search"
    case .join: return "join"
    case .next: return "next"
    case .route: return "route"
    case .send: return "send"
    case .done: return "done"
    case .emergencyCall: return "emergency call"
    case .continue: return "continue"
    }
  }

  /// The title of a system item with a localized title, in English ("The system Done button,
  /// localized", https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done,
  /// and likewise Cancel, Edit and Save); empty for the others, which show an image.
  static func title(of item: UIBarButtonItem.SystemItem?) -> String {
    switch item {
    case .done?: return "Done"
    case .cancel?: return "Cancel"
    case .edit?: return "Edit"
    case .save?: return "Save"
    default: return ""
    }
  }

  /// The input accessory view: a toolbar with its items, or the view's own elements.
  private func accessoryElement(_ accessory: UIView, frame: CGRect) -> XCUIElementSnapshotDouble {
    guard let toolbar = accessory as? UIToolbar else {
      return XCUIElementSnapshotDouble(
        handle: handle(accessory), elementType: .other,
        identifier: accessory.accessibilityIdentifier ?? "", frame: frame,
        children: children(of: accessory))
    }
    var items: [XCUIElementSnapshotDouble] = []
    let shown = (toolbar.items ?? []).filter { !$0.isHidden }
    func width(_ item: UIBarButtonItem) -> CGFloat? {
      switch item.simulatedSystemItem {
      case .flexibleSpace: return nil
      case .fixedSpace: return item.width
      default: return item.customView?.bounds.width ?? 44
      }
    }
    let fixed = shown.compactMap(width).reduce(0, +)
    let flexible = shown.filter { width($0) == nil }.count
    let share = flexible == 0 ? 0 : max(0, frame.width - 16 - fixed) / CGFloat(flexible)
    var x = frame.minX + 8
    for item in shown {
      let itemWidth = width(item) ?? share
      defer { x += itemWidth }
      let itemFrame = CGRect(x: x, y: frame.minY, width: itemWidth, height: frame.height)
      if let view = item.customView {
        items += element(view, frame: itemFrame).map { [$0] } ?? children(of: view)
      } else if let system = item.simulatedSystemItem,
        system == .flexibleSpace || system == .fixedSpace
      {
        continue
      } else {
        items.append(
          XCUIElementSnapshotDouble(
            handle: handle(item), elementType: .button,
            identifier: item.accessibilityIdentifier ?? "",
            label: item.accessibilityLabel ?? item.title
              ?? Self.title(of: item.simulatedSystemItem),
            isEnabled: item.isEnabled,
            frame: itemFrame))
      }
    }
    return XCUIElementSnapshotDouble(
      handle: handle(toolbar), elementType: .toolbar,
      identifier: toolbar.accessibilityIdentifier ?? "", frame: frame, children: items)
  }

  /// The elements of a view's subviews, in order (front-most last).
  func children(of view: UIView) -> [XCUIElementSnapshotDouble] {
    var found: [XCUIElementSnapshotDouble] = []
    appendChildren(of: view, to: &found)
    return found
  }

  /// Appends the elements of a view's subviews, in order: a subview that is an element, else
  /// the elements of its own subviews (one array filled in one walk: the tree is read at every
  /// query).
  private func appendChildren(of view: UIView, to found: inout [XCUIElementSnapshotDouble]) {
    for subview in view.subviews where !subview.isHidden && subview.alpha >= 0.01 {
      if let element = element(subview, frame: nil) {
        found.append(element)
      } else {
        appendChildren(of: subview, to: &found)
      }
    }
  }

  /// The element types whose element holds the elements of the view's subviews; a control's own
  /// subviews (a button's title label) are part of it.
  private static let containerTypes: Set<XCUIElement.ElementType> = [
    .scrollView, .other, .toolbar, .cell,
  ]

  /// The element a view is, if it is one (`frame`: where it is drawn, else its own frame).
  private func element(_ view: UIView, frame: CGRect?) -> XCUIElementSnapshotDouble? {
    guard let type = elementType(of: view) else { return nil }
    return XCUIElementSnapshotDouble(
      handle: handle(view), elementType: type, identifier: view.accessibilityIdentifier ?? "",
      label: label(of: view), value: value(of: view),
      placeholderValue: (view as? UITextField)?.placeholder,
      isEnabled: (view as? UIControl)?.isEnabled ?? true,
      frame: frame ?? self.frame(of: view) ?? .zero, hasKeyboardFocus: view.isFirstResponder,
      children: Self.containerTypes.contains(type) ? children(of: view) : [],
      textHeight: textHeight(of: view)
    )
  }

  /// How high the view's text is drawn, which the accessibility audit's clipped-text check
  /// compares with its frame: a line of its font (the UIKit double's `lineHeight`) for a text
  /// field and a one-line label with text; `nil` for other views (a text view scrolls its text).
  /// Apple, textClipped: "The element's text is clipped"
  /// (https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/textclipped);
  /// a text field's default font is the 17-point system font
  /// (https://developer.apple.com/documentation/uikit/uitextfield/font).
  private func textHeight(of view: UIView) -> CGFloat? {
    switch view {
    case let field as UITextField:
      return (field.font ?? UIFont.systemFont(ofSize: 17)).lineHeight
    case let label as UILabel where label.numberOfLines == 1 && !(label.text ?? "").isEmpty:
      return label.font.lineHeight
    default:
      return nil
    }
  }

  /// The element type of a view, or `nil` when it is no element.
  func elementType(of view: UIView) -> XCUIElement.ElementType? {
    switch view {
    case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
    case is UITextView: return .textView
    case is UIButton: return .button
    case is UISwitch: return .switch
    case is UISlider: return .slider
    case is UIStepper: return .stepper
    case is UIDatePicker: return .datePicker
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/segmentedcontrol
    case is UISegmentedControl: return .segmentedControl
    // A table's cell is an element, its content inside it
    // (https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/cell).
    case is UITableViewCell: return .cell
    case let label as UILabel: return label.isAccessibilityElement ? .staticText : nil
    case is UIScrollView: return .scrollView
    case is UIToolbar: return .toolbar
    case is UIControl: return .other
    default:
      let identified = !(view.accessibilityIdentifier ?? "").isEmpty
      return identified || view.isAccessibilityElement ? .other : nil
    }
  }

  private func label(of view: UIView) -> String {
    if let label = view.accessibilityLabel { return label }
    return (view as? UIButton)?.currentTitle ?? ""
  }

  private func value(of view: UIView) -> String? {
    if let value = view.accessibilityValue { return value }
    switch view {
    case let field as UITextField: return field.text ?? ""
    case let textView as UITextView: return textView.text ?? ""
    case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
    case let slider as UISlider: return String(slider.value)
    case let stepper as UIStepper: return String(stepper.value)
    default: return nil
    }
  }
}
