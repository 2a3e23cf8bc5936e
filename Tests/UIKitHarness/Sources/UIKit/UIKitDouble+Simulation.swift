// Test drivers: what a user or the system does, and what UIKit then calls, in order. Not Apple
// API; every name starts with `simulate`.

/// The text inputs the typing drivers edit (text fields and text views).
@MainActor
protocol UserTextInputDouble: TextInputDouble {
  /// A user's change: the delegate is asked, the text changes, the change callbacks run.
  @discardableResult func userReplaceDouble(_ range: NSRange, with string: String, marking: Bool)
    -> Bool
  /// The change callbacks only (`.editingChanged` or `textViewDidChange(_:)`).
  func textDidChangeByUserDouble()
}

extension UITextField: UserTextInputDouble {}
extension UITextView: UserTextInputDouble {}

extension UIKitDouble {
  /// Starts or stops VoiceOver (`UIAccessibility.isVoiceOverRunning`), posting
  /// `UIAccessibility.voiceOverStatusDidChangeNotification` when it changes.
  ///
  /// Stands for the user turning VoiceOver on or off. Apple: the system posts
  /// voiceOverStatusDidChangeNotification "when VoiceOver starts or stops".
  /// double only: the user turning VoiceOver on or off.
  public static func simulateVoiceOver(running: Bool) {
    guard running != isVoiceOverRunning else { return }
    isVoiceOverRunning = running
    postDouble(
      name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, userInfo: nil)
  }

  /// Posts a notification the way the double posts UIKit's (from the main actor, synchronously,
  /// reporting a deadlock after `deadlockTimeout` instead of hanging; see `postDouble`). Stands for
  /// a system notification the double does not post itself.
  /// double only: a system notification the double does not post itself.
  public static func simulatePost(
    name: NSNotification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil
  ) {
    postDouble(name: name, object: object, userInfo: userInfo)
  }
}

extension UIView {
  /// Gives the view a safe area (usually a window: a notch, a home indicator, bars), or `nil` to
  /// go back to the computed one. Views whose safe area changed get `safeAreaInsetsDidChange()`
  /// (and a root view's controller `viewSafeAreaInsetsDidChange()`), scroll views re-check their
  /// adjusted inset, then the hierarchy lays out (`layoutIfNeeded()` on its root).
  ///
  /// Stands for the device's geometry or bars changing the safe area. Apple:
  /// safeAreaInsetsDidChange() is "Called when the safe area of the view changes."
  /// (UIView.safeAreaInsetsDidChange()) Model: the layout runs at once.
  /// double only: the device's geometry or bars changing the safe area.
  public func simulateSafeAreaInsets(_ insets: UIEdgeInsets?) {
    var views: [UIView] = []
    func collect(_ view: UIView) {
      views.append(view)
      for subview in view.subviews { collect(subview) }
    }
    collect(self)
    let before = views.map(\.safeAreaInsets)
    simulatedSafeAreaInsetsDouble = insets
    for (view, old) in zip(views, before) where view.safeAreaInsets != old {
      view.safeAreaInsetsDidChange()
      view.owningViewControllerDouble?.viewSafeAreaInsetsDidChange()
      (view as? UIScrollView)?.checkAdjustedContentInsetDouble()
    }
    rootViewDouble.layoutIfNeeded()
  }

  /// Whether a tap at the view reaches it: it is in a window, and it and its ancestors are not
  /// hidden, accept user interaction and have an alpha of at least 0.01.
  ///
  /// Apple: "This method ignores view objects that are hidden, that have disabled user
  /// interactions, or have an alpha level less than 0.01." (UIView.hitTest(_:with:))
  /// double only: whether a tap would reach the view.
  public var simulatedIsTappable: Bool {
    guard window != nil else { return false }
    var view: UIView? = self
    while let current = view {
      if current.isHidden || !current.isUserInteractionEnabled || current.alpha < 0.01 {
        return false
      }
      view = current.superview
    }
    return true
  }

