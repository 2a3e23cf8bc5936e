/// `UIActivityIndicatorView`: a view that shows that a task is in progress.
///
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview (iOS 2.0+, not tvOS
/// in this double's scope)
///
/// The double models what a form's pending app check needs: `startAnimating()` and
/// `stopAnimating()` set `isAnimating`, and with `hidesWhenStopped` (the default) a stopped
/// indicator is hidden. Apple: "You control when an activity indicator animates by calling the
/// startAnimating() and stopAnimating() methods. To automatically hide the activity indicator
/// when animation stops, set the hidesWhenStopped property to true."
@MainActor
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`: the visual style of the indicator.
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style
  public enum Style: Int, Sendable {
    /// The default style.
    ///
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style/medium
    /// (iOS 13.0+)
    @available(iOS 13.0, *)
    case medium = 100
    /// The large style.
    ///
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style/large
    /// (iOS 13.0+)
    @available(iOS 13.0, *)
    case large = 101
  }

  /// The indicator's style.
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
  /// (iOS 2.0+)
  open var style: Style

  /// Whether the indicator hides while it is stopped; `true` by default.
  ///
  /// Apple: "If the value of this property is true (the default), the receiver sets its isHidden
  /// property (UIView) to true when receiver is not animating."
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  /// (iOS 2.0+)
  open var hidesWhenStopped: Bool = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// Whether the indicator is animating.
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  /// (iOS 2.0+)
  open private(set) var isAnimating: Bool = false

  /// Creates an indicator of a style.
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  /// (iOS 2.0+)
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// Creates an indicator with a frame (the medium style).
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(frame:)
  /// (iOS 2.0+)
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates an indicator from an archive (the double reads no archives).
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
  /// (iOS 2.0+)
  public required init(coder: NSCoder) {
    style = .medium
    super.init(frame: .zero)
  }

  /// Starts the animation; the indicator shows.
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  /// (iOS 2.0+)
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the animation; with `hidesWhenStopped` the indicator hides.
  ///
  /// Apple: "When the progress indicator is stopped, it is hidden, unless hidesWhenStopped is
  /// false."
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  /// (iOS 2.0+)
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
