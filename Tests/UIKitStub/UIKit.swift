@_exported import Foundation

// A test-only stand-in for UIKit, so code written against UIKit can be type-checked on Linux:
// `Scripts/typecheck-uikit.sh` builds it as a module named `UIKit`. It declares only what FormRuntime's
// adapter and formc's generated code use, each declaration following Apple's documented Swift
// signature (names, labels, types, optionality, `@available` versions). Bodies are placeholders:
// nothing here is meant to run.
//
// Where Linux has no Objective-C runtime the stub departs from the real SDK, and says so:
// - `@objc optional` protocol requirements become requirements with default implementations.
// - `Selector` is declared here (the real one lives in the ObjectiveC module); `#selector` and
//   `@objc` still do not compile on Linux, so code meant for both prefers `UIAction`.
// - `@available(iOS …)` is recorded but not enforced: the checks run for Linux, not iOS.
//
// Never make this a package target: a module named UIKit would collide with the real one.

// MARK: - Objective-C stand-ins

#if !canImport(ObjectiveC)
  /// Stands in for `ObjectiveC.Selector`, which Linux lacks.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    private let name: String

    /// Creates a selector from a method name.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
  }
#endif

// MARK: - Geometry

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Zero insets.
  public init() {
    top = 0
    left = 0
    bottom = 0
    right = 0
  }

  /// Insets from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `UIEdgeInsets.zero`.
  public static let zero = UIEdgeInsets()
}

extension NSValue {
  /// `NSValue(cgRect:)` (UIKit's NSValue additions).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// `cgRectValue` (UIKit's NSValue additions).
  public var cgRectValue: CGRect { rectValue }
}

/// `UICoordinateSpace`.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The bounds of the coordinate space.
  var bounds: CGRect { get }
  /// Converts a rectangle from this space to another.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rectangle from another space to this one.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

// MARK: - Responders and views

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// Whether this responder is the first responder.
  open var isFirstResponder: Bool { false }
  /// Whether this responder can become the first responder.
  open var canBecomeFirstResponder: Bool { false }
  /// Asks to become the first responder.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Asks to resign the first responder status.
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// The view shown above the keyboard while this responder is first responder.
  open var inputAccessoryView: UIView? { nil }
  /// The custom input view shown instead of the keyboard.
  open var inputView: UIView? { nil }
  /// Reloads the input and accessory views.
  open func reloadInputViews() {}
  /// The next responder in the chain.
  open var next: UIResponder? { nil }
}

extension UIResponder {
  /// Posted before the keyboard appears.
  public class var keyboardWillShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillShowNotification")
  }
  /// Posted before the keyboard disappears.
  public class var keyboardWillHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillHideNotification")
  }
  /// Posted before the keyboard's frame changes.
  public class var keyboardWillChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  }
  /// Posted after the keyboard's frame changes.
  public class var keyboardDidChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidChangeFrameNotification")
  }
  /// The key of the keyboard's start frame (an `NSValue` of a `CGRect`, screen coordinates).
  public class var keyboardFrameBeginUserInfoKey: String { "UIKeyboardFrameBeginUserInfoKey" }
  /// The key of the keyboard's end frame (an `NSValue` of a `CGRect`, screen coordinates).
  public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }
  /// The key of the animation's duration (an `NSNumber` of a `Double`).
  public class var keyboardAnimationDurationUserInfoKey: String {
    "UIKeyboardAnimationDurationUserInfoKey"
  }
  /// The key of the animation's curve (an `NSNumber` of a `UIView.AnimationCurve` raw value).
  public class var keyboardAnimationCurveUserInfoKey: String {
    "UIKeyboardAnimationCurveUserInfoKey"
  }
  /// The key of whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
  public class var keyboardIsLocalUserInfoKey: String { "UIKeyboardIsLocalUserInfoKey" }
}

