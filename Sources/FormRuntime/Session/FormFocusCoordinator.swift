/// Drives a ``FormSession`` for a declarative screen (SwiftUI): the screen owns focus through a
/// binding and re-renders from the observable view model, so of the session's effects only focus,
/// scrolling, announcements and the submit handler need acting on.
///
/// The screen tells the coordinator when its focus changes (``focusDidChange(to:)``, from
/// `onChange(of:)` of its `@FocusState`) and forwards the user's Return, toolbar taps and submit
/// button; the coordinator calls the closures the screen registered: ``setFocus`` to move
/// `@FocusState`, ``scrollTo`` to bring an input into view, ``announce`` to speak a message,
/// ``accessibilityFocus`` to move VoiceOver to an input, ``onSubmit`` when a valid form submits. Everything else — which nodes show, return keys,
/// toolbar states, error messages — the screen reads from the view model as it renders.
///
/// No UI framework: the same coordinator runs, and is tested, on every platform.
@MainActor
public final class FormFocusCoordinator<Form: FormModel> {
  /// The form's inputs.
  public typealias Field = Form.Field

  /// The session the coordinator drives (a new one after ``rebind(to:)``).
  public private(set) var session: FormSession<Form>
  /// Moves the screen's focus (`@FocusState`) to an input, or clears it. Registering it delivers
  /// a focus the session asked for while there was none (``undeliveredFocus``); register
  /// ``scrollTo`` first, so that the input is brought into view too.
  public var setFocus: ((Field?) -> Void)? {
    didSet { deliverFocus() }
  }
  /// Brings an input into view (a `ScrollViewProxy`'s `scrollTo`).
  public var scrollTo: ((Field) -> Void)?
  /// Asks the screen for ``contentDidChange()`` once the update under way is laid out: a
  /// message or a row that appears or goes while an input is focused changes the height of
  /// the content, maybe above that input, moving it (``FormKeyboardModifier`` reacts on the
  /// next update).
  var contentWillChange: (() -> Void)?
  /// Speaks a message to VoiceOver.
  public var announce: ((String) -> Void)?
  /// Moves VoiceOver's focus to an input (`@AccessibilityFocusState`): after a submit, the first
  /// invalid one.
  public var accessibilityFocus: ((Field) -> Void)?
  /// Runs when Return, a submit button or ``submit()`` finds the form valid.
  public var onSubmit: (() -> Void)?
  /// The app's asynchronous submit, run after ``onSubmit`` when the form is valid: while it runs
  /// the form is submitting (``isSubmitting``), and a second submit (a tap, Return) is ignored.
  public var onSubmitAsync: (@MainActor () async -> Void)? {
    didSet { session.submitsAsynchronously = onSubmitAsync != nil }
  }
  /// Tells the screen that the form entered (`true`) or left its submitting state, so that its
  /// submit buttons show progress (``FormSubmitButton`` reads it from the environment).
  public var submittingDidChange: ((Bool) -> Void)?
  /// Whether the app's asynchronous submit (``onSubmitAsync``) runs now.
  public var isSubmitting: Bool { session.isSubmitting }
  /// Runs, in DEBUG builds only, when a custom input that presents an input view
  /// (`inputView: true`, the default) is on screen and still refuses the focus the session gives
  /// it, asked twice: the app's view for it cannot take focus. SwiftUI focuses a view other than
  /// a text input only if it is `focusable()` (iOS 17,
  /// https://developer.apple.com/documentation/swiftui/view/focusable(_:)) or a
  /// `UIViewRepresentable` whose view becomes first responder; otherwise the keyboard closes
  /// where Next should stop. The default prints a warning naming the input and both fixes
  /// (make the view take focus, or say `inputView: false` in the spec); set it to route the
  /// warning elsewhere. Release builds check nothing.
  public var customInputRefusedFocus: ((Field) -> Void)? = { field in
    print(
      "formc: custom input '\(field.rawValue)' did not take focus: make its view focusable() "
        + "(iOS 17) or a UIViewRepresentable that becomes first responder, or give it "
        + "'inputView: false' in the spec if it presents no input view")
  }
  /// The input the screen reported focused last.
  public private(set) var focusedField: Field?
  /// Whether the session runs: from creation (and each ``screenDidAppear()``) until
  /// ``screenDidDisappear()``.
  public private(set) var isRunning = true
  /// An input the session focused while the screen could not take focus (no ``setFocus`` yet:
  /// before the screen appeared), delivered by ``screenDidAppear()``.
  public private(set) var undeliveredFocus: Field?
  /// The input the coordinator last asked the screen to focus, until the screen reports focus.
  private var requestedFocus: Field?
  /// The inputs whose views are on screen, when the screen reports them (``inputDidAppear(_:)``);
  /// `nil` until it first does.
  private var shownInputs: Set<Field>?
  /// The strings the session announces in.
  private let strings: FormRuntimeStrings
  /// The input whose reveal waits for the software keyboard's area (``visibleAreaDidChange()``),
  /// or for ``keyboardWaitLimit`` to pass: it took the focus while no keyboard was up.
  public private(set) var revealAwaitingKeyboard: Field?
  /// How long a reveal waits for the software keyboard (nanoseconds) before it happens without it
  /// (a hardware keyboard shows none): half a second, longer than the keyboard takes to start
  /// showing. UIKit posts `keyboardWillShowNotification` "immediately prior to the display of
  /// the keyboard"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification),
  /// and the keyboard's region of the safe area follows with its animation (a quarter of a
  /// second on iPhones, the notification's `keyboardAnimationDurationUserInfoKey`; Apple
  /// documents no figure).
  public var keyboardWaitLimit: UInt64 = 500_000_000
  /// How the wait for the software keyboard passes ``keyboardWaitLimit`` (nanoseconds): by
  /// default `Task.sleep(nanoseconds:)`, which throws when the wait is cancelled (the keyboard's
  /// area came, the focus ended). Tests (`@testable import`) put a clock of their own here, so
  /// that the wait ends when they say rather than after real time on a loaded machine; it should
  /// throw on cancellation too. Not public: apps set ``keyboardWaitLimit``.
  var keyboardWaitSleep: @MainActor (UInt64) async throws -> Void = {
    try await Task.sleep(nanoseconds: $0)
  }
  /// How the submit a UI test launch holds running (``FormUITestLaunch/submitDelay``,
  /// `formUITestSubmitDelay(_:)`) waits its seconds (nanoseconds): by default
  /// `Task.sleep(nanoseconds:)`. Tests (`@testable import`) put a clock of their own here, so that
  /// the held submit ends when their clock says rather than after real time, as
  /// `FormKeyboardController`'s `uiTestSubmitSleep` on the UIKit screen. Not public: apps set the
  /// hold with `formUITestSubmitDelay(_:)`.
  var uiTestSubmitSleep: @MainActor (UInt64) async throws -> Void = {
    try await Task.sleep(nanoseconds: $0)
  }
  /// The wait for the software keyboard under way (tests await its `value`).
  private(set) var keyboardWait: Task<Void, Never>?
  /// How long after a refused focus the coordinator asks for it again (nanoseconds): a quarter
  /// of a second. SwiftUI drops a `@FocusState` write made while the screen is being pushed or
  /// presented in a sheet (in its `onAppear`, which runs as the transition starts), and tells the
  /// screen nothing when the transition ends; the input is asked again after this wait, up to
  /// ``focusRetryLimit`` times, so that a focus asked for during a transition of up to about a
  /// second lands once it is over (issue 28).
  public var focusRetryDelay: UInt64 = 250_000_000
  /// How many times a refused focus is asked again after ``focusRetryDelay`` (4: a second in all)
  /// before the coordinator gives up on it as before (the session asks once more, then the model
  /// stops claiming the input). `0` turns the retry off.
  public var focusRetryLimit = 4
  /// How the waits of the focus retry pass (nanoseconds): by default `Task.sleep(nanoseconds:)`,
  /// which throws when the retry is cancelled. Read as each wait starts, so that a test
  /// (`@testable import`) that sets it after the screen appeared has it used for the retry of
  /// the screen's initial focus. Not public: apps set ``focusRetryDelay``.
  var focusRetrySleep: @MainActor (UInt64) async throws -> Void = {
    try await Task.sleep(nanoseconds: $0)
  }
  /// The retry of a refused focus under way, or the window in which a focus the coordinator
  /// wrote can still come back refused (tests await its `value`).
  private(set) var focusRetry: Task<Void, Never>?
  /// The input the coordinator wrote focus to whose landing the screen reported, until SwiftUI
  /// has had the time to revert the write (``focusRetryDelay``) or the user acted on it (Return,
  /// the toolbar): a `nil` reported meanwhile is the write reverted, not the user ending the
  /// focus. (The visible area's changes tell nothing: the screen measures it as it appears.)
  private var unconfirmedFocus: Field?
  /// The input whose refused focus is being asked again, and how many times it was.
  private var retriedFocus: (field: Field, attempts: Int)?
  /// Whether the coordinator is asking for ``retriedFocus`` again now.
  private var isRetryingFocus = false
  /// Whether the input beginning editing took the focus while no software keyboard was up.
  private var beginsWithKeyboardDown = false

