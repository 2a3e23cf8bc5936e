// The double's global state and what it records for tests. Not Apple API.

/// The UIKit double's global state: defaults the drivers change and what the double records
/// (animations, accessibility notifications, exceptions UIKit would raise). Not Apple API.
///
/// Tests that read or change it should be `@MainActor`, call `reset()` first, and run serialized
/// (`@Suite(.serialized)`) with other tests that do.
/// double only: the double's global state.
@MainActor
public enum UIKitDouble {
  /// An animation the double ran (`UIView.animate`): the double applies the changes at once and
  /// records the parameters, so a test can check an animation used the keyboard's duration and
  /// curve.
  /// double only: an animation the double ran.
  public struct Animation: Hashable, Sendable {
    /// The duration passed.
    /// double only: the animation's duration.
    public var duration: TimeInterval
    /// The delay passed.
    /// double only: the animation's delay.
    public var delay: TimeInterval
    /// The options passed.
    /// double only: the animation's options.
    public var options: UIView.AnimationOptions
  }

  /// A posted accessibility notification (`UIAccessibility.post(notification:argument:)`).
  /// double only: a posted accessibility notification.
  public struct AccessibilityPost {
    /// The notification.
    /// double only: the posted notification.
    public var notification: UIAccessibility.Notification
    /// The argument (a `String` for `.announcement`, a view or `nil` for the others).
    /// double only: the posted argument.
    public var argument: Any?

    /// The announcement's text, if the notification is an announcement with a string (or
    /// attributed string) argument.
    /// double only: the announcement's text.
    public var announcement: String? {
      guard notification == .announcement else { return nil }
      return argument as? String ?? (argument as? NSAttributedString)?.string
    }