  /// Whether an undocked, split or floating keyboard on screen covers the view's center, where
  /// ``simulateTap()`` touches it: the touch goes to the keyboard, in front of the app's windows,
  /// not to the view under it.
  ///
  /// Apple gives the keyboard's frame "in the screen's coordinate space"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey)
  /// and hit-testing finds the view "that contains the specified point"
  /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)); that the keyboard
  /// takes the touches inside its frame, from a window above the app's, is not documented: an
  /// observation (its keys answer a touch over them whatever the app shows under them), and
  /// XCUITest calls an element under it not hittable ("can be clicked, tapped, or pressed at its
  /// current location", https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable).
  /// The docked keyboard is not checked here (the double's taps under it are the tests' to avoid).
  public var simulatedIsUnderFloatingKeyboard: Bool {
    guard let window else { return false }
    let keyboard = window.simulatedKeyboard
    guard keyboard.isVisible, !keyboard.isDocked else { return false }
    let frame = convert(keyboard.frame, from: window.screen)
    return frame.contains(CGPoint(x: bounds.midX, y: bounds.midY))
  }

  /// Taps the view at its center; returns whether the tap did something (nothing when a floating
  /// keyboard covers the center, ``simulatedIsUnderFloatingKeyboard``).
  ///
  /// Stands for the user's finger lifting inside the view (see `simulatedIsTappable`). First the
  /// single-tap gesture recognizers of the view and its ancestors see the touch
  /// (`UIGestureRecognizer`: a recognizer that recognizes it with `cancelsTouchesInView` takes the
  /// tap from the view, which then does nothing more; a button's or switch's tap is never taken).
  /// Then a text field (enabled) or a text view (editable or selectable) becomes first responder,
  /// with its delegate's callbacks (`becomeFirstResponder()`); a switch (enabled) gets
  /// `.touchDown`, flips (`isOn` changes) and sends `.valueChanged`, then `.touchUpInside` (Apple:
  /// "When a person manipulates the switch control ("flips" it), it triggers the valueChanged
  /// event." https://developer.apple.com/documentation/uikit/uiswitch; the order is a model);
  /// another enabled control gets `.touchDown` and `.touchUpInside`, and a button then
  /// `.primaryActionTriggered` (Apple: "A semantic action triggered by buttons."
  /// (UIControl.Event.primaryActionTriggered); the order is a model); a table view cell (or a
  /// plain view in one) selects its row (`tableView(_:didSelectRowAt:)`). Tapping another view
  /// does not end editing (UIKit needs a gesture recognizer for that).
  @discardableResult
  public func simulateTap() -> Bool {
    guard simulatedIsTappable, !simulatedIsUnderFloatingKeyboard else { return false }
    let location = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
    guard runTapRecognizersDouble(location: location) else { return true }
    switch self {
    case let field as UITextField:
      guard field.isEnabled else { return false }
      return field.becomeFirstResponder()
    case let textView as UITextView:
      guard textView.canBecomeFirstResponder else { return false }
      return textView.becomeFirstResponder()
    case let toggle as UISwitch:
      guard toggle.isEnabled else { return false }
      toggle.sendActions(for: .touchDown)
      toggle.isOn.toggle()
      toggle.sendActions(for: .valueChanged)
      toggle.sendActions(for: .touchUpInside)
      return true
    case let control as UIControl:
      guard control.isEnabled else { return false }
      control.sendActions(for: .touchDown)
      control.sendActions(for: .touchUpInside)
      if control is UIButton { control.sendActions(for: .primaryActionTriggered) }
      return true
    default:
      var view: UIView? = self
      while let current = view {
        if let cell = current as? UITableViewCell, let table = cell.superview as? UITableView {
          table.didTapCellDouble(cell)
          return true
        }
        view = current.superview
      }
      return false
    }
  }
}

extension UIBarButtonItem {
  /// Taps the item: when it is enabled and not hidden, runs its primary action (with the item as
  /// the action's `sender`) and returns `true`; target-action is never performed (no Objective-C
  /// runtime), so an item without a primary action returns `false`.
  ///
  /// Stands for the user tapping the item. Apple: "If you set this property, the bar button item
  /// ignores the target and action properties." (UIBarButtonItem.primaryAction) An item showing a
  /// custom view runs no action: "The bar button item created by this method doesn’t call the
  /// action method of its target in response to user interactions. Instead, the bar button item
  /// expects the specified custom view to handle any user interactions"
  /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:)).
  @discardableResult
  public func simulateTap() -> Bool {
    // Before iOS 14 items have no primary action, and before iOS 16 none is hidden.
    guard #available(iOS 14.0, *), isEnabled, customView == nil, let primaryAction else {
      return false
    }
    if #available(iOS 16.0, *), isHidden { return false }
    primaryAction.performDouble(sender: self)
    return true
  }
}

