/// `UIAccessibility`: notifications to assistive technologies and their state.
///
/// Posted notifications are recorded in `UIKitDouble.accessibilityPosts`; VoiceOver's state is
/// what `UIKitDouble.simulateVoiceOver(running:)` set.
/// https://developer.apple.com/documentation/uikit/uiaccessibility (iOS 3.0+)
@MainActor
public enum UIAccessibility {
  /// `UIAccessibility.Notification`, with Apple's raw values.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification (iOS 3.0+)
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The raw value.
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)
    /// (iOS 3.0+)
    public var rawValue: UInt32
    /// Creates a notification.
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)
    /// (iOS 3.0+)
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The screen changed (argument: the element to focus, or `nil`).
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
    /// (iOS 3.0+)
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed (argument: the element to focus, or `nil`).
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
    /// (iOS 3.0+)
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement (argument: the `String` to speak).
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    /// (iOS 4.0+)
    @available(iOS 4.0, *)
    public static let announcement = Notification(rawValue: 1008)
    /// A page scrolled (argument: the `String` describing it).
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled
    /// (iOS 4.2+)
    @available(iOS 4.2, *)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts a notification to assistive technologies (recorded in
  /// `UIKitDouble.accessibilityPosts`).
  ///
  /// Apple: "Posts a notification to assistive apps." (UIAccessibility.post(notification:argument:))
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// (iOS 3.0+)
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    UIKitDouble.record(
      UIKitDouble.AccessibilityPost(notification: notification, argument: argument))
  }

  /// Whether VoiceOver is running (`UIKitDouble.simulateVoiceOver(running:)`).
  ///
  /// Apple: "A Boolean value that indicates whether VoiceOver is in an enabled state."
  /// (UIAccessibility.isVoiceOverRunning)
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning (iOS 4.0+)
  @available(iOS 4.0, *)
  public static var isVoiceOverRunning: Bool { UIKitDouble.isVoiceOverRunning }

  /// Posted when VoiceOver starts or stops.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// Posted when an assistive app (VoiceOver) moved its focus to an element; the SwiftUI double
  /// posts it when VoiceOver's focus lands while VoiceOver runs.
  ///
  /// Apple: "A notification that UIKit posts when an assistive app focuses on an accessibility
  /// element." (UIAccessibility.elementFocusedNotification, iOS 9.0+,
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification)
  @available(iOS 9.0, *)
  nonisolated public static let elementFocusedNotification = NSNotification.Name(
    "UIAccessibilityElementFocusedNotification")
}

extension NSAttributedString.Key {
  /// Whether an announcement waits behind the speech in progress (`true`) or interrupts it.
  ///
  /// Apple: "A key that indicates whether to queue an announcement behind existing speech or to
  /// interrupt it. … When the value is YES, the system queues the announcement behind existing
  /// speech. When the value is NO, the announcement interrupts the existing speech. The default
  /// behavior is to interrupt existing speech." (UIAccessibilitySpeechAttributeQueueAnnouncement,
  /// iOS 11.0+,
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityspeechattributequeueannouncement)
  @available(iOS 11.0, *)
  nonisolated public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
}

/// `UIAccessibilityTraits`: what an accessibility element is and how it behaves, with Apple's raw
/// values.
///
/// Apple: "The default value for this property is none unless the receiver is a standard UIKit
/// control, in which case the value is the standard set of traits for the control."
/// (accessibilityTraits) The double records the traits set; it gives no control its standard set.
/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (iOS 3.0+)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw value.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
  /// (iOS 3.0+)
  public var rawValue: UInt64
  /// Creates traits.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
  /// (iOS 3.0+)
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Apple: "The accessibility element has no traits." (none)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none (iOS 3.0+)
  public static let none = UIAccessibilityTraits([])
  /// Apple: "The accessibility element is a button." (button)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button (iOS 3.0+)
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Apple: "The accessibility element is a link." (link)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link (iOS 3.0+)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// Apple: "The accessibility element is an image." (image)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image (iOS 3.0+)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Apple: "The accessibility element is currently in a selected state." (selected)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected (iOS 3.0+)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Apple: "The accessibility element is static text that cannot change." (staticText)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext (iOS 3.0+)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Apple: "The accessibility element isn't in an enabled state and doesn't respond to user
  /// interaction." (notEnabled) Not documented by Apple; widely reported: VoiceOver reads such a button
  /// "dimmed".
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled (iOS 3.0+)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Apple: "The accessibility element is a search field." (searchField)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield (iOS 6.0+)
  @available(iOS 6.0, *)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Apple: "The accessibility element is a header that divides content into sections, like the
  /// title of a navigation bar." (header)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header (iOS 6.0+)
  @available(iOS 6.0, *)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
