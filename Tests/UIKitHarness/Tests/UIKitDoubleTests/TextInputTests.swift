import Foundation
import Testing
import UIKit

@MainActor
@Suite("Text input", .serialized)
struct TextInputTests {
  func focusedField(in screen: Screen) -> (UITextField, FieldDelegate, () -> [String]) {
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let delegate = FieldDelegate()
    field.delegate = delegate
    var events: [String] = []
    field.logEvents([(.editingChanged, "editingChanged"), (.editingDidEndOnExit, "endOnExit")]) {
      events.append($0)
      delegate.log.append($0)
    }
    field.becomeFirstResponder()
    delegate.log = []
    return (field, delegate, { events })
  }

  @Test("a field's text reads \"\" at first and after nil; setting it sends no event")
  func textNil() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let (field, delegate, events) = focusedField(in: screen)
    #expect(field.text == "")
    field.text = "abc"
    #expect(field.text == "abc")
    field.text = nil
    #expect(field.text == "")
    #expect(events().isEmpty)
    #expect(delegate.log.isEmpty)
    #expect(UITextView().text == "")
    #expect(UITextView().textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
  }

  @Test("typing asks the delegate per character, then editingChanged and the selection")
  func typing() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let (field, delegate, _) = focusedField(in: screen)
    #expect(screen.window.simulateTyping("ab"))
    #expect(field.text == "ab")
    #expect(
      delegate.log == [
        "shouldChange(a)", "editingChanged", "didChangeSelection",
        "shouldChange(b)", "editingChanged", "didChangeSelection",
      ])
    #expect(
      delegate.changes.map(\.0) == [
        NSRange(location: 0, length: 0), NSRange(location: 1, length: 0),
      ])
    delegate.allowsChange = false
    delegate.log = []
    screen.window.simulateTyping("c")
    #expect(field.text == "ab")
    #expect(delegate.log == ["shouldChange(c)"])
    delegate.allowsChange = true
    #expect(screen.window.simulateDeleteBackward())
    #expect(field.text == "a")
    #expect(screen.window.simulatePaste("xyz"))
    #expect(field.text == "axyz")
    #expect(delegate.changes.last?.1 == "xyz")
    let caret = field.selectedTextRange
    #expect(caret?.isEmpty == true)
    #expect(field.offset(from: field.beginningOfDocument, to: caret!.end) == 4)
  }

  @Test("typing without a text input first responder does nothing")
  func noInput() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    #expect(!screen.window.simulateTyping("a"))
    #expect(!screen.window.simulateReturn())
  }

  @Test("marked text: markedTextRange is set, the text includes it, editingChanged still fires")
  func markedText() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let (field, delegate, events) = focusedField(in: screen)
    screen.window.simulateTyping("A")
    screen.window.simulateSetMarkedText("に")
    #expect(field.markedTextRange != nil)
    #expect(field.text == "Aに")
    screen.window.simulateSetMarkedText("にほ")
    #expect(field.text == "Aにほ")
    #expect(events() == ["editingChanged", "editingChanged", "editingChanged"])
    #expect(screen.window.simulateCommitMarkedText("日本"))
    #expect(field.markedTextRange == nil)
    #expect(field.text == "A日本")
    #expect(events().count == 4)
    #expect(delegate.changes.last?.0 == NSRange(location: 1, length: 2))
    screen.window.simulateSetMarkedText("ご")
    #expect(screen.window.simulateCommitMarkedText())
    #expect(field.text == "A日本ご")
    #expect(field.markedTextRange == nil)
    #expect(events().count == 6)
  }

  @Test("AutoFill fills a field that is not first responder with editingChanged, no selection")
  func autoFill() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let (_, _, _) = focusedField(in: screen)
    let username = screen.add(UITextField(), frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    let delegate = FieldDelegate()
    username.delegate = delegate
    var changed = 0
    username.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
    #expect(username.simulateAutoFill("jane@example.com"))
    #expect(username.text == "jane@example.com")
    #expect(changed == 1)
    #expect(delegate.log.isEmpty, "not asked, no selection callback")
    delegate.allowsChange = false
    #expect(!username.simulateAutoFill("x", consultingDelegate: true))
    #expect(username.text == "jane@example.com")
  }

  @Test("Return: shouldReturn, then editingDidEndOnExit, which resigns when it has an action")
  func returnKey() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let (field, delegate, _) = focusedField(in: screen)
    delegate.returns = false
    screen.window.simulateReturn()
    #expect(delegate.log == ["shouldReturn"])
    #expect(field.isFirstResponder)
    delegate.returns = true
    delegate.log = []
    screen.window.simulateReturn()
    #expect(delegate.log == ["shouldReturn", "endOnExit", "shouldEnd", "didEnd"])
    #expect(!field.isFirstResponder)
  }

  @Test("Return in a field that moves focus: typing goes on in the next input")
  func returnMovesFocus() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let (first, delegate, _) = focusedField(in: screen)
    let second = screen.add(UITextField(), frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    delegate.onReturn = { second.becomeFirstResponder() }
    delegate.returns = false
    screen.window.simulateTyping("a\nb")
    #expect(first.text == "a")
    #expect(second.text == "b")
  }

  @Test("a text view: callbacks, Return through shouldChangeTextIn, marked text")
  func textView() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let textView = screen.add(UITextView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    let delegate = TextViewDelegate()
    textView.delegate = delegate
    #expect(textView.simulateTap())
    #expect(delegate.log == ["shouldBegin", "didBegin"])
    delegate.log = []
    screen.window.simulateTyping("a\n")
    #expect(textView.text == "a\n")
    #expect(
      delegate.log == [
        "shouldChange(a)", "didChange", "didChangeSelection",
        "shouldChange(⏎)", "didChange", "didChangeSelection",
      ])
    delegate.log = []
    screen.window.simulateSetMarkedText("ni")
    #expect(textView.markedTextRange != nil)
    #expect(delegate.log.contains("didChange"))
    textView.isEditable = false
    textView.resignFirstResponder()
    #expect(textView.markedTextRange == nil)
  }

  @Test("a text view measures lines (approximation) and puts the caret on its line")
  func measuring() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.font = .systemFont(ofSize: 17)
    let line = UIFont.systemFont(ofSize: 17).lineHeight
    #expect(abs(line - 20.287) < 0.001)
    #expect(
      textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        == line + 16)
    textView.text = "one\ntwo\nthree"
    let size = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    #expect(size == CGSize(width: 200, height: 3 * line + 16))
    // 200 - 10 padding = 190 points: 22 characters of 8.5 points per line.
    textView.text = String(repeating: "x", count: 45)
    #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)).height == 3 * line + 16)
    let caret = textView.caretRect(for: textView.endOfDocument)
    #expect(caret.minY == 8 + 2 * line)
    #expect(caret.height == line)
    #expect(UITextField().font == nil)
  }
}