  /// The view model.
  public var form: Form { session.form }

  /// Creates a coordinator over a view model and starts its session, which announces in the
  /// language of `strings` (by default the app's).
  public init(form: Form, strings: FormRuntimeStrings = .current) {
    self.strings = strings
    session = FormSession(form: form, strings: strings)
    session.perform = { [weak self] effects in self?.apply(effects) }
    session.send(.start)
  }

  // MARK: - The screen's lifetime

  /// The screen appeared (its `onAppear`, after registering the closures): restarts a session
  /// stopped by ``screenDidDisappear()``, delivers a focus asked for before the screen could
  /// take it, and the first time focuses the spec's `focus.initial` input
  /// (``FormSchema/initialFocus``) when it is shown and enabled and nothing else was focused.
  ///
  /// The initial focus is written here, once `setFocus` is registered, never from `init`: a
  /// `@FocusState` write before the view is realized does not land (issue 28).
  public func screenDidAppear() {
    if !isRunning {
      isRunning = true
      session.send(.start)
    }
    deliverFocus()
    if undeliveredFocus == nil, requestedFocus == nil { session.send(.didAppear) }
  }

  /// Moves the screen's focus to ``undeliveredFocus``, if there is one and the screen can.
  private func deliverFocus() {
    guard let field = undeliveredFocus, let setFocus else { return }
    undeliveredFocus = nil
    requestedFocus = field
    reveal(field, keyboardDown: isKeyboardDown)
    setFocus(field)
  }

