import Foundation
import Testing
import UIKit

@MainActor
@Suite("Simulated keyboard", .serialized)
struct KeyboardTests {
  static let shownFrame = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
  static let hiddenFrame = CGRect(x: 0, y: 844, width: 390, height: 336)

  @Test("becoming first responder shows the keyboard with UIKit's notifications and user info")
  func show() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let observer = KeyboardObserver()
    defer { observer.stop() }
    field.becomeFirstResponder()
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    for event in observer.events {
      #expect(event.begin == Self.hiddenFrame)
      #expect(event.end == Self.shownFrame)
      #expect(event.duration == 0.25)
      #expect(event.curve == 7)
      #expect(event.isLocal == true)
      #expect(event.objectIsScreen)
    }
    let keyboard = screen.window.simulatedKeyboard
    #expect(keyboard.isVisible)
    #expect(keyboard.frame == Self.shownFrame)
    #expect(keyboard.responder === field)
    #expect(UIKitDouble.keyboardNotificationNames.count == 4)
  }

  @Test(
    "with AutoFill Passwords on, an empty new-password field is filled with a strong password as it becomes first responder, through its delegate"
  )
  func strongPasswordFilled() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    screen.window.simulatePasswordAutoFill(enabled: true)
    let newPassword = screen.add(
      UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    newPassword.isSecureTextEntry = true
    newPassword.textContentType = .newPassword
    let confirmation = screen.add(
      UITextField(), frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    confirmation.textContentType = .newPassword
    confirmation.text = "typed"
    let delegate = StrongPasswordDelegate()
    newPassword.delegate = delegate
    newPassword.becomeFirstResponder()
    #expect(screen.window.simulatedKeyboard.offersStrongPassword)
    #expect(newPassword.text == UIWindow.strongPasswordDouble)
    #expect(delegate.replacements == [UIWindow.strongPasswordDouble], "asked once, as a paste")
    confirmation.becomeFirstResponder()
    #expect(confirmation.text == "typed", "a field with text keeps it")
    newPassword.becomeFirstResponder()
    #expect(delegate.replacements.count == 1, "filled once: it has text now")

    screen.window.simulatePasswordAutoFill(enabled: false)
    let other = screen.add(UITextField(), frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    other.textContentType = .newPassword
    other.becomeFirstResponder()
    #expect(other.text ?? "" == "", "AutoFill Passwords off: nothing is filled")
  }

  @Test(
    "with AutoFill Passwords on, a new-password field gets the strong password offer in the keyboard's place: no keys, no Return key"
  )
  func strongPasswordOffer() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let newPassword = screen.add(
      UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    newPassword.isSecureTextEntry = true
    newPassword.textContentType = .newPassword
    newPassword.returnKeyType = .next
    let password = screen.add(UITextField(), frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    password.textContentType = .password
    newPassword.becomeFirstResponder()
    #expect(screen.window.simulatedKeyboard.keyboardType == .default, "AutoFill is off until set")
    #expect(!screen.window.simulatedKeyboard.offersStrongPassword)
    screen.window.simulatePasswordAutoFill(enabled: true)
    var keyboard = screen.window.simulatedKeyboard
    #expect(keyboard.isVisible)
    #expect(keyboard.frame == Self.shownFrame, "the offer takes the keyboard's place")
    #expect(keyboard.offersStrongPassword)
    #expect(keyboard.keyboardType == nil)
    #expect(keyboard.returnKeyType == nil)
    password.becomeFirstResponder()
    keyboard = screen.window.simulatedKeyboard
    #expect(!keyboard.offersStrongPassword, "a sign-in password field gets the keyboard")
    #expect(keyboard.keyboardType == .default)
    newPassword.textContentType = nil
    newPassword.becomeFirstResponder()
    #expect(screen.window.simulatedKeyboard.returnKeyType == .next, "no content type: keys")
  }

  @Test("resigning with no successor hides the keyboard below the screen")
  func hide() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.becomeFirstResponder()
    let observer = KeyboardObserver()
    defer { observer.stop() }
    field.resignFirstResponder()
    #expect(observer.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    #expect(
      observer.events.allSatisfy { $0.begin == Self.shownFrame && $0.end == Self.hiddenFrame })
    #expect(!screen.window.simulatedKeyboard.isVisible)
    #expect(screen.window.simulatedKeyboard.frame == Self.hiddenFrame)
    #expect(screen.window.simulatedKeyboard.returnKeyType == nil)
  }

  @Test("the accessory view adds its fitting height; a new accessory re-posts the notifications")
  func accessory() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let first = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let second = screen.add(UITextField(), frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    let third = screen.add(UITextField(), frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    let shared = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    first.inputAccessoryView = shared
    second.inputAccessoryView = shared
    third.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    let observer = KeyboardObserver()
    defer { observer.stop() }
    first.becomeFirstResponder()
    let frame = CGRect(x: 0, y: 844 - 336 - 44, width: 390, height: 380)
    #expect(screen.window.simulatedKeyboard.frame == frame)
    #expect(screen.window.simulatedKeyboard.accessoryView === shared)
    #expect(shared.frame.size == CGSize(width: 390, height: 44), "sized to the keyboard")
    observer.clear()
    second.becomeFirstResponder()
    #expect(observer.names.isEmpty, "same keyboard, same accessory: nothing posted")
    third.becomeFirstResponder()
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(observer.events.allSatisfy { $0.begin == frame && $0.end == frame })
  }

  @Test("focus moving to an input with another keyboard height re-posts with the new frame")
  func inputViewHeight() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let first = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let second = screen.add(UITextField(), frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    second.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
    first.becomeFirstResponder()
    let observer = KeyboardObserver()
    defer { observer.stop() }
    second.becomeFirstResponder()
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(observer.events.first?.begin == Self.shownFrame)
    #expect(observer.events.first?.end == CGRect(x: 0, y: 844 - 216, width: 390, height: 216))
    #expect(screen.window.simulatedKeyboard.keyboardType == nil, "an input view, no keyboard")
    #expect(screen.window.simulatedKeyboard.inputView === second.inputView)
  }

  @Test("a changed return key shows only after reloadInputViews()")
  func returnKeyAfterReload() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.returnKeyType = .next
    field.keyboardType = .emailAddress
    field.becomeFirstResponder()
    #expect(screen.window.simulatedKeyboard.returnKeyType == .next)
    #expect(screen.window.simulatedKeyboard.keyboardType == .emailAddress)
    let observer = KeyboardObserver()
    defer { observer.stop() }
    field.returnKeyType = .done
    #expect(screen.window.simulatedKeyboard.returnKeyType == .next, "not yet reloaded")
    field.reloadInputViews()
    #expect(screen.window.simulatedKeyboard.returnKeyType == .done)
    #expect(screen.window.simulatedKeyboard.reloadCount == 1)
    #expect(observer.names.isEmpty, "same frame: nothing posted")
  }

  @Test("reloadInputViews() does nothing unless first responder; a new accessory posts at once")
  func reloadAccessory() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.reloadInputViews()
    #expect(!screen.window.simulatedKeyboard.isVisible)
    field.becomeFirstResponder()
    let observer = KeyboardObserver()
    defer { observer.stop() }
    field.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(observer.names.isEmpty)
    field.reloadInputViews()
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(observer.events.allSatisfy { $0.duration == 0 }, "replaced without animating")
  }

  @Test("a window's keyboard height drives the frame; changing it re-posts")
  func keyboardHeight() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    UIKitDouble.defaultKeyboardHeight = 300
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.becomeFirstResponder()
    #expect(screen.window.simulatedKeyboard.frame.height == 300)
    let observer = KeyboardObserver()
    defer { observer.stop() }
    screen.window.simulateKeyboardHeight(291)
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(observer.events.first?.end == CGRect(x: 0, y: 844 - 291, width: 390, height: 291))
  }

  @Test("a hardware keyboard shows only the accessory, or nothing without one")
  func hardwareKeyboard() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let plain = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let withBar = screen.add(UITextField(), frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    withBar.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    screen.window.simulateHardwareKeyboard(connected: true)
    let observer = KeyboardObserver()
    defer { observer.stop() }
    plain.becomeFirstResponder()
    #expect(observer.names.isEmpty)
    #expect(!screen.window.simulatedKeyboard.isVisible)
    withBar.becomeFirstResponder()
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(screen.window.simulatedKeyboard.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
    #expect(screen.window.simulatedKeyboard.returnKeyType == nil)
    observer.clear()
    screen.window.simulateHardwareKeyboard(connected: false)
    #expect(screen.window.simulatedKeyboard.frame.height == 380)
    #expect(observer.names.first == "WillChangeFrame")
  }

  @Test("a responder with only an accessory view shows it; a plain responder shows nothing")
  func customResponder() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    final class Bar: UIView {
      let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      override var canBecomeFirstResponder: Bool { true }
      override var inputAccessoryView: UIView? { bar }
    }
    final class Plain: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    let screen = Screen()
    let bar = screen.add(Bar(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let plain = screen.add(Plain(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(plain.becomeFirstResponder())
    #expect(!screen.window.simulatedKeyboard.isVisible)
    #expect(bar.becomeFirstResponder())
    #expect(screen.window.simulatedKeyboard.frame.height == 44)
    #expect(screen.window.simulatedKeyboard.keyboardType == nil)
  }

  @Test("rotating the window moves the keyboard and resizes the root view")
  func rotation() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.becomeFirstResponder()
    let observer = KeyboardObserver()
    defer { observer.stop() }
    screen.window.simulateResize(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), keyboardHeight: 209)
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(screen.root.bounds.size == CGSize(width: 844, height: 390))
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(observer.events.first?.end == CGRect(x: 0, y: 390 - 209, width: 844, height: 209))
    #expect(screen.root.safeAreaInsets.left == 47)
  }

  @Test("the keyboard layout guide covers the keyboard's part of the view, else the safe area")
  func keyboardLayoutGuide() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let guide = screen.root.keyboardLayoutGuide
    #expect(guide === screen.root.keyboardLayoutGuide)
    #expect(guide.owningView === screen.root)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 844 - 34, width: 390, height: 34))
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    field.becomeFirstResponder()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
    guide.usesBottomSafeArea = false
    field.resignFirstResponder()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test("a view pinned above the keyboard layout guide follows the keyboard")
  func pinnedToGuide() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let content = screen.add(UIView(), frame: CGRect(x: 0, y: 47, width: 390, height: 763))
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    content.addSubview(field)
    let pin = content.bottomAnchor.constraint(
      equalTo: screen.root.keyboardLayoutGuide.topAnchor, constant: -8)
    pin.isActive = true
    #expect(pin.isActive)
    #expect(screen.root.constraints.contains { $0 === pin })
    screen.root.layoutIfNeeded()
    #expect(content.frame.maxY == 802)
    field.becomeFirstResponder()
    #expect(content.frame.minY == 47, "the top stays")
    #expect(content.frame.maxY == 500, "laid out as the keyboard moved")
    field.resignFirstResponder()
    #expect(content.frame.maxY == 802)
    content.removeFromSuperview()
    #expect(!pin.isActive, "removing a view removes the constraints outside it that refer to it")
  }

  @Test(
    "the keyboard layout guide's tracked constraints follow a floating keyboard's nearest edge, only while followsUndockedKeyboard"
  )
  func trackingConstraints() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let content = screen.add(UIView(), frame: CGRect(x: 0, y: 47, width: 390, height: 763))
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    content.addSubview(field)
    let guide = screen.root.keyboardLayoutGuide
    let away = content.bottomAnchor.constraint(equalTo: guide.topAnchor)
    let near = content.bottomAnchor.constraint(
      equalTo: screen.root.safeAreaLayoutGuide.bottomAnchor)
    guide.setConstraints([away], activeWhenAwayFrom: .top)
    guide.setConstraints([near], activeWhenNearEdge: .top)
    #expect(guide.constraints(activeWhenAwayFrom: .top) == [away])
    #expect(guide.constraints(activeWhenNearEdge: .top) == [near])
    #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
    // Not following undocked keyboards: the guide leaves its tracked constraints alone.
    screen.root.layoutIfNeeded()
    #expect(!away.isActive && !near.isActive)
    guide.followsUndockedKeyboard = true
    screen.root.layoutIfNeeded()
    #expect(away.isActive && !near.isActive, "the guide at the bottom is away from the top")
    #expect(abs(content.frame.maxY - (844 - 34)) < 0.01)
    field.becomeFirstResponder()
    let window = screen.window
    #expect(abs(content.frame.maxY - (844 - 336)) < 0.01, "docked: away from the top")
    #expect(window.simulateUndockedKeyboard(at: CGRect(x: 35, y: 420, width: 320, height: 260)))
    #expect(away.isActive && !near.isActive)
    #expect(abs(content.frame.maxY - (420)) < 0.01, "the guide follows the floating keyboard")
    #expect(window.simulateUndockedKeyboard(at: CGRect(x: 35, y: 60, width: 320, height: 260)))
    #expect(!away.isActive && near.isActive, "a keyboard in the top half is near the top")
    #expect(abs(content.frame.maxY - (844 - 34)) < 0.01)
    // Untracked, the constraints stay as they were, wherever the keyboard goes.
    guide.removeAllTrackedConstraints()
    #expect(guide.constraints(activeWhenNearEdge: .top).isEmpty)
    #expect(window.simulateUndockedKeyboard(at: CGRect(x: 35, y: 420, width: 320, height: 260)))
    #expect(!away.isActive && near.isActive)
    // Giving an edge a new set stops tracking (and deactivates) the constraints no longer in it.
    guide.setConstraints([away], activeWhenNearEdge: .bottom)
    guide.setConstraints([], activeWhenNearEdge: .bottom)
    #expect(!away.isActive)
    #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
  }
}

/// Records the replacements a text field's delegate is asked for.
@MainActor
final class StrongPasswordDelegate: NSObject, UITextFieldDelegate {
  var replacements: [String] = []

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    replacements.append(string)
    return true
  }
}
