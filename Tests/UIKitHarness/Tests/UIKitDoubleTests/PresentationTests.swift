import Foundation
import Testing
import UIKit

/// The double's modal presentation: `present(_:animated:completion:)`, `dismiss`, alert
/// controllers and their actions, popover anchors, and a swipe down on a sheet
/// (`isModalInPresentation`, the presentation controller's delegate).
@MainActor
@Suite(.serialized)
struct PresentationTests {
  /// Records what its presentation controller tells it.
  final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var log: [String] = []
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      log.append("didAttemptToDismiss")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      log.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      log.append("didDismiss")
    }
  }

  @Test("a presented sheet is linked both ways, its view in the window; dismissing undoes it")
  func presentAndDismiss() {
    UIKitDouble.reset()
    let screen = Screen()
    let sheet = UIViewController()
    var completed = false
    screen.controller.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(screen.controller.presentedViewController === sheet)
    #expect(sheet.presentingViewController === screen.controller)
    #expect(sheet.view.window === screen.window)
    sheet.dismiss(animated: true)
    #expect(screen.controller.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(sheet.viewIfLoaded?.window == nil)
  }

  @Test("an action sheet is a popover that needs an anchor; an alert is none")
  func actionSheetAnchor() {
    UIKitDouble.reset()
    let screen = Screen()
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    #expect(alert.popoverPresentationController == nil)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    screen.controller.present(sheet, animated: true)
    #expect(screen.controller.presentedViewController == nil, "no anchor: not presented")
    #expect(UIKitDouble.raisedExceptions.count == 1)
    let item = UIBarButtonItem(title: "Cancel", image: nil, primaryAction: nil, menu: nil)
    sheet.popoverPresentationController?.sourceItem = item
    screen.controller.present(sheet, animated: true)
    #expect(screen.controller.presentedViewController === sheet)
  }

  @Test(
    "a tap on an action dismisses the sheet, then runs the handler; a disabled one does nothing")
  func actionTap() {
    UIKitDouble.reset()
    let screen = Screen()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.popoverPresentationController?.sourceView = screen.root
    var log: [String] = []
    let off = UIAlertAction(title: "Off", style: .default) { _ in log.append("off") }
    off.isEnabled = false
    sheet.addAction(off)
    sheet.addAction(
      UIAlertAction(title: "Discard", style: .destructive) {
        [weak controller = screen.controller] _ in
        log.append("presented: \(controller?.presentedViewController != nil)")
      })
    #expect(!sheet.simulateTap(actionTitled: "Discard"), "not presented yet")
    screen.controller.present(sheet, animated: true)
    #expect(!sheet.simulateTap(actionTitled: "Off"))
    #expect(sheet.simulateTap(actionTitled: "Discard"))
    #expect(log == ["presented: false"])
  }

  @Test("a swipe down is refused while modal in presentation, and the delegate hears the attempt")
  func interactiveDismissal() {
    UIKitDouble.reset()
    let screen = Screen()
    let sheet = UIViewController()
    let delegate = Delegate()
    sheet.presentationController?.delegate = delegate
    screen.controller.present(sheet, animated: true)
    sheet.isModalInPresentation = true
    #expect(!sheet.simulateInteractiveDismissal())
    #expect(screen.controller.presentedViewController === sheet)
    #expect(delegate.log == ["didAttemptToDismiss"])
    sheet.isModalInPresentation = false
    #expect(sheet.simulateInteractiveDismissal())
    #expect(screen.controller.presentedViewController == nil)
    #expect(delegate.log == ["didAttemptToDismiss", "willDismiss", "didDismiss"])
  }
}