  /// Whether no software keyboard is up, as far as the coordinator can tell: no input has the
  /// focus, or one took it while none was up and the keyboard's area has not come yet.
  private var isKeyboardDown: Bool { focusedField == nil || revealAwaitingKeyboard != nil }

  /// Brings `field` into view, now or once the software keyboard's area is known.
  ///
  /// An input focused while the keyboard is down (by a tap, by code, or the screen's initial
  /// focus) brings the keyboard up, and its area takes part of the screen in a later update:
  /// a scroll now would use the screen without the keyboard, and another follow once the
  /// keyboard's area is known (``visibleAreaDidChange()``): a double jump. So then the reveal
  /// waits for the keyboard's area, and happens once, there; if no keyboard comes within
  /// ``keyboardWaitLimit`` (a hardware keyboard), it happens without one. It scrolls now when the
  /// keyboard is up already, for an input that shows no keyboard (a custom input without an
  /// input view), when the input's view is not known to be on screen (a row of a lazy container
  /// must be scrolled to before it can take the focus) and with `keyboard.avoidance: none`.
  private func reveal(_ field: Field, keyboardDown: Bool) {
    let input = Form.schema[field]
    let showsKeyboard =
      input.kind == .field || input.kind == .textView
      || (input.kind == .custom && input.presentsInputView)
    if revealAwaitingKeyboard == field { return }
    guard keyboardDown, showsKeyboard, Form.keyboardPlan.avoidance != .none,
      shownInputs?.contains(field) == true
    else {
      scrollTo?(field)
      return
    }
    awaitKeyboard(for: field)
  }

  /// Waits for the software keyboard's area before revealing `field`.
  private func awaitKeyboard(for field: Field) {
    keyboardWait?.cancel()
    revealAwaitingKeyboard = field
    let limit = keyboardWaitLimit
    let sleep = keyboardWaitSleep
    keyboardWait = Task { @MainActor [weak self] in
      do { try await sleep(limit) } catch { return }
      self?.keyboardWaitDidEnd(for: field)
    }
  }

  /// No keyboard came for `field` in time: it is revealed without one, if it still has the focus.
  private func keyboardWaitDidEnd(for field: Field) {
    guard revealAwaitingKeyboard == field else { return }
    stopAwaitingKeyboard()
    if focusedField == field || requestedFocus == field { scrollTo?(field) }
  }

