/// App-level UIKit types, declared so that the Calibration app (`Calibration/`) type-checks
/// against the double. Model: declarations only; the double never launches an app, and formc's
/// tests drive views and windows directly.

/// `UIApplication`.
///
/// Apple: "The centralized point of control and coordination for apps running in iOS."
/// (UIApplication)
@MainActor
open class UIApplication: UIResponder {
  private static let sharedDouble = UIApplication()

  /// The app instance. Apple: "Returns the singleton app instance." (UIApplication.shared)
  open class var shared: UIApplication { sharedDouble }

  /// Keys of the launch options dictionary (`UIApplication.LaunchOptionsKey`).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// `UIApplicationDelegate`.
///
/// Apple: "A set of methods to manage shared behaviors for your app." (UIApplicationDelegate)
/// Every requirement is optional there; here each has a default.
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
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// What `@main` on an app delegate calls (`UIApplicationMain` on a device). Model: nothing
  /// runs; the double never launches an app.
  public static func main() {}
}

/// `UIUserInterfaceIdiom`: the kind of interface (`UIDevice.userInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Undetermined.
  case unspecified = -1
  /// iPhone.
  case phone = 0
  /// iPad.
  case pad = 1
}

/// `UIDevice`.
///
/// Apple: "A representation of the current device." (UIDevice) Model: an iPhone on iOS 26, like
/// the double's screen.
@MainActor
open class UIDevice: NSObject {
  private static let currentDouble = UIDevice()

  /// Apple: "An object that represents the current device." (UIDevice.current)
  open class var current: UIDevice { currentDouble }

  /// Apple: "The name of the operating system running on the device." (UIDevice.systemName)
  open var systemName: String { "iOS" }

  /// Apple: "The current version of the operating system." (UIDevice.systemVersion)
  open var systemVersion: String { "26.0" }

  /// Apple: "The model of the device." (UIDevice.model)
  open var model: String { "iPhone" }

  /// Apple: "The style of interface to use on the current device." (UIDevice.userInterfaceIdiom)
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// `UINavigationBar`: the bar a navigation controller shows at the top. Model: a plain view.
///
/// Apple: "Navigational controls that display in a bar along the top of the screen, usually in
/// conjunction with a navigation controller." (UINavigationBar)
@MainActor
open class UINavigationBar: UIView {}

/// `UINavigationController`. Model: it holds its root view controller and a bar; it lays nothing
/// out and pushes nothing.
///
/// Apple: "A container view controller that defines a stack-based scheme for navigating
/// hierarchical content." (UINavigationController)
@MainActor
open class UINavigationController: UIViewController {
  /// The bar. Apple: "The navigation bar managed by the navigation controller."
  /// (UINavigationController.navigationBar)
  public let navigationBar = UINavigationBar(frame: .zero)

  /// The view controllers on the stack, the root first.
  open var viewControllers: [UIViewController] = []

  /// Creates a navigation controller with a root view controller.
  ///
  /// Apple: "Initializes and returns a newly created navigation controller."
  /// (init(rootViewController:))
  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a navigation controller from an archive (the double reads no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
