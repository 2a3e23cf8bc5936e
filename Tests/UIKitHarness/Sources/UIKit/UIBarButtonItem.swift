/// `UIBarItem`: the base of bar button items.
///
/// The informal `UIAccessibility` protocol's `accessibilityLabel` is declared here (see the
/// header of `UIKit.swift`).
/// https://developer.apple.com/documentation/uikit/uibaritem (iOS 2.0+)
@MainActor
open class UIBarItem: NSObject {
  /// Creates an item.
  /// https://developer.apple.com/documentation/uikit/uibaritem/init() (iOS 2.0+)
  public override init() { super.init() }

  /// Whether the item is enabled: a disabled item ignores taps (the tap driver).
  ///
  /// Apple: "If no, the item is drawn partially dimmed to indicate it is disabled. The default
  /// value is true." (UIBarItem.isEnabled)
  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled (iOS 2.0+)
  open var isEnabled: Bool = true
  /// The title.
  /// https://developer.apple.com/documentation/uikit/uibaritem/title (iOS 2.0+)
  open var title: String?
  /// The image.
  /// https://developer.apple.com/documentation/uikit/uibaritem/image (iOS 2.0+)
  open var image: UIImage?
  /// An integer that identifies the item.
  /// https://developer.apple.com/documentation/uikit/uibaritem/tag (iOS 2.0+)
  open var tag: Int = 0
  /// The accessibility label.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
  /// (iOS 3.0+)
  open var accessibilityLabel: String?
  /// The accessibility hint.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint
  /// (iOS 3.0+)
  open var accessibilityHint: String?
  /// The accessibility traits (recorded; see `UIAccessibilityTraits`).
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
  /// (iOS 3.0+)
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The accessibility identifier.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  /// (iOS 5.0+)
  open var accessibilityIdentifier: String?
}

/// `UIBarButtonItem`.
///
/// A tap (`simulateTap()`) runs the primary action when there is one and the item is enabled;
/// target-action is recorded but never performed (no Objective-C runtime, see `UIControl`).
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem (iOS 2.0+)
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// `UIBarButtonItem.Style`, with Apple's raw values.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum (iOS 2.0+)
  public enum Style: Int, Sendable {
    /// Plain.
    case plain = 0
    /// Bordered (deprecated).
    @available(iOS, introduced: 2.0, deprecated: 8.0) case bordered = 1
    /// A prominent button, "for a button that completes or finalizes some task" (Apple;
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/prominent).
    /// iOS 26 gives `done`'s value this name.
    @available(iOS 26.0, *) case prominent = 2

    /// "A button style for a done button" (bold), deprecated in iOS 26 for `prominent`, whose value
    /// it has (https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/done).
    @available(iOS, introduced: 2.0, deprecated: 26.0, renamed: "prominent")
    public static var done: UIBarButtonItem.Style { UIBarButtonItem.Style(rawValue: 2)! }
  }

  /// `UIBarButtonItem.SystemItem`, with Apple's raw values.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem (iOS 2.0+)
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add.
    case add
    /// Flexible space.
    case flexibleSpace
    /// Fixed space.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Action.
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Page curl (deprecated).
    @available(iOS, introduced: 4.0, deprecated: 11.0) case pageCurl
    /// Close.
    @available(iOS 13.0, *) case close
  }

  /// The system item the item was created with, if any (not Apple API).
  /// double only: the system item the item was created with.
  public private(set) var simulatedSystemItem: SystemItem?

  /// The menu the item was created with, if any.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu (iOS 14.0+)
  @available(iOS 14.0, *)
  open var menu: UIMenu? {
    get { menuStorage }
    set { menuStorage = newValue }
  }
  private var menuStorage: UIMenu? = nil

  /// Creates a plain item (`required` here so `flexibleSpace()` can return `Self`, which Swift
  /// source needs and the Objective-C original does not).
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init() (iOS 2.0+)
  public required override init() { super.init() }

  /// Creates an item with a title, style, target and action.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
  /// (iOS 2.0+)
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// Creates an item with an image, style, target and action.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
  /// (iOS 2.0+)
  public convenience init(
    image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// Creates a system item with a target and action.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
  /// (iOS 2.0+)
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    simulatedSystemItem = systemItem
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// Creates an item that shows a custom view.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:) (iOS 2.0+)
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates a system item with a primary action and menu.
  ///
  /// Apple: "Creates a new system item with the specified primary action and menu."
  /// (init(systemItem:primaryAction:menu:))
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  /// (iOS 14.0+)
  @available(iOS 14.0, *)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    simulatedSystemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a plain item with a title, image, primary action and menu.
  ///
  /// Apple: "Creates a new item with the specified title, image, primary action, and menu."
  /// (init(title:image:primaryAction:menu:))
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  /// (iOS 14.0+)
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
    self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    self.image = image ?? primaryAction?.image
    self.menu = menu
  }

  /// Creates a plain item from a primary action (its title and image).
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(primaryaction:)
  /// (iOS 14.0+)
  @available(iOS 14.0, *)
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// A flexible space item.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace() (iOS 14.0+)
  @available(iOS 14.0, *)
  open class func flexibleSpace() -> Self {
    let item = self.init()
    item.simulatedSystemItem = .flexibleSpace
    return item
  }

  /// A fixed space item of a width.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:) (iOS 14.0+)
  @available(iOS 14.0, *)
  open class func fixedSpace(_ width: CGFloat) -> Self {
    let item = self.init()
    item.simulatedSystemItem = .fixedSpace
    item.width = width
    return item
  }

  /// The style.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
  /// (iOS 2.0+)
  open var style: UIBarButtonItem.Style = .plain
  /// The width of a fixed space.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/width (iOS 2.0+)
  open var width: CGFloat = 0
  /// The target of the action (held weakly; never called by the double).
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/target (iOS 2.0+)
  open weak var target: AnyObject?
  /// The action (never performed by the double).
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/action (iOS 2.0+)
  open var action: Selector?
  /// The custom view.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview (iOS 2.0+)
  open var customView: UIView?
  /// Whether the item is hidden.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/ishidden (iOS 16.0+)
  @available(iOS 16.0, *)
  open var isHidden: Bool {
    get { isHiddenStorage }
    set { isHiddenStorage = newValue }
  }
  private var isHiddenStorage: Bool = false

  /// The primary action, run when the item is tapped; with one, target and action are ignored.
  /// Assigning an action to an item that is not a system item gives the item the action's title
  /// and image (an app that replaces a toolbar button's action with one of no title leaves the
  /// button without one); assigning `nil` leaves them.
  ///
  /// Apple: "When you assign a new value to this property, the title and image of the item update
  /// to match the primary action's title and image." "If this property has a non-nil value, the
  /// system ignores the item's target and action properties."
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  @available(iOS 14.0, *)
  open var primaryAction: UIAction? {
    get { primaryActionStorage }
    set {
      primaryActionStorage = newValue
      if let newValue, simulatedSystemItem == nil {
        title = newValue.title
        image = newValue.image
      }
    }
  }
  private var primaryActionStorage: UIAction? = nil

  /// Whether the item is a space (flexible or fixed) rather than a button.
  var isSpaceDouble: Bool {
    simulatedSystemItem == .flexibleSpace || simulatedSystemItem == .fixedSpace
  }
}

