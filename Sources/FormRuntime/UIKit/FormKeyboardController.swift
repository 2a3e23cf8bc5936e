#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// Applies a form to a UIKit screen: the one adapter between a ``FormSession`` and UIKit.
  ///
  /// It turns UIKit's callbacks into session events and applies the session's effects to the
  /// views: text traits, placeholders, accessibility labels and hints at `start()`; values copied on
  /// `.editingChanged` (committed text only: marked text of a multistage input method waits);
  /// return keys that follow visibility (reloading the first responder's keyboard); the accessory
  /// toolbar; focus, with a second try after revealing an input whose row is off screen; every
  /// node's visibility; validation messages (each also in its input's accessibility label, so
  /// VoiceOver reads it with the input), VoiceOver announcements and, after a submit, VoiceOver's
  /// focus on the first invalid input; growing text views; and
  /// keyboard avoidance by the form's keyboard plan.
  ///
  /// The views are held weakly, so `lazy var keyboard = SignUpFormKeyboardController(form:
  /// SignUpForm(), views: self)` in a view controller makes no retain cycle. Call `start()` in
  /// `viewWillAppear(_:)`, ``didAppear()`` in `viewDidAppear(_:)` (it focuses the spec's
  /// `focus.initial`), `stop()` in `viewDidDisappear(_:)` and `layoutDidChange()` in
  /// `viewDidLayoutSubviews()`. The controller becomes the delegate of the form's text fields and
  /// text views. A custom input returns ``accessoryToolbar(for:)`` from its `inputAccessoryView`
  /// and calls ``inputDidBeginEditing(_:)`` and ``inputDidEndEditing(_:)``.
  @available(iOS 13.0, *)
  @MainActor
  public final class FormKeyboardController<Form: FormModel> {
    /// The form's inputs.
    public typealias Field = Form.Field

    /// The view model the views edit.
    public var form: Form { session.form }
    /// The session that decides what the views show.
    public let session: FormSession<Form>
    /// Runs when Return, a submit button or `submit()` finds the form valid.
    public var onSubmit: (() -> Void)?
    /// The app's asynchronous submit (say, a request to its server), run after ``onSubmit`` when
    /// the form is valid. While it runs the form is submitting (``isSubmitting``): the submit
    /// shows an activity indicator in its place and is disabled, the inputs too with
    /// ``disablesInputsWhileSubmitting``, and a second tap on the submit, Return on the last
    /// input or ``submit()`` do not submit again until it returns. Set it before `start()`.
    public var onSubmitAsync: (@MainActor () async -> Void)? {
      didSet { session.submitsAsynchronously = onSubmitAsync != nil || uiTestSubmitDelay != nil }
    }
    /// The seconds each submit is held running (``isSubmitting``) on a UI test launch, after
    /// ``onSubmitAsync`` if there is one: `FORMC_SUBMIT_DELAY`
    /// (``FormUITestLaunch/submitDelay``), by default read from this process's launch, so that a
    /// generated UI test can tap the submit again while it runs. `nil`: the app's own submit.
    public var uiTestSubmitDelay: TimeInterval? = FormUITestLaunch.currentProcessSubmitDelay {
      didSet { session.submitsAsynchronously = onSubmitAsync != nil || uiTestSubmitDelay != nil }
    }
    /// How a submit is held for ``uiTestSubmitDelay`` (nanoseconds): by default
    /// `Task.sleep(nanoseconds:)`. Tests (`@testable import`) put a clock of their own here, so
    /// that the held submit ends when their clock says rather than after real time (the UIKit
    /// harness's bridge puts its screen's clock). Not public: apps set ``uiTestSubmitDelay``.
    var uiTestSubmitSleep: @MainActor (UInt64) async throws -> Void = {
      try await Task.sleep(nanoseconds: $0)
    }
    /// Whether the inputs are disabled while ``onSubmitAsync`` runs (`false` by default: the user
    /// may go on editing, and a second submit waits for the first).
    public var disablesInputsWhileSubmitting = false
    /// Whether the app's asynchronous submit (``onSubmitAsync``) runs now.
    public var isSubmitting: Bool { session.isSubmitting }
    /// Runs when the cancel button of the form's `actions` is tapped (the app dismisses the
    /// screen or discards the edits); with `confirmDiscard` while the form has changes, once the
    /// user chose Discard Changes (``cancel()``, ``askToDiscard()``).
    public var onCancel: (() -> Void)?
    /// The submit button of the form's `actions` (`nil` without one, or with one placed
    /// `keyboardToolbar`, which each accessory toolbar shows as its `submitButton`): in the views' navigation
    /// item (``FormViews/formNavigationItem()``) from `start()`, else for the screen to place. Its
    /// tap runs ``submit()``; it is enabled as the spec's `enabled` says, following every change.
    public private(set) var submitBarButtonItem: UIBarButtonItem?
    /// The cancel button of the form's `actions` (`nil` without one), placed as
    /// ``submitBarButtonItem``; its tap runs ``cancel()``, which asks Discard Changes or Keep
    /// Editing first with `confirmDiscard` while the form has changes, else runs ``onCancel``.
    public private(set) var cancelBarButtonItem: UIBarButtonItem?
    /// Runs after inputs or nodes were hidden or shown.
    public var onVisibilityChange: (() -> Void)?
    /// Runs when rows of a table laid out as the spec says were shown or hidden, with the rows
    /// inserted and deleted: apply them with ``FormTableUpdate/apply(to:with:)`` (one
    /// `performBatchUpdates`), which leaves the row being edited, and its keyboard, alone. The
    /// table's data source answers from ``tableRows(_:)``. Reloading rows instead ends editing.
    public var onTableUpdate: ((FormTableUpdate) -> Void)?
    /// Runs when an input could not be focused even after it was revealed (its view is not in a
    /// window, or cannot become first responder); the session keeps the focus UIKit has. Without
    /// it the failure is shown: the input's row (or the nearest row shown) is scrolled into view
    /// and VoiceOver moves to the input, or says its name.
    public var onFocusFailure: ((Field) -> Void)?
    /// Asked before the user's typing or pasting replaces `range` of an input's text with
    /// `replacement`; return `false` to refuse the edit (say, to keep a field to digits). The
    /// controller is the delegate of the form's text fields and text views, so a screen's own
    /// checks of each edit go here. By default every edit is taken; an edit it takes is then
    /// held to the input's `maxLength` and `format`.
    public var shouldChangeText:
      ((_ field: Field, _ range: NSRange, _ replacement: String) -> Bool)?

    /// Whether the screen shows the elements generated UI tests read
    /// (``FormUITestLaunch/returnKeyProbe``, ``FormUITestLaunch/submitProbe``): by default only
    /// on a UI test launch (``FormUITestLaunch/isCurrentProcess``). Set it before `start()`.
    public var showsUITestProbes = FormUITestLaunch.isCurrentProcess
    /// Whether `newPassword` inputs get no content type, so that Password AutoFill offers no
    /// strong password in place of the keyboard (``FormTextTraits/appliedContentType(uiTestLaunch:)``):
    /// by default only on a UI test launch. Set it before `start()`.
    public var turnsOffStrongPasswords = FormUITestLaunch.isCurrentProcess
    /// The UI test elements, once shown.
    private(set) var uiTestProbes: FormUITestProbes?

    private let views: WeakFormViews<Form>
    /// The screen's root view, if it is still there.
    var rootView: UIView? { views.rootView() }
    private let inputDelegate = FormTextInputDelegate()
    /// The accessory toolbars made so far, by input.
    var toolbars: [Field: FormAccessoryToolbar] = [:]
    private var heights: [Field: NSLayoutConstraint] = [:]
    /// By growing text view, the width and line height it was last measured at.
    private var measured: [Field: (width: CGFloat, lineHeight: CGFloat)] = [:]
    /// By growing text view, the most lines it was last sized with (`Int.max` for none): its
    /// spec's, or fewer while the keyboard leaves less room.
    private var sizedMaxLines: [Field: Int] = [:]
    /// The keyboard's last end frame in screen coordinates (`nil` before any change).
    private var keyboardFrame: CGRect?
    private var placeholders: [Field: FormTextViewPlaceholder] = [:]
    /// By input, the accessibility label without an error: the spec's (title, else placeholder),
    /// else the one the screen gave the view.
    private var labels: [Field: String] = [:]
    var configured: Set<ObjectIdentifier> = []
    #if canImport(ObjectiveC)
      /// The targets of iOS 13's `.editingChanged` actions (a control holds its target weakly).
      var trampolines: [FormActionTrampoline] = []
    #endif
    private var submitted = false
    /// An input to focus once the screen is in a window (a focus asked for before it was).
    private var deferredFocus: Field?
    /// By table id, the rows its data source was last told about.
    private var shownRows: [String: FormTableRows] = [:]
    /// With `keyboard.dismiss: onTap`, the tap outside the inputs that ends editing.
    private var tapDismissal: FormTapDismissal?
    private lazy var avoider = FormKeyboardAvoider(
      plan: Form.schema.keyboard, rootView: { [views] in views.rootView() },
      container: { [views] in views.container($0) as? UIScrollView },
      input: { [views] in Field(rawValue: $0).flatMap(views.view) },
      pinnedView: { [views] in Form.schema.keyboard.pinnedContainer.flatMap(views.container) },
      companion: { [views] in Field(rawValue: $0).flatMap(views.errorView) },
      revealed: { [views] in views.nodeViews($0) },
      revealedRow: { [weak self] in self?.revealedRow($0) },
      obstructions: { [views] in views.obstructions() })
    /// The keyboard notification observer; `nonisolated(unsafe)` so `deinit` can remove it (it is
    /// written only on the main actor, and `removeObserver` is thread-safe).
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

    /// Creates a controller for a form and the screen's views (held weakly); the toolbar and
    /// VoiceOver speak the language of `strings` (by default the app's).
    public init<Views: FormViews>(
      form: Form, views: Views, strings: FormRuntimeStrings = .current
    ) where Views.Form == Form {
      session = FormSession(form: form, strings: strings)
      session.submitsAsynchronously = uiTestSubmitDelay != nil
      self.views = WeakFormViews(views)
      inputDelegate.handler = self
      session.perform = { [weak self] effects in self?.apply(effects) }
      (submitBarButtonItem, cancelBarButtonItem) = makeActionItems()
      session.didHandleEvent = { [weak self] in
        self?.updateActionItems()
        self?.updateFlagTexts()
      }
      updateActionItems()
    }

    /// Shows the texts that change with app flags (`when` in the spec) for the flags set now: the
    /// navigation item's `title` when the spec's title has variants, the titles of the action
    /// items (the navigation bar's and each accessory toolbar's submit) whose titles have
    /// variants, and the layout's texts with variants (``FormViews/formShowText(_:for:)``). Runs
    /// after every event the session handles, a flag set from code included
    /// (``FormChangeRelay/flagsDidChange()``), and sets only what changed; a plain title is left
    /// to the screen, as before.
    ///
    /// Apple, UINavigationItem.title: "The navigation item's title displayed in the navigation
    /// bar" (https://developer.apple.com/documentation/uikit/uinavigationitem/title);
    /// UIBarButtonItem inherits `title` from UIBarItem: "The title displayed on the item"
    /// (https://developer.apple.com/documentation/uikit/uibaritem/title).
    // In this file: it reads the private `views`.
    func updateFlagTexts() {
      let schema = Form.schema
      if !schema.titleVariants.isEmpty, let navigationItem = views.navigationItem() {
        let title = form.screenTitle
        if navigationItem.title != title { navigationItem.title = title }
      }
      for role in FormActionRole.allCases {
        guard let action = schema.actions[role], !action.titleVariants.isEmpty else { continue }
        let title = action.title(isFlagSet: form.isFlagSet)
        let items =
          role == .submit
          ? [submitBarButtonItem] + toolbars.values.map(\.submitButton) : [cancelBarButtonItem]
        for case let item? in items where item.title != title { item.title = title }
      }
      // The layout's texts with variants: each handed to the views when it changed.
      for (index, text) in schema.texts.enumerated() where !text.variants.isEmpty {
        let shown = form.staticText(index)
        guard shownTexts[index] != shown else { continue }
        shownTexts[index] = shown
        views.showText(shown, text)
      }
    }

    /// The static texts with variants as ``updateFlagTexts()`` last handed them to the views, by
    /// index of the schema's `texts`.
    private var shownTexts: [Int: String] = [:]

    deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: - Lifecycle

    /// Applies traits, placeholders, accessibility labels, return keys, toolbars and delegates,
    /// shows the form's current values and visibility, and starts following the keyboard.
    public func start() {
      guard !session.isStarted else { return }
      for input in Form.schema.inputs { configure(input) }
      identifyNodeViews()
      views.configureImages()
      if let navigationItem = views.navigationItem() { installActionItems(in: navigationItem) }
      updateFlagTexts()
      avoider.start(observingKeyboard: false)
      // UIKit posts keyboard notifications on the main thread, so with no queue the block runs
      // there, synchronously, inside the keyboard's animation (Apple: with a nil queue "the block
      // is run synchronously on the posting thread"). `queue: .main` would hand it to the main
      // queue instead and make the posting thread wait for it.
      observer = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] notification in
        guard let event = FormKeyboardEvent(userInfo: notification.userInfo ?? [:]) else { return }
        MainActor.assumeIsolated { self?.keyboardWillChangeFrame(event) }
      }
      if showsUITestProbes, let rootView = views.rootView() {
        let probes = uiTestProbes ?? FormUITestProbes()
        uiTestProbes = probes
        probes.install(in: rootView)
      }
      session.send(.start)
      updateUITestProbes()
      for layout in Form.schema.keyboard.tables { _ = tableRows(layout.id) }
      if Form.schema.keyboard.dismissMode == .onTap, let rootView = views.rootView() {
        let dismissal =
          tapDismissal
          ?? FormTapDismissal(
            isInput: { [weak self] view in self?.field(for: view) != nil },
            dismiss: { [weak self] in self?.session.send(.focus(nil)) })
        tapDismissal = dismissal
        dismissal.install(on: rootView)
      }
    }

    /// The screen appeared: call from `viewDidAppear(_:)`. The first time, it focuses the spec's
    /// `focus.initial` input (``FormSchema/initialFocus``) when that input is shown and enabled and
    /// nothing is focused yet; a hidden or disabled one focuses nothing, and later appearances
    /// never move focus.
    ///
    /// `viewDidAppear(_:)`, not `viewWillAppear(_:)`: Apple's `becomeFirstResponder()` says to call
    /// it on a view only "if it is part of an active view hierarchy"
    /// (https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()), and
    /// `viewWillAppear(_:)` runs "before the view controller's view is about to be added to a view
    /// hierarchy" (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:));
    /// `viewDidAppear(_:)` runs once "its view was added to a view hierarchy"
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)), so
    /// the keyboard rises after the push or presentation, not during it.
    public func didAppear() {
      session.send(.didAppear)
    }

    /// Stops following the keyboard and restores the scroll view's insets.
    public func stop() {
      deferredFocus = nil
      keyboardFrame = nil
      if let observer { NotificationCenter.default.removeObserver(observer) }
      observer = nil
      avoider.stop()
      tapDismissal?.remove()
      uiTestProbes?.remove()
      session.send(.stop)
    }

    /// Re-applies the keyboard avoidance after a layout change (call from
    /// `viewDidLayoutSubviews()`).
    public func layoutDidChange() {
      for placeholder in placeholders.values { placeholder.update() }
      // A rotation, a new width or a Dynamic Type change re-wraps a growing text view's text.
      for (field, last) in measured {
        guard let textView = views.view(field) as? UITextView else { continue }
        let lineHeight = (textView.font ?? UIFont.systemFont(ofSize: 17)).lineHeight
        if abs(textView.bounds.width - last.width) > 0.5 || abs(lineHeight - last.lineHeight) > 0.01
        {
          resize(field)
        }
      }
      session.send(.layoutDidChange)
      // The room above the keyboard changed with the layout (a rotation, a pinned container).
      resizeForKeyboard()
      // A focus preset before the screen was in a window lands once it is.
      if let field = deferredFocus, views.rootView()?.window != nil {
        deferredFocus = nil
        if session.focusedField == nil { session.send(.focus(field)) }
      }
    }

    // MARK: - Commands

    /// Focuses an input (making its view first responder), or ends editing for `nil`.
    public func focus(_ field: Field?) {
      session.send(.focus(field))
    }

    /// Validates and submits: on failure shows the messages and focuses the first invalid input;
    /// on success runs `onSubmit` (and `onSubmitAsync`). Returns whether the form was valid. While
    /// the app's asynchronous submit runs (``isSubmitting``) it does nothing and returns `false`.
    @discardableResult
    public func submit() -> Bool {
      confirmMarkedText()
      syncTextsFromViews()
      submitted = false
      session.send(.submit)
      return submitted
    }

    /// The view of an input, while the screen holds its views.
    func inputView(_ field: Field) -> UIView? { views.view(field) }

    /// The views of a node with an id (``FormViews/formNodeViews(_:)``), while the screen holds
    /// its views.
    func nodeViews(_ id: String) -> [UIView] { views.nodeViews(id) }

    /// Puts every input back to its initial value, clears the messages and ends editing.
    public func reset() {
      session.send(.reset)
    }

    /// The accessory toolbar of an input: its own items (`toolbar` on the input), else the
    /// form's; `nil` when it shows none. Each input has its own toolbar, as
    /// `inputAccessoryView` is a property of each responder
    /// (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview).
    public func accessoryToolbar(for field: Field) -> FormAccessoryToolbar? {
      let items = Form.schema.toolbarItems(for: field)
      guard !items.isEmpty else { return nil }
      if let toolbar = toolbars[field] { return toolbar }
      let toolbar = FormAccessoryToolbar(
        items: items, labels: FormToolbarLabels(session.strings),
        onPrevious: { [weak self] in self?.session.send(.toolbarPrevious) },
        onNext: { [weak self] in self?.session.send(.toolbarNext) },
        onDone: { [weak self] in self?.session.send(.toolbarDone) },
        submit: Form.schema.actions.submit.flatMap { $0.placement == .keyboardToolbar ? $0 : nil },
        onSubmit: { [weak self] in self?.submit() })
      toolbar.update(session.toolbarState(for: field))
      if let submit = Form.schema.actions.submit, let button = toolbar.submitButton {
        button.isEnabled = form.isSubmitEnabled(submit.enabled)
      }
      toolbars[field] = toolbar
      return toolbar
    }

    /// Tells the controller a custom input became first responder (text fields and text views
    /// report it by themselves).
    public func inputDidBeginEditing(_ field: Field) {
      session.send(.didBeginEditing(field))
    }

    /// Tells the controller a custom input stopped being first responder.
    public func inputDidEndEditing(_ field: Field) {
      session.send(.didEndEditing(field))
    }

    // MARK: - Effects

    private func apply(_ effects: [FormEffect<Field>]) {
      var visibilityChanged = false
      for effect in effects {
        switch effect {
        case .setHidden(.input(let field), let hidden):
          views.view(field)?.isHidden = hidden
          for view in views.hiddenWith(field) { view.isHidden = hidden }
          visibilityChanged = true
        case .setHidden(.node(let id), let hidden):
          for view in views.nodeViews(id) { view.isHidden = hidden }
          if let container = views.container(id) { container.isHidden = hidden }
          visibilityChanged = true
        case .setEnabled(let field, let enabled):
          switch views.view(field) {
          case let control as UIControl: control.isEnabled = enabled
          case let textView as UITextView: textView.isEditable = enabled
          default: break
          }
        case .setText(let field, let text):
          switch views.view(field) {
          case let textField as UITextField: textField.text = text
          case let textView as UITextView:
            textView.text = text
            placeholders[field]?.update()
          case let control as UIControl: setControlValue(control, text, field)
          default: break
          }
        case .setReturnKey(let field, let key, let reload):
          let type = FormTextTraits.returnKeyType(key)
          guard let view = views.view(field) else { continue }
          switch view {
          case let textField as UITextField: textField.returnKeyType = type
          case let textView as UITextView: textView.returnKeyType = type
          default: continue
          }
          // A changed return key shows on the keyboard only once its input views reload.
          if reload, view.isFirstResponder { view.reloadInputViews() }
        case .updateToolbar(let field, let state):
          toolbars[field]?.update(state)
        case .focus(let field):
          focusView(of: field)
        case .reveal(let field):
          reveal(field)
        case .focusFailed(let field) where views.rootView()?.window == nil:
          // Not a failure yet: the screen is not in a window (`start()` runs in
          // `viewWillAppear(_:)`); `layoutDidChange()` tries again once it is.
          deferredFocus = field
        case .focusFailed(let field):
          if let onFocusFailure { onFocusFailure(field) } else { showFocusFailure(field) }
        case .endEditing:
          let focused = session.focusedField
          views.rootView()?.endEditing(true)
          // A custom control has no delegate to report that it resigned.
          if let focused, session.focusedField == focused,
            views.view(focused)?.isFirstResponder != true
          {
            session.send(.didEndEditing(focused))
          }
        case .showError(let field, let message):
          views.showError(message, field)
          identifyErrorView(of: field)
          // VoiceOver reads the label whenever the input is focused (a text input's value is its
          // text, so the error cannot go there).
          views.view(field)?.accessibilityLabel = session.strings.inputLabel(
            labels[field], error: message)
        case .showCheckPending(let field, let pending):
          views.showCheckPending(pending, field)
        case .setOptions(let field, let options):
          // The app loaded new options (`options: app`): the control shows them and the value,
          // which may now be one of them.
          if let control = views.view(field) as? UIControl {
            Self.setOptions(options, on: control)
            setControlValue(control, form.value(of: field), field)
          }
        case .announce(let message):
          UIAccessibility.post(notification: .announcement, argument: message)
        case .accessibilityFocus(let field):
          // `.layoutChanged` takes the element VoiceOver moves to (Apple's documentation of
          // UIAccessibility.Notification.layoutChanged: a string to speak, or an element).
          if let view = views.view(field) {
            UIAccessibility.post(notification: .layoutChanged, argument: view)
          }
        case .submitted:
          submitted = true
          uiTestProbes?.didSubmit()
          onSubmit?()
          if onSubmitAsync != nil || uiTestSubmitDelay != nil {
            let onSubmitAsync = onSubmitAsync
            let delay = uiTestSubmitDelay
            let sleep = uiTestSubmitSleep
            Task { @MainActor [weak self] in
              await onSubmitAsync?()
              if let delay {
                try? await sleep(UInt64(delay * 1_000_000_000))
              }
              self?.session.send(.submissionDidFinish)
            }
          }
        case .setSubmitting(let submitting):
          showSubmitting(submitting)
        case .track(let field):
          if let field {
            avoider.inputDidBeginEditing(id: field.rawValue)
          } else if let active = avoider.activeInputID {
            avoider.inputDidEndEditing(id: active)
          }
        case .avoidKeyboard(let keyboard):
          avoider.keyboardWillChangeFrame(keyboard)
        case .relayout:
          avoider.layoutDidChange()
        case .resize(let field):
          resize(field)
        }
      }
      if visibilityChanged {
        updateTables()
        onVisibilityChange?()
      }
      updateUITestProbes()
    }

    /// Shows in the UI test element the Return key the view of the text input being edited has
    /// (what the keyboard shows, not what the session meant it to have).
    private func updateUITestProbes() {
      guard let probes = uiTestProbes else { return }
      let type: UIReturnKeyType?
      switch session.focusedField.flatMap(views.view) {
      case let textField as UITextField: type = textField.returnKeyType
      case let textView as UITextView: type = textView.returnKeyType
      default: type = nil
      }
      probes.update(
        returnKey: type.flatMap { type in
          FormReturnKey.allCases.first { FormTextTraits.returnKeyType($0) == type }
        })
    }

    // MARK: - Tables

    /// The rows a table laid out as the spec says shows now (`nil` for an id that names no table of
    /// the form): its data source answers `numberOfSections(in:)`,
    /// `tableView(_:numberOfRowsInSection:)` and which row each index path shows from it.
    public func tableRows(_ tableID: String) -> FormTableRows? {
      if let rows = shownRows[tableID] { return rows }
      guard let layout = Form.schema.keyboard.table(tableID) else { return nil }
      let rows = FormTableRows(layout) { [session] in session.isNodeVisible($0) }
      shownRows[tableID] = rows
      return rows
    }

    /// Hands each table's shown and hidden rows to ``onTableUpdate``.
    private func updateTables() {
      for layout in Form.schema.keyboard.tables {
        guard let old = shownRows[layout.id] else { continue }
        let new = FormTableRows(layout) { [session] in session.isNodeVisible($0) }
        guard new != old else { continue }
        shownRows[layout.id] = new
        let update = FormTableUpdate(from: old, to: new)
        if !update.isEmpty { onTableUpdate?(update) }
      }
    }

    /// The table that holds an input (its innermost scroll container, when that is a table laid
    /// out as the spec says) and the input's index path in it now: the screen's
    /// `formIndexPath(for:)` when it gives one, else the spec's layout. An index path the table
    /// does not have (rows it was not told about yet) is never returned.
    private func tableRow(of field: Field) -> (table: UITableView, indexPath: IndexPath)? {
      let plan = Form.schema.keyboard.input(field.rawValue)
      guard
        let (id, table) = plan?.scrollContainers.lazy.compactMap({ id in
          (self.views.container(id) as? UITableView).map { (id, $0) }
        }).first
      else { return nil }
      if let indexPath = views.indexPath(field) {
        return Self.holds(table, indexPath) ? (table, indexPath) : nil
      }
      guard let rows = tableRows(id), Self.lists(table, rows),
        let indexPath = rows.indexPath(ofInput: field.rawValue)
      else { return nil }
      return (table, indexPath)
    }

    /// The table that lists a node as a row of its own (a label, an image or a button an input's
    /// `reveal` names) and the row's rectangle in it, while the row is shown and the table lists
    /// it: the avoider's reveal region takes it when the row's cell is not realized.
    private func revealedRow(_ node: String) -> (table: UITableView, rect: CGRect)? {
      for layout in Form.schema.keyboard.tables {
        guard let table = views.container(layout.id) as? UITableView,
          let rows = tableRows(layout.id), Self.lists(table, rows),
          let indexPath = rows.indexPath(ofRow: node), Self.holds(table, indexPath)
        else { continue }
        return (table, table.rectForRow(at: indexPath))
      }
      return nil
    }

    /// Whether a table lists the rows the form shows (its data source applied every update).
    private static func lists(_ table: UITableView, _ rows: FormTableRows) -> Bool {
      table.numberOfSections == rows.numberOfSections
        && (0..<rows.numberOfSections).allSatisfy {
          table.numberOfRows(inSection: $0) == rows.numberOfRows(inSection: $0)
        }
    }

    private static func holds(_ table: UITableView, _ indexPath: IndexPath) -> Bool {
      indexPath.count == 2 && indexPath.section >= 0 && indexPath.row >= 0
        && indexPath.section < table.numberOfSections
        && indexPath.row < table.numberOfRows(inSection: indexPath.section)
    }

    /// Shows a focus the screen did not handle: scrolls to the input's row (or the nearest row
    /// shown) or its view, and moves VoiceOver to it (or says its name when it is not on screen).
    private func showFocusFailure(_ field: Field) {
      let plan = Form.schema.keyboard.input(field.rawValue)
      if let (id, table) = plan?.scrollContainers.lazy.compactMap({ id in
        (self.views.container(id) as? UITableView).map { (id, $0) }
      }).first,
        let indexPath = tableRow(of: field)?.indexPath
          ?? tableRows(id).flatMap({
            Self.lists(table, $0) ? $0.nearestIndexPath(toInput: field.rawValue) : nil
          }),
        Self.holds(table, indexPath)
      {
        table.scrollToRow(at: indexPath, at: .middle, animated: true)
      } else {
        avoider.reveal(id: field.rawValue)
      }
      // A failed submit already announces the errors and moves VoiceOver to this input.
      guard form.errors[field] == nil else { return }
      if let view = views.view(field), view.window != nil {
        UIAccessibility.post(notification: .layoutChanged, argument: view)
      } else if let label = labels[field] ?? Form.schema[field].accessibilityLabel {
        UIAccessibility.post(notification: .announcement, argument: label)
      }
    }

    private func focusView(of field: Field) {
      guard let view = views.view(field) else {
        session.send(.focusRefused(field))
        return
      }
      if view.becomeFirstResponder() {
        // Text inputs reported it through their delegate; a custom control cannot.
        if session.focusedField != field { session.send(.didBeginEditing(field)) }
      } else {
        session.send(.focusRefused(field))
      }
    }

    /// Brings an input's row back into its table (a cell off screen is not in the window) or
    /// scrolls its view into view, and lays out, before a second focus attempt.
    private func reveal(_ field: Field) {
      if let (table, indexPath) = tableRow(of: field) {
        table.scrollToRow(at: indexPath, at: .none, animated: false)
        table.layoutIfNeeded()
      } else {
        avoider.reveal(id: field.rawValue)
      }
    }

    /// Sizes a growing text view to its text between its fewest and most lines, lets it scroll
    /// inside itself past the most, and keeps its caret above the keyboard. While the keyboard is
    /// up, the most lines are only as many as fit in the visible part of its scroll container
    /// above the keyboard (``maxLines(for:_:)``): a text view taller than that would put its top
    /// or its caret out of view (an iPhone in landscape leaves about 150 points).
    private func resize(_ field: Field) {
      guard let textView = views.view(field) as? UITextView,
        let lines = Form.schema[field].lines
      else { return }
      let mostLines = maxLines(for: field, textView) ?? Int.max
      sizedMaxLines[field] = mostLines
      let height = FormTextViewGrowth.fittingHeight(
        for: textView, minLines: lines.lowerBound, maxLines: mostLines)
      let changed = abs((heights[field]?.constant ?? -1) - height) > 0.01
      if let constraint = heights[field] {
        constraint.constant = height
      } else {
        let constraint = textView.heightAnchor.constraint(equalToConstant: height)
        // Below required, so a screen's own constraints win a conflict instead of breaking.
        constraint.priority = UILayoutPriority(999)
        constraint.isActive = true
        heights[field] = constraint
      }
      textView.isScrollEnabled = FormTextViewGrowth.scrolls(textView, maxLines: mostLines)
      measured[field] = (
        textView.bounds.width, (textView.font ?? UIFont.systemFont(ofSize: 17)).lineHeight
      )
      placeholders[field]?.update()
      guard session.focusedField == field else { return }
      if textView.isScrollEnabled {
        // The caret inside the text view: its new height applied first (Apple,
        // scrollRangeToVisible(_:): "Scrolls the text view until the text in the specified range
        // is visible").
        if changed { views.rootView()?.layoutIfNeeded() }
        textView.scrollRangeToVisible(textView.selectedRange)
      }
      avoider.inputDidChangeHeight(id: field.rawValue)
    }

    /// The most lines a growing text view may show now: its spec's, or fewer while the keyboard
    /// leaves less room than that (``FormTextViewGrowth/room(visibleFrame:keyboardFrame:screenBounds:spacing:companionHeight:)``)
    /// in the visible part of its scroll containers (their bounds less their adjusted content
    /// insets, each clipping the next; the root view's safe area without one), less the keyboard
    /// spacing above and below and its message under it; `nil` for no most.
    private func maxLines(for field: Field, _ textView: UITextView) -> Int? {
      // Without a limit (`lines.max: none`) no most lines, the keyboard up or not: the text view
      // grows, never scrolls inside itself, and the avoider scrolls its container to the caret.
      if Form.schema[field].growsWithoutLimit { return nil }
      let specMax = Form.schema[field].lines?.upperBound
      guard let keyboardFrame, let window = textView.window else { return specMax }
      let space = window.screen.coordinateSpace
      var visible = window.convert(window.bounds, to: space)
      let containers =
        Form.schema.keyboard.input(field.rawValue)?.scrollContainers.compactMap {
          views.container($0) as? UIScrollView
        } ?? []
      let clips: [UIView] = containers.isEmpty ? views.rootView().map { [$0] } ?? [] : containers
      for view in clips where view.window === window {
        let insets = (view as? UIScrollView)?.adjustedContentInset ?? view.safeAreaInsets
        visible = visible.intersection(view.convert(view.bounds.inset(by: insets), to: space))
      }
      var companionHeight: CGFloat = 0
      if let companion = views.errorView(field), !companion.isHidden,
        companion.window === window
      {
        let both = textView.bounds.union(textView.convert(companion.bounds, from: companion))
        companionHeight = both.height - textView.bounds.height
      }
      let room = FormTextViewGrowth.room(
        visibleFrame: visible, keyboardFrame: keyboardFrame, screenBounds: window.screen.bounds,
        spacing: CGFloat(Form.schema.keyboard.spacing), companionHeight: companionHeight)
      return FormTextViewGrowth.maxLines(specMax, fittingIn: room, for: textView)
    }

    /// Re-sizes each growing text view whose most lines the keyboard changed (it came up, hid,
    /// moved, or the layout under it changed): the spec's most lines come back once it hides.
    private func resizeForKeyboard() {
      for input in Form.schema.inputs where input.lines != nil {
        guard let textView = views.view(input.field) as? UITextView,
          let sized = sizedMaxLines[input.field]
        else { continue }
        if (maxLines(for: input.field, textView) ?? Int.max) != sized { resize(input.field) }
      }
    }

    // MARK: - Events

    private func keyboardWillChangeFrame(_ keyboard: FormKeyboardEvent) {
      keyboardFrame = keyboard.endFrame
      session.send(.keyboardWillChangeFrame(keyboard))
      resizeForKeyboard()
      // A custom control that resigned (a tap elsewhere) reports nothing by itself.
      if let focused = session.focusedField, Form.schema[focused].kind == .custom,
        views.view(focused)?.isFirstResponder == false
      {
        session.send(.didEndEditing(focused))
      }
    }

    /// Copies into the session any text a view holds that it was not told about (text set on the
    /// view from code, which sends no event), before Return or a submit reads the values.
    private func syncTextsFromViews() {
      for input in Form.schema.inputs where input.kind != .custom {
        guard let text = committedText(of: views.view(input.field)) else { continue }
        if text != session.viewText(of: input.field) {
          session.send(.textDidChange(input.field, text))
        }
      }
    }

    /// Confirms the composition of a multistage input method (Japanese, Chinese, Korean) in the
    /// focused input, as a tap outside the text confirms it, so a submit reads the text the user
    /// sees (Apple, UITextInput.unmarkText(): "Unmarks the currently marked text").
    private func confirmMarkedText() {
      switch session.focusedField.flatMap(views.view) {
      case let textField as UITextField where textField.markedTextRange != nil:
        textField.unmarkText()
      case let textView as UITextView where textView.markedTextRange != nil:
        textView.unmarkText()
      default:
        break
      }
    }

    /// A text input's text, or `nil` while it holds marked (unconfirmed) text.
    private func committedText(of view: UIView?) -> String? {
      switch view {
      case let textField as UITextField:
        return textField.markedTextRange == nil ? textField.text ?? "" : nil
      case let textView as UITextView:
        return textView.markedTextRange == nil ? textView.text ?? "" : nil
      default:
        return nil
      }
    }

    func field(for view: UIView) -> Field? {
      Form.schema.inputs.lazy.map(\.field).first { self.views.view($0) === view }
    }

    // MARK: - Configuring

    /// Gives the label and button of each node that `visibleWhen` hides its id as accessibility
    /// identifier (``FormAccessibilityIdentifier/node(_:)``), unless the screen set one, so that
    /// UI tests find them by it in every language; other views of a node (a section's) get none.
    private func identifyNodeViews() {
      for condition in Form.schema.conditions {
        for view in views.nodeViews(condition.id)
        where (view is UILabel || view is UIButton) && view.accessibilityIdentifier?.isEmpty ?? true
        {
          view.accessibilityIdentifier = FormAccessibilityIdentifier.node(condition.id)
        }
      }
    }

    /// Gives the view that shows an input's validation message (`formErrorView(for:)`) its
    /// identifier (``FormAccessibilityIdentifier/error(_:)``, `formc.error.<id>`) unless the
    /// screen set one, so that UI tests find the message by it in every language: at `start()`
    /// and whenever a message shows (a screen may make the view then).
    private func identifyErrorView(of field: Field) {
      guard let view = views.errorView(field), view.accessibilityIdentifier?.isEmpty ?? true
      else { return }
      view.accessibilityIdentifier = FormAccessibilityIdentifier.error(field)
    }

    private func configure(_ input: FormInputSchema<Field>) {
      identifyErrorView(of: input.field)
      guard let view = views.view(input.field) else { return }
      if let label = input.accessibilityLabel { view.accessibilityLabel = label }
      // Kept from the first start: a later one may find an error in the view's label.
      labels[input.field] =
        input.accessibilityLabel ?? labels[input.field] ?? view.accessibilityLabel
      if let hint = input.hint { view.accessibilityHint = hint }
      // UI tests find inputs by identifier; one the screen set itself stays.
      if view.accessibilityIdentifier?.isEmpty ?? true {
        view.accessibilityIdentifier = FormAccessibilityIdentifier.input(input.field)
      }
      let returnKey = session.returnKey(for: input.field)
      switch view {
      case let textField as UITextField:
        textField.delegate = inputDelegate
        // A placeholder the screen set itself stays unless the spec has one.
        if let placeholder = input.placeholder { textField.placeholder = placeholder }
        input.traits?.apply(to: textField, returnKey: returnKey)
        if let traits = input.traits,
          traits.appliedContentType(uiTestLaunch: turnsOffStrongPasswords) == nil,
          traits.contentType != nil
        {
          textField.textContentType = nil
        }
        textField.inputAccessoryView = accessoryToolbar(for: input.field)
        // Values are copied on `.editingChanged`, which typing, pasting and AutoFill (into this
        // field even when another one is focused) send; the action is added once per field.
        if configured.insert(ObjectIdentifier(textField)).inserted {
          let handler: @MainActor () -> Void = { [weak self, weak textField] in
            guard let self, let textField else { return }
            self.editingChanged(textField)
          }
          if #available(iOS 14.0, *) {
            textField.addAction(UIAction { _ in handler() }, for: .editingChanged)
          } else {
            // iOS 13 has no `addAction(_:for:)`: target-action through a trampoline.
            #if canImport(ObjectiveC)
              let trampoline = FormActionTrampoline(handler)
              trampolines.append(trampoline)
              textField.addTarget(
                trampoline, action: #selector(FormActionTrampoline.invoke), for: .editingChanged)
            #endif
          }
        }
      case let textView as UITextView:
        textView.delegate = inputDelegate
        input.traits?.apply(to: textView, returnKey: returnKey)
        if let traits = input.traits,
          traits.appliedContentType(uiTestLaunch: turnsOffStrongPasswords) == nil,
          traits.contentType != nil
        {
          textView.textContentType = nil
        }
        textView.inputAccessoryView = accessoryToolbar(for: input.field)
        if let placeholder = input.placeholder {
          if let existing = placeholders[input.field], existing.label.superview === textView {
            existing.update()
          } else {
            placeholders[input.field] = FormTextViewPlaceholder(placeholder, in: textView)
          }
        }
      case let control as UIControl where !input.kind.isFocusable:
        configureControl(control, input)
      default:
        break
      }
    }

    private func editingChanged(_ textField: UITextField) {
      guard let field = field(for: textField), let text = committedText(of: textField) else {
        return
      }
      session.send(.textDidChange(field, conformedText(text, of: textField)))
    }
  }

  @available(iOS 13.0, *)
  extension FormKeyboardController: FormTextInputHandling {
    func inputDidBeginEditing(_ view: UIView) {
      if let field = field(for: view) { session.send(.didBeginEditing(field)) }
      updateUITestProbes()
    }

    func inputDidEndEditing(_ view: UIView) {
      if let field = field(for: view) { session.send(.didEndEditing(field)) }
      updateUITestProbes()
    }

    func textViewDidChange(_ textView: UITextView) {
      guard let field = field(for: textView) else { return }
      placeholders[field]?.update()
      guard let text = committedText(of: textView) else {
        // Composing: the value waits for the confirmed text, the height follows what is shown.
        if Form.schema[field].lines != nil { resize(field) }
        return
      }
      session.send(.textDidChange(field, conformedText(text, of: textView)))
    }

    func inputShouldChangeText(_ view: UIView, in range: NSRange, replacement: String) -> Bool {
      guard let field = field(for: view) else { return true }
      if let shouldChangeText, !shouldChangeText(field, range, replacement) { return false }
      return shouldChangeEntry(of: view, field: field, in: range, replacement: replacement)
    }

    func inputShouldReturn(_ view: UIView) -> Bool {
      guard let field = field(for: view) else { return true }
      if view is UITextView, session.returnAction(for: field) == .newline { return true }
      syncTextsFromViews()
      session.send(.returnPressed(field))
      return false
    }
  }

  /// The screen's views, held weakly and looked up when needed.
  @available(iOS 13.0, *)
  @MainActor
  private final class WeakFormViews<Form: FormModel> {
    let rootView: () -> UIView?
    let view: (Form.Field) -> UIView?
    let container: (String) -> UIView?
    let nodeViews: (String) -> [UIView]
    let hiddenWith: (Form.Field) -> [UIView]
    let indexPath: (Form.Field) -> IndexPath?
    let showError: (String?, Form.Field) -> Void
    let showCheckPending: (Bool, Form.Field) -> Void
    let errorView: (Form.Field) -> UIView?
    let obstructions: () -> [UIView]
    let navigationItem: () -> UINavigationItem?
    let showText: (String, FormStaticText) -> Void
    let configureImages: () -> Void

    init<Views: FormViews>(_ views: Views) where Views.Form == Form {
      rootView = { [weak views] in views?.rootView }
      view = { [weak views] in views?.formView(for: $0) }
      container = { [weak views] in views?.formContainer($0) }
      nodeViews = { [weak views] in views?.formNodeViews($0) ?? [] }
      hiddenWith = { [weak views] in views?.formViewsHidden(with: $0) ?? [] }
      indexPath = { [weak views] in views?.formIndexPath(for: $0) }
      showError = { [weak views] in views?.formShowError($0, for: $1) }
      showCheckPending = { [weak views] in views?.formShowCheckPending($0, for: $1) }
      errorView = { [weak views] in views?.formErrorView(for: $0) }
      obstructions = { [weak views] in views?.formObstructingViews() ?? [] }
      navigationItem = { [weak views] in views?.formNavigationItem() }
      showText = { [weak views] in views?.formShowText($0, for: $1) }
      configureImages = { [weak views] in views?.formConfigureImages() }
    }
  }
#endif
