import Foundation

/// `UIAlertAction` (`@MainActor class UIAlertAction`, iOS 8): "An action that can be taken when
/// the user taps a button in an alert" (https://developer.apple.com/documentation/uikit/uialertaction).
/// Not declared: its `NSCopying` conformance.
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject {
  /// `UIAlertAction.Style`, with Apple's raw values
  /// (https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum).
  public enum Style: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// "A style that indicates the action cancels the operation and leaves things unchanged."
    case cancel = 1
    /// "A style that indicates the action might change or delete data."
    case destructive = 2
  }

  /// The title of the action's button.
  /// https://developer.apple.com/documentation/uikit/uialertaction/title (iOS 8.0+)
  open private(set) var title: String?
  /// The style of the action's button.
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property (iOS 8.0+)
  open private(set) var style: Style = .default
  /// Whether the action is enabled (a disabled action's button ignores taps).
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled (iOS 8.0+)
  open var isEnabled = true
  /// The handler, run when the user selects the action.
  let handlerDouble: ((UIAlertAction) -> Void)?

  /// "Create and return an action with the specified title and behavior": `convenience
  /// init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`;
  /// the handler is "A block to execute when the user selects the action"
  /// (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)).
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(handler: handler)
    self.title = title
    self.style = style
  }

  init(handler: ((UIAlertAction) -> Void)?) {
    handlerDouble = handler
    super.init()
  }
}

/// `UIAlertController` (`@MainActor class UIAlertController : UIViewController`, iOS 8,
/// https://developer.apple.com/documentation/uikit/uialertcontroller): an alert or an action
/// sheet, presented with `present(_:animated:completion:)`.
///
/// Modelled, with Apple's documentation:
/// - an action sheet's `modalPresentationStyle` is `.popover`, so its
///   `popoverPresentationController` exists and takes the anchor ("If you've not yet presented
///   the current view controller, accessing this property creates a presentation controller
///   when the value in the modalPresentationStyle property is UIModalPresentationStyle.popover",
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller);
///   an alert's is `.custom` and it has none. Not on Apple's pages: that an action sheet is a
///   popover (UIKit's exception for one presented without an anchor on iPad says so);
/// - presenting an action sheet whose popover has no anchor (`sourceItem`, `barButtonItem` or
///   `sourceView`) raises (`UIKitDouble.raisedExceptions`) on every device the double models, as
///   UIKit raises on iPad: a screen's sheet must work there too;
/// - a tap on an action's button (``simulateTap(actionTitled:)``) dismisses the sheet, then runs
///   the action's handler: "A person dismisses an action sheet by selecting one of the listed
///   options, or by tapping outside an action sheet"
///   (https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets);
///   a disabled action's button does nothing.
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
  /// `UIAlertController.Style`, with Apple's raw values
  /// (https://developer.apple.com/documentation/uikit/uialertcontroller/style).
  public enum Style: Int, Sendable {
    /// "An action sheet displayed by the view controller that presented it."
    case actionSheet = 0
    /// "An alert displayed modally for the app."
    case alert = 1
  }

  /// "The style of the alert controller" (read-only).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle (iOS 8.0+)
  open private(set) var preferredStyle: Style = .alert
  /// The descriptive text of the alert.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message (iOS 8.0+)
  open var message: String?
  /// "The actions that the user can take in response to the alert or action sheet", in the order
  /// they were added.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions (iOS 8.0+)
  open private(set) var actions: [UIAlertAction] = []
  /// The preferred action (iOS 9).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction (iOS 9.0+)
  @available(iOS 9.0, *)
  open var preferredAction: UIAlertAction?

  /// "Creates and returns a view controller for displaying an alert": `convenience init(title:
  /// String?, message: String?, preferredStyle: UIAlertController.Style)`
  /// (https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)).
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
  }

  /// "Attaches an action object to the alert or action sheet"
  /// (https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)).
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  // MARK: - Simulation

  /// The user taps the button of the action titled `title` while the alert is presented: the
  /// alert is dismissed, then the action's handler runs. Returns `false` (and does nothing) when
  /// the alert is not presented or no enabled action has that title.
  /// double only: the user's tap on an action's button.
  @discardableResult
  public func simulateTap(actionTitled title: String) -> Bool {
    guard let presenter = presentingViewController,
      let action = actions.first(where: { $0.title == title }), action.isEnabled
    else { return false }
    presenter.dismiss(animated: true)
    action.handlerDouble?(action)
    return true
  }
}
