import Foundation

/// `UIModalPresentationStyle`, with Apple's raw values
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Full screen.
  case fullScreen = 0
  /// A sheet that partially covers the underlying content.
  @available(iOS 3.2, *) case pageSheet = 1
  /// A form sheet.
  @available(iOS 3.2, *) case formSheet = 2
  /// Over the current context.
  @available(iOS 3.2, *) case currentContext = 3
  /// A custom presentation.
  @available(iOS 7.0, *) case custom = 4
  /// Over full screen, the presenter's views left in place.
  @available(iOS 8.0, *) case overFullScreen = 5
  /// Over the current context, its views left in place.
  @available(iOS 8.0, *) case overCurrentContext = 6
  /// A popover.
  @available(iOS 8.0, *) case popover = 7
  /// No adaptation.
  @available(iOS 8.0, *) case none = -1
  /// The system's default, a sheet on iOS 13 and later.
  @available(iOS 13.0, *) case automatic = -2
}

/// `UIAdaptivePresentationControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate):
/// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`. Its methods
/// are optional in UIKit; here they are requirements with default implementations that do
/// nothing (no Objective-C runtime). Declared: the dismissal methods (iOS 13). Not declared: the
/// adaptivity methods.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// "Asks the delegate for permission to dismiss the presentation" (iOS 13) —
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// "Notifies the delegate that a user-initiated attempt to dismiss a view was prevented"
  /// (iOS 13) —
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  /// "Notifies the delegate before a presentation is dismissed" (iOS 13) —
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// "Notifies the delegate after a presentation is dismissed" (iOS 13) —
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// By default the presentation may be dismissed.
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  )
    -> Bool
  { true }
  /// By default nothing.
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// By default nothing.
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  /// By default nothing.
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// `UIPresentationController` (`@MainActor class UIPresentationController : NSObject`, iOS 8,
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller): the object that
/// manages a view controller's presentation. Model: the presented view controller and the
/// delegate; no transitions or adaptivity.
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject {
  /// The view controller being presented.
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  /// (iOS 8.0+)
  open private(set) var presentedViewController: UIViewController

  /// "The delegate object for managing adaptive presentations"; weak
  /// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller for a view controller.
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  /// (iOS 8.0+)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    super.init()
  }
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16): "A type that can be an anchor for a
/// popover presentation controller"
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem),
/// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol`. Not declared: its
/// `frame(in:)` (iOS 17).
@available(iOS 16.0, *)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

@available(iOS 16.0, *)
extension UIView: UIPopoverPresentationControllerSourceItem {}

/// `UIPopoverPresentationController` (iOS 8,
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller): the
/// presentation controller of a popover, and where its anchor is set. Model: the anchor is
/// recorded; ``hasAnchorDouble`` says whether one was given.
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// "The item on which to anchor the popover" (iOS 16): "Assign a value to this property to
  /// anchor the popover to the specified UIBarButtonItem"
  /// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem).
  @available(iOS 16.0, *)
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
    get { sourceItemStorage as? any UIPopoverPresentationControllerSourceItem }
    set { sourceItemStorage = newValue }
  }
  private var sourceItemStorage: AnyObject?

  /// "The bar button item on which to anchor the popover"; deprecated for `sourceItem`
  /// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem,
  /// "iOS 8.0–27.0").
  @available(iOS, introduced: 8.0, deprecated: 27.0, message: "Use sourceItem")
  open var barButtonItem: UIBarButtonItem?

  /// "The view containing the anchor rectangle for the popover"
  /// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview).
  open var sourceView: UIView?

  /// The rectangle in `sourceView` to anchor the popover to.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  /// (iOS 8.0+)
  open var sourceRect: CGRect = .zero

  /// Whether the popover has an anchor: a source item, a bar button item or a source view.
  /// double only: whether an anchor was given.
  public var hasAnchorDouble: Bool {
    sourceItemStorage != nil || barButtonItem != nil || sourceView != nil
  }
}
