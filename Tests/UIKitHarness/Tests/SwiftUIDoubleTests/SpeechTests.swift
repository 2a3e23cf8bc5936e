import SwiftUI
import Testing
import UIKit

/// A field VoiceOver can be moved to, and a button that moves it there and announces.
@MainActor
private struct Announcing: View {
  enum Element: Hashable { case name }
  @AccessibilityFocusState private var voiceOver: Element?
  @State private var name = ""
  let announce: () -> Void

  var body: some View {
    VStack {
      TextField("Name", text: $name).accessibilityLabel("Name, error: Enter your name")
        .accessibilityFocused($voiceOver, equals: .name).accessibilityIdentifier("name")
      Button("Check") {
        voiceOver = .name
        announce()
      }
      .accessibilityIdentifier("check")
    }
  }
}

@MainActor
@Suite("SwiftUI double: VoiceOver's speech", .serialized)
struct SpeechTests {
  @Test("an announcement posted with a VoiceOver focus move is cut off by the element's speech")
  func defaultAnnouncementCutOff() {
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    let host = SwiftUIHost(
      Announcing {
        UIAccessibility.post(notification: .announcement, argument: "Error: Enter your name")
      })
    #expect(host.tap("check"))
    #expect(host.voiceOverFocus?.identifier == "name")
    #expect(
      host.speech == [
        SpokenUtterance(text: "Error: Enter your name", isAnnouncement: true, wasInterrupted: true),
        SpokenUtterance(text: "Name, error: Enter your name", isAnnouncement: false),
      ])
  }

  @Test("a queued announcement posted once VoiceOver's focus landed follows the element's speech")
  func queuedAfterFocus() {
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    var token: (any NSObjectProtocol)?
    let host = SwiftUIHost(
      Announcing {
        token = NotificationCenter.default.addObserver(
          forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
        ) { _ in
          MainActor.assumeIsolated {
            UIAccessibility.post(
              notification: .announcement,
              argument: NSAttributedString(
                string: "Error: Enter your name",
                attributes: [.accessibilitySpeechQueueAnnouncement: NSNumber(value: true)]))
          }
        }
      })
    defer { if let token { NotificationCenter.default.removeObserver(token) } }
    #expect(host.tap("check"))
    #expect(
      host.speech == [
        SpokenUtterance(text: "Name, error: Enter your name", isAnnouncement: false),
        SpokenUtterance(text: "Error: Enter your name", isAnnouncement: true),
      ])
  }

  @Test("nothing is spoken while VoiceOver is off; speech of an earlier action was spoken out")
  func offAndTurns() {
    let host = SwiftUIHost(
      Announcing { UIAccessibility.post(notification: .announcement, argument: "Checked") })
    #expect(host.tap("check"))
    #expect(host.speech.isEmpty)
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    UIAccessibility.post(notification: .announcement, argument: "First")
    host.settle()
    UIAccessibility.post(notification: .announcement, argument: "Second")
    host.settle()
    #expect(host.speech.map(\.wasInterrupted) == [false, false])
  }
}