  /// Ends the wait for the keyboard, if one is under way.
  private func stopAwaitingKeyboard() {
    keyboardWait?.cancel()
    keyboardWait = nil
    revealAwaitingKeyboard = nil
  }

  /// The screen disappeared (its `onDisappear`): the session stops (no effects until the screen
  /// appears again), and the focus it reported is over.
  public func screenDidDisappear() {
    guard isRunning else { return }
    retriedFocus = nil
    stopFocusRetry()
    focusDidChange(to: nil)
    stopAwaitingKeyboard()
    isRunning = false
    undeliveredFocus = nil
    session.send(.stop)
  }

  /// The screen was given another view model (an app that replaces its model, say after a
  /// successful order): a new session over `form` replaces the old one, which stops.
  public func rebind(to form: Form) {
    guard form !== session.form else { return }
    session.send(.stop)
    session.perform = nil
    focusedField = nil
    undeliveredFocus = nil
    requestedFocus = nil
    retriedFocus = nil
    stopFocusRetry()
    stopAwaitingKeyboard()
    session = FormSession(form: form, strings: strings)
    session.submitsAsynchronously = onSubmitAsync != nil
    session.perform = { [weak self] effects in self?.apply(effects) }
    if isRunning { session.send(.start) }
  }

  // MARK: - What the screen reports

  /// The screen's focus changed (by the user, or because the coordinator set it).
  ///
  /// A focus the coordinator wrote that comes back as `nil` did not land: SwiftUI reverts a
  /// `@FocusState` write to a view it cannot focus yet (a row of a lazy container not created, a
  /// view not installed) to `nil`. The session hears it as a refusal (`.focusRefused`) and, as on
  /// UIKit, brings the input into view and asks once more, then gives up.
  public func focusDidChange(to field: Field?) {
    if let requested = requestedFocus {
      // The write itself, reported as the screen renders it, to an input whose view does not
      // exist yet (a lazy row not created): SwiftUI reverts it, and that is the answer to wait for.
      if field == requested, let shownInputs, !shownInputs.contains(requested) { return }
      requestedFocus = nil
      if field == nil, focusedField != requested {
        session.send(.focusRefused(requested))
        if requestedFocus != nil { return }
        // Refused again while its view is on screen (a push or sheet presentation under way):
        // asked again once the transition may be over.
        if retryFocus(requested) { return }
      } else if field == requested {
        confirmLater(requested)
      }
    }
    if let unconfirmed = unconfirmedFocus, field != unconfirmed {
      stopFocusRetry()
      // The write the screen reported landed comes back as `nil` before anything showed the
      // focus real: SwiftUI reverted it (a push or a sheet's transition). The focus ends as
      // reported, and is asked for again.
      if field == nil, focusedField == unconfirmed, retryFocus(unconfirmed) {
        focusedField = nil
        session.send(.didEndEditing(unconfirmed))
        return
      }
    }
    guard field != focusedField else { return }
    let keyboardDown = isKeyboardDown
    if let old = focusedField {
      focusedField = nil
      session.send(.didEndEditing(old))
    }
    if let field {
      focusedField = field
      beginsWithKeyboardDown = keyboardDown
      session.send(.didBeginEditing(field))
      beginsWithKeyboardDown = false
    } else {
      // The keyboard goes with the focus: nothing waits for it.
      stopAwaitingKeyboard()
    }
  }

  /// Keeps `field`, whose focus the screen reported landed after the coordinator wrote it, open
  /// to a revert for ``focusRetryDelay`` (``unconfirmedFocus``).
  private func confirmLater(_ field: Field) {
    // Whether its view is on screen is judged if it comes back refused: the screen's
    // `onAppear`, which writes the initial focus, runs before its inputs' do.
    let kind = Form.schema[field].kind
    guard focusRetryLimit > 0, kind == .field || kind == .textView else { return }
    stopFocusRetry()
    unconfirmedFocus = field
    afterFocusRetryDelay { coordinator in
      guard coordinator.unconfirmedFocus == field else { return }
      coordinator.focusRetry = nil
      coordinator.confirmFocus()
    }
  }

