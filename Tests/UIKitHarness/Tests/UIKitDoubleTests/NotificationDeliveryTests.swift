import Foundation
import Testing
import UIKit

/// How notifications reach observers on this platform (swift-corelibs-foundation, Swift Testing).
@MainActor
@Suite("Notification delivery", .serialized)
struct NotificationDeliveryTests {
  @Test("the main actor is not the main thread under Swift Testing on Linux")
  func mainActorThread() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    #if os(Linux)
      #expect(!Thread.isMainThread)
      #expect(OperationQueue.current == nil)
    #endif
  }

  @Test("an observer with queue: nil runs synchronously, on the main actor, during the post")
  func nilQueue() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    var log: [String] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { log.append("observer") } }
    defer { NotificationCenter.default.removeObserver(token) }
    let screen = Screen()
    let field = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    log.append("before")
    field.becomeFirstResponder()
    log.append("after")
    #expect(log == ["before", "observer", "after"])
  }

  @Test("an observer with queue: .main runs on the main actor when the post comes from elsewhere")
  func mainQueueFromBackground() async {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    var delivered = false
    let token = NotificationCenter.default.addObserver(
      forName: Notification.Name("UIKitDoubleTests.background"), object: nil, queue: .main
    ) { _ in MainActor.assumeIsolated { delivered = true } }
    defer { NotificationCenter.default.removeObserver(token) }
    await Task.detached {
      NotificationCenter.default.post(
        name: Notification.Name("UIKitDoubleTests.background"), object: nil)
    }.value
    #expect(delivered)
  }
}
