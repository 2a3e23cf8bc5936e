/// App-level UIKit types, declared so that the Calibration app (`Calibration/`) type-checks
/// against the double. Model: declarations only; the double never launches an app, and formc's
/// tests drive views and windows directly.

/// `UIApplication`.
///
/// Apple: "The centralized point of control and coordination for apps running in iOS."
/// (UIApplication)
/// https://developer.apple.com/documentation/uikit/uiapplication (iOS 2.0+)
@MainActor
open class UIApplication: UIResponder {
  private static let sharedDouble = UIApplication()

  /// The app instance. Apple: "Returns the singleton app instance." (UIApplication.shared)
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared (iOS 2.0+)
  open class var shared: UIApplication { sharedDouble }

  /// Keys of the launch options dictionary (`UIApplication.LaunchOptionsKey`).
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey (iOS 2.0+)
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/init(rawvalue:)
    /// (the raw value it wraps)
    public var rawValue: String
    /// Creates a key.
    /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// `UIApplicationDelegate`.
///
/// Apple: "A set of methods to manage shared behaviors for your app." (UIApplicationDelegate)
/// Every requirement is optional there; here each has a default.
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate (iOS 2.0+)
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, when it creates one without scenes.
  var window: UIWindow? { get set }
  /// Apple: "Tells the delegate that the launch process is almost done and the app is almost
  /// ready to run." (application(_:didFinishLaunchingWithOptions:))
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  /// The optional requirement's default: launching goes on.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
  /// (iOS 3.0+; optional there)
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// What `@main` on an app delegate calls (`UIApplicationMain` on a device). Model: nothing
  /// runs; the double never launches an app. Apple declares it `@MainActor @preconcurrency`.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main() (iOS 2.0+)
  @MainActor @preconcurrency public static func main() {}
}

/// `UIUserInterfaceIdiom`: the kind of interface (`UIDevice.userInterfaceIdiom`).
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom (iOS 3.2+)
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Undetermined.
  case unspecified = -1
  /// iPhone.
  case phone = 0
  /// iPad.
  case pad = 1
  /// Apple TV (iOS 9.0+ in the SDK, below the module's target).
  case tv = 2
  /// CarPlay (iOS 9.0+ in the SDK, below the module's target).
  case carPlay = 3
  /// A Mac app built with Mac Catalyst.
  @available(iOS 14.0, *) case mac = 5
  /// Apple Vision Pro.
  @available(iOS 17.0, *) case vision = 6
}

/// `UIDevice`.
///
/// Apple: "A representation of the current device." (UIDevice) Model: an iPhone on iOS 26, like
/// the double's screen.
/// https://developer.apple.com/documentation/uikit/uidevice (iOS 2.0+)
@MainActor
open class UIDevice: NSObject {
  private static let currentDouble = UIDevice()

  /// Apple: "An object that represents the current device." (UIDevice.current)
  /// https://developer.apple.com/documentation/uikit/uidevice/current (iOS 2.0+)
  open class var current: UIDevice { currentDouble }

  /// Apple: "The name of the operating system running on the device." (UIDevice.systemName)
  /// https://developer.apple.com/documentation/uikit/uidevice/systemname (iOS 2.0+)
  open var systemName: String { "iOS" }

  /// Apple: "The current version of the operating system." (UIDevice.systemVersion)
  /// https://developer.apple.com/documentation/uikit/uidevice/systemversion (iOS 2.0+)
  open var systemVersion: String { "26.0" }

  /// Apple: "The model of the device." (UIDevice.model)
  /// https://developer.apple.com/documentation/uikit/uidevice/model (iOS 2.0+)
  open var model: String { "iPhone" }

  /// Apple: "The style of interface to use on the current device." (UIDevice.userInterfaceIdiom)
  /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom (iOS 3.2+)
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// `UINavigationBar`: the bar a navigation controller shows at the top. Model: a plain view.
///
/// Apple: "Navigational controls that display in a bar along the top of the screen, usually in
/// conjunction with a navigation controller." (UINavigationBar)
/// https://developer.apple.com/documentation/uikit/uinavigationbar (iOS 2.0+)
@MainActor
open class UINavigationBar: UIView {}

/// `UINavigationController`. Model: it holds its root view controller and a bar; it lays nothing
/// out and pushes nothing.
///
/// Apple: "A container view controller that defines a stack-based scheme for navigating
/// hierarchical content." (UINavigationController)
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller (iOS 2.0+)
@MainActor
open class UINavigationController: UIViewController {
  /// The bar. Apple: "The navigation bar managed by the navigation controller."
  /// (UINavigationController.navigationBar)
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  /// (iOS 2.0+)
  public let navigationBar = UINavigationBar(frame: .zero)

  /// The view controllers on the stack, the root first.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  /// (iOS 2.0+)
  open var viewControllers: [UIViewController] = []

  /// Creates a navigation controller with a root view controller.
  ///
  /// Apple: "Initializes and returns a newly created navigation controller."
  /// (init(rootViewController:))
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  /// (iOS 2.0+)
  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a navigation controller from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