extension UITextField {
  /// Fills the field as AutoFill does (a password, a one-time code, or the user name filled
  /// along with the focused password field): the text is replaced, the caret moves to its end,
  /// then `.editingChanged` and `textDidChangeNotification`; no selection callback. The field
  /// need not be first responder. With `consultingDelegate` the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked first for the whole
  /// text (and a refusal leaves the text), as reported for a one-time code typed in by the
  /// QuickType bar into the focused field.
  ///
  /// Apple documents only that AutoFill fills the inputs its content types describe (Enabling
  /// Password AutoFill on a Text Input View). Model of a widely reported behaviour: the fields
  /// AutoFill fills send `.editingChanged`, whether or not they are focused.
  /// double only: Password AutoFill filling the field.
  @discardableResult
  public func simulateAutoFill(_ text: String, consultingDelegate: Bool = false) -> Bool {
    if consultingDelegate {
      let whole = NSRange(location: 0, length: editingDouble.length)
      guard
        delegate?.textField(self, shouldChangeCharactersIn: whole, replacementString: text)
          ?? true
      else { return false }
    }
    editingDouble.setText(text)
    textDidChangeByUserDouble()
    return true
  }
}

extension UIWindow {
  private var textInputDouble: (any UserTextInputDouble)? {
    firstResponderDouble as? any UserTextInputDouble
  }

  /// Types text into the first responder, one character at a time: for each, the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` (or the text view's
  /// `textView(_:shouldChangeTextIn:replacementText:)`) is asked, the character replaces the
  /// selection, then `.editingChanged` (a text view: `textViewDidChange(_:)`), the did-change
  /// notification, and the selection callback. A `"\n"` presses Return (`simulateReturn()`).
  /// Returns whether there was a text input to type into.
  ///
  /// Stands for the user typing on the keyboard. Apple, UITextFieldDelegate: "Whenever the
  /// current text changes, it calls the textField(_:shouldChangeCharactersIn:replacementString:)
  /// method and posts the textDidChangeNotification notification." Not documented by Apple;
  /// widely reported: typing sends `.editingChanged`.
  /// double only: the user typing.
  @discardableResult
  public func simulateTyping(_ text: String) -> Bool {
    guard textInputDouble != nil else { return false }
    for character in text {
      if character == "\n" {
        simulateReturn()
        continue
      }
      guard let input = textInputDouble else { return false }
      input.userReplaceDouble(
        input.editingDouble.selection, with: String(character), marking: false)
    }
    return true
  }

  /// Pastes text into the first responder: one change (asked to the delegate once) replacing the
  /// selection, with the callbacks of `simulateTyping(_:)`. Returns whether the text changed.
  ///
  /// Stands for the user choosing Paste.
  /// double only: the user choosing Paste.
  @discardableResult
  public func simulatePaste(_ text: String) -> Bool {
    guard let input = textInputDouble else { return false }
    return input.userReplaceDouble(input.editingDouble.selection, with: text, marking: false)
  }

  /// Deletes backward in the first responder: the selection, else the character before the caret
  /// (nothing at the start), with the callbacks of `simulateTyping(_:)`. Returns whether the text
  /// changed.
  ///
  /// Stands for the user pressing Delete.
  /// double only: the user pressing Delete.
  @discardableResult
  public func simulateDeleteBackward() -> Bool {
    guard let input = textInputDouble, let range = input.editingDouble.rangeBeforeCaret() else {
      return false
    }
    return input.userReplaceDouble(range, with: "", marking: false)
  }

