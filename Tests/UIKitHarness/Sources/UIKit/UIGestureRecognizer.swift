/// `UIGestureRecognizerDelegate` (`@objc optional` requirements: defaults in an extension on
/// Linux).
///
/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate (iOS 3.2+)
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asks whether the recognizer may leave the possible state (recognize); `false` makes it fail.
  ///
  /// Apple: "Asks the delegate if a gesture recognizer should begin interpreting touches."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  /// (iOS 3.2+)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asks whether the recognizer receives a touch at all.
  ///
  /// Apple: "Ask the delegate if a gesture recognizer should receive an object representing a
  /// touch."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-3p3nf
  /// (iOS 3.2+)
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Allows recognition (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  /// (iOS 3.2+)
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Receives every touch (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-3p3nf
  /// (iOS 3.2+)
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

/// `UITouch`: one finger on the screen. The double creates them for its tap driver
/// (`UIView.simulateTap()`) only.
///
/// https://developer.apple.com/documentation/uikit/uitouch (iOS 2.0+)
@MainActor
open class UITouch: NSObject {
  /// The view the touch was hit-tested to.
  ///
  /// https://developer.apple.com/documentation/uikit/uitouch/view (iOS 2.0+)
  open private(set) var view: UIView?

  /// The window of the touch's view.
  ///
  /// https://developer.apple.com/documentation/uikit/uitouch/window (iOS 2.0+)
  open var window: UIWindow? { view?.window }

  private let locationInWindowDouble: CGPoint

  init(view: UIView, locationInWindow: CGPoint) {
    self.view = view
    locationInWindowDouble = locationInWindow
    super.init()
  }

  /// The touch's location in a view's coordinates (`nil`: the window's).
  ///
  /// https://developer.apple.com/documentation/uikit/uitouch/location(in:) (iOS 2.0+)
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let window else { return locationInWindowDouble }
    return view.convert(locationInWindowDouble, from: window)
  }
}

/// `UIGestureRecognizer`: the base class of the concrete recognizers.
///
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer (iOS 3.2+)
///
/// The double models what a form's tap outside its inputs needs: a recognizer attached to a view
/// receives the touches hit-tested to that view and its subviews; its delegate may refuse a touch
/// or the recognition; a control's own tap wins over a tap recognizer of an ancestor; a recognized
/// gesture cancels the touch in the view unless `cancelsTouchesInView` is `false`. Target-action
/// pairs are recorded and never performed (no Objective-C runtime; see `UIKit.swift`): a test reads
/// `simulatedRecognitionCount`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// `UIGestureRecognizer.State`.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  /// (iOS 3.2+)
  public enum State: Int, Sendable {
    /// Not recognized yet (the default).
    case possible = 0
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (a discrete gesture was recognized).
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The gesture failed.
    case failed

    /// A discrete gesture was recognized (the same as `ended`).
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized
    /// (iOS 3.2+)
    public static var recognized: State { .ended }
  }

  /// Creates a recognizer with a target and action (recorded, never performed).
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  /// (iOS 3.2+)
  public init(target: Any?, action: Selector?) {
    if let action { targetActionsDouble.append((target.map { $0 as AnyObject }, action)) }
    super.init()
  }

  /// Creates a recognizer with no target.
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init() (iOS 3.2+)
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  private var targetActionsDouble: [(target: AnyObject?, action: Selector)] = []

  /// Adds a target and action (recorded, never performed).
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  /// (iOS 3.2+)
  open func addTarget(_ target: Any, action: Selector) {
    targetActionsDouble.append((target as AnyObject, action))
  }

  /// The delegate (held weakly).
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate (iOS 3.2+)
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the recognizer is enabled: a disabled one receives no touches.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled (iOS 3.2+)
  open var isEnabled: Bool = true

  /// The view the recognizer is attached to.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view (iOS 3.2+)
  open internal(set) weak var view: UIView?

  /// The state: `possible` until the tap driver recognizes (`ended`) or fails it (`failed`); the
  /// double goes back to `possible` at the next touch.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  /// (iOS 3.2+)
  open internal(set) var state: State = .possible

  /// Whether a recognized gesture's touches are taken from the view: `true` by default.
  ///
  /// Apple: "When this property is true (the default) and the gesture recognizer recognizes its
  /// gesture, the touches of that gesture that are pending aren't delivered to the view and
  /// previously delivered touches are canceled through a touchesCancelled(_:with:) message sent to
  /// the view. If a gesture recognizer doesn't recognize its gesture or if the value of this
  /// property is false, the view receives all touches in the multi-touch sequence."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  /// (iOS 3.2+)
  open var cancelsTouchesInView: Bool = true

  /// How many times the recognizer recognized its gesture (not Apple API): what its target-action
  /// pairs would have been sent.
  /// double only: the recognitions the target-action pairs were not sent.
  public internal(set) var simulatedRecognitionCount = 0

  /// Where the last touch was, in a view's coordinates (`nil`: the window's).
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:) (iOS 3.2+)
  open func location(in view: UIView?) -> CGPoint {
    lastTouchDouble?.location(in: view) ?? .zero
  }

  var lastTouchDouble: UITouch?

  /// Whether the recognizer would recognize a single tap of one finger (the double's only
  /// gesture).
  var recognizesSingleTapDouble: Bool { false }
}