  /// Runs `action` once ``focusRetryDelay`` has passed on ``focusRetrySleep``, as the pending
  /// ``focusRetry``; not if it is cancelled first or the coordinator is gone.
  private func afterFocusRetryDelay(_ action: @escaping @MainActor (FormFocusCoordinator) -> Void) {
    let delay = focusRetryDelay
    focusRetry = Task { @MainActor [weak self] in
      guard let sleep = self?.focusRetrySleep else { return }
      do { try await sleep(delay) } catch { return }
      guard let self else { return }
      action(self)
    }
  }

  /// The focus the coordinator wrote is real (its revert window passed, the user acted on it): a later `nil` is the focus ending, and the retries are over.
  private func confirmFocus() {
    guard unconfirmedFocus != nil else { return }
    stopFocusRetry()
    retriedFocus = nil
  }

  /// Whether a refused focus on `field` may be SwiftUI's drop of a write during a push or sheet
  /// presentation: its view is on screen and takes focus (an enabled text input; a custom
  /// input's view may never take it, a lazy row not created is not on screen).
  private func isRetryable(_ field: Field) -> Bool {
    let kind = Form.schema[field].kind
    return (kind == .field || kind == .textView) && shownInputs?.contains(field) == true
      && form.isEnabled(field)
  }

  /// Asks for the refused focus on `field` again after ``focusRetryDelay``, if it may be a
  /// write dropped during a transition and fewer than ``focusRetryLimit`` retries were made.
  /// Returns whether it will.
  private func retryFocus(_ field: Field) -> Bool {
    guard isRetryable(field) else { return false }
    let attempts = retriedFocus?.field == field ? retriedFocus?.attempts ?? 0 : 0
    // Asked as often as allowed: given up as before (kept, so that the session's own last ask
    // does not start the retries over).
    guard attempts < focusRetryLimit else { return false }
    stopFocusRetry()
    retriedFocus = (field, attempts + 1)
    afterFocusRetryDelay { $0.focusRetryDidWait(for: field) }
    return true
  }

  /// The wait before asking for `field` again is over: the session asks for it, as the app
  /// would, unless the focus moved or was asked elsewhere meanwhile.
  private func focusRetryDidWait(for field: Field) {
    focusRetry = nil
    guard retriedFocus?.field == field, focusedField == nil, requestedFocus == nil, isRunning
    else { return }
    isRetryingFocus = true
    session.send(.focus(field))
    isRetryingFocus = false
  }

  /// Ends the focus retry, or the window of a write's revert, if one is under way.
  private func stopFocusRetry() {
    focusRetry?.cancel()
    focusRetry = nil
    unconfirmedFocus = nil
  }