  /// Sets the provisional (marked) text of a multistage input method in the first responder
  /// (replacing the previous marked text, else the selection): the delegate is asked, the text
  /// includes the marked part, `markedTextRange` is not `nil`, and the change callbacks run
  /// (`.editingChanged` for a field, `textViewDidChange(_:)` for a text view). An empty string
  /// removes the marked text. Returns whether the text changed.
  ///
  /// Stands for the user composing with a Japanese or Chinese keyboard. Apple: markedTextRange is
  /// "The range of text that is currently marked in a document." Not documented by Apple; widely
  /// reported: a text field sends `.editingChanged`, and a text view calls
  /// `textViewDidChange(_:)`, while the text is still marked.
  /// double only: the user composing marked text.
  @discardableResult
  public func simulateSetMarkedText(_ markedText: String) -> Bool {
    guard let input = textInputDouble else { return false }
    let range = input.editingDouble.markedRange ?? input.editingDouble.selection
    return input.userReplaceDouble(range, with: markedText, marking: !markedText.isEmpty)
  }

  /// Confirms the marked text in the first responder, as is or replaced by a candidate
  /// (`text`): the marked range ends (`markedTextRange` is `nil`), and the change callbacks run
  /// again (a replacement asks the delegate first). Returns whether there was marked text.
  ///
  /// Stands for the user picking a candidate or confirming the composition. Model of a widely
  /// reported behaviour: confirming sends `.editingChanged` (a text view: `textViewDidChange(_:)`)
  /// with the final text.
  /// double only: the user confirming marked text.
  @discardableResult
  public func simulateCommitMarkedText(_ text: String? = nil) -> Bool {
    guard let input = textInputDouble, let marked = input.editingDouble.markedRange else {
      return false
    }
    let current = (input.editingDouble.text as NSString).substring(with: marked)
    if let text, text != current {
      return input.userReplaceDouble(marked, with: text, marking: false)
    }
    input.editingDouble.markedRange = nil
    input.editingDouble.selection = NSRange(location: marked.location + marked.length, length: 0)
    input.textDidChangeByUserDouble()
    return true
  }

  /// Presses Return on the first responder. A text field asks its delegate's
  /// `textFieldShouldReturn(_:)`; when it returns `true` the field sends `.editingDidEndOnExit`,
  /// and resigns when it has an action for that event. A text view types `"\n"` (through
  /// `textView(_:shouldChangeTextIn:replacementText:)`). Returns whether there was a text input.
  ///
  /// Stands for the user tapping the Return key. Apple: textFieldShouldReturn(_:) returns "true if
  /// the text field should implement its default behavior for the return button; otherwise,
  /// false." Not documented by Apple; widely reported: the default behavior sends
  /// `.editingDidEndOnExit`, which dismisses the keyboard when the field has an action for it.
  /// double only: the user pressing Return.
  @discardableResult
  public func simulateReturn() -> Bool {
    switch firstResponderDouble {
    case let field as UITextField:
      guard field.delegate?.textFieldShouldReturn(field) ?? true else { return true }
      field.sendActions(for: .editingDidEndOnExit)
      if field.allControlEvents.contains(.editingDidEndOnExit) { field.resignFirstResponder() }
      return true
    case let textView as UITextView:
      textView.userReplaceDouble(textView.editingDouble.selection, with: "\n", marking: false)
      return true
    default:
      return false
    }
  }

  /// Switches the system keyboard on screen to a plane of keys (the user taps 123, or ABC);
  /// returns whether a system keyboard is shown. It stays until the keyboard shows for another
  /// input or reloads (`reloadInputViews()`), which go back to letters.
  ///
  /// Stands for the user changing planes. Not documented by Apple; widely reported: a keyboard
  /// reload (needed to show a changed `returnKeyType`) returns the user to the letters plane.
  /// double only: the user changing the keyboard's plane.
  @discardableResult
  public func simulateKeyboardPlane(_ plane: SimulatedKeyboard.Plane) -> Bool {
    guard simulatedKeyboard.isVisible, simulatedKeyboard.keyboardType != nil else { return false }
    simulatedKeyboard.plane = plane
    return true
  }

