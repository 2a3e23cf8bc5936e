#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// The tap on the cancel item of the form's `actions` (``cancelBarButtonItem``), or a cancel
    /// of the screen's own: with `confirmDiscard` while the form has changes
    /// (``FormModel/asksToDiscard``) it asks first (``askToDiscard()``); otherwise it runs
    /// ``onCancel`` at once.
    public func cancel() {
      if form.asksToDiscard {
        askToDiscard()
      } else {
        onCancel?()
      }
    }

    /// Asks Discard Changes or Keep Editing, as iOS apps ask before an edit screen loses its
    /// changes: an action sheet (`UIAlertController`, `.actionSheet`) presented by the screen's
    /// view controller (the first one up the responder chain from the views' root view), with
    /// Discard Changes (destructive: runs ``onCancel``) and Keep Editing (cancel: the form stays
    /// as it is, the input that was focused focused again), titled in FormRuntime's words
    /// (``FormRuntimeStrings/Key/discardChanges``, ``FormRuntimeStrings/Key/keepEditing``).
    /// On iPad the sheet is a popover anchored to ``cancelBarButtonItem`` (`sourceItem` from
    /// iOS 16, `barButtonItem` before), or to the root view without one.
    ///
    /// Call it from the screen's `presentationControllerDidAttemptToDismiss(_:)` too, as the
    /// delegate of its presentation controller: the controller keeps the screen's
    /// `isModalInPresentation` equal to ``FormModel/asksToDiscard`` (with `confirmDiscard`), so
    /// a swipe down on the sheet is refused while there are changes, and UIKit calls the
    /// delegate (Apple, "Disabling the pull-down gesture for a sheet",
    /// https://developer.apple.com/documentation/uikit/disabling-the-pull-down-gesture-for-a-sheet).
    ///
    /// Does nothing while the screen is not in a window, or already presents something.
    public func askToDiscard() {
      guard let presenter = viewController(), presenter.viewIfLoaded?.window != nil,
        presenter.presentedViewController == nil
      else { return }
      let strings = session.strings
      let focused = session.focusedField
      // Apple, UIAlertController.init(title:message:preferredStyle:):
      // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addAction(
        UIAlertAction(title: strings[.discardChanges], style: .destructive) { [weak self] _ in
          self?.onCancel?()
        })
      sheet.addAction(
        UIAlertAction(title: strings[.keepEditing], style: .cancel) { [weak self] _ in
          guard let self, let focused, session.focusedField != focused else { return }
          session.send(.focus(focused))
        })
      if let popover = sheet.popoverPresentationController {
        if let item = cancelBarButtonItem {
          if #available(iOS 16.0, *), FormUIKitSystem.hasPopoverSourceItem {
            popover.sourceItem = item
          } else {
            popover.barButtonItem = item
          }
        } else if let view = presenter.viewIfLoaded {
          popover.sourceView = view
          popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.minY, width: 0, height: 0)
        }
      }
      presenter.present(sheet, animated: true)
    }

    /// Keeps the screen's view controller's `isModalInPresentation` equal to
    /// ``FormModel/asksToDiscard`` when the form's cancel has `confirmDiscard`: "When you set it
    /// to true, UIKit ignores events outside the view controller's bounds and prevents the
    /// interactive dismissal of the view controller while it is onscreen"
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation).
    func updateModalInPresentation() {
      guard session.isStarted, Form.schema.actions.cancel?.confirmsDiscard == true,
        let controller = viewController()
      else { return }
      let modal = form.asksToDiscard
      if controller.isModalInPresentation != modal { controller.isModalInPresentation = modal }
    }

    /// The view controller of the screen: the first up the responder chain from the root view
    /// (UIKit's `next` of a view controller's root view is the controller,
    /// https://developer.apple.com/documentation/uikit/uiresponder/next).
    func viewController() -> UIViewController? {
      var responder: UIResponder? = rootView
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