/// `UITapGestureRecognizer`: recognizes taps (by default one tap of one finger).
///
/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer (iOS 3.2+)
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps required: 1 by default.
  ///
  /// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
  /// (iOS 3.2+)
  open var numberOfTapsRequired: Int = 1

  /// The fingers required: 1 by default.
  ///
  /// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
  /// (iOS 3.2+)
  open var numberOfTouchesRequired: Int = 1

  override var recognizesSingleTapDouble: Bool {
    numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
  }
}

extension UIView {
  /// Attaches a recognizer: it receives the touches hit-tested to this view and its subviews.
  ///
  /// Apple: "Attaching a gesture recognizer to a view defines the scope of the represented
  /// gesture, causing it to receive touches hit-tested to that view and all of its subviews. The
  /// view establishes a strong reference to the gesture recognizer."
  /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) (iOS 3.2+)
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    gestureRecognizersDouble.append(gestureRecognizer)
  }

  /// Detaches a recognizer.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  /// (iOS 3.2+)
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizersDouble.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// The recognizers attached to the view (`nil` when none).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers (iOS 3.2+)
  public var gestureRecognizers: [UIGestureRecognizer]? {
    gestureRecognizersDouble.isEmpty ? nil : gestureRecognizersDouble
  }

  /// Runs the single-tap recognizers over a tap at this view, innermost view first (the view's
  /// own, then its ancestors'), and returns whether the view still gets the tap: `false` when a
  /// recognizer recognized it with `cancelsTouchesInView` (its touch was cancelled in the view).
  ///
  /// A recognizer receives the touch when it is enabled and its delegate's
  /// `gestureRecognizer(_:shouldReceive:)` agrees; it then recognizes unless this view's
  /// `gestureRecognizerShouldBegin(_:)` or the delegate's refuses (it fails). Model: one
  /// recognizer recognizes a touch (UIKit's default when recognizers do not recognize
  /// simultaneously); multiple taps, several fingers and other gestures are not modelled.
  func runTapRecognizersDouble(location: CGPoint) -> Bool {
    let touch = UITouch(view: self, locationInWindow: location)
    var view: UIView? = self
    while let current = view {
      for recognizer in current.gestureRecognizersDouble
      where recognizer.isEnabled && recognizer.recognizesSingleTapDouble {
        recognizer.lastTouchDouble = touch
        recognizer.state = .possible
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        else { continue }
        guard gestureRecognizerShouldBegin(recognizer),
          recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        else {
          recognizer.state = .failed
          continue
        }
        recognizer.state = .ended
        recognizer.simulatedRecognitionCount += 1
        return !recognizer.cancelsTouchesInView
      }
      view = current.superview
    }
    return true
  }
}
