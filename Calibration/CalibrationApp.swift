#if canImport(UIKit)
  import UIKit

  /// The Calibration app: one screen in a navigation controller, without scenes or storyboards.
  ///
  /// Launch arguments: `-device ID` names the catalog device (`iphone-16`) in the report;
  /// `-hardwareKeyboard YES` says a hardware keyboard is connected, so the report gives the
  /// hardware keyboard bar.
  @main
  final class CalibrationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let calibration = CalibrationViewController()
      let navigation = UINavigationController(rootViewController: calibration)
      calibration.navigationBar = navigation.navigationBar
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }
#endif
