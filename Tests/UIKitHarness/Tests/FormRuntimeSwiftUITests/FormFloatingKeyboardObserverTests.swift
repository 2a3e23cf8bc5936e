import Foundation
import Testing

/// `FormFloatingKeyboardObserver`, built for the SwiftUI double, observes its own host's device
/// as the `object` of `addObserver(forName:object:queue:using:)` and lets the notification
/// center filter: "Specify a sender to deliver only notifications from this sender. When nil,
/// the notification center doesn't use the sender as criteria for delivery." (Apple,
/// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)).
/// The harness runs on swift-corelibs-foundation's center, which filters so (checked here); that
/// another host's floating keyboard moves no screen is `ScrollRevealTests`' hardware-keyboard
/// reveal test.
@Suite("The notification center delivers a sender's notifications only")
struct FormFloatingKeyboardObserverTests {
  final class Device {}
  final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
  }

  @Test(
    "an observer registered for a sender hears that sender's notifications, not another's or a sender-less one"
  )
  func filtersBySender() {
    let mine = Device()
    let other = Device()
    let name = Notification.Name("formc.test.keyboardWillChangeFrame")
    let heard = Heard()
    let token = NotificationCenter.default.addObserver(forName: name, object: mine, queue: nil) {
      heard.append($0.userInfo?["from"] as? String ?? "?")
    }
    defer { NotificationCenter.default.removeObserver(token) }
    NotificationCenter.default.post(name: name, object: other, userInfo: ["from": "other"])
    NotificationCenter.default.post(name: name, object: mine, userInfo: ["from": "mine"])
    NotificationCenter.default.post(name: name, object: nil, userInfo: ["from": "nobody"])
    #expect(heard.all == ["mine"])
  }
}