  /// The screen's visible area changed height: the software keyboard showed or hid, which it
  /// does in an update after the focus change that brought it (the keyboard is a region of the
  /// safe area, "the current extent of any software keyboard displayed over the view content",
  /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard). The focused
  /// input is brought into view again on the new area, so an input focused while the keyboard
  /// was down (by code, by a tap, with a hardware keyboard) ends up above it. ``scrollTo`` moves
  /// the least, and nothing when the input shows whole already, so a visible input is never
  /// recentred.
  ///
  /// With `keyboard.avoidance: none` the screen's content ignores the keyboard's region, so its
  /// area changes only when something outside it resizes the screen: the app's host moving the
  /// whole screen above the keyboard (a sheet's host, which is what `none` leaves the keyboard
  /// to), a rotation. The focused input is brought back into that smaller area all the same:
  /// the generated screen owns its scroll view, so no app code could (issue 28: Feedback's
  /// `contactEmail` stayed under the host's new bottom).
  ///
  /// It is also the keyboard's area arriving for a reveal that waits for it
  /// (``revealAwaitingKeyboard``): that reveal is this one.
  public func visibleAreaDidChange() {
    stopAwaitingKeyboard()
    guard let focusedField else { return }
    scrollTo?(focusedField)
  }

  /// The content changed height while an input is focused (``contentWillChange``), laid out now:
  /// a message that appeared above the focused input (the input the user left validates on end
  /// editing, or the app set a server's message) pushed it down, maybe under the keyboard. The
  /// focused input is brought into view again, the least (``scrollTo``: nothing when it shows
  /// whole), unless `keyboard.avoidance: none` leaves the keyboard to the screen.
  public func contentDidChange() {
    guard let focusedField, Form.keyboardPlan.avoidance != .none else { return }
    scrollTo?(focusedField)
  }

  /// An input's view appeared (its `onAppear`): a row of a lazy container is created as it
  /// scrolls into view, and only then can it take focus. A screen that reports appearances lets
  /// the coordinator tell a focus that landed from the echo of a write SwiftUI is about to revert.
  public func inputDidAppear(_ field: Field) {
    shownInputs = (shownInputs ?? []).union([field])
  }

  /// An input's view disappeared (its `onDisappear`).
  public func inputDidDisappear(_ field: Field) {
    shownInputs?.remove(field)
  }

  /// Return was pressed on an input (its `onSubmit`).
  public func returnPressed(_ field: Field) {
    confirmFocus()
    session.send(.returnPressed(field))
  }

  /// The user ends editing by a tap outside the inputs (`keyboard.dismiss: onTap`): the `nil`
  /// the screen reports next is the focus ending, not a write SwiftUI reverted.
  func userWillEndEditing() { confirmFocus() }

  /// The keyboard toolbar's Previous.
  public func previous() {
    confirmFocus()
    session.send(.toolbarPrevious)
  }

  /// The keyboard toolbar's Next.
  public func next() {
    confirmFocus()
    session.send(.toolbarNext)
  }

  /// The keyboard toolbar's Done.
  public func done() {
    confirmFocus()
    session.send(.toolbarDone)
  }

  /// Validates and submits: on failure the first invalid input is focused and its message
  /// announced; on success ``onSubmit`` runs. Returns whether the form was valid.
  @discardableResult
  public func submit() -> Bool {
    submitted = false
    session.send(.submit)
    return submitted
  }

  /// Whether the last ``submit()`` reached `.submitted`.
  private var submitted = false

  // MARK: - Effects

  private func apply(_ effects: [FormEffect<Field>]) {
    for effect in effects {
      switch effect {
      case .focus(let field):
        // A screen that set its focus reports it through `focusDidChange(to:)`; one that has not
        // registered `setFocus` yet (it has not appeared) gets the focus when it appears.
        guard let setFocus else {
          undeliveredFocus = field
          break
        }
        // A request for another input ends the retries of the last; the session's own ask
        // again, or the retry's, keeps them counted.
        if !isRetryingFocus, retriedFocus?.field != field {
          retriedFocus = nil
          stopFocusRetry()
        }
        requestedFocus = field
        reveal(field, keyboardDown: isKeyboardDown)
        setFocus(field)
      case .reveal(let field):
        scrollTo?(field)
      case .accessibilityFocus(let field):
        accessibilityFocus?(field)
      case .endEditing:
        undeliveredFocus = nil
        requestedFocus = nil
        retriedFocus = nil
        stopFocusRetry()
        stopAwaitingKeyboard()
        setFocus?(nil)
        focusDidChange(to: nil)
      case .track(let field):
        // Keeping the focused input above the keyboard is the keyboard avoidance, which
        // `keyboard.avoidance: none` leaves to the screen (as the UIKit screen's avoider does).
        if let field, Form.keyboardPlan.avoidance != .none {
          reveal(field, keyboardDown: beginsWithKeyboardDown || revealAwaitingKeyboard == field)
        }
      case .announce(let message):
        announce?(message)
      case .submitted:
        submitted = true
        onSubmit?()
        if let onSubmitAsync {
          let session = session
          Task { @MainActor in
            await onSubmitAsync()
            session.send(.submissionDidFinish)
          }
        }
      case .setSubmitting(let submitting):
        submittingDidChange?(submitting)
      case .focusFailed(let field):
        #if DEBUG
          // Refused twice while its view is on screen: the view cannot take focus (a lazy row
          // not created yet is not on screen, and is not this).
          let input = Form.schema[field]
          if input.kind == .custom, input.presentsInputView, shownInputs?.contains(field) == true {
            customInputRefusedFocus?(field)
          }
        #endif
      case .showError, .setHidden:
        // Rendered from the view model; the content's height changes with it (a message shown
        // as the focus moves on comes before the new input is focused: checked once laid out).
        contentWillChange?()
      case .setText, .setReturnKey, .updateToolbar,
        .avoidKeyboard, .relayout, .resize, .setEnabled, .showCheckPending, .setOptions:
        // The screen renders these from the view model (a pending check from `pendingChecks`,
        // the options the app loads from their published property).
        break
      }
    }
  }
}
