import Foundation
import Testing
import UIKit

@MainActor
@Suite("First responder", .serialized)
struct FirstResponderTests {
  @Test("a view outside a window cannot become first responder")
  func outsideWindow() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let field = UITextField()
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    let screen = Screen()
    screen.add(field, frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
  }

  @Test("a plain view or a disabled field refuses, an enabled field accepts")
  func canBecome() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let view = screen.add(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    #expect(!view.becomeFirstResponder())
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
    #expect(!field.becomeFirstResponder())
    field.isEnabled = true
    #expect(field.becomeFirstResponder())
  }

  @Test("begin and end callbacks run in UITextFieldDelegate's documented order")
  func fieldCallbackOrder() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let delegate = FieldDelegate()
    field.delegate = delegate
    let observer = KeyboardObserver()
    defer { observer.stop() }
    var log: [String] = []
    field.logEvents([(.editingDidBegin, "editingDidBegin"), (.editingDidEnd, "editingDidEnd")]) {
      log.append($0)
    }
    delegate.onReturn = nil
    // Interleave the delegate's log with keyboard notifications and control events.
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { delegate.log.append("keyboardWillShow") } }
    let hideToken = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { delegate.log.append("keyboardWillHide") } }
    defer {
      NotificationCenter.default.removeObserver(token)
      NotificationCenter.default.removeObserver(hideToken)
    }
    #expect(field.becomeFirstResponder())
    #expect(delegate.log == ["shouldBegin", "keyboardWillShow", "didBegin"])
    #expect(log == ["editingDidBegin"])
    #expect(field.isEditing)
    delegate.log = []
    #expect(field.resignFirstResponder())
    #expect(delegate.log == ["shouldEnd", "keyboardWillHide", "didEnd"])
    #expect(log == ["editingDidBegin", "editingDidEnd"])
    #expect(!field.isEditing)
  }

  @Test("the reported order: a text field's didBegin before the keyboard")
  func reportedOrder() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    UIKitDouble.textFieldBeginsEditingBeforeKeyboard = true
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let delegate = FieldDelegate()
    field.delegate = delegate
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { delegate.log.append("keyboardWillShow") } }
    defer { NotificationCenter.default.removeObserver(token) }
    #expect(field.becomeFirstResponder())
    #expect(delegate.log == ["shouldBegin", "didBegin", "keyboardWillShow"])
  }

  @Test("a delegate can refuse to begin or to end editing")
  func refusals() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let first = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let second = screen.add(UITextField(), frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    let firstDelegate = FieldDelegate()
    let secondDelegate = FieldDelegate()
    first.delegate = firstDelegate
    second.delegate = secondDelegate
    secondDelegate.allowsBegin = false
    #expect(first.becomeFirstResponder())
    #expect(!second.becomeFirstResponder())
    #expect(first.isFirstResponder)
    // The new input is asked before the current one is asked to end.
    #expect(secondDelegate.log == ["shouldBegin"])
    #expect(!firstDelegate.log.contains("shouldEnd"))
    secondDelegate.allowsBegin = true
    firstDelegate.allowsEnd = false
    #expect(!second.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(!first.resignFirstResponder())
    firstDelegate.allowsEnd = true
    firstDelegate.log = []
    secondDelegate.log = []
    #expect(second.becomeFirstResponder())
    #expect(firstDelegate.log == ["shouldEnd", "didEnd"])
    #expect(secondDelegate.log == ["shouldBegin", "didBegin"])
    #expect(!first.isFirstResponder && second.isFirstResponder)
  }

  @Test("one first responder per window; removing it from the window forces it to resign")
  func forcedResign() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let container = screen.add(UIView(), frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    container.addSubview(field)
    let delegate = FieldDelegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    delegate.allowsEnd = false
    delegate.log = []
    container.removeFromSuperview()
    #expect(!field.isFirstResponder)
    #expect(delegate.log == ["didEnd"], "forced: not asked")
    #expect(!screen.window.simulatedKeyboard.isVisible)
  }

  @Test("endEditing(true) forces, endEditing(false) asks")
  func endEditing() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let delegate = FieldDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    delegate.allowsEnd = false
    #expect(!screen.root.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(screen.root.endEditing(true))
    #expect(!field.isFirstResponder)
  }

  @Test("a hidden first responder keeps its status")
  func hiddenKeepsFocus() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.becomeFirstResponder()
    field.isHidden = true
    #expect(field.isFirstResponder)
    #expect(screen.window.simulatedKeyboard.isVisible)
  }

  @Test("tapping a field focuses it; a hidden or non-interactive one ignores the tap")
  func tapFocus() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.isHidden = true
    #expect(!field.simulateTap())
    field.isHidden = false
    screen.root.isUserInteractionEnabled = false
    #expect(!field.simulateTap())
    screen.root.isUserInteractionEnabled = true
    field.alpha = 0.001
    #expect(!field.simulateTap())
    field.alpha = 1
    #expect(field.simulateTap())
    #expect(field.isFirstResponder)
  }
}
