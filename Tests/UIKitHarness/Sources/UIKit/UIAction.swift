/// `UIMenuElement`: the base of actions and menus.
/// https://developer.apple.com/documentation/uikit/uimenuelement (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  /// `UIMenuElement.Attributes`.
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes (iOS 13.0+)
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
    /// (iOS 13.0+)
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
    /// (iOS 13.0+)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Disabled.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
    /// (iOS 13.0+)
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Destructive.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
    /// (iOS 13.0+)
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Hidden.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden (iOS 13.0+)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// `UIMenuElement.State`.
  /// https://developer.apple.com/documentation/uikit/uimenuelement/state (iOS 13.0+)
  public enum State: Int, Sendable {
    /// Off.
    case off
    /// On.
    case on
    /// Mixed.
    case mixed
  }

  private let titleStorage: String
  private let imageStorage: UIImage?

  init(title: String, image: UIImage?) {
    titleStorage = title
    imageStorage = image
    super.init()
  }

  /// The title.
  /// https://developer.apple.com/documentation/uikit/uimenuelement/title (iOS 13.0+)
  open var title: String { titleStorage }
  /// The image.
  /// https://developer.apple.com/documentation/uikit/uimenuelement/image (iOS 13.0+)
  open var image: UIImage? { imageStorage }
}

/// `UIMenu`: a titled group of menu elements (declared as far as bar button items need it).
/// https://developer.apple.com/documentation/uikit/uimenu (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {
  /// The elements.
  /// https://developer.apple.com/documentation/uikit/uimenu/children (iOS 13.0+)
  public let children: [UIMenuElement]

  /// Creates a menu.
  /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
  /// (iOS 13.0+)
  public convenience init(
    title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []
  ) {
    self.init(title: title, image: image, childrenDouble: children)
  }

  init(title: String, image: UIImage?, childrenDouble: [UIMenuElement]) {
    children = childrenDouble
    super.init(title: title, image: image)
  }
}

/// `UIActionHandler`.
/// https://developer.apple.com/documentation/uikit/uiactionhandler (iOS 13.0+)
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction` (iOS 13; controls and bar button items run it from iOS 14): a title, an image and a
/// handler.
/// https://developer.apple.com/documentation/uikit/uiaction (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// `UIAction.Identifier`.
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct (iOS 13.0+)
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
    /// (iOS 13.0+)
    public var rawValue: String
    /// Creates an identifier.
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
    /// (iOS 13.0+)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(_:)
    /// (iOS 13.0+)
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  private let handlerDouble: UIActionHandler
  private let identifierStorage: Identifier
  private var senderStorage: Any?

  /// Creates an action. Without an identifier the action gets a unique one.
  ///
  /// Apple: "identifier: The action's unique identifier. Pass nil to use an automatically
  /// generated identifier." (UIAction.init(title:image:identifier:discoverabilityTitle:
  /// attributes:state:handler:))
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// (iOS 13.0+)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
      handlerDouble: handler)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }

  init(
    title: String, image: UIImage?, identifier: Identifier, handlerDouble: @escaping UIActionHandler
  ) {
    self.handlerDouble = handlerDouble
    identifierStorage = identifier
    super.init(title: title, image: image)
  }

  /// The action's identifier.
  ///
  /// Apple: "The unique identifier for the action." (UIAction.identifier)
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property (iOS 13.0+)
  open var identifier: UIAction.Identifier { identifierStorage }
  /// The discoverability title (recorded).
  /// https://developer.apple.com/documentation/uikit/uiaction/discoverabilitytitle (iOS 13.0+)
  open var discoverabilityTitle: String?
  /// The attributes (recorded; `.disabled` does not stop a control from running the action).
  /// https://developer.apple.com/documentation/uikit/uiaction/attributes (iOS 13.0+)
  open var attributes: UIMenuElement.Attributes = []
  /// The state (recorded).
  /// https://developer.apple.com/documentation/uikit/uiaction/state (iOS 13.0+)
  open var state: UIMenuElement.State = .off

  /// The object that sent the action, while its handler runs (the control, or the bar button
  /// item); `nil` otherwise.
  ///
  /// Apple: "When the action is triggered, this property references the object that sent the
  /// action, such as a UIControl." (UIAction.sender)
  /// https://developer.apple.com/documentation/uikit/uiaction/sender (iOS 14.0+)
  @available(iOS 14.0, *)
  open var sender: Any? { senderStorage }

  /// Runs the handler with the action, `sender` set meanwhile.
  func performDouble(sender: Any?) {
    let previous = senderStorage
    senderStorage = sender
    handlerDouble(self)
    senderStorage = previous
  }
}
