/// `UIViewController`.
///
/// Loads its view on first access (`loadView()`, then `viewDidLoad()`), and receives the
/// appearance callbacks when it becomes or stops being a visible window's root view controller, or
/// when a test calls `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` as a
/// container would; presents and dismisses view controllers modally (below, "Presentation").
/// Model: no containers, trait collections or rotation callbacks.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller (iOS 2.0+)
@MainActor
open class UIViewController: UIResponder {
  /// Creates a view controller (the double loads no nibs).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// (iOS 2.0+)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a view controller without a nib.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init() (iOS 2.0+)
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: - The view

  private var viewStorage: UIView?
  private var isLoadingViewDouble = false

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, loaded on first access: `loadView()`, then `viewDidLoad()`.
  ///
  /// Apple: "If you access this property when its value is nil, the view controller automatically
  /// calls the loadView() method and returns the resulting view." (UIViewController.view) Apple,
  /// viewDidLoad(): "This method is called after the view controller has loaded its view hierarchy
  /// into memory."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view (iOS 2.0+)
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set {
      if let old = viewStorage, old.owningViewControllerDouble === self {
        old.owningViewControllerDouble = nil
      }
      viewStorage = newValue
      newValue?.owningViewControllerDouble = self
    }
  }

  /// The root view if it is loaded, else `nil` (never loads it).
  ///
  /// Apple: "If the view controller's view hasn't been loaded, this property is nil."
  /// (UIViewController.viewIfLoaded)
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded (iOS 9.0+)
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { viewStorage }

  /// Whether the root view is loaded.
  ///
  /// Apple: "The value of this property is true when the view is in memory or false when it is
  /// not." (UIViewController.isViewLoaded)
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded (iOS 3.0+)
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Creates the root view: a plain `UIView` the size of the main screen here. Overrides assign
  /// `view` and do not call `super`.
  ///
  /// Apple: "If the view controller does not have an associated nib file, this method creates a
  /// plain UIView object instead." "Your custom implementation of this method should not call
  /// super." (UIViewController.loadView()) The main screen's size is a model.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() (iOS 2.0+)
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Loads the view now if it is not loaded.
  ///
  /// Apple: "Calling this method loads the view controller's view from its storyboard file, or
  /// creates the view as needed based on the established rules." (loadViewIfNeeded())
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded() (iOS 9.0+)
  @available(iOS 9.0, *)
  open func loadViewIfNeeded() {
    guard viewStorage == nil, !isLoadingViewDouble else { return }
    isLoadingViewDouble = true
    loadView()
    isLoadingViewDouble = false
    if viewStorage == nil {
      UIKitDouble.raise("\(type(of: self)).loadView() did not set a view")
      view = UIView(frame: UIScreen.main.bounds)
    }
    viewDidLoad()
  }

  /// Called after the view loaded (does nothing here).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() (iOS 2.0+)
  open func viewDidLoad() {}

  /// The title (recorded).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title (iOS 2.0+)
  open var title: String?

  // MARK: - Navigation

  private var navigationItemStorage: UINavigationItem?

  /// The item that represents the view controller in a parent's navigation bar
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem).
  ///
  /// Apple: "This is a unique instance of UINavigationItem … The first time the property is
  /// accessed, the UINavigationItem object is created." Model: created with the view controller's
  /// `title` (or an empty one) on first access, the same instance afterwards.
  open var navigationItem: UINavigationItem {
    if let navigationItemStorage { return navigationItemStorage }
    let item = UINavigationItem(title: title ?? "")
    navigationItemStorage = item
    return item
  }

  // MARK: - Appearance

  private enum AppearanceDouble {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  private var appearanceDouble = AppearanceDouble.disappeared
  private var appearanceAnimatedDouble = false

  /// Called before the view is added to a view hierarchy (does nothing here).
  ///
  /// Apple: "This method is called before the view controller's view is about to be added to a
  /// view hierarchy and before any animations are configured for showing the view."
  /// (UIViewController.viewWillAppear(_:))
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (iOS 2.0+)
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to a view hierarchy (does nothing here).
  ///
  /// Apple: "Notifies the view controller that its view was added to a view hierarchy."
  /// (UIViewController.viewDidAppear(_:))
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) (iOS 2.0+)
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a view hierarchy (does nothing here).
  ///
  /// Apple: "This method is called in response to a view being removed from a view hierarchy."
  /// (UIViewController.viewWillDisappear(_:))
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  /// (iOS 2.0+)
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a view hierarchy (does nothing here).
  ///
  /// Apple: "Notifies the view controller that its view was removed from a view hierarchy."
  /// (UIViewController.viewDidDisappear(_:))
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  /// (iOS 2.0+)
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts an appearance transition: `viewWillAppear(_:)` or `viewWillDisappear(_:)`, once per
  /// transition (a transition to the state the controller is in or going to does nothing).
  ///
  /// Apple: "If you are implementing a custom container controller, use this method to tell the
  /// child that its views are about to appear or disappear." (beginAppearanceTransition(_:animated:))
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
  /// (iOS 5.0+)
  @available(iOS 5.0, *)
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceDouble) {
    case (true, .disappeared), (true, .disappearing):
      appearanceDouble = .appearing
      appearanceAnimatedDouble = animated
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearanceDouble = .disappearing
      appearanceAnimatedDouble = animated
      viewWillDisappear(animated)
    default:
      break
    }
  }

  /// Ends the appearance transition begun: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  ///
  /// Apple: "If you are implementing a custom container controller, use this method to tell the
  /// child that the view transition is complete." (endAppearanceTransition())
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
  /// (iOS 5.0+)
  @available(iOS 5.0, *)
  open func endAppearanceTransition() {
    switch appearanceDouble {
    case .appearing:
      appearanceDouble = .appeared
      viewDidAppear(appearanceAnimatedDouble)
    case .disappearing:
      appearanceDouble = .disappeared
      viewDidDisappear(appearanceAnimatedDouble)
    default:
      break
    }
  }

  // MARK: - Layout

  /// The interface orientations the view controller supports: every one but upside down (the
  /// iPhone's default; the double is an iPhone). A window's root view controller that does not
  /// support the orientation the device turned to stays as it is (the UI test bridge asks it
  /// before it turns the window).
  ///
  /// Apple: "When the device orientation changes, the system calls this method on the root view
  /// controller or the topmost modal view controller that fills the window. If the view
  /// controller supports the new orientation, the system rotates the window and the view
  /// controller." "The default value is all for the iPad idiom and allButUpsideDown for the iPhone
  /// idiom."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// Called before the view lays out its subviews (does nothing here).
  ///
  /// Apple: "Called to notify the view controller that its view is about to layout its
  /// subviews." (viewWillLayoutSubviews())
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
  /// (iOS 5.0+)
  @available(iOS 5.0, *)
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews (does nothing here); the double's
  /// `layoutIfNeeded()` calls it for the view controller's root view.
  ///
  /// Apple: "Called to notify the view controller that its view has just laid out its
  /// subviews." (viewDidLayoutSubviews())
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  /// (iOS 5.0+)
  @available(iOS 5.0, *)
  open func viewDidLayoutSubviews() {}

  /// Called when the root view's safe area changed (`simulateSafeAreaInsets(_:)`); does nothing
  /// here.
  ///
  /// Apple: "Called to notify the view controller that the safe area insets of its root view
  /// changed." (viewSafeAreaInsetsDidChange())
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: - Presentation

  private weak var presentingViewControllerStorage: UIViewController?
  private var presentedViewControllerStorage: UIViewController?
  private var presentationControllerStorage: UIPresentationController?

  /// How the view controller is presented modally; `.automatic` (a sheet) by default
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// "A Boolean value indicating whether the view controller enforces a modal behavior" (iOS 13):
  /// "When you set it to true, UIKit ignores events outside the view controller's bounds and
  /// prevents the interactive dismissal of the view controller while it is onscreen"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation);
  /// see ``simulateInteractiveDismissal()``.
  @available(iOS 13.0, *)
  open var isModalInPresentation = false

  /// The view controller this one presented, while it is presented
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller).
  open var presentedViewController: UIViewController? { presentedViewControllerStorage }

  /// The view controller that presented this one, while it is presented
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller).
  open var presentingViewController: UIViewController? { presentingViewControllerStorage }

  /// "The presentation controller that's managing the current view controller" (iOS 8):
  /// "If you've not yet presented the current view controller, accessing this property creates a
  /// presentation controller based on the current value in the modalPresentationStyle property"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller).
  /// Model: created on first access (a `UIPopoverPresentationController` for `.popover`), the
  /// same one afterwards, also while presented.
  @available(iOS 8.0, *)
  open var presentationController: UIPresentationController? {
    if let presentationControllerStorage { return presentationControllerStorage }
    let controller =
      modalPresentationStyle == .popover
      ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      : UIPresentationController(presentedViewController: self, presenting: nil)
    presentationControllerStorage = controller
    return controller
  }

  /// The popover presentation controller, when `modalPresentationStyle` is `.popover`: "If the
  /// modal presentation style is a different value, this property is nil"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller).
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// "Presents a view controller modally"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)):
  /// `viewControllerToPresent` becomes this controller's `presentedViewController` and this one
  /// its `presentingViewController`; a view controller other than an alert has its view put
  /// over the window's content, filling it, and appears (`viewWillAppear(_:)`, then
  /// `viewDidAppear(_:)` after a layout); an alert is recorded, its buttons tapped with
  /// `UIAlertController.simulateTap(actionTitled:)`. `completion` runs afterwards. Presenting
  /// from a controller that already presents one, or an action sheet without an anchor
  /// (see `UIAlertController`), raises (`UIKitDouble.raisedExceptions`) and presents nothing.
  /// Not modelled: animations, the presenter's appearance callbacks (a sheet leaves it on
  /// screen), sheet detents.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewControllerStorage == nil else {
      UIKitDouble.raise("\(type(of: self)) already presents a view controller")
      return
    }
    if let alert = viewControllerToPresent as? UIAlertController,
      alert.preferredStyle == .actionSheet,
      alert.popoverPresentationController?.hasAnchorDouble != true
    {
      UIKitDouble.raise("an action sheet presented without an anchor for its popover")
      return
    }
    presentedViewControllerStorage = viewControllerToPresent
    viewControllerToPresent.presentingViewControllerStorage = self
    if !(viewControllerToPresent is UIAlertController), let window = viewIfLoaded?.window,
      let view = viewControllerToPresent.view
    {
      view.frame = window.bounds
      viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
      window.addSubview(view)
      window.layoutIfNeeded()
      viewControllerToPresent.endAppearanceTransition()
    }
    completion?()
  }

  /// "Dismisses the view controller that was presented modally by the view controller": called
  /// on the presented controller, "UIKit asks the presenting view controller to handle the
  /// dismissal"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  /// The presented controller's view leaves the window (it disappears) and both links are
  /// cleared; `completion` runs afterwards.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewControllerStorage else {
      presentingViewControllerStorage?.dismiss(animated: flag, completion: completion)
      return
    }
    if let view = presented.viewIfLoaded, view.window != nil {
      presented.beginAppearanceTransition(false, animated: flag)
      view.removeFromSuperview()
      presented.endAppearanceTransition()
    }
    presentedViewControllerStorage = nil
    presented.presentingViewControllerStorage = nil
    completion?()
  }

  /// The user swipes the presented sheet down (call it on the presented view controller).
  /// While it `isModalInPresentation`, or its presentation controller's delegate answers
  /// `false` to `presentationControllerShouldDismiss(_:)`, the sheet stays and the delegate's
  /// `presentationControllerDidAttemptToDismiss(_:)` runs: "UIKit supports refusing to dismiss a
  /// presentation when the presentationController.isModalInPresentation returns true or
  /// presentationControllerShouldDismiss(_:) returns false. Use this method to inform the user
  /// why the presentation can't be dismissed"
  /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)).
  /// Otherwise the delegate hears `presentationControllerWillDismiss(_:)`, the sheet is
  /// dismissed, then `presentationControllerDidDismiss(_:)`. Returns whether it was dismissed;
  /// `false` also when the controller is not presented.
  @discardableResult
  public func simulateInteractiveDismissal() -> Bool {
    guard let presenter = presentingViewControllerStorage, !(self is UIAlertController) else {
      return false
    }
    let controller = presentationController
    let delegate = controller?.delegate
    if isModalInPresentation
      || (controller.map { delegate?.presentationControllerShouldDismiss($0) } ?? true) == false
    {
      if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
      return false
    }
    if let controller { delegate?.presentationControllerWillDismiss(controller) }
    presenter.dismiss(animated: true)
    if let controller { delegate?.presentationControllerDidDismiss(controller) }
    return true
  }

  // MARK: - Responder

  override var responderWindowDouble: UIWindow? { viewIfLoaded?.window }

  /// The view's superview, if the view is loaded.
  ///
  /// Apple: "UIViewController implements the method by returning its view's superview."
  /// (UIResponder.next)
  /// https://developer.apple.com/documentation/uikit/uiresponder/next (iOS 2.0+)
  open override var next: UIResponder? { viewIfLoaded?.superview }
}