/// `UIView`.
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
  /// Creates a view with a frame.
  public init(frame: CGRect) { super.init() }
  /// Creates a view from an archive.
  public required init?(coder: NSCoder) { super.init() }
  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allows user interaction while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in, ease out.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    /// Ease in, ease out.
    case easeInOut
    /// Ease in.
    case easeIn
    /// Ease out.
    case easeOut
    /// Linear.
    case linear
  }

  /// The frame in the superview's coordinates.
  open var frame: CGRect = .zero
  /// The bounds in the view's own coordinates.
  open var bounds: CGRect = .zero
  /// The center in the superview's coordinates.
  open var center: CGPoint = .zero
  /// The superview.
  open var superview: UIView? { nil }
  /// The subviews.
  open var subviews: [UIView] { [] }
  /// The window.
  open var window: UIWindow? { nil }
  /// Whether the view is hidden.
  open var isHidden: Bool = false
  /// The view's alpha.
  open var alpha: CGFloat = 1
  /// Whether autoresizing masks become constraints.
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  /// The safe area insets.
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// The safe area layout guide.
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// The keyboard layout guide.
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide() }

  /// Adds a subview.
  open func addSubview(_ view: UIView) {}
  /// Removes the view from its superview.
  open func removeFromSuperview() {}
  /// Lays out the subviews now if needed.
  open func layoutIfNeeded() {}
  /// Marks the layout as needing an update.
  open func setNeedsLayout() {}
  /// Lays out the subviews.
  open func layoutSubviews() {}
  /// Resizes the view to fit its content.
  open func sizeToFit() {}
  /// Resigns the first responder in this view's hierarchy.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

  /// Converts a rectangle from this view's coordinates to another view's (`nil`: the window's).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  /// Converts a rectangle from another view's coordinates (`nil`: the window's) to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
  /// Converts a point from this view's coordinates to another view's.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  /// Converts a point from another view's coordinates to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  /// Converts a rectangle from this view to a coordinate space.
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  /// Converts a rectangle from a coordinate space to this view.
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }

  /// The top edge's anchor.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The bottom edge's anchor.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The leading edge's anchor.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The trailing edge's anchor.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The height's anchor.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// The width's anchor.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

  /// Animates changes with a duration, delay, options and completion.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}
  /// Animates changes with a duration and completion.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}
  /// Applies changes without animation.
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {
  /// The screen the window is on.
  open var screen: UIScreen = UIScreen()
}

/// `UIScreen`.
@MainActor
open class UIScreen: NSObject, UICoordinateSpace {
  /// The screen's bounds (interface-oriented).
  open var bounds: CGRect { .zero }
  /// The screen's coordinate space (interface-oriented): the space of keyboard frames.
  open var coordinateSpace: any UICoordinateSpace { self }
  /// The screen's scale.
  open var scale: CGFloat { 1 }
  /// Converts a rectangle from the screen to a coordinate space.
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  /// Converts a rectangle from a coordinate space to the screen.
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

/// `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  /// Creates a view controller.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// Creates a view controller from an archive.
  public required init?(coder: NSCoder) { super.init() }
  /// Creates a view controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view.
  open var view: UIView! = UIView()
  /// Creates the root view.
  open func loadView() {}
  /// Called after the view loads.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appears.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappears.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called after the view lays out its subviews.
  open func viewDidLayoutSubviews() {}
}

// MARK: - Layout

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Required (1000).
  public static let required = UILayoutPriority(1000)
  /// Default high (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// Default low (250).
  public static let defaultLow = UILayoutPriority(250)
}

/// `NSLayoutConstraint`.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Whether the constraint is active.
  open var isActive: Bool = false
  /// The constant.
  open var constant: CGFloat = 0
  /// The priority.
  open var priority: UILayoutPriority = .required
  /// An identifier for debugging.
  open var identifier: String?
  /// Activates constraints.
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  /// Deactivates constraints.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

/// `NSLayoutAnchor`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// A constraint `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// A constraint `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  /// A constraint `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  /// A constraint `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

/// `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// `UILayoutGuide`.
@MainActor
open class UILayoutGuide: NSObject {
  /// The guide's frame in its owning view's coordinates.
  open var layoutFrame: CGRect { .zero }
  /// The top edge's anchor.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The bottom edge's anchor.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The leading edge's anchor.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The trailing edge's anchor.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The height's anchor.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// `UITrackingLayoutGuide`.
@available(iOS 15.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// `UIKeyboardLayoutGuide`.
@available(iOS 15.0, *)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating.
  open var followsUndockedKeyboard: Bool = false
}

// MARK: - Scroll views

/// `UIScrollViewDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called when the content offset changes.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// `UIStackView`.
@MainActor
open class UIStackView: UIView {
  /// `spacing`.
  open var spacing: CGFloat = 0
}

/// `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `scrollableAxes`, and vertically always inside a navigation or tab bar controller.
    case automatic
    /// Only in scrollable directions.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Never dismisses by scrolling.
    case none
    /// Dismisses when a drag begins.
    case onDrag
    /// Follows the drag and dismisses on release below the keyboard's top.
    case interactive
    /// Like `onDrag`, including the accessory view.
    @available(iOS 16.0, *) case onDragWithAccessory
    /// Like `interactive`, including the accessory view.
    @available(iOS 16.0, *) case interactiveWithAccessory
  }

  /// The content offset.
  open var contentOffset: CGPoint = .zero
  /// The content size.
  open var contentSize: CGSize = .zero
  /// The content inset.
  open var contentInset: UIEdgeInsets = .zero
  /// The content inset plus the safe area the system adds.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// How the safe area adjusts the content inset.
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  /// Whether the indicator insets follow the safe area.
  @available(iOS 13.0, *)
  open var automaticallyAdjustsScrollIndicatorInsets: Bool = true
  /// The vertical scroll indicator's insets.
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The horizontal scroll indicator's insets.
  @available(iOS 11.1, *)
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How scrolling dismisses the keyboard.
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  /// Whether scrolling is enabled.
  open var isScrollEnabled: Bool = true
  /// Whether the content bounces vertically even when shorter than the view.
  open var alwaysBounceVertical: Bool = false
  /// Whether the user is dragging.
  open var isDragging: Bool { false }

  /// Sets the content offset, optionally animating.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  /// Scrolls so a rectangle is visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// `UITableView`.
