#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// The bar button items of the form's `actions` (submit, cancel), with their titles,
    /// accessibility identifiers and taps: submit runs ``submit()``, the path Return on the last
    /// input takes (an invalid form shows its messages and focuses its first invalid input), and is
    /// prominent (`.prominent` from iOS 26, `.done` before); cancel runs ``cancel()`` (which asks
    /// before discarding changes with `confirmDiscard`, else runs ``onCancel``).
    func makeActionItems() -> (submit: UIBarButtonItem?, cancel: UIBarButtonItem?) {
      let actions = Form.schema.actions
      let submit = actions.submit.flatMap { action -> UIBarButtonItem? in
        // A submit in the keyboard toolbar is each accessory toolbar's own button.
        guard action.placement != .keyboardToolbar else { return nil }
        let item = makeActionItem(action) { [weak self] in self?.submit() }
        if #available(iOS 26.0, *) {
          item.style = .prominent
        } else {
          item.style = .done
        }
        return item
      }
      let cancel = actions.cancel.map { action in
        makeActionItem(action) { [weak self] in self?.cancel() }
      }
      return (submit, cancel)
    }

    private func makeActionItem(
      _ action: FormActionSchema, handler: @escaping @MainActor () -> Void
    ) -> UIBarButtonItem {
      let item: UIBarButtonItem
      let title = action.title(isFlagSet: form.isFlagSet)
      if #available(iOS 14.0, *) {
        item = UIBarButtonItem(
          title: title, image: nil, primaryAction: UIAction { _ in handler() }, menu: nil)
      } else {
        item = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
        #if canImport(ObjectiveC)
          // iOS 13 has no primary actions: target-action through a trampoline.
          let trampoline = FormActionTrampoline(handler)
          trampolines.append(trampoline)
          item.target = trampoline
          item.action = #selector(FormActionTrampoline.invoke)
        #endif
      }
      item.title = title
      item.accessibilityIdentifier = action.identifier
      return item
    }

    /// Puts the action items into `navigationItem`, at the outer ends of its leading and trailing
    /// items (at one edge cancel stands left of submit, as in the SwiftUI screen), before the
    /// items the screen put there itself; an item already there is not added twice.
    func installActionItems(in navigationItem: UINavigationItem) {
      let actions = Form.schema.actions
      var leading: [UIBarButtonItem] = []
      var trailing: [UIBarButtonItem] = []
      // Leading items run left to right; trailing items right to left (the first is rightmost).
      for (action, item) in [
        (actions.cancel, cancelBarButtonItem), (actions.submit, submitBarButtonItem),
      ] {
        guard let action, let item else { continue }
        switch action.placement {
        case .navigationBarLeading: leading.append(item)
        case .navigationBarTrailing: trailing.insert(item, at: 0)
        case .keyboardToolbar: break
        }
      }
      let ours = leading + trailing
      func others(_ items: [UIBarButtonItem]?) -> [UIBarButtonItem] {
        (items ?? []).filter { item in !ours.contains { $0 === item } }
      }
      if !leading.isEmpty {
        navigationItem.setLeftBarButtonItems(
          leading + others(navigationItem.leftBarButtonItems), animated: false)
      }
      if !trailing.isEmpty {
        navigationItem.setRightBarButtonItems(
          trailing + others(navigationItem.rightBarButtonItems), animated: false)
      }
    }

    /// Enables the submit item (in the navigation bar, or every accessory toolbar's) as its
    /// `enabled` says for the values now (always, while the form is valid, or once a value changed
    /// since the form loaded), and each content submit button with an `enabled` of its own (the
    /// `UIControl`s among its ``FormViews/formNodeViews(_:)``); and, with `confirmDiscard`, the
    /// screen's `isModalInPresentation` (``updateModalInPresentation()``).
    ///
    /// Apple, UIControl.isEnabled: "If the enabled state is false, the control ignores touch
    /// events and subclasses may draw differently"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled).
    func updateActionItems() {
      updateModalInPresentation()
      for button in Form.schema.actions.buttons {
        let enabled = !isSubmitting && form.isSubmitEnabled(button.enabled)
        for case let control as UIControl in nodeViews(button.id)
        where control.isEnabled != enabled {
          control.isEnabled = enabled
        }
      }
      guard let submit = Form.schema.actions.submit else { return }
      let enabled = !isSubmitting && form.isSubmitEnabled(submit.enabled)
      let items = [submitBarButtonItem] + toolbars.values.map(\.submitButton)
      for case let item? in items where item.isEnabled != enabled { item.isEnabled = enabled }
    }

    /// Shows the submitting state (``FormKeyboardController/isSubmitting``) or ends it: the submit
    /// item of the navigation bar, and each accessory toolbar's, shows an animating
    /// `UIActivityIndicatorView` as its `customView` in place of its title, and is disabled
    /// (`updateActionItems()`, after the event); with ``disablesInputsWhileSubmitting`` the inputs
    /// are disabled too, and enabled again as their `enabledWhen` says.
    ///
    /// Apple, UIBarButtonItem.customView: "A custom view representing the item"
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview); an item with
    /// a custom view shows that view instead of its title. UIActivityIndicatorView: "Call
    /// startAnimating() to start the animation"
    /// (https://developer.apple.com/documentation/uikit/uiactivityindicatorview).
    func showSubmitting(_ submitting: Bool) {
      let items = [submitBarButtonItem] + toolbars.values.map(\.submitButton)
      for case let item? in items {
        if submitting {
          let indicator = UIActivityIndicatorView(style: .medium)
          indicator.accessibilityLabel = item.title
          indicator.startAnimating()
          item.customView = indicator
        } else {
          (item.customView as? UIActivityIndicatorView)?.stopAnimating()
          item.customView = nil
        }
      }
      guard disablesInputsWhileSubmitting else { return }
      for input in Form.schema.inputs {
        let enabled = !submitting && form.isEnabled(input.field)
        switch inputView(input.field) {
        case let control as UIControl: control.isEnabled = enabled
        case let textView as UITextView: textView.isEditable = enabled
        default: break
        }
      }
    }
  }
#endif
