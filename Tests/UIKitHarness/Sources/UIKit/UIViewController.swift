/// `UIViewController`.
///
/// Loads its view on first access (`loadView()`, then `viewDidLoad()`), and receives the
/// appearance callbacks when it becomes or stops being a visible window's root view controller, or
/// when a test calls `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` as a
/// container would. Model: no containers, presentation, trait collections or rotation callbacks.
@MainActor
open class UIViewController: UIResponder {
  /// Creates a view controller (the double loads no nibs).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller from an archive (the double reads no archives).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a view controller without a nib.
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
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { viewStorage }

  /// Whether the root view is loaded.
  ///
  /// Apple: "The value of this property is true when the view is in memory or false when it is
  /// not." (UIViewController.isViewLoaded)
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Creates the root view: a plain `UIView` the size of the main screen here. Overrides assign
  /// `view` and do not call `super`.
  ///
  /// Apple: "If the view controller does not have an associated nib file, this method creates a
  /// plain UIView object instead." "Your custom implementation of this method should not call
  /// super." (UIViewController.loadView()) The main screen's size is a model.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Loads the view now if it is not loaded.
  ///
  /// Apple: "Calling this method loads the view controller's view from its storyboard file, or
  /// creates the view as needed based on the established rules." (loadViewIfNeeded())
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
  open func viewDidLoad() {}

  /// The title (recorded).
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
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to a view hierarchy (does nothing here).
  ///
  /// Apple: "Notifies the view controller that its view was added to a view hierarchy."
  /// (UIViewController.viewDidAppear(_:))
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a view hierarchy (does nothing here).
  ///
  /// Apple: "This method is called in response to a view being removed from a view hierarchy."
  /// (UIViewController.viewWillDisappear(_:))
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a view hierarchy (does nothing here).
  ///
  /// Apple: "Notifies the view controller that its view was removed from a view hierarchy."
  /// (UIViewController.viewDidDisappear(_:))
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts an appearance transition: `viewWillAppear(_:)` or `viewWillDisappear(_:)`, once per
  /// transition (a transition to the state the controller is in or going to does nothing).
  ///
  /// Apple: "If you are implementing a custom container controller, use this method to tell the
  /// child that its views are about to appear or disappear." (beginAppearanceTransition(_:animated:))
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
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews (does nothing here); the double's
  /// `layoutIfNeeded()` calls it for the view controller's root view.
  ///
  /// Apple: "Called to notify the view controller that its view has just laid out its
  /// subviews." (viewDidLayoutSubviews())
  open func viewDidLayoutSubviews() {}

  /// Called when the root view's safe area changed (`simulateSafeAreaInsets(_:)`); does nothing
  /// here.
  ///
  /// Apple: "Called to notify the view controller that the safe area insets of its root view
  /// changed." (viewSafeAreaInsetsDidChange())
  @available(iOS 11.0, *)
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: - Responder

  override var responderWindowDouble: UIWindow? { viewIfLoaded?.window }

  /// The view's superview, if the view is loaded.
  ///
  /// Apple: "UIViewController implements the method by returning its view's superview."
  /// (UIResponder.next)
  open override var next: UIResponder? { viewIfLoaded?.superview }
}