  /// Sets the height of this window's keyboard without its accessory view (`nil`: back to
  /// `UIKitDouble.defaultKeyboardHeight`); a keyboard on screen moves, posting the frame-change
  /// and show notifications.
  ///
  /// Stands for another keyboard (emoji, another language), the predictive bar showing or hiding,
  /// or another device. Not documented by Apple; widely reported: such a change posts
  /// `keyboardWillChangeFrame` and `keyboardWillShow` again.
  /// double only: another keyboard height.
  public func simulateKeyboardHeight(_ height: CGFloat?) {
    keyboardHeightDouble = height
    recaptureKeyboardDouble()
  }

  /// Connects or disconnects a hardware keyboard: with one, a text input shows only its
  /// accessory view (no notifications when it has none), without one the system keyboard again.
  ///
  /// Stands for the user attaching a keyboard. Not documented by Apple; widely reported: "If
  /// inputAccessoryView is not present or its height is equal to 0 points, no keyboard
  /// notifications are sent. […] Otherwise, all notifications behave as expected" (rultech,
  /// "Keyboard on iOS", 2014, quoted on newbe.dev).
  /// double only: a hardware keyboard connecting or disconnecting.
  public func simulateHardwareKeyboard(connected: Bool) {
    hardwareKeyboardDouble = connected
    recaptureKeyboardDouble()
  }

  /// The user taps a saved credential in the QuickType bar above the keyboard, with a text field
  /// whose `textContentType` is `username` or `password` first responder: Password AutoFill fills
  /// the user name field and the password field of the page together, in the order they are in
  /// the window's view hierarchy, each as ``UITextField/simulateAutoFill(_:consultingDelegate:)``
  /// does (its text replaced, `.editingChanged`, `textDidChangeNotification`; no begin or end
  /// editing for the field that is not focused, and the focus stays where it is). Returns the
  /// fields filled (none when the first responder is not such a field, as the QuickType bar then
  /// offers no credential).
  ///
  /// Apple: Password AutoFill acts when "the user taps on an AutoFill item from the QuickType
  /// bar", which it "populates … with relevant options for the given field" when the user
  /// selects a user name or password input
  /// (https://developer.apple.com/documentation/security/about-the-password-autofill-workflow);
  /// the `username` and `password` content types mark those inputs, and "the heuristics assume
  /// the user name and password inputs are on the same page"
  /// (https://developer.apple.com/documentation/security/enabling-password-autofill-on-a-text-input-view).
  /// Not documented by Apple (widely reported, and what users see in Settings-style login
  /// screens): one tap fills both fields of the page, whichever of them is focused. Model: a
  /// field that is hidden (or in a hidden ancestor) or disabled is not on the page for AutoFill
  /// and is left alone.
  @discardableResult
  public func simulateCredentialAutoFill(username: String, password: String) -> [UITextField] {
    guard let focused = firstResponderDouble as? UITextField,
      focused.textContentType == .username || focused.textContentType == .password
    else { return [] }
    var fields: [UITextField] = []
    func collect(_ view: UIView, shown: Bool) {
      let shown = shown && !view.isHidden
      if let field = view as? UITextField, shown, field.isEnabled,
        field.textContentType == .username || field.textContentType == .password
      {
        fields.append(field)
      }
      for child in view.subviews { collect(child, shown: shown) }
    }
    collect(self, shown: true)
    for field in fields {
      field.simulateAutoFill(field.textContentType == .username ? username : password)
    }
    return fields
  }

  /// Turns the simulator's Settings › Passwords › AutoFill Passwords on or off (off until
  /// called): while on, a text field whose `textContentType` is `newPassword` gets Password
  /// AutoFill's strong password offer in the keyboard's place when it becomes first responder —
  /// the keyboard's frame, no keys and no Return key (`SimulatedKeyboard.offersStrongPassword`).
  ///
  /// Stands for the user's setting. Apple: the `newPassword` content type is how a text input
  /// "displays the right AutoFill suggestions"
  /// (https://developer.apple.com/documentation/security/enabling-password-autofill-on-a-text-input-view),
  /// and Password AutoFill generates "automatic strong passwords"
  /// (https://developer.apple.com/documentation/security/customizing-password-autofill-rules).
  /// Not documented by Apple: that the offer takes the keyboard's place until the user picks
  /// "Choose My Own Password" (widely reported; the double does not model that choice). An empty
  /// field the offer shows for is filled with a strong password (`UIWindow.strongPasswordDouble`)
  /// as it becomes first responder.
  public func simulatePasswordAutoFill(enabled: Bool) {
    passwordAutoFillDouble = enabled
    recaptureKeyboardDouble()
  }

