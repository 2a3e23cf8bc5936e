/// `UIInteraction`: a behaviour added to a view (`addInteraction(_:)`).
///
/// https://developer.apple.com/documentation/uikit/uiinteraction (iOS 11.0+)
@available(iOS 11.0, *)
@MainActor
public protocol UIInteraction: NSObjectProtocol {}

/// `UILargeContentViewerInteractionDelegate` (no requirement the double uses).
///
/// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteractiondelegate
/// (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor
public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}

/// `UILargeContentViewerInteraction`: lets a long press show the large content viewer for the
/// view's items that cannot grow with Dynamic Type (recorded; the double shows no viewer).
///
/// Apple: "Rely on the large content viewer only in situations where items must remain small due
/// to unavoidable design constraints. For example, buttons in a tab bar remain small to leave more
/// room for the main app content."
/// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
  /// Creates the interaction.
  ///
  /// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction/init(delegate:)
  /// (iOS 13.0+)
  public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
    super.init()
  }
}
