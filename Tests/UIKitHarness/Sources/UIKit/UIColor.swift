/// `UIColor`: RGBA components (recorded; the double draws nothing).
/// https://developer.apple.com/documentation/uikit/uicolor (iOS 2.0+)
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components, 0 to 1 (dynamic system colors: their light
  /// appearance).
  /// double only: the components the double records (Apple reads them with getRed(_:green:blue:alpha:)).
  public let simulatedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a color from RGBA components.
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) (iOS 2.0+)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    simulatedComponents = (red, green, blue, alpha)
    super.init()
  }

  /// Creates a gray from a white level and alpha.
  /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:) (iOS 2.0+)
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same color with another alpha.
  /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:) (iOS 2.0+)
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let (red, green, blue, _) = simulatedComponents
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether two colors have the same components.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  /// (NSObject's, overridden)
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    let (a, b) = (simulatedComponents, other.simulatedComponents)
    return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
  }

  /// A hash of the components.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  /// (NSObject's, overridden)
  open override var hash: Int {
    var hasher = Hasher()
    let (red, green, blue, alpha) = simulatedComponents
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// Black.
  /// https://developer.apple.com/documentation/uikit/uicolor/black (iOS 2.0+)
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  /// https://developer.apple.com/documentation/uikit/uicolor/white (iOS 2.0+)
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Gray.
  /// https://developer.apple.com/documentation/uikit/uicolor/gray (iOS 2.0+)
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Clear.
  /// https://developer.apple.com/documentation/uikit/uicolor/clear (iOS 2.0+)
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Red.
  /// https://developer.apple.com/documentation/uikit/uicolor/red (iOS 2.0+)
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// The system red (light appearance).
  /// https://developer.apple.com/documentation/uikit/uicolor/systemred (iOS 7.0+)
  @available(iOS 7.0, *)
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  /// The system blue (light appearance).
  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue (iOS 7.0+)
  @available(iOS 7.0, *)
  open class var systemBlue: UIColor {
    UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  }
  /// The primary label color (light appearance).
  /// https://developer.apple.com/documentation/uikit/uicolor/label (iOS 13.0+)
  @available(iOS 13.0, *)
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  /// The secondary label color (light appearance).
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel (iOS 13.0+)
  @available(iOS 13.0, *)
  open class var secondaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  }
  /// The placeholder text color (light appearance).
  /// https://developer.apple.com/documentation/uikit/uicolor/placeholdertext (iOS 13.0+)
  @available(iOS 13.0, *)
  open class var placeholderText: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  }
  /// The system background color (light appearance).
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13.0+)
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}
