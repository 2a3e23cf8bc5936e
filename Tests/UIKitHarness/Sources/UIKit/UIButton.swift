/// `UIButton`: a control with a title per state, which a tap activates (`.touchUpInside`, then
/// `.primaryActionTriggered`; see the tap driver).
/// https://developer.apple.com/documentation/uikit/uibutton (iOS 2.0+)
@MainActor
open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum (iOS 2.0+)
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom = 0
    /// The system style.
    @available(iOS 7.0, *) case system
    /// A detail disclosure button.
    case detailDisclosure
    /// A light info button.
    case infoLight
    /// A dark info button.
    case infoDark
    /// An add button.
    case contactAdd
    /// A close button.
    @available(iOS 13.0, *) case close = 7

    /// A rounded rectangle: `system` since iOS 7.
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/roundedrect
    /// (iOS 2.0+)
    public static var roundedRect: ButtonType { .system }
  }

  private let buttonTypeStorage: ButtonType
  private var titlesDouble: [UInt: String] = [:]
  private var imagesDouble: [UInt: UIImage] = [:]
  private let titleLabelStorage = UILabel()

  /// Creates a custom button with a frame.
  /// https://developer.apple.com/documentation/uikit/uibutton/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    buttonTypeStorage = .custom
    super.init(frame: frame)
    addSubview(titleLabelStorage)
  }

  /// Creates a custom button from an archive (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uibutton/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    buttonTypeStorage = .custom
    super.init(coder: coder)
    addSubview(titleLabelStorage)
  }

  init(typeDouble: ButtonType) {
    buttonTypeStorage = typeDouble
    super.init(frame: .zero)
    addSubview(titleLabelStorage)
  }

  /// Creates a button of a type.
  ///
  /// Apple: "Creates and returns a new button of the specified type." (init(type:))
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:) (iOS 2.0+)
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(typeDouble: buttonType)
  }

  /// Creates a button of a type whose primary action is an action (its title becomes the
  /// button's title).
  ///
  /// Apple: "Creates a new button of the specified type, registers the primary action event, and
  /// sets the title and image to the action's title and image." (init(type:primaryAction:))
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) (iOS 14.0+)
  @available(iOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(typeDouble: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  /// The button's type.
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property (iOS 2.0+)
  open var buttonType: ButtonType { buttonTypeStorage }

  /// Sets the title shown in a state.
  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:) (iOS 2.0+)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titlesDouble[state.rawValue] = title
    titleLabelStorage.text = shownTitleDouble
  }

  /// The configuration for the button's appearance (here: its title); setting it shows its title.
  ///
  /// Apple, UIButton.configuration: "Setting a configuration opts the button into a
  /// configuration system based on UIButton.Configuration. … You can combine most other methods
  /// and properties of UIButton with a configuration."
  /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb)
  @available(iOS 15.0, tvOS 15.0, *)
  public var configuration: UIButton.Configuration? {
    get { configurationDouble as? UIButton.Configuration }
    set {
      configurationDouble = newValue
      titleLabelStorage.text = shownTitleDouble
    }
  }
  /// The configuration (a stored property cannot carry the type's availability).
  private var configurationDouble: Any?

  /// The title the button's label shows: a title set for the state (`setTitle(_:for:)`, which a
  /// configuration is combined with), else the configuration's title.
  private var shownTitleDouble: String? {
    if let currentTitle { return currentTitle }
    guard #available(iOS 15.0, tvOS 15.0, *) else { return nil }
    return configuration?.title
  }

  /// The title of a state, else the normal state's.
  ///
  /// Apple: "If a title has not been set for the specific state, this method returns the title
  /// associated with the normal state." (title(for:))
  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:) (iOS 2.0+)
  open func title(for state: UIControl.State) -> String? {
    titlesDouble[state.rawValue] ?? titlesDouble[UIControl.State.normal.rawValue]
  }

  /// Sets the image shown in a state.
  /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:) (iOS 2.0+)
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    imagesDouble[state.rawValue] = image
  }

  /// The image of a state, else the normal state's.
  /// https://developer.apple.com/documentation/uikit/uibutton/image(for:) (iOS 2.0+)
  open func image(for state: UIControl.State) -> UIImage? {
    imagesDouble[state.rawValue] ?? imagesDouble[UIControl.State.normal.rawValue]
  }

  /// The title shown now (for the current state).
  /// https://developer.apple.com/documentation/uikit/uibutton/currenttitle (iOS 2.0+)
  open var currentTitle: String? { title(for: state) }

  /// The label that shows the title.
  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel (iOS 3.0+)
  open var titleLabel: UILabel? { titleLabelStorage }

  /// The accessibility label: the one set, else the title shown (the current title, or the
  /// configuration's).
  ///
  /// Apple, accessibilityLabel: "By default, standard UIKit controls and views have labels that
  /// derive from their titles."
  /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel)
  open override var accessibilityLabel: String? {
    get { accessibilityLabelDouble ?? shownTitleDouble }
    set { accessibilityLabelDouble = newValue }
  }
  private var accessibilityLabelDouble: String?

  /// The title's size plus 7 points above and below (approximation of a system button's height,
  /// about 34 points for a 17-point title).
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize (iOS 6.0+)
  open override var intrinsicContentSize: CGSize {
    titleLabelStorage.text = shownTitleDouble
    let title = titleLabelStorage.intrinsicContentSize
    return CGSize(width: title.width, height: max(title.height, 20.29) + 14)
  }
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton {
  /// `UIButton.Configuration`: "A configuration that specifies the appearance and behavior of a
  /// button and its contents" (here: its title).
  /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct)
  /// Apple's page declares it `struct Configuration`, with no isolation attribute: unlike the
  /// button's `configuration` property (`@MainActor @preconcurrency`), the value itself is not
  /// main-actor isolated, so none is declared here.
  public struct Configuration: Hashable {
    /// "The text of the title label the button displays."
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title)
    public var title: String?

    /// "Creates a configuration for a button with a transparent background."
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain())
    public static func plain() -> UIButton.Configuration { Configuration() }

    /// Creates a configuration for a button with a background filled with the button's tint
    /// color.
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled())
    public static func filled() -> UIButton.Configuration { Configuration() }
  }
}
