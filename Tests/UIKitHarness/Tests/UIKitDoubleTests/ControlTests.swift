import Foundation
import Testing
import UIKit

@MainActor
@Suite("Controls, actions and bar button items", .serialized)
struct ControlTests {
  @Test("sendActions runs the UIActions added for the events, with the control as sender")
  func actions() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let control = UIControl()
    var log: [String] = []
    var sender: Any?
    let changed = UIAction { action in
      log.append("changed")
      sender = action.sender
    }
    control.addAction(changed, for: .editingChanged)
    control.addAction(UIAction { _ in log.append("any editing") }, for: .allEditingEvents)
    control.sendActions(for: .editingChanged)
    #expect(log == ["changed", "any editing"])
    #expect(sender as? UIControl === control)
    #expect(changed.sender == nil, "only while the handler runs")
    control.sendActions(for: .valueChanged)
    #expect(log.count == 2)
    control.removeAction(changed, for: .editingChanged)
    control.sendActions(for: .editingChanged)
    #expect(log == ["changed", "any editing", "any editing"])
  }

  @Test("an action with the identifier of one already added replaces it")
  func uniqueIdentifiers() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let control = UIControl()
    var log: [String] = []
    let id = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
    control.addAction(UIAction { _ in log.append("third") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second", "third"])
    #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
  }

  @Test("target-action is recorded, never performed")
  func targetAction() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let control = UIControl()
    control.addTarget(nil, action: Selector("tapped"), for: .touchUpInside)
    #expect(control.simulatedTargetActions.count == 1)
    #expect(control.allControlEvents == .touchUpInside)
    control.removeTarget(nil, action: nil, for: .touchUpInside)
    #expect(control.simulatedTargetActions.isEmpty)
  }

  @Test("a tapped button sends touchUpInside then primaryActionTriggered, unless disabled")
  func buttonTap() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    var log: [String] = []
    let button = screen.add(
      UIButton(
        type: .system, primaryAction: UIAction(title: "Save") { _ in log.append("primary") }),
      frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
    #expect(button.title(for: .normal) == "Save")
    #expect(button.title(for: .highlighted) == "Save", "falls back to normal")
    #expect(button.simulateTap())
    #expect(log == ["up", "primary"])
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(!button.simulateTap())
    button.isEnabled = true
    button.isHidden = true
    #expect(!button.simulateTap())
    #expect(log.count == 2)
  }

  @Test("a bar button item runs its primary action when enabled")
  func barButtonItems() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    var log: [String] = []
    let image = UIImage(systemName: "chevron.up")
    let previous = UIBarButtonItem(
      title: nil, image: image, primaryAction: UIAction(image: image) { _ in log.append("up") },
      menu: nil)
    #expect(previous.image?.simulatedSystemName == "chevron.up")
    #expect(previous.simulateTap())
    previous.isEnabled = false
    #expect(!previous.simulateTap())
    let done = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { _ in log.append("done") })
    #expect(done.simulatedSystemItem == .done)
    #expect(done.simulateTap())
    let legacy = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    #expect(legacy.simulatedSystemItem == .flexibleSpace)
    #expect(!legacy.simulateTap(), "no primary action: target-action is not performed")
    #expect(log == ["up", "done"])
    #expect(UIBarButtonItem.Style.done.rawValue == 2)
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
    toolbar.setItems([previous, done], animated: false)
    toolbar.sizeToFit()
    #expect(toolbar.frame.size == CGSize(width: 320, height: 44))
    #expect(toolbar.items?.count == 2)
  }

  @Test(
    "assigning a bar button item's primary action replaces what a tap runs and gives it the action's title, but not a system item's"
  )
  func replacedPrimaryAction() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    var log: [String] = []
    let redeem = UIBarButtonItem(
      title: "Redeem", image: nil, primaryAction: UIAction { _ in log.append("redeem") },
      menu: nil)
    #expect(redeem.title == "Redeem")
    redeem.primaryAction = UIAction(title: "Redeem now") { _ in log.append("replaced") }
    #expect(redeem.title == "Redeem now")
    #expect(redeem.simulateTap())
    redeem.primaryAction = UIAction { _ in log.append("untitled") }
    #expect(redeem.title == "", "the action's empty title")
    redeem.primaryAction = nil
    #expect(redeem.title == "", "nil leaves the title")
    let done = UIBarButtonItem(systemItem: .done, primaryAction: nil)
    done.primaryAction = UIAction(title: "Finish") { _ in log.append("done") }
    #expect(done.title == nil, "a system item keeps its own look")
    #expect(done.simulateTap())
    #expect(log == ["replaced", "done"])
  }

  @Test("accessibility posts are recorded; VoiceOver follows the driver")
  func accessibility() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    UIAccessibility.post(notification: .announcement, argument: "Email is invalid")
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    #expect(UIKitDouble.accessibilityPosts.map(\.notification) == [.announcement, .layoutChanged])
    #expect(UIKitDouble.accessibilityPosts.first?.announcement == "Email is invalid")
    #expect(!UIAccessibility.isVoiceOverRunning)
    var posted = 0
    let token = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { posted += 1 } }
    defer { NotificationCenter.default.removeObserver(token) }
    UIKitDouble.simulateVoiceOver(running: true)
    #expect(UIAccessibility.isVoiceOverRunning)
    #expect(posted == 1)
    UIKitDouble.reset()
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(UIKitDouble.accessibilityPosts.isEmpty)
  }

  @Test("animations run at once and are recorded")
  func animations() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let view = UIView()
    var completed: Bool?
    UIView.animate(
      withDuration: 0.25, delay: 0, options: [.beginFromCurrentState],
      animations: { view.alpha = 0.5 }, completion: { completed = $0 })
    #expect(view.alpha == 0.5)
    #expect(completed == true)
    #expect(UIKitDouble.lastAnimation?.duration == 0.25)
    #expect(UIKitDouble.lastAnimation?.options == [.beginFromCurrentState])
  }

  @Test("a picked date is kept between the limits, unless they are crossed or count down")
  func datePickerKeepsPicksInRange() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let picker = UIDatePicker()
    var sent = 0
    picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    let low = Date(timeIntervalSince1970: 1_000_000)
    let high = Date(timeIntervalSince1970: 2_000_000)
    picker.minimumDate = low
    picker.maximumDate = high
    #expect(picker.simulatePick(Date(timeIntervalSince1970: 10)))
    #expect(picker.date == low && sent == 1)
    #expect(picker.simulatePick(Date(timeIntervalSince1970: 9_000_000)))
    #expect(picker.date == high && sent == 2)
    #expect(picker.simulatePick(Date(timeIntervalSince1970: 1_500_000)))
    #expect(picker.date == Date(timeIntervalSince1970: 1_500_000))
    // Crossed limits are ignored.
    picker.minimumDate = high
    picker.maximumDate = low
    #expect(picker.simulatePick(Date(timeIntervalSince1970: 10)))
    #expect(picker.date == Date(timeIntervalSince1970: 10))
    // So are limits in the countdown-timer mode.
    picker.minimumDate = low
    picker.maximumDate = high
    picker.datePickerMode = .countDownTimer
    #expect(picker.simulatePick(Date(timeIntervalSince1970: 10)))
    #expect(picker.date == Date(timeIntervalSince1970: 10))
    // Setting the date from code sends nothing; a disabled picker ignores the user.
    picker.date = low
    picker.isEnabled = false
    #expect(!picker.simulatePick(high))
    #expect(picker.date == low && sent == 5)
  }
}
