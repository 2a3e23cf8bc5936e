/// `UIControl`.
///
/// `sendActions(for:)` runs the `UIAction`s added for any of the events, in the order they were
/// added. Target-action pairs (`addTarget(_:action:for:)`) are recorded but never performed: Linux
/// has no Objective-C runtime to send a selector (see the header of `UIKit.swift`).
/// https://developer.apple.com/documentation/uikit/uicontrol (iOS 2.0+)
@MainActor
open class UIControl: UIView {
  /// `UIControl.Event`, with Apple's raw values.
  /// https://developer.apple.com/documentation/uikit/uicontrol/event (iOS 2.0+)
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    /// (iOS 2.0+; the raw value it wraps)
    public let rawValue: UInt
    /// Creates events from raw bits.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:) (iOS 2.0+)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown (iOS 2.0+)
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat (iOS 2.0+)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside (iOS 2.0+)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragoutside (iOS 2.0+)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the bounds.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter (iOS 2.0+)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the bounds.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit (iOS 2.0+)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tap ended inside.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside (iOS 2.0+)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch ended outside.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside (iOS 2.0+)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel (iOS 2.0+)
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged (iOS 2.0+)
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    /// (iOS 9.0+)
    @available(iOS 9.0, *) public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was triggered.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/menuactiontriggered
    /// (iOS 14.0+)
    @available(iOS 14.0, *) public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began (a text field became first responder).
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin (iOS 2.0+)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The user changed a text field's text.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged (iOS 2.0+)
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended (a text field resigned).
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend (iOS 2.0+)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing in a text field.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
    /// (iOS 2.0+)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/alltouchevents (iOS 2.0+)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing events.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/alleditingevents (iOS 2.0+)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events for the app's own use.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/applicationreserved
    /// (iOS 2.0+)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events for the system's use.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/systemreserved (iOS 2.0+)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// All events.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/allevents (iOS 2.0+)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// `UIControl.State`, with Apple's raw values.
  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct (iOS 2.0+)
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
    /// (iOS 2.0+; the raw value it wraps)
    public let rawValue: UInt
    /// Creates a state from raw bits.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
    /// (iOS 2.0+)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Normal (no bits).
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    /// (iOS 2.0+)
    public static let normal = State([])
    /// Highlighted.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
    /// (iOS 2.0+)
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
    /// (iOS 2.0+)
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
    /// (iOS 2.0+)
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused
    /// (iOS 9.0+)
    @available(iOS 9.0, *) public static let focused = State(rawValue: 1 << 3)
    /// States for the app's own use.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/application
    /// (iOS 2.0+)
    public static let application = State(rawValue: 0x00FF_0000)
    /// States for the system's use.
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/reserved
    /// (iOS 2.0+)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// A target-action pair, recorded and never performed (not Apple API).
  /// double only: a recorded target-action pair (`simulatedTargetActions`); UIKit keeps its pairs private.
  public struct SimulatedTargetAction {
    /// The target (held weakly).
    /// double only: see `SimulatedTargetAction`.
    public weak var target: AnyObject?
    /// The action's selector.
    /// double only: see `SimulatedTargetAction`.
    public var action: Selector
    /// The events.
    /// double only: see `SimulatedTargetAction`.
    public var events: Event
  }

  /// Creates a control with a frame.
  /// https://developer.apple.com/documentation/uikit/uicontrol/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uicontrol/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control with a frame and an action for `.primaryActionTriggered`.
  ///
  /// Apple: "Creates a new control with the specified frame, registers the primary action event,
  /// and sets the title and image to the action's title and image." (init(frame:primaryAction:))
  /// https://developer.apple.com/documentation/uikit/uicontrol/init(frame:primaryaction:)
  /// (iOS 14.0+)
  @available(iOS 14.0, *)
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  private var actionsStorage: [(action: UIAction, events: Event)] = []

  /// The target-action pairs added (not Apple API): the double never performs them.
  /// double only: the recorded target-action pairs (UIKit's `allTargets` and `actions(forTarget:forControlEvent:)` are not modelled).
  public private(set) var simulatedTargetActions: [SimulatedTargetAction] = []

  /// Whether the control is enabled: a disabled control ignores taps (the tap driver).
  ///
  /// Apple: "If the enabled state is false, the control ignores touch events and subclasses may
  /// draw differently." (UIControl.isEnabled)
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled (iOS 2.0+)
  open var isEnabled: Bool = true
  /// Whether the control is selected.
  /// https://developer.apple.com/documentation/uikit/uicontrol/isselected (iOS 2.0+)
  open var isSelected: Bool = false
  /// Whether the control is highlighted.
  /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted (iOS 2.0+)
  open var isHighlighted: Bool = false