  /// Resizes the window (a rotation, Split View): a full-screen window resizes the screen too; the
  /// root view follows, the safe area changes when given, the window lays out, then a keyboard on
  /// screen takes its new frame (the given height, else its current one) with the frame-change
  /// and show notifications.
  ///
  /// Stands for the user rotating the device or resizing the app. Apple, rootViewController: "The
  /// new content view is configured to track the window size, changing as the window size
  /// changes." Model: no `viewWillTransition(to:with:)`, no rotated coordinate spaces.
  /// double only: the user rotating the device or resizing the app.
  public func simulateResize(
    to size: CGSize, safeAreaInsets: UIEdgeInsets? = nil, keyboardHeight: CGFloat? = nil
  ) {
    if frame == screen.bounds {
      screen.boundsDouble = CGRect(origin: screen.bounds.origin, size: size)
    }
    if let keyboardHeight { keyboardHeightDouble = keyboardHeight }
    frame = CGRect(origin: frame.origin, size: size)
    if let safeAreaInsets { simulateSafeAreaInsets(safeAreaInsets) }
    layoutIfNeeded()
    recaptureKeyboardDouble()
  }
}

extension UIScrollView {
  /// Drags the content by a translation (the finger's movement: down is positive y): the
  /// delegate's `scrollViewWillBeginDragging(_:)`, then the keyboard dismissal the
  /// `keyboardDismissMode` asks for, the scroll (the offset moves opposite to the finger, within
  /// the content's bounds, when `isScrollEnabled`), and `scrollViewDidEndDragging(_:
  /// willDecelerate:)` (no deceleration). `releasedAt` is where the finger lifts, in window
  /// coordinates (by default the scroll view's center moved by the translation).
  ///
  /// Stands for the user dragging. Apple, KeyboardDismissMode.onDrag: "The keyboard is dismissed
  /// when a drag begins." Apple, interactive: "The keyboard follows the dragging touch offscreen,
  /// and can be pulled upward again to cancel the dismiss." Model: with `.onDrag` (and
  /// `.onDragWithAccessory`) the window's first responder resigns (asked, so its delegate may
  /// refuse) as the drag begins; with `.interactive` (and `.interactiveWithAccessory`) it resigns
  /// when the finger moved down and lifts inside the keyboard's frame, and the keyboard stays
  /// otherwise. The `…WithAccessory` modes behave as the plain ones, since the double's accessory
  /// view belongs to the first responder.
  /// double only: the user dragging the view.
  public func simulateDrag(by translation: CGPoint, releasedAt location: CGPoint? = nil) {
    isDragging = true
    scrollDelegateDouble?.scrollViewWillBeginDragging(self)
    let dismissOnBegin: Bool
    let interactive: Bool
    switch keyboardDismissMode {
    case .onDrag, .onDragWithAccessory:
      dismissOnBegin = true
      interactive = false
    case .interactive, .interactiveWithAccessory:
      dismissOnBegin = false
      interactive = true
    case .none:
      dismissOnBegin = false
      interactive = false
    }
    if dismissOnBegin, let window, window.simulatedKeyboard.isVisible {
      window.firstResponderDouble?.resignFirstResponder()
    }
    if isScrollEnabled {
      let offset = clampedOffsetDouble(
        CGPoint(x: contentOffset.x - translation.x, y: contentOffset.y - translation.y))
      setOffsetDouble(offset, kind: .drag, animated: false)
    }
    if interactive, translation.y > 0, let window, window.simulatedKeyboard.isVisible {
      let start = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
      let end = location ?? CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      let screenEnd = window.convert(CGRect(origin: end, size: .zero), to: window.screen).origin
      if screenEnd.y >= window.simulatedKeyboard.frame.minY {
        window.firstResponderDouble?.resignFirstResponder()
      }
    }
    scrollDelegateDouble?.scrollViewDidEndDragging(self, willDecelerate: false)
    isDragging = false
  }
}