@MainActor
open class UITableView: UIScrollView {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped.
    @available(iOS 13.0, *) case insetGrouped
  }

  /// Creates a table view with a style.
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  /// Creates a table view from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// Creates a plain table view.
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// The style.
  open var style: UITableView.Style { .plain }
}

// MARK: - Text input

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// URLs (Apple's spelling).
  case URL
  /// A number pad.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A phone pad with letters.
  case namePhonePad
  /// Email addresses.
  case emailAddress
  /// A decimal pad.
  case decimalPad
  /// Twitter text.
  case twitter
  /// Web search.
  case webSearch
  /// An ASCII number pad.
  @available(iOS 10.0, *) case asciiCapableNumberPad
}

/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  @available(iOS 9.0, *) case `continue`
}

/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitalization.
  case none
  /// Each word.
  case words
  /// Each sentence.
  case sentences
  /// Every character.
  case allCharacters
}

/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// `UITextContentType`.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  /// The content type's string.
  public var rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UITextContentType {
  /// A name.
  @available(iOS 10.0, *) public static let name = UITextContentType("name")
  /// A name prefix.
  @available(iOS 10.0, *) public static let namePrefix = UITextContentType("name-prefix")
  /// A given name.
  @available(iOS 10.0, *) public static let givenName = UITextContentType("given-name")
  /// A middle name.
  @available(iOS 10.0, *) public static let middleName = UITextContentType("additional-name")
  /// A family name.
  @available(iOS 10.0, *) public static let familyName = UITextContentType("family-name")
  /// A name suffix.
  @available(iOS 10.0, *) public static let nameSuffix = UITextContentType("name-suffix")
  /// A nickname.
  @available(iOS 10.0, *) public static let nickname = UITextContentType("nickname")
  /// A job title.
  @available(iOS 10.0, *) public static let jobTitle = UITextContentType("organization-title")
  /// An organization name.
  @available(iOS 10.0, *) public static let organizationName = UITextContentType("organization")
  /// A location.
  @available(iOS 10.0, *) public static let location = UITextContentType("location")
  /// A full street address.
  @available(iOS 10.0, *)
  public static let fullStreetAddress = UITextContentType("street-address")
  /// A street address's first line.
  @available(iOS 10.0, *)
  public static let streetAddressLine1 = UITextContentType("address-line1")
  /// A street address's second line.
  @available(iOS 10.0, *)
  public static let streetAddressLine2 = UITextContentType("address-line2")
  /// A city.
  @available(iOS 10.0, *) public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  @available(iOS 10.0, *) public static let addressState = UITextContentType("address-level1")
  /// A city and state.
  @available(iOS 10.0, *)
  public static let addressCityAndState = UITextContentType("address-level1+2")
  /// A sublocality.
  @available(iOS 10.0, *) public static let sublocality = UITextContentType("address-level3")
  /// A country name.
  @available(iOS 10.0, *) public static let countryName = UITextContentType("country-name")
  /// A postal code.
  @available(iOS 10.0, *) public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  @available(iOS 10.0, *) public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  @available(iOS 10.0, *) public static let emailAddress = UITextContentType("email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL (Apple's spelling).
  @available(iOS 10.0, *) public static let URL = UITextContentType("url")
  /// A credit card number.
  @available(iOS 10.0, *) public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  @available(iOS 11.0, *) public static let username = UITextContentType("username")
  /// A password.
  @available(iOS 11.0, *) public static let password = UITextContentType("password")
  /// A new password.
  @available(iOS 12.0, *) public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  @available(iOS 12.0, *) public static let oneTimeCode = UITextContentType("one-time-code")
  /// A shipment tracking number.
  @available(iOS 15.0, *)
  public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
  /// A flight number.
  @available(iOS 15.0, *) public static let flightNumber = UITextContentType("flight-number")
  /// A date, time or duration.
  @available(iOS 15.0, *) public static let dateTime = UITextContentType("date-time")
  /// A birth date.
  @available(iOS 17.0, *) public static let birthdate = UITextContentType("bday")
  /// A birth date's day.
  @available(iOS 17.0, *) public static let birthdateDay = UITextContentType("bday-day")
  /// A birth date's month.
  @available(iOS 17.0, *) public static let birthdateMonth = UITextContentType("bday-month")
  /// A birth date's year.
  @available(iOS 17.0, *) public static let birthdateYear = UITextContentType("bday-year")
  /// A credit card security code.
  @available(iOS 17.0, *)
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  /// The name on a credit card.
  @available(iOS 17.0, *) public static let creditCardName = UITextContentType("cc-name")
  /// The given name on a credit card.
  @available(iOS 17.0, *)
  public static let creditCardGivenName = UITextContentType("cc-given-name")
  /// The middle name on a credit card.
  @available(iOS 17.0, *)
  public static let creditCardMiddleName = UITextContentType("cc-additional-name")
  /// The family name on a credit card.
  @available(iOS 17.0, *)
  public static let creditCardFamilyName = UITextContentType("cc-family-name")
  /// A credit card's expiration date.
  @available(iOS 17.0, *)
  public static let creditCardExpiration = UITextContentType("cc-exp")
  /// A credit card's expiration month.
  @available(iOS 17.0, *)
  public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
  /// A credit card's expiration year.
  @available(iOS 17.0, *)
  public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
  /// A credit card's type.
  @available(iOS 17.0, *) public static let creditCardType = UITextContentType("cc-type")
  /// An eSIM's EID.
  @available(iOS 17.4, *) public static let cellularEID = UITextContentType("cellular-eid")
  /// An eSIM's IMEI.
  @available(iOS 17.4, *) public static let cellularIMEI = UITextContentType("cellular-imei")
}

/// `UITextPosition`.
@MainActor
open class UITextPosition: NSObject {}

/// `UITextRange`.
@MainActor
open class UITextRange: NSObject {
  /// Whether the range is empty (a caret).
  open var isEmpty: Bool { true }
  /// The start.
  open var start: UITextPosition { UITextPosition() }
  /// The end.
  open var end: UITextPosition { UITextPosition() }
}

/// `UIFont`.
@MainActor
open class UIFont: NSObject {
  /// A system font of a size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  /// The font's point size.
  open var pointSize: CGFloat { 17 }
  /// The height of a line of text.
  open var lineHeight: CGFloat { 20.287 }
}

/// `UIControl`.
@MainActor
open class UIControl: UIView {
  /// `UIControl.Event`.
  public struct Event: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A tap ended inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Editing changed the text.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  /// Whether the control is enabled.
  open var isEnabled: Bool = true
  /// Adds an action for events.
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  /// Removes an action for events.
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// `UITextFieldDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Asks whether to replace characters.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed.
  @available(iOS 13.0, *)
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks whether to clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks whether to process Return.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows editing (stands in for an unimplemented optional requirement).
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Allows ending (stands in for an unimplemented optional requirement).
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Allows the change (stands in for an unimplemented optional requirement).
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  @available(iOS 13.0, *)
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Allows clearing (stands in for an unimplemented optional requirement).
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Processes Return (stands in for an unimplemented optional requirement).
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// `UITextField`.
@MainActor
open class UITextField: UIControl {
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// The text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// The font.
  open var font: UIFont?
  /// The keyboard type.
  open var keyboardType: UIKeyboardType = .default
  /// The return key type.
  open var returnKeyType: UIReturnKeyType = .default
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The semantic content type.
  open var textContentType: UITextContentType!
  /// Autocapitalization.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether entry is secure.
  open var isSecureTextEntry: Bool = false
  /// Whether Return is disabled while the text is empty.
  open var enablesReturnKeyAutomatically: Bool = false
  /// Whether editing is in progress.
  open var isEditing: Bool { false }
  /// The view shown above the keyboard.
  open override var inputAccessoryView: UIView? {
    get { nil }
    set {}
  }
  /// The custom input view.
  open override var inputView: UIView? {
    get { nil }
    set {}
  }
  /// The selected range.
  open var selectedTextRange: UITextRange?
  /// The document's start.
  open var beginningOfDocument: UITextPosition { UITextPosition() }
  /// The document's end.
  open var endOfDocument: UITextPosition { UITextPosition() }
  /// The caret's rectangle at a position, in the field's coordinates.
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

/// `UITextViewDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Asks whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks whether to replace text.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Allows editing (stands in for an unimplemented optional requirement).
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Allows ending (stands in for an unimplemented optional requirement).
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Allows the change (stands in for an unimplemented optional requirement).
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// `UITextView`.
///
/// The real `delegate` overrides `UIScrollView.delegate` with a narrower type, which Swift source
/// cannot express; the stub declares it only here, so `UIScrollView` has no `delegate`.
@MainActor
open class UITextView: UIScrollView {
  /// The delegate.
  open weak var delegate: (any UITextViewDelegate)?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text.
  open var text: String!
  /// The font.
  open var font: UIFont?
  /// The text container's insets.
  open var textContainerInset: UIEdgeInsets = .zero
  /// Whether the text is editable.
  open var isEditable: Bool = true
  /// The keyboard type.
  open var keyboardType: UIKeyboardType = .default
  /// The return key type.
  open var returnKeyType: UIReturnKeyType = .default
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The semantic content type.
  open var textContentType: UITextContentType!
  /// Autocapitalization.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether entry is secure.
  open var isSecureTextEntry: Bool = false
  /// The view shown above the keyboard.
  open override var inputAccessoryView: UIView? {
    get { nil }
    set {}
  }
  /// The custom input view.
  open override var inputView: UIView? {
    get { nil }
    set {}
  }
  /// The selected range.
  open var selectedTextRange: UITextRange?
  /// The document's start.
  open var beginningOfDocument: UITextPosition { UITextPosition() }
  /// The document's end.
  open var endOfDocument: UITextPosition { UITextPosition() }
  /// The caret's rectangle at a position, in the text view's coordinates.
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

// MARK: - Bars and actions

/// `UIImage`.
@MainActor
open class UIImage: NSObject {
  /// A system symbol image.
  @available(iOS 13.0, *)
  public init?(systemName name: String) { super.init() }
}

/// `UIMenuElement`.
@MainActor
open class UIMenuElement: NSObject {
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Disabled.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// `UIMenuElement.State`.
  public enum State: Int, Sendable {
    /// Off.
    case off
    /// On.
    case on
    /// Mixed.
    case mixed
  }

  /// The title.
  open var title: String { "" }
}

/// `UIMenu`.
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {}

/// `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction`.
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// `UIAction.Identifier`.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Creates an action.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }

  /// The object that sent the action, if any.
  open var sender: Any? { nil }
}

/// `UIBarItem`.
@MainActor
open class UIBarItem: NSObject {
  /// Whether the item is enabled.
  open var isEnabled: Bool = true
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The accessibility label (from the `UIAccessibility` informal protocol on `NSObject`).
  open var accessibilityLabel: String?
}

/// `UIBarButtonItem`.
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Bordered (deprecated).
    @available(iOS, introduced: 2.0, deprecated: 8.0) case bordered
    /// Done (bold).
    case done
  }

  /// `UIBarButtonItem.SystemItem`.
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
    /// Close.
    @available(iOS 13.0, *) case close = 24
  }

  /// Creates an item.
  public required override init() { super.init() }

  /// Creates an item with a title, style, target and action.
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) { self.init() }
  /// Creates an item with an image, style, target and action.
  public convenience init(
    image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) { self.init() }
  /// Creates a system item with a target and action.
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) { self.init() }
  /// Creates an item that shows a custom view.
  public convenience init(customView: UIView) { self.init() }
  /// Creates a system item with a primary action and menu.
  @available(iOS 14.0, *)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { self.init() }
  /// Creates a plain item with a title, image, primary action and menu.
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { self.init() }
  /// Creates a plain item from a primary action.
  @available(iOS 14.0, *)
  public convenience init(primaryAction: UIAction?) { self.init() }

  /// A flexible space item.
  @available(iOS 14.0, *)
  open class func flexibleSpace() -> Self { self.init() }
  /// A fixed space item.
  @available(iOS 14.0, *)
  open class func fixedSpace(_ width: CGFloat) -> Self { self.init() }

  /// The style.
  open var style: UIBarButtonItem.Style = .plain
  /// The target of the action.
  open weak var target: AnyObject?
  /// The action.
  open var action: Selector?
  /// The primary action.
  @available(iOS 14.0, *)
  open var primaryAction: UIAction?
  /// The custom view.
  open var customView: UIView?
}

/// `UIToolbar`.
@MainActor
open class UIToolbar: UIView {
  /// The items, left to right.
  open var items: [UIBarButtonItem]?
  /// Sets the items, optionally animating.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}
