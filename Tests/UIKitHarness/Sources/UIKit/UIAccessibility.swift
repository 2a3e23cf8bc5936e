/// `UIAccessibility`: notifications to assistive technologies and their state.
///
/// Posted notifications are recorded in `UIKitDouble.accessibilityPosts`; VoiceOver's state is
/// what `UIKitDouble.simulateVoiceOver(running:)` set.
@MainActor
public enum UIAccessibility {
  /// `UIAccessibility.Notification`, with Apple's raw values.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The raw value.
    public var rawValue: UInt32
    /// Creates a notification.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The screen changed (argument: the element to focus, or `nil`).
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed (argument: the element to focus, or `nil`).
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement (argument: the `String` to speak).
    public static let announcement = Notification(rawValue: 1008)
    /// A page scrolled (argument: the `String` describing it).
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts a notification to assistive technologies (recorded in
  /// `UIKitDouble.accessibilityPosts`).
  ///
  /// Apple: "Posts a notification to assistive apps." (UIAccessibility.post(notification:argument:))
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    UIKitDouble.record(
      UIKitDouble.AccessibilityPost(notification: notification, argument: argument))
  }

  /// Whether VoiceOver is running (`UIKitDouble.simulateVoiceOver(running:)`).
  ///
  /// Apple: "A Boolean value that indicates whether VoiceOver is in an enabled state."
  /// (UIAccessibility.isVoiceOverRunning)
  public static var isVoiceOverRunning: Bool { UIKitDouble.isVoiceOverRunning }

  /// Posted when VoiceOver starts or stops.
  nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}