  /// The state: `.disabled`, `.selected` and `.highlighted` as the flags say.
  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property (iOS 2.0+)
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Adds an action for events. An action with the identifier of one already added replaces it.
  ///
  /// Apple: "UIActions are uniqued based on their identifier, and subsequent actions with the same
  /// identifier replace previously added actions. You may add multiple UIActions for corresponding
  /// controlEvents, and you may add the same action to multiple controlEvents."
  /// (addAction(_:for:))
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14.0+)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actionsStorage.firstIndex(where: {
      $0.action.identifier == action.identifier && $0.events == controlEvents
    }) {
      actionsStorage[index] = (action, controlEvents)
    } else {
      actionsStorage.append((action, controlEvents))
    }
  }

  /// Removes an action for events (the events are removed from it; it stays for the others).
  /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:) (iOS 14.0+)
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action with an identifier for events.
  /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
  /// (iOS 14.0+)
  @available(iOS 14.0, *)
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    actionsStorage = actionsStorage.compactMap { entry in
      guard entry.action.identifier == actionIdentifier else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (entry.action, remaining)
    }
  }

  /// The events the control has actions or targets for.
  /// https://developer.apple.com/documentation/uikit/uicontrol/allcontrolevents (iOS 2.0+)
  open var allControlEvents: Event {
    var events = Event()
    for entry in actionsStorage { events.formUnion(entry.events) }
    for entry in simulatedTargetActions { events.formUnion(entry.events) }
    return events
  }

  /// Records a target-action pair; the double never performs it (no Objective-C runtime).
  ///
  /// Apple: "Associates a target object and action method with the control."
  /// (addTarget(_:action:for:))
  /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:) (iOS 2.0+)
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    simulatedTargetActions.append(
      SimulatedTargetAction(
        target: target.map { $0 as AnyObject }, action: action, events: controlEvents))
  }

  /// Removes recorded target-action pairs (`nil` target or action: all of them for the events).
  /// https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)
  /// (iOS 2.0+)
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    let object = target.map { $0 as AnyObject }
    simulatedTargetActions = simulatedTargetActions.compactMap { entry in
      guard object == nil || entry.target === object, action == nil || entry.action == action
      else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty
        ? nil
        : SimulatedTargetAction(
          target: entry.target, action: entry.action, events: remaining)
    }
  }

  /// Runs the actions added for any of the events, oldest first, with the control as their
  /// `sender` (target-action pairs are not performed).
  ///
  /// Apple: "UIControl implements this method to dispatch all target-action pairs and UIAction
  /// objects registered for the specified events." (sendActions(for:))
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:) (iOS 2.0+)
  open func sendActions(for controlEvents: UIControl.Event) {
    let matching = actionsStorage.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in matching { entry.action.performDouble(sender: self) }
  }

  /// Runs an action with the control as its sender.
  ///
  /// Apple: "Calls the specified action." (sendAction(_:))
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:) (iOS 14.0+)
  @available(iOS 14.0, *)
  open func sendAction(_ action: UIAction) {
    action.performDouble(sender: self)
  }

  /// A single-tap recognizer of another view (an ancestor's) does not recognize a tap on a
  /// button or a switch: the control handles the tap and calls its action.
  ///
  /// Apple: "Gesture recognizers attached to your views don't impact the ability of UIKit controls
  /// to handle events. Events occurring within the bounds of a control are handled by the control
  /// first, giving the control a chance to call its action method. Specifically, UIKit controls
  /// call their action method in the following situations: A single finger single tap occurs on a
  /// UIButton, UISwitch, UIStepper, UISegmentedControl, or UIPageControl object." "To handle any of
  /// the preceding gestures before the control calls its action method, install your gesture
  /// recognizer on the control itself."
  /// https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls
  /// Model: through this method (how UIKit does it is not documented). A text field is not in
  /// Apple's list: an ancestor's tap recognizer can take its tap.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if gestureRecognizer.view !== self, gestureRecognizer.recognizesSingleTapDouble,
      self is UIButton || self is UISwitch
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Controls are accessibility elements.
  ///
  /// Apple: "The default value for this property is false unless the receiver is a standard UIKit
  /// control, in which case the value is true." (isAccessibilityElement)
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  /// (iOS 3.0+)
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementDouble ?? true }
    set { accessibilityElementDouble = newValue }
  }

  private var accessibilityElementDouble: Bool?
}
