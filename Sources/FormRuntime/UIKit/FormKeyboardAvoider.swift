#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// Keeps a form's focused input above the keyboard, as its `FormKeyboardPlan` says.
  ///
  /// - `insets`: on every keyboard frame change, sets the inset container's bottom content inset
  ///   and scroll indicator inset to the part of it the keyboard covers (the safe area counted once,
  ///   see `FormKeyboardGeometry.bottomInset`), animated with the keyboard's duration and curve, then
  ///   scrolls the active input into view through its containers, innermost first. Views pinned
  ///   over the container's bottom (a sticky button, `obstructingViews`) are obstructions too: the
  ///   covered part is the larger of the keyboard's and theirs, with the keyboard up or down.
  /// - `layoutGuide`: pins the content's bottom `spacing` points above the root view's
  ///   `keyboardLayoutGuide` (iOS 15+) and scrolls the active input into view as the layout
  ///   follows the keyboard.
  /// - `automatic` (the default): on iOS 15 and later pins the content's bottom to the keyboard
  ///   layout guide's top, and insets the inset container only for the sticky views over its
  ///   bottom; on iOS 13–14 behaves as `insets` (``effectiveAvoidance``).
  /// - `none`: leaves the keyboard to the screen.
  ///
  /// An undocked, split or floating iPad keyboard (a keyboard frame that does not reach the
  /// screen's bottom, ``FormKeyboardGeometry/floatingKeyboardFrame(_:screenBounds:)``) takes no
  /// inset and moves no layout guide, whatever the strategy (but `none`): the avoider scrolls the
  /// edited input's outermost container the least that puts the input (with its message) clear of
  /// the keyboard's frame — above its top, or below its bottom when there is no room above —
  /// adding to that container's insets only what the scroll needs (``floatingKeyboardInset``),
  /// and takes that back when the keyboard docks or hides.
  ///
  /// With the layout guide, a required constraint the screen set between the pinned view's bottom
  /// and its superview's (or a safe area's) bottom would conflict with the pin, so the avoider
  /// takes it over while it runs: it deactivates it, activates a copy at `.defaultHigh` priority
  /// (the screen's layout wherever the keyboard leaves room) and pins the view's bottom at most at
  /// the guide's top; `stop()` restores the screen's constraint.
  ///
  /// Every strategy sets the `keyboardDismissMode` of every scroll view and table of the spec. The avoider keeps the last keyboard
  /// frame, so a new frame while the keyboard is shown (rotation, another keyboard, the predictive
  /// bar) and `layoutDidChange()` re-apply it.
  @available(iOS 13.0, *)
  @MainActor
  public final class FormKeyboardAvoider {
    /// The plan.
    public let plan: FormKeyboardPlan
    /// The id of the input being edited, if known.
    public private(set) var activeInputID: String?
    /// The keyboard's last end frame in screen coordinates, or `nil` before any change.
    public private(set) var keyboardFrame: CGRect?
    /// The bottom inset the avoider added to the inset container (0 when none).
    public private(set) var keyboardInset: CGFloat = 0
    /// Whether `start()` was called without `stop()`.
    public private(set) var isStarted = false
    /// The top and bottom insets the avoider added to the edited input's outermost container so
    /// it could scroll the input clear of a floating keyboard (zero when none).
    public private(set) var floatingKeyboardInset = UIEdgeInsets.zero
    /// The container that holds ``floatingKeyboardInset``.
    private weak var floatingContainer: UIScrollView?

    private let lookUpRootView: @MainActor () -> UIView?
    private let lookUpContainer: @MainActor (String) -> UIScrollView?
    private let lookUpInput: @MainActor (String) -> UIView?
    private let lookUpPinnedView: @MainActor () -> UIView?
    private let lookUpCompanion: @MainActor (String) -> UIView?
    private let lookUpRevealed: @MainActor (String) -> [UIView]
    private let lookUpRevealedRow: @MainActor (String) -> (table: UITableView, rect: CGRect)?
    private let lookUpObstructions: @MainActor () -> [UIView]
    private var pinConstraints: [NSLayoutConstraint] = []
    /// The pins the keyboard layout guide tracks for a pinned bar (``followsUndockedKeyboard``):
    /// the one active away from the top edge (on the keyboard) and the one active near it (at the
    /// safe area's bottom).
    private var trackedPins: (away: NSLayoutConstraint, nearTop: NSLayoutConstraint)?
    /// The guide's `followsUndockedKeyboard` before the avoider set it (restored at `stop()`).
    private var guideFollowedUndockedKeyboard: Bool?
    /// The screen's constraints the avoider deactivated while it pins (restored at `stop()`).
    public private(set) var replacedConstraints: [NSLayoutConstraint] = []
    /// The strategy in force since `start()`: the plan's, with `automatic` resolved.
    public private(set) var effectiveAvoidance: FormKeyboardPlan.Avoidance = .none
    private var appliedRootSize: CGSize?
    /// Whether the avoider is applying a change: the layout it runs calls `layoutDidChange()`
    /// back from the screen's `viewDidLayoutSubviews()`, which must not apply again.
    private var isApplying = false
    /// The input last revealed or laid out while edited, and where it and its message were in
    /// its outermost container's content then (``placement(of:)``).
    private var placed: (id: String, rect: CGRect)?
    /// The notification observer. `nonisolated(unsafe)` so the nonisolated `deinit` can remove it;
    /// it is written only on the main actor, and `removeObserver` is thread-safe.
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

    /// Creates an avoider over views it holds.
    ///
    /// - Parameters:
    ///   - plan: The keyboard plan formc generated.
    ///   - rootView: The screen's root view (its `keyboardLayoutGuide` is used with `layoutGuide`).
    ///   - scrollContainers: The scroll views and tables, by container id.
    ///   - inputs: The inputs (text fields, text views, custom controls), by input id.
    ///   - pinnedView: With `layoutGuide`, the view whose bottom follows the keyboard (the plan's
    ///     pinned container, which the generated code passes); by default the pinned container when
    ///     it is a scroll container, else the inset container, else the outermost container of the
    ///     first input. The screen must not
    ///     pin that view's bottom elsewhere at required priority.
    ///   - obstructingViews: Views pinned over the bottom of the inset container (a sticky button),
    ///     which the content scrolls clear of as it does of the keyboard.
    public convenience init(
      plan: FormKeyboardPlan, rootView: UIView, scrollContainers: [String: UIScrollView],
      inputs: [String: UIView], pinnedView: UIView? = nil, obstructingViews: [UIView] = []
    ) {
      self.init(
        plan: plan, rootView: { rootView }, container: { scrollContainers[$0] },
        input: { inputs[$0] }, pinnedView: { pinnedView }, obstructions: { obstructingViews })
    }

    /// Creates an avoider that looks its views up when it needs them, so it holds none of them
    /// (``FormKeyboardController`` passes lookups through the screen, which it holds weakly).
    ///
    /// - Parameters:
    ///   - plan: The keyboard plan formc generated.
    ///   - rootView: The screen's root view.
    ///   - container: A scroll view or table by container id.
    ///   - input: An input's view by id.
    ///   - pinnedView: With `layoutGuide`, the view whose bottom follows the keyboard; when it gives
    ///     `nil`, the defaults of ``init(plan:rootView:scrollContainers:inputs:pinnedView:)`` apply.
    ///   - companion: A view revealed together with an input while it shows (its validation
    ///     message), by input id.
    ///   - revealed: The views of a node an input's plan ``FormKeyboardPlan/Input/reveals``
    ///     names (a CAPTCHA picture), by node id: while shown, they join the input's reveal
    ///     region, revealed with it when it fits.
    ///   - revealedRow: For a named node that is a row of a table, the table and the row's
    ///     rectangle in it (`rectForRow(at:)`) while the row is shown: the region takes it when
    ///     the node has no view shown in the window (the table has not realized the row's cell,
    ///     which it does only for rows in its bounds).
    ///   - obstructions: The views pinned over the bottom of the inset container (a sticky
    ///     button), looked up at each keyboard change and layout pass.
    public init(
      plan: FormKeyboardPlan, rootView: @escaping @MainActor () -> UIView?,
      container: @escaping @MainActor (String) -> UIScrollView?,
      input: @escaping @MainActor (String) -> UIView?,
      pinnedView: @escaping @MainActor () -> UIView? = { nil },
      companion: @escaping @MainActor (String) -> UIView? = { _ in nil },
      revealed: @escaping @MainActor (String) -> [UIView] = { _ in [] },
      revealedRow: @escaping @MainActor (String) -> (table: UITableView, rect: CGRect)? = { _ in
        nil
      },
      obstructions: @escaping @MainActor () -> [UIView] = { [] }
    ) {
      self.plan = plan
      lookUpRootView = rootView
      lookUpContainer = container
      lookUpInput = input
      lookUpPinnedView = pinnedView
      lookUpCompanion = companion
      lookUpRevealed = revealed
      lookUpRevealedRow = revealedRow
      lookUpObstructions = obstructions
    }

    deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    private var rootView: UIView? { lookUpRootView() }

    /// The view whose bottom follows the keyboard with `layoutGuide`.
    private var pinnedView: UIView? {
      lookUpPinnedView()
        ?? plan.pinnedContainer.flatMap(lookUpContainer)
        ?? plan.insetContainer.flatMap(lookUpContainer)
        ?? plan.inputs.lazy.compactMap { $0.scrollContainers.last }.first.flatMap(lookUpContainer)
    }

    /// The scroll view whose bottom inset follows the keyboard (with `insets`).
    public var insetContainer: UIScrollView? {
      plan.insetContainer.flatMap(lookUpContainer)
    }

    /// Starts following the keyboard: sets the dismiss mode, pins the layout guide (with
    /// `layoutGuide`) and, with `observingKeyboard`, observes
    /// `keyboardWillChangeFrameNotification` (a caller that observes it itself passes each change
    /// to ``keyboardWillChangeFrame(_:)``). Calling it again does nothing.
    public func start(observingKeyboard: Bool = true) {
      guard !isStarted else { return }
      isStarted = true
      let dismissMode = Self.dismissMode(plan.dismissMode)
      var seen = Set<String>()
      for input in plan.inputs {
        for id in input.scrollContainers where seen.insert(id).inserted {
          lookUpContainer(id)?.keyboardDismissMode = dismissMode
        }
      }
      // Every scroll view the spec names, inputs or not: dragging a chat's transcript dismisses
      // the keyboard as dragging the form does.
      for id in [plan.insetContainer].compactMap({ $0 }) + plan.otherScrollViews
      where seen.insert(id).inserted {
        lookUpContainer(id)?.keyboardDismissMode = dismissMode
      }
      effectiveAvoidance = Self.resolve(plan.avoidance)
      switch effectiveAvoidance {
      case .none:
        return
      case .insets, .automatic:
        break
      case .layoutGuide:
        pinToKeyboardLayoutGuide()
      }
      guard observingKeyboard else { return }
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
    }

    /// Stops following the keyboard: removes the observer, restores the inset container's insets
    /// and unpins the layout guide.
    public func stop() {
      guard isStarted else { return }
      isStarted = false
      if let observer { NotificationCenter.default.removeObserver(observer) }
      observer = nil
      // Only the keyboard's part goes: an inset the screen set meanwhile (a sticky footer's) stays.
      if let container = insetContainer, keyboardInset != 0 {
        container.contentInset.bottom -= keyboardInset
        container.verticalScrollIndicatorInsets.bottom -= keyboardInset
      }
      setFloatingKeyboardInset(.zero, on: nil)
      appliedRootSize = nil
      keyboardInset = 0
      keyboardFrame = nil
      NSLayoutConstraint.deactivate(pinConstraints)
      pinConstraints = []
      untrackPins()
      NSLayoutConstraint.activate(replacedConstraints)
      replacedConstraints = []
      effectiveAvoidance = .none
    }

    /// The strategy a plan's avoidance comes to on the running system: `automatic` is the layout
    /// guide where `keyboardLayoutGuide` exists (iOS 15), which follows undocked, floating and
    /// Stage Manager keyboards and an interactive dismissal by itself, and insets before.
    static func resolve(_ avoidance: FormKeyboardPlan.Avoidance) -> FormKeyboardPlan.Avoidance {
      guard avoidance == .automatic else { return avoidance }
      return FormUIKitSystem.hasKeyboardLayoutGuide ? .layoutGuide : .insets
    }

    /// Whether the inset container takes insets: with `insets`, and with `automatic` on the layout
    /// guide (for the sticky views over its bottom only).
    private var insetsContainer: Bool {
      effectiveAvoidance == .insets || (plan.avoidance == .automatic && isStarted)
    }

    /// Whether the keyboard's part counts in the insets (not when the layout guide moves the
    /// content's bottom above the keyboard).
    private var insetsForKeyboard: Bool { effectiveAvoidance == .insets }

    /// Applies a keyboard frame change (what the notification observer calls).
    public func keyboardWillChangeFrame(_ event: FormKeyboardEvent) {
      guard isStarted, effectiveAvoidance != .none else { return }
      keyboardFrame = event.endFrame
      apply(duration: event.duration, options: event.animationOptions)
    }

    /// Re-applies the last keyboard frame without animating when the layout changed under it
    /// (rotation, a resized window, a changed safe area, a sticky view that moved, appeared or
    /// hid): when the root view's size (with the keyboard up) or the inset it needs changed since
    /// the last time. Call it from `viewDidLayoutSubviews`; other layout passes cost a comparison
    /// and never move the content the user scrolled.
    public func layoutDidChange() {
      guard isStarted, effectiveAvoidance != .none, !isApplying else { return }
      let insetChanged =
        insetsContainer
        && insetContainer.map {
          !Self.movesForKeyboardItself($0) && abs(bottomInset(for: $0) - keyboardInset) > 0.01
        } ?? false
      let resized = keyboardFrame != nil && rootView?.bounds.size != appliedRootSize
      if insetChanged || resized {
        apply(duration: 0, options: 0)
        return
      }
      revealMovedInput()
    }

    /// Scrolls the input being edited (with its message) back into view, the least and without
    /// animating, when the layout moved it or changed its height inside its container since it was
    /// last placed: a message that appeared above it (the input the user left validates on end
    /// editing, or the app set a server's message) pushes it down after it was scrolled above the
    /// keyboard. Its place is judged in the container's content, which a scroll does not move, so
    /// content the user scrolled stays put, and a reveal leaves an input in view where it is.
    private func revealMovedInput() {
      guard let id = currentInputID(), lookUpInput(id)?.isFirstResponder == true,
        let placement = placement(of: id)
      else { return }
      defer { placed = (id, placement) }
      guard let placed, placed.id == id else { return }
      let moved =
        abs(placed.rect.minY - placement.minY) > 0.5
        || abs(placed.rect.maxY - placement.maxY) > 0.5
      guard moved else { return }
      // The reveal may lay out again (a message under the input): no second check from it.
      isApplying = true
      defer { isApplying = false }
      scroll(id, animated: false)
    }

    /// Where an input and its message shown under it (``revealTarget(of:)``), with the rest of
    /// its reveal region (``revealRegion(of:id:)``), are in its outermost scroll container's
    /// content (in the root view without one), a place a scroll does not change: a named node
    /// that appears or goes changes it too.
    private func placement(of id: String) -> CGRect? {
      guard let input = lookUpInput(id), input.window != nil, let inputPlan = plan.input(id)
      else { return nil }
      let target = revealRegion(of: input, id: id) ?? revealTarget(of: input, id: id)
      let outermost: UIView? =
        inputPlan.scrollContainers.compactMap(lookUpContainer).last ?? rootView
      return outermost.map { $0.convert(target, from: input) }
    }

    /// The rectangle revealed for an input, in its coordinates: its bounds, with its message under
    /// it while shown.
    private func revealTarget(of input: UIView, id: String) -> CGRect {
      guard let companion = lookUpCompanion(id), !companion.isHidden,
        companion.window === input.window
      else { return input.bounds }
      return input.bounds.union(input.convert(companion.bounds, from: companion))
    }

    /// The input's reveal region, in its coordinates: the revealed target (the input and its
    /// message) with the views of the nodes its plan's `reveals` names that are shown in its
    /// window, or `nil` when none is. A named node that is a table's row and has no view shown
    /// (the table has not realized its cell) takes the table's rectangle for the row while the
    /// row is shown: `rectForRow(at:)` "returns the drawing area for a row that an index path
    /// identifies" whether or not its cell exists
    /// (https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)).
    private func revealRegion(of input: UIView, id: String) -> CGRect? {
      guard let reveals = plan.input(id)?.reveals, !reveals.isEmpty else { return nil }
      var region: CGRect?
      for node in reveals {
        var found = false
        for view in lookUpRevealed(node)
        where view.window === input.window && view !== input && Self.isShown(view) {
          let rect = input.convert(view.bounds, from: view)
          region = region?.union(rect) ?? rect
          found = true
        }
        if !found, let row = lookUpRevealedRow(node), row.table.window === input.window,
          !row.rect.isEmpty
        {
          let rect = input.convert(row.rect, from: row.table)
          region = region?.union(rect) ?? rect
        }
      }
      return region.map { $0.union(revealTarget(of: input, id: id)) }
    }

    /// Records the input being edited and scrolls it into view.
    public func inputDidBeginEditing(id: String) {
      activeInputID = id
      guard isStarted, effectiveAvoidance != .none else { return }
      scrollActiveInput(animated: true)
    }

    /// Forgets the input being edited, if it is `id`.
    public func inputDidEndEditing(id: String) {
      if activeInputID == id { activeInputID = nil }
    }

    /// Re-scrolls after a growing text view changed height, keeping its caret in view.
    public func inputDidChangeHeight(id: String) {
      guard isStarted, effectiveAvoidance != .none, currentInputID() == id else { return }
      rootView?.layoutIfNeeded()
      scrollActiveInput(animated: true)
    }

    /// Scrolls an input into view through its containers now, without animating, whether or not it
    /// is being edited (before focusing an input whose row is off screen).
    public func reveal(id: String) {
      scroll(id, animated: false)
    }

    // MARK: - Applying

    private func apply(duration: TimeInterval, options: UInt) {
      appliedRootSize = rootView?.bounds.size
      guard duration > 0 else {
        applyChanges()
        return
      }
      UIView.animate(
        withDuration: duration, delay: 0,
        options: UIView.AnimationOptions(rawValue: options).union(.beginFromCurrentState),
        animations: { [self] in applyChanges() })
    }

    /// Sets the insets (or lays out against the layout guide) and scrolls the active input, inside
    /// the caller's animation.
    private func applyChanges() {
      isApplying = true
      defer { isApplying = false }
      // A docked or hidden keyboard: what was added for a floating one goes.
      if floatingKeyboard == nil { setFloatingKeyboardInset(.zero, on: nil) }
      switch effectiveAvoidance {
      case .insets, .automatic:
        updateInsets()
      case .layoutGuide:
        rootView?.layoutIfNeeded()
        if insetsContainer { updateInsets() }
      case .none:
        return
      }
      scrollActiveInput(animated: false)
    }

    /// Adds the keyboard's part to the inset container's bottom insets, on top of whatever the
    /// screen set itself (read live, so an inset it changed since `start()` is kept), unless UIKit
    /// moves that scroll view for the keyboard itself.
    private func updateInsets() {
      guard let container = insetContainer, !Self.movesForKeyboardItself(container) else { return }
      let inset = bottomInset(for: container)
      guard abs(inset - keyboardInset) > 0.01 else { return }
      let change = inset - keyboardInset
      keyboardInset = inset
      container.contentInset.bottom += change
      container.verticalScrollIndicatorInsets.bottom += change
    }

    /// Whether UIKit already moves a scroll view for the keyboard: the table of a
    /// `UITableViewController`, which "automatically resizes its table view to accommodate the
    /// appearance and disappearance of the onscreen keyboard" (Apple's documentation of
    /// UITableViewController). A second inset would double it (IQKeyboardManager disables itself
    /// there for the same reason).
    static func movesForKeyboardItself(_ scrollView: UIScrollView) -> Bool {
      scrollView is UITableView && scrollView.next is UITableViewController
    }

    /// The avoider's inset for the inset container: the covered part of its visible frame — the
    /// larger of what the docked keyboard covers and what each obstructing view shown over it
    /// covers — less the safe area when the scroll view adds that itself.
    private func bottomInset(for container: UIScrollView) -> CGFloat {
      guard let window = container.window else { return 0 }
      let screen = window.screen
      let scrollViewFrame = container.convert(container.bounds, to: screen.coordinateSpace)
      var overlap =
        (insetsForKeyboard ? keyboardFrame : nil).map {
          FormKeyboardGeometry.overlap(
            keyboardFrame: $0, viewFrame: scrollViewFrame, screenBounds: screen.bounds)
        } ?? 0
      for view in lookUpObstructions() where view.window === window && Self.isShown(view) {
        overlap = max(
          overlap,
          FormKeyboardGeometry.overlap(
            obstructionFrame: view.convert(view.bounds, to: screen.coordinateSpace),
            viewFrame: scrollViewFrame))
      }
      return FormKeyboardGeometry.bottomInset(
        overlap: overlap, safeAreaBottom: container.safeAreaInsets.bottom,
        adjustsForSafeArea: Self.addsBottomSafeArea(container))
    }

    /// Whether a view is drawn: neither it nor an ancestor is hidden or fully transparent.
    ///
    /// Apple: "A hidden view disappears from its window"; its subviews too ("also hides any
    /// subviews it has"), and `alpha` 0 makes a view invisible (UIView.isHidden, UIView.alpha).
    private static func isShown(_ view: UIView) -> Bool {
      var current: UIView? = view
      while let view = current {
        if view.isHidden || view.alpha < 0.01 { return false }
        current = view.superview
      }
      return true
    }

    /// Whether UIKit adds the bottom safe area to the scroll view's `adjustedContentInset`:
    /// `.always` does, `.never` does not; `.automatic` and `.scrollableAxes` depend on whether the
    /// content scrolls vertically (and, for `.automatic`, on the navigation or tab bar controller),
    /// so the scroll view is asked what it added.
    private static func addsBottomSafeArea(_ scrollView: UIScrollView) -> Bool {
      switch scrollView.contentInsetAdjustmentBehavior {
      case .always: return true
      case .never: return false
      default:
        return scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom > 0.01
      }
    }

    /// Whether the pinned view carries a bar: an input that no scroll container holds (a chat's
    /// composer), which only the pin can keep clear of the keyboard.
    public var pinsBar: Bool {
      plan.inputs.contains { $0.scrollContainers.isEmpty }
    }

    /// Pins the pinned view's bottom to the keyboard layout guide's top: `spacing` points above it
    /// with `layoutGuide`, on it with `automatic` (the spacing is kept by scrolling the focused
    /// input, and no strip shows above the home indicator while the keyboard is down).
    ///
    /// A form whose inputs all scroll leaves the guide's `followsUndockedKeyboard` `false`: Apple,
    /// "When the keyboard is off screen or undocked, the guide's topAnchor matches the
    /// bottomAnchor of safeAreaLayoutGuide" (UIKeyboardLayoutGuide.followsUndockedKeyboard), so
    /// the form keeps its full height under an undocked or floating keyboard, which the user
    /// moves, and the avoider scrolls the edited input clear of it. A pinned bar (``pinsBar``)
    /// cannot scroll, so there the avoider sets `followsUndockedKeyboard` and lets the guide
    /// track the pin (`UITrackingLayoutGuide`): active while the guide is away from the top edge,
    /// so the bar rides on an undocked or floating keyboard as on a docked one; near the top
    /// (a keyboard floated up there), the pinned view's bottom goes to the safe area's bottom
    /// instead, below the keyboard, where the guide would otherwise squeeze it (Apple, "Adjusting
    /// your layout with keyboard layout guide": "Tracking constraints only apply when
    /// followsUndockedKeyboard is true"; `setConstraints(_:activeWhenAwayFrom:)`,
    /// `setConstraints(_:activeWhenNearEdge:)`).
    private func pinToKeyboardLayoutGuide() {
      guard #available(iOS 15.0, *), let pinnedView, let rootView else { return }
      let guide = rootView.keyboardLayoutGuide
      // The screen follows the keyboard with this view already: nothing to add.
      if Self.bottomConstraints(of: pinnedView).contains(where: { $0.secondItem === guide }) {
        return
      }
      let constant = plan.avoidance == .automatic ? 0 : -CGFloat(plan.spacing)
      let screens = Self.conflictingBottomConstraints(of: pinnedView, guide: guide)
      guard !screens.isEmpty else {
        let pin = pinnedView.bottomAnchor.constraint(
          equalTo: guide.topAnchor, constant: constant)
        pin.identifier = "formc.keyboard.pin"
        pin.isActive = true
        pinConstraints = [pin]
        trackPin(pin, of: pinnedView, in: rootView)
        return
      }
      // Apple: "Two or more required constraints conflict, because they cannot all be true at the
      // same time" (Auto Layout Guide, Conflicting Constraints); a required priority cannot be
      // lowered on an installed constraint (NSLayoutConstraint.priority). So the screen's
      // constraint is deactivated, and a copy at `.defaultHigh` keeps its layout wherever the
      // keyboard leaves room.
      NSLayoutConstraint.deactivate(screens)
      replacedConstraints = screens
      var pins: [NSLayoutConstraint] = screens.compactMap { constraint in
        guard let first = constraint.firstItem else { return nil }
        let copy = NSLayoutConstraint(
          item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation,
          toItem: constraint.secondItem, attribute: constraint.secondAttribute,
          multiplier: constraint.multiplier, constant: constraint.constant)
        copy.priority = .defaultHigh
        copy.identifier = "formc.keyboard.screenBottom"
        return copy
      }
      let pin = pinnedView.bottomAnchor.constraint(
        lessThanOrEqualTo: guide.topAnchor, constant: constant)
      pin.identifier = "formc.keyboard.pin"
      pins.append(pin)
      NSLayoutConstraint.activate(pins)
      pinConstraints = pins
      trackPin(pin, of: pinnedView, in: rootView)
    }

    /// For a pinned bar (``pinsBar``), makes the keyboard layout guide follow undocked keyboards
    /// and track the pin: active away from the top edge, and, near it, a pin of the same relation
    /// to the safe area's bottom. The screen's own tracked constraints stay tracked.
    @available(iOS 15.0, *)
    private func trackPin(_ pin: NSLayoutConstraint, of pinnedView: UIView, in rootView: UIView) {
      guard pinsBar else { return }
      let guide = rootView.keyboardLayoutGuide
      let nearTop: NSLayoutConstraint
      switch pin.relation {
      case .lessThanOrEqual:
        nearTop = pinnedView.bottomAnchor.constraint(
          lessThanOrEqualTo: rootView.safeAreaLayoutGuide.bottomAnchor, constant: pin.constant)
      default:
        nearTop = pinnedView.bottomAnchor.constraint(
          equalTo: rootView.safeAreaLayoutGuide.bottomAnchor, constant: pin.constant)
      }
      nearTop.identifier = "formc.keyboard.pinNearTop"
      guideFollowedUndockedKeyboard = guide.followsUndockedKeyboard
      guide.followsUndockedKeyboard = true
      guide.setConstraints(
        guide.constraints(activeWhenAwayFrom: .top) + [pin], activeWhenAwayFrom: .top)
      guide.setConstraints(
        guide.constraints(activeWhenNearEdge: .top) + [nearTop], activeWhenNearEdge: .top)
      trackedPins = (pin, nearTop)
    }

    /// Stops the guide tracking the avoider's pins (the screen's own stay tracked), deactivates
    /// them and gives the guide back its `followsUndockedKeyboard`.
    private func untrackPins() {
      defer {
        trackedPins = nil
        guideFollowedUndockedKeyboard = nil
      }
      guard #available(iOS 15.0, *), let (away, nearTop) = trackedPins, let rootView else {
        return
      }
      let guide = rootView.keyboardLayoutGuide
      guide.setConstraints(
        guide.constraints(activeWhenAwayFrom: .top).filter { $0 !== away },
        activeWhenAwayFrom: .top)
      guide.setConstraints(
        guide.constraints(activeWhenNearEdge: .top).filter { $0 !== nearTop },
        activeWhenNearEdge: .top)
      NSLayoutConstraint.deactivate([away, nearTop])
      if let guideFollowedUndockedKeyboard {
        guide.followsUndockedKeyboard = guideFollowedUndockedKeyboard
      }
    }

    /// The active constraints on a view's bottom installed on it or its ancestors (where Auto
    /// Layout installs a constraint: "the view that is the closest common ancestor of the items",
    /// NSLayoutConstraint.isActive), with the view as first item (a reversed one is turned
    /// round by the caller's test).
    private static func bottomConstraints(of view: UIView) -> [NSLayoutConstraint] {
      var found: [NSLayoutConstraint] = []
      var current: UIView? = view
      while let holder = current {
        for constraint in holder.constraints
        where constraint.isActive && constraint.firstItem === view
          && constraint.firstAttribute == .bottom
        {
          found.append(constraint)
        }
        current = holder.superview
      }
      return found
    }

    /// The screen's required equalities between a view's bottom and the bottom of an ancestor or
    /// of a layout guide an ancestor owns (its superview's bottom, the safe area's bottom),
    /// either way round: each would conflict with the pin while the keyboard is up.
    private static func conflictingBottomConstraints(of view: UIView, guide: UILayoutGuide)
      -> [NSLayoutConstraint]
    {
      func isAncestorEdge(_ item: AnyObject?) -> Bool {
        if let other = item as? UIView { return other !== view && view.isDescendant(of: other) }
        if let layoutGuide = item as? UILayoutGuide, layoutGuide !== guide,
          let owner = layoutGuide.owningView
        {
          return view.isDescendant(of: owner) && owner !== view
        }
        return false
      }
      var found: [NSLayoutConstraint] = []
      var current: UIView? = view.superview
      while let holder = current {
        for constraint in holder.constraints
        where constraint.isActive && constraint.priority == .required
          && constraint.relation == .equal && constraint.multiplier == 1
          && constraint.firstAttribute == .bottom && constraint.secondAttribute == .bottom
        {
          let forward = constraint.firstItem === view && isAncestorEdge(constraint.secondItem)
          let reversed = constraint.secondItem === view && isAncestorEdge(constraint.firstItem)
          if forward || reversed { found.append(constraint) }
        }
        current = holder.superview
      }
      return found
    }

    // MARK: - Scrolling

    /// The input being edited: the one recorded, else the first responder among the inputs.
    private func currentInputID() -> String? {
      if let activeInputID { return activeInputID }
      return plan.inputs.first { lookUpInput($0.id)?.isFirstResponder == true }?.id
    }

    /// Scrolls the active input (or, in a growing text view, its caret) into view through its
    /// containers, innermost first: each container reveals the rectangle in its own coordinates,
    /// and the next one sees where it will be once the inner one has scrolled.
    private func scrollActiveInput(animated: Bool) {
      // An input that already resigned (its row is being scrolled away to reveal another one, and
      // the keyboard is going) is not scrolled back.
      guard let id = currentInputID(), lookUpInput(id)?.isFirstResponder == true else { return }
      scroll(id, animated: animated)
    }

    /// Scrolls an input (or, in a growing text view, its caret) into view through its containers.
    private func scroll(_ id: String, animated: Bool) {
      guard let input = lookUpInput(id), input.window != nil, let inputPlan = plan.input(id)
      else { return }
      let containers = inputPlan.scrollContainers.compactMap(lookUpContainer)
      // The input's message, shown under it, comes into view with it, and so do the nodes its
      // `reveal` names while they show.
      if let companion = lookUpCompanion(id), !companion.isHidden, companion.window === input.window
      {
        // A message that just appeared is placed by the next layout pass: run it first.
        rootView?.layoutIfNeeded()
      } else if !inputPlan.reveals.isEmpty {
        // So is a named node that just appeared.
        rootView?.layoutIfNeeded()
      }
      let target = revealTarget(of: input, id: id)
      defer { placed = placement(of: id).map { (id, $0) } }
      // The reveal region whole when it fits, else the input alone, with its message and a
      // growing text view's caret
      // (``FormScrollViewport/offset(revealing:region:caret:spacing:)``).
      let offsets = FormScrollChain.reveal(
        target, region: revealRegion(of: input, id: id),
        caret: inputPlan.grows ? Self.caretRect(of: input) : nil,
        spacing: CGFloat(plan.spacing), through: containers,
        viewport: { FormScrollViewport(scrollView: $0) },
        convert: { rect, container, previous in
          container.convert(rect, from: previous.map { $0 as UIView } ?? input)
        },
        setOffset: { container, offset in
          if animated {
            container.setContentOffset(offset, animated: true)
          } else {
            container.contentOffset = offset
          }
        })
      if effectiveAvoidance != .none, let container = containers.last {
        clearFloatingKeyboard(
          target, of: input, in: container, after: offsets.last ?? nil, animated: animated)
      }
    }

    // MARK: - Floating keyboards

    /// The keyboard's frame while it floats (undocked, split or floating), in screen coordinates.
    private var floatingKeyboard: CGRect? {
      guard let keyboardFrame, let screen = rootView?.window?.screen else { return nil }
      return FormKeyboardGeometry.floatingKeyboardFrame(keyboardFrame, screenBounds: screen.bounds)
    }

    /// Scrolls the outermost container the least that puts the target clear of a floating
    /// keyboard (``FormKeyboardGeometry/scrollClearing(floatingKeyboard:target:visibleTop:spacing:)``),
    /// with the insets that scroll needs beyond the container's own range (and no more: an inset
    /// added before that the offset no longer needs goes). `planned` is the offset the reveal
    /// just gave the container, which an animated scroll reaches only later: the target is
    /// judged where it will be then.
    private func clearFloatingKeyboard(
      _ target: CGRect, of input: UIView, in container: UIScrollView, after planned: CGPoint?,
      animated: Bool
    ) {
      guard let keyboard = floatingKeyboard, let window = container.window else { return }
      let space = window.screen.coordinateSpace
      let start = planned?.y ?? container.contentOffset.y
      // The container's range without what was added for a floating keyboard before.
      let added = container === floatingContainer ? floatingKeyboardInset : .zero
      let minOffset = -(container.adjustedContentInset.top - added.top)
      let maxOffset =
        container.contentSize.height - container.bounds.height
        + container.adjustedContentInset.bottom - added.bottom
      // The scroll is judged from the start brought into that range: an offset left beyond it
      // (scrolled above a docked keyboard whose part of the layout or inset is gone now that it
      // undocked) is no scroll the floating keyboard needs, and holding it with an inset would
      // leave the docked keyboard's room under the content.
      let base = min(max(start, minOffset), max(maxOffset, minOffset))
      let rect = input.convert(target, to: space)
        .offsetBy(dx: 0, dy: container.contentOffset.y - base)
      let containerFrame = container.convert(container.bounds, to: space)
      let delta = FormKeyboardGeometry.scrollClearing(
        floatingKeyboard: keyboard, target: rect,
        visibleTop: containerFrame.minY + container.adjustedContentInset.top,
        spacing: CGFloat(plan.spacing))
      let offset = base + delta
      var needed = UIEdgeInsets.zero
      needed.top = max(0, minOffset - offset)
      needed.bottom = max(0, offset - max(maxOffset, minOffset))
      setFloatingKeyboardInset(needed, on: container)
      guard abs(offset - start) > 0.01 else { return }
      let point = CGPoint(x: planned?.x ?? container.contentOffset.x, y: offset)
      if animated {
        container.setContentOffset(point, animated: true)
      } else {
        container.contentOffset = point
      }
    }

    /// Sets the insets added for a floating keyboard to `inset` on `container`, taking back what
    /// was added before (on the same container or another).
    private func setFloatingKeyboardInset(_ inset: UIEdgeInsets, on container: UIScrollView?) {
      if let old = floatingContainer, old !== container || inset == .zero {
        old.contentInset.top -= floatingKeyboardInset.top
        old.contentInset.bottom -= floatingKeyboardInset.bottom
        old.verticalScrollIndicatorInsets.top -= floatingKeyboardInset.top
        old.verticalScrollIndicatorInsets.bottom -= floatingKeyboardInset.bottom
        floatingKeyboardInset = .zero
        floatingContainer = nil
      }
      guard let container, inset != .zero else { return }
      let top = inset.top - floatingKeyboardInset.top
      let bottom = inset.bottom - floatingKeyboardInset.bottom
      container.contentInset.top += top
      container.contentInset.bottom += bottom
      container.verticalScrollIndicatorInsets.top += top
      container.verticalScrollIndicatorInsets.bottom += bottom
      floatingKeyboardInset = inset
      floatingContainer = container
    }

    /// The caret's rectangle in a text view's coordinates, if it has a selection.
    private static func caretRect(of input: UIView) -> CGRect? {
      guard let textView = input as? UITextView, let range = textView.selectedTextRange else {
        return nil
      }
      let caret = textView.caretRect(for: range.end)
      return caret.isNull || caret.isInfinite ? nil : caret
    }

    private static func dismissMode(_ mode: FormKeyboardPlan.DismissMode)
      -> UIScrollView.KeyboardDismissMode
    {
      switch mode {
      case .interactive: return .interactive
      case .onDrag: return .onDrag
      // A tap ends editing (the controller's `FormTapDismissal`); scrolling does not.
      case .onTap, .none: return .none
      }
    }
  }
#endif