/// `UIToolbar`: a bar of items (the input accessory view FormRuntime shows above the keyboard).
/// https://developer.apple.com/documentation/uikit/uitoolbar (iOS 2.0+)
@MainActor
open class UIToolbar: UIView {
  /// Creates a toolbar with a frame.
  /// https://developer.apple.com/documentation/uikit/uitoolbar/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a toolbar from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uitoolbar/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The items, left to right.
  /// https://developer.apple.com/documentation/uikit/uitoolbar/items (iOS 2.0+)
  open var items: [UIBarButtonItem]?

  /// Whether the bar is translucent (recorded).
  /// https://developer.apple.com/documentation/uikit/uitoolbar/istranslucent (iOS 3.0+)
  open var isTranslucent: Bool = true

  /// Sets the items (model: at once, whether or not animated).
  /// https://developer.apple.com/documentation/uikit/uitoolbar/setitems(_:animated:) (iOS 2.0+)
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// The toolbar's fitting size: the width given (or its own when the width given is not
  /// positive) and 44 points high, or 32 where both size classes are compact (`traitCollection`:
  /// an iPhone in landscape other than the Plus and Pro Max models).
  ///
  /// Apple documents "a compact-height toolbar" (UIToolbar.compactAppearance: "The appearance
  /// settings to use for a compact-height toolbar",
  /// https://developer.apple.com/documentation/uikit/uitoolbar/compactappearance) but not the
  /// heights. Not documented by Apple; widely reported and measured on devices (formc's device
  /// catalog, docs/Simulation.md): 44 points, and 32 on an iPhone in landscape whose width is
  /// compact too (44 on a Pro Max in landscape).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let traits = traitCollection
    let compact = traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact
    return CGSize(width: size.width > 0 ? size.width : bounds.width, height: compact ? 32 : 44)
  }
}