    /// Whether the announcement waits behind the speech in progress
    /// (`accessibilitySpeechQueueAnnouncement` set to true on its attributed string) instead of
    /// interrupting it, Apple's default.
    /// double only: whether the announcement is queued.
    public var isQueuedAnnouncement: Bool {
      guard notification == .announcement, let text = argument as? NSAttributedString,
        text.length > 0
      else { return false }
      let value = text.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil)
      return (value as? NSNumber)?.boolValue ?? (value as? Bool) ?? false
    }
  }

  /// A keyboard notification the double posted (`UIWindow.simulatedKeyboard` changes).
  /// double only: a keyboard notification the double posted.
  public struct KeyboardNotification {
    /// The notification's name (`UIResponder.keyboardWillShowNotification`, …).
    /// double only: the notification's name.
    public var name: NSNotification.Name
    /// The keyboard's frame before the change, in screen coordinates.
    /// double only: the begin frame.
    public var beginFrame: CGRect
    /// The keyboard's frame after the change, in screen coordinates.
    /// double only: the end frame.
    public var endFrame: CGRect
    /// The animation's duration (0.25, or 0 for a reload).
    /// double only: the animation's duration.
    public var duration: TimeInterval
    /// The window whose keyboard changed.
    /// double only: the window whose keyboard changed.
    public weak var window: UIWindow?
  }

  /// The keyboard's height (without accessory view) in new windows: 336 points unless a test
  /// changes it (an iPhone keyboard with its predictive bar, portrait). A window's own height is set
  /// with `UIWindow.simulateKeyboardHeight(_:)`.
  /// double only: the default keyboard height.
  public static var defaultKeyboardHeight: CGFloat = 336

  /// The iOS version the double models (26 unless a test sets it): FormRuntime, built for the
  /// double (`SWIFTUI_DOUBLE`), asks it where it chooses a fallback for an older system, since
  /// `#available` is always true on Linux.
  /// double only: the iOS version modelled.
  public static var systemMajorVersion = 26

  /// The conflicts Auto Layout logged since the last `reset()`: each time a layout found two
  /// required constraints setting the same edge of a view to different places, the description
  /// of the one it broke (the one applied first).
  ///
  /// Apple, "Resolving Auto Layout Issues" (Auto Layout Guide, Conflicting Constraints):
  /// "Unsatisfiable layouts occur when the system cannot find a valid solution for the current set
  /// of constraints. Two or more required constraints conflict, because they cannot all be true
  /// at the same time. The system breaks one of the constraints" and logs "Unable to
  /// simultaneously satisfy constraints".
  /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html
  /// double only: the broken constraints logged.
  public internal(set) static var unsatisfiableConstraints: [String] = []

  /// The animations run since the last `reset()`, oldest first.
  /// double only: the animations run.
  public internal(set) static var animations: [Animation] = []

  /// The keyboard notifications posted since the last `reset()`, oldest first.
  /// double only: the keyboard notifications posted.
  public internal(set) static var keyboardNotifications: [KeyboardNotification] = []

  /// The names of the keyboard notifications posted since the last `reset()`, oldest first.
  /// double only: the keyboard notifications' names.
  public static var keyboardNotificationNames: [NSNotification.Name] {
    keyboardNotifications.map(\.name)
  }

  /// Whether a text field calls `textFieldDidBeginEditing(_:)` (and sends `.editingDidBegin`)
  /// before the keyboard's notifications, instead of after: `false` (Apple's documented order)
  /// unless a test sets it.
  ///
  /// Apple, UITextFieldDelegate: the text field becomes first responder, "the system shows the
  /// keyboard", then "the text field calls its delegate's textFieldDidBeginEditing(_:) method".
  /// Not documented by Apple; widely reported: on devices a text field's
  /// `textFieldDidBeginEditing(_:)` comes before `keyboardWillChangeFrameNotification`, while a
  /// text view's `textViewDidBeginEditing(_:)` comes after it (craiggrummitt.com, "Keyboards, text
  /// views and first responders", 2016). Set it to test code against both orders.
  /// double only: the begin-editing order switch.
  public static var textFieldBeginsEditingBeforeKeyboard = false

  /// Whether a table view keeps the cell that holds the first responder when its row scrolls off
  /// screen (the cell stays in the window, off screen, and is not reused), instead of removing it
  /// (the first responder resigns, forced): `false` unless a test sets it.
  ///
  /// Not documented by Apple, which documents only that off-screen cells are reused
  /// (dequeueReusableCell(withIdentifier:)); whether UIKit keeps a first responder's cell is an
  /// open question reported both ways (Stack Overflow, "Does a UITextField with first responder
  /// status in a UITableViewCell prevent cell re-use?"; qiita.com/yosshi4486, 2021). Set it to test
  /// code against both.
  /// double only: the first responder's cell switch.
  public static var tableViewKeepsFirstResponderCell = false

  /// Seconds after which a notification the double posts from off the main thread is reported as
  /// deadlocked (the process stops with an explanation), or `nil` to wait forever: 10 unless a test
  /// changes it. See `simulatePost(name:object:userInfo:)`.
  /// double only: the deadlock timeout.
  public static var deadlockTimeout: TimeInterval? = 10

  /// The last animation run, if any.
  /// double only: the last animation.
  public static var lastAnimation: Animation? { animations.last }

  /// The accessibility notifications posted since the last `reset()`, oldest first.
  /// double only: the accessibility notifications posted.
  public internal(set) static var accessibilityPosts: [AccessibilityPost] = []

  /// Whether VoiceOver is running (`UIAccessibility.isVoiceOverRunning`), as set by
  /// `simulateVoiceOver(running:)`.
  /// double only: VoiceOver's simulated state.
  public internal(set) static var isVoiceOverRunning = false

  /// What UIKit would have raised an exception for (the double records it and goes on), oldest
  /// first: for example a constraint between views with no common ancestor.
  /// double only: the exceptions UIKit would raise.
  public internal(set) static var raisedExceptions: [String] = []

  /// Puts the global state back: the default keyboard height, the logs, VoiceOver off, the main
  /// screen's bounds, no key window, the default orders and timeouts.
  /// double only: puts the global state back.
  public static func reset() {
    defaultKeyboardHeight = 336
    systemMajorVersion = 26
    unsatisfiableConstraints = []
    animations = []
    accessibilityPosts = []
    isVoiceOverRunning = false
    raisedExceptions = []
    keyboardNotifications = []
    textFieldBeginsEditingBeforeKeyboard = false
    tableViewKeepsFirstResponderCell = false
    deadlockTimeout = 10
    preferredContentSizeCategory = .large
    UIScreen.main.boundsDouble = UIScreen.defaultBoundsDouble
    UIWindow.resetKeyWindowDouble()
  }

  static func record(_ animation: Animation) {
    animations.append(animation)
  }

  static func record(_ post: AccessibilityPost) {
    accessibilityPosts.append(post)
  }

  static func record(_ notification: KeyboardNotification) {
    keyboardNotifications.append(notification)
  }

  static func logUnsatisfiable(_ description: String) {
    unsatisfiableConstraints.append(description)
  }

  static func raise(_ reason: String) {
    raisedExceptions.append(reason)
  }

  /// Posts a notification as UIKit does, on the main actor, synchronously.
  ///
  /// On Linux under Swift Testing the main actor does not run on the process's main thread (the
  /// test runner's async entry point calls `dispatchMain()`, which ends the main thread; the main
  /// queue is then drained by a worker thread). swift-corelibs-foundation runs a block observer
  /// registered with `queue: .main` synchronously only on the main thread
  /// (`OperationQueue.current` is `.main` only there); elsewhere it adds the block to the main queue
  /// and waits for it, which from the main actor never returns. Such a post is reported after
  /// `deadlockTimeout` seconds instead of hanging the test run.
  static func postDouble(name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]?) {
    guard !Thread.isMainThread, let timeout = deadlockTimeout else {
      NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
      return
    }
    let message =
      "UIKit double: posting \(name.rawValue) from the main actor did not return within "
      + "\(timeout) s. An observer registered with addObserver(forName:object:queue: .main) "
      + "deadlocks here: on Linux under Swift Testing the main actor is not the main thread, so "
      + "swift-corelibs-foundation adds the block to the main queue and waits for it. Register "
      + "with queue: nil (UIKit posts on the main thread, so the block runs there synchronously)."
    let watchdog = armWatchdog(message: message, timeout: timeout)
    NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
    watchdog.cancel()
  }

  /// A work item that stops the process with `message` after `timeout` seconds unless cancelled
  /// (off the main actor: the main actor is the one blocked).
  nonisolated private static func armWatchdog(message: String, timeout: TimeInterval)
    -> DispatchWorkItem
  {
    let watchdog = DispatchWorkItem {
      FileHandle.standardError.write(Data((message + "\n").utf8))
      fatalError(message)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    return watchdog
  }
}
