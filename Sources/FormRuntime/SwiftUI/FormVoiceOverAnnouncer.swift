#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// Posts a SwiftUI screen's announcements so that VoiceOver speaks them whole beside the
  /// VoiceOver focus the session moves with them (after a failed submit: the first invalid input,
  /// then "Error: …").
  ///
  /// A write to `@AccessibilityFocusState` moves VoiceOver at the next update, after the
  /// session's announcement was posted; VoiceOver then speaks the element, and a new utterance
  /// cuts off a default-priority announcement, which "interrupts existing speech, but is
  /// interruptible if a new speech utterance starts"
  /// (https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/default). So while
  /// VoiceOver's focus is moving, announcements wait for UIKit's
  /// `elementFocusedNotification` ("when an assistive app focuses on an accessibility element",
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification),
  /// and every announcement is queued behind the speech in progress
  /// (`accessibilitySpeechQueueAnnouncement`, iOS 11: "the system queues the announcement behind
  /// existing speech",
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityspeechattributequeueannouncement):
  /// VoiceOver reads the input (its label carries the error) and then the announcement.
  @MainActor
  final class FormVoiceOverAnnouncer {
    /// Announcements waiting for VoiceOver's focus to land.
    private var pending: [String] = []
    /// The observer of `elementFocusedNotification` while VoiceOver's focus is moving.
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

    deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// VoiceOver's focus is about to move (a write to the screen's `@AccessibilityFocusState`
    /// that changes it): announcements wait until it landed. Nothing waits while VoiceOver is
    /// off, since nothing moves then.
    func focusWillMove() {
      guard UIAccessibility.isVoiceOverRunning, observer == nil else { return }
      observer = NotificationCenter.default.addObserver(
        forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.focusDidLand() }
      }
    }

    /// Announces `message`: at once, queued behind the speech in progress, or once VoiceOver's
    /// focus landed when it is moving.
    func announce(_ message: String) {
      if observer != nil { pending.append(message) } else { post(message) }
    }

    /// VoiceOver's focus landed: the waiting announcements go, after the element's speech.
    private func focusDidLand() {
      if let observer { NotificationCenter.default.removeObserver(observer) }
      observer = nil
      let messages = pending
      pending = []
      for message in messages { post(message) }
    }

    private func post(_ message: String) {
      UIAccessibility.post(
        notification: .announcement,
        argument: NSAttributedString(
          string: message,
          attributes: [.accessibilitySpeechQueueAnnouncement: NSNumber(value: true)]))
    }
  }
#endif
