/// `UIColor`: RGBA components (recorded; the double draws nothing).
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components, 0 to 1 (dynamic system colors: their light
  /// appearance).
  public let simulatedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a color from RGBA components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    simulatedComponents = (red, green, blue, alpha)
    super.init()
  }

  /// Creates a gray from a white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same color with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let (red, green, blue, _) = simulatedComponents
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether two colors have the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    let (a, b) = (simulatedComponents, other.simulatedComponents)
    return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    let (red, green, blue, alpha) = simulatedComponents
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Gray.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Clear.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// The system red (light appearance).
  @available(iOS 7.0, *)
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  /// The system blue (light appearance).
  @available(iOS 7.0, *)
  open class var systemBlue: UIColor {
    UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  }
  /// The primary label color (light appearance).
  @available(iOS 13.0, *)
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  /// The secondary label color (light appearance).
  @available(iOS 13.0, *)
  open class var secondaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  }
  /// The placeholder text color (light appearance).
  @available(iOS 13.0, *)
  open class var placeholderText: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  }
  /// The system background color (light appearance).
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}
