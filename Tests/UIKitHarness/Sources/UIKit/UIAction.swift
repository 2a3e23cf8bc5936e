/// `UIMenuElement`: the base of actions and menus.
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Disabled.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// `UIMenuElement.State`.
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
  open var title: String { titleStorage }
  /// The image.
  open var image: UIImage? { imageStorage }
}

/// `UIMenu`: a titled group of menu elements (declared as far as bar button items need it).
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {
  /// The elements.
  public let children: [UIMenuElement]

  /// Creates a menu.
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
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction` (iOS 13; controls and bar button items run it from iOS 14): a title, an image and a
/// handler.
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// `UIAction.Identifier`.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
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
  open var identifier: UIAction.Identifier { identifierStorage }
  /// The discoverability title (recorded).
  open var discoverabilityTitle: String?
  /// The attributes (recorded; `.disabled` does not stop a control from running the action).
  open var attributes: UIMenuElement.Attributes = []
  /// The state (recorded).
  open var state: UIMenuElement.State = .off

  /// The object that sent the action, while its handler runs (the control, or the bar button
  /// item); `nil` otherwise.
  ///
  /// Apple: "When the action is triggered, this property references the object that sent the
  /// action, such as a UIControl." (UIAction.sender)
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
