import UIKit

/// One thing VoiceOver spoke in a hosted screen: an element it moved to, or an announcement. Not
/// Apple API.
/// double only: one thing VoiceOver spoke in a hosted screen.
public struct SpokenUtterance: Equatable, Sendable {
  /// What was spoken: the element's accessibility label (and its value after it, if it has one),
  /// or the announcement's text.
  /// double only: what was spoken.
  public var text: String
  /// Whether it was an announcement (`UIAccessibility.post(notification: .announcement, …)`).
  /// double only: whether it was an announcement.
  public var isAnnouncement: Bool
  /// Whether later speech of the same user action cut it off (or dropped it before it began).
  /// double only: whether later speech of the same user action cut it off.
  public internal(set) var wasInterrupted = false

  /// An utterance, for tests to compare with.
  /// double only: an utterance, for tests to compare with.
  public init(text: String, isAnnouncement: Bool, wasInterrupted: Bool = false) {
    self.text = text
    self.isAnnouncement = isAnnouncement
    self.wasInterrupted = wasInterrupted
  }
}

// VoiceOver's speech, as far as the documentation describes it. Only while VoiceOver runs
// (`UIKitDouble.simulateVoiceOver(running:)`).
//
// - Moving VoiceOver's focus to an element speaks the element: a new utterance, which cuts off the
//   speech in progress. AccessibilityFocusState: SwiftUI "updates as the focus of any active
//   accessibility technology, such as VoiceOver, changes"
//   (https://developer.apple.com/documentation/swiftui/accessibilityfocusstate); that VoiceOver
//   then speaks the element is its basic behaviour. UIKit then posts
//   `UIAccessibility.elementFocusedNotification`: "A notification that UIKit posts when an
//   assistive app focuses on an accessibility element"
//   (https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification).
// - An announcement interrupts the speech in progress unless its attributed string queues it:
//   "When the value is YES, the system queues the announcement behind existing speech. When the
//   value is NO, the announcement interrupts the existing speech. The default behavior is to
//   interrupt existing speech"
//   (https://developer.apple.com/documentation/uikit/uiaccessibilityspeechattributequeueannouncement).
//   A default-priority announcement "interrupts existing speech, but is interruptible if a new
//   speech utterance starts"
//   (https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/default).
// - Time: the double has none. Speech started during one user action (a tap, a key, an update
//   the test runs: everything up to the end of `settle()`) is in progress together, so later
//   speech of the same action cuts off earlier speech it interrupts; speech of an earlier action
//   was spoken out (the user took the time to act again).
extension SwiftUIHost {
  /// The announcements posted since the host last heard them, spoken in order.
  func hearAnnouncements() {
    let posts = UIKitDouble.accessibilityPosts
    if accessibilityPostsHeard > posts.count { accessibilityPostsHeard = 0 }
    let new = posts[accessibilityPostsHeard...]
    accessibilityPostsHeard = posts.count
    guard UIKitDouble.isVoiceOverRunning else { return }
    for post in new {
      guard let text = post.announcement else { continue }
      speak(
        SpokenUtterance(text: text, isAnnouncement: true), interrupts: !post.isQueuedAnnouncement)
    }
  }

  /// VoiceOver moved to `node`: the announcements posted before come first, then VoiceOver speaks
  /// the element and UIKit posts `elementFocusedNotification`.
  func voiceOverDidFocus(_ node: SwiftUINode) {
    hearAnnouncements()
    guard UIKitDouble.isVoiceOverRunning else { return }
    // The label, then the value: "a volume slider's label might be “Volume,” but its value is
    // the current volume level. In this case, it's not enough for users to know the identity of
    // the slider, because they also need to know its current value"
    // (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue;
    // SwiftUI: "for a slider that you label as “Volume” […], you can provide the current volume
    // setting, like “60%”", https://developer.apple.com/documentation/swiftui/view/accessibility(value:)).
    let label = node.accessibilityLabel ?? node.text ?? ""
    let spoken = node.elementValue.map { label.isEmpty ? $0 : label + ", " + $0 } ?? label
    speak(SpokenUtterance(text: spoken, isAnnouncement: false), interrupts: true)
    UIKitDouble.simulatePost(name: UIAccessibility.elementFocusedNotification)
    hearAnnouncements()
  }

  /// The end of a user action: what it posted is heard, and its speech is spoken out.
  func endSpeechTurn() {
    hearAnnouncements()
    speechTurnStart = speech.count
  }

  private func speak(_ utterance: SpokenUtterance, interrupts: Bool) {
    if interrupts {
      for index in speechTurnStart..<speech.count { speech[index].wasInterrupted = true }
    }
    speech.append(utterance)
  }
}
