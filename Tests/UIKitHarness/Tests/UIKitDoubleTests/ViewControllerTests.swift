import Foundation
import Testing
import UIKit

/// A screen written like the README's: properties for the views, set up in `viewDidLoad`, a
/// controller started in `viewWillAppear` and stopped in `viewDidDisappear`.
@MainActor
final class SignUpLikeViewController: UIViewController {
  var rootView: UIView { view }
  let page = UIScrollView()
  let email = UITextField()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
    page.frame = view.bounds
    view.addSubview(page)
    email.frame = CGRect(x: 16, y: 100, width: 300, height: 44)
    page.addSubview(email)
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("viewWillAppear(window: \(view.window != nil))")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("viewDidDisappear")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if log.last != "viewDidLayoutSubviews" { log.append("viewDidLayoutSubviews") }
  }
}

@MainActor
@Suite("View controllers and windows", .serialized)
struct ViewControllerTests {
  @Test("the view loads on first access: loadView, then viewDidLoad; viewIfLoaded does not load")
  func loading() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let controller = SignUpLikeViewController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.log.isEmpty)
    let view: UIView = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.log == ["viewDidLoad"])
    #expect(view.frame == UIScreen.main.bounds)
    #expect(view.next === controller)
  }

  @Test("a root view controller appears with its window, and disappears when replaced")
  func appearance() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let window = UIWindow(frame: UIScreen.main.bounds)
    #expect(window.isHidden)
    let controller = SignUpLikeViewController()
    window.rootViewController = controller
    #expect(controller.log == ["viewDidLoad"], "loaded and installed, not yet visible")
    #expect(controller.view.superview === window)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(
      controller.log == [
        "viewDidLoad", "viewWillAppear(window: true)", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    controller.email.becomeFirstResponder()
    controller.log = []
    window.rootViewController = UIViewController()
    #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
    #expect(controller.viewIfLoaded?.window == nil)
    #expect(!controller.email.isFirstResponder, "its first responder left the window")
  }

  @Test("a root view tracks the window's size")
  func tracksWindowSize() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    window.rootViewController = controller
    window.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
  }

  @Test("appearance transitions a container drives")
  func containerTransitions() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let controller = SignUpLikeViewController()
    _ = controller.view
    controller.beginAppearanceTransition(true, animated: true)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    #expect(controller.log == ["viewDidLoad", "viewWillAppear(window: false)", "viewDidAppear"])
  }

  @Test("a safe area change reaches the views and the root view controller, then lays out")
  func safeArea() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    final class Controller: UIViewController {
      var changes = 0
      override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = Controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.simulateSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(controller.changes == 1)
    #expect(controller.view.safeAreaInsets.top == 59)
    #expect(
      controller.view.safeAreaLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 59, width: 390, height: 844 - 93))
  }
}
