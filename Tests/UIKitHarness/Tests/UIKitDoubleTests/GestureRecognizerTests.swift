import Foundation
import Testing
import UIKit

/// A delegate that records what it is asked and answers as told.
@MainActor
final class TapDelegate: NSObject, UIGestureRecognizerDelegate {
  var receives: (UITouch) -> Bool = { _ in true }
  var begins = true
  var asked: [String] = []

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    asked.append("shouldReceive")
    return receives(touch)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked.append("shouldBegin")
    return begins
  }
}

@MainActor
@Suite("Gesture recognizers and taps", .serialized)
struct GestureRecognizerTests {
  @Test("a tap recognizer on the root view recognizes a tap on a plain subview")
  func recognizesInSubviews() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let tap = UITapGestureRecognizer(target: nil, action: Selector("tapped"))
    screen.root.addGestureRecognizer(tap)
    #expect(tap.view === screen.root)
    #expect(screen.root.gestureRecognizers?.count == 1)
    let label = screen.add(UILabel(), frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    #expect(label.simulateTap())
    #expect(tap.simulatedRecognitionCount == 1)
    #expect(tap.state == .ended)
    #expect(tap.location(in: label) == CGPoint(x: 100, y: 20))
    let outside = UIView()
    outside.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(!outside.simulateTap(), "not in a window")
    #expect(tap.simulatedRecognitionCount == 1)
  }

  @Test("with cancelsTouchesInView (the default) a recognized tap takes the cell's and field's tap")
  func cancelsTouches() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let form = FormTable(rows: 3, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.root.addSubview(form.table)
    form.table.layoutIfNeeded()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    #expect(tap.cancelsTouchesInView)
    screen.root.addGestureRecognizer(tap)
    #expect(form.cells[1].contentView.simulateTap())
    #expect(form.selected.isEmpty, "the cell's touch was cancelled")
    #expect(form.fields[0].simulateTap())
    #expect(!form.fields[0].isFirstResponder, "a text field is not in Apple's list of controls")
    #expect(tap.simulatedRecognitionCount == 2)

    tap.cancelsTouchesInView = false
    #expect(form.cells[1].contentView.simulateTap())
    #expect(form.selected == [IndexPath(row: 1, section: 0)])
    #expect(form.fields[0].simulateTap())
    #expect(form.fields[0].isFirstResponder)
    #expect(tap.simulatedRecognitionCount == 4)
  }

  @Test("a button's and a switch's tap is theirs, not an ancestor's tap recognizer's")
  func controlsKeepTheirTaps() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    screen.root.addGestureRecognizer(tap)
    let button = screen.add(
      UIButton(type: .system), frame: CGRect(x: 20, y: 100, width: 80, height: 44))
    var pressed = 0
    button.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
    let toggle = screen.add(UISwitch(), frame: CGRect(x: 20, y: 200, width: 51, height: 31))
    #expect(button.simulateTap())
    #expect(toggle.simulateTap())
    #expect(pressed == 1)
    #expect(toggle.isOn)
    #expect(tap.simulatedRecognitionCount == 0)
    #expect(tap.state == .failed)
    // A recognizer on the control itself handles the tap first.
    let own = UITapGestureRecognizer(target: nil, action: nil)
    button.addGestureRecognizer(own)
    #expect(button.simulateTap())
    #expect(own.simulatedRecognitionCount == 1)
    #expect(pressed == 1)
  }

  @Test("the delegate may refuse the touch or the recognition; a disabled recognizer sees nothing")
  func delegate() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    let delegate = TapDelegate()
    tap.delegate = delegate
    screen.root.addGestureRecognizer(tap)
    let field = screen.add(UITextField(), frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    let label = screen.add(UILabel(), frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    delegate.receives = { !($0.view is UITextField) }
    #expect(field.simulateTap())
    #expect(field.isFirstResponder, "the recognizer never saw the touch")
    #expect(delegate.asked == ["shouldReceive"])
    delegate.begins = false
    #expect(!label.simulateTap(), "the recognizer failed, and a label does nothing with a tap")
    #expect(delegate.asked == ["shouldReceive", "shouldReceive", "shouldBegin"])
    #expect(tap.state == .failed)
    #expect(tap.simulatedRecognitionCount == 0)
    tap.isEnabled = false
    delegate.begins = true
    #expect(label.simulateTap() == false, "a label does nothing with a tap")
    #expect(delegate.asked.count == 3)
  }

  @Test("tapping a switch flips it and sends valueChanged, as a user's flip does")
  func switchTap() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let toggle = screen.add(UISwitch(), frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    var log: [String] = []
    toggle.addAction(
      UIAction { _ in log.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
    toggle.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
    #expect(toggle.simulateTap())
    #expect(toggle.isOn)
    #expect(log == ["valueChanged true", "touchUpInside"])
    toggle.isEnabled = false
    #expect(!toggle.simulateTap())
    #expect(toggle.isOn)
  }
}
