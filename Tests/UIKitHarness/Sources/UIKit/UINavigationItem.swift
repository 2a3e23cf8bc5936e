/// `UINavigationItem`: the items a navigation bar shows while its view controller is on top
/// (https://developer.apple.com/documentation/uikit/uinavigationitem).
///
/// Apple: "each view controller that you push onto the navigation stack must have a
/// UINavigationItem object that contains the buttons and views you want to display in the
/// navigation bar." Model: the items are recorded; the double draws no bar (a test taps an item
/// with `UIBarButtonItem.simulateTap()`).
@MainActor
open class UINavigationItem: NSObject {
  /// Creates a navigation item with a title
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)).
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates a navigation item from an archive (the double reads no archives;
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(coder:)).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The title shown while the item is on top
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/title).
  open var title: String?

  /// The items on the leading side, "displayed left-to-right in the same order as they appear in
  /// the array" (Apple; https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems).
  open var leftBarButtonItems: [UIBarButtonItem]?

  /// The items on the trailing side: Apple: "the first item in the array is the rightmost item and
  /// other items are added to the left of the previous item."
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems)
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The first leading item: Apple: "always refer[s] to the first bar button item in the
  /// leftBarButtonItems array" (https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem).
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = Self.replacingFirst(leftBarButtonItems, with: newValue) }
  }

  /// The first trailing item (the rightmost): Apple: "always refer[s] to the first bar button item
  /// in the rightBarButtonItems array" (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = Self.replacingFirst(rightBarButtonItems, with: newValue) }
  }

  /// Sets the leading items (model: at once, animated or not;
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/setleftbarbuttonitems(_:animated:)).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items (model: at once, animated or not;
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/setrightbarbuttonitems(_:animated:)).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Whether the leading items stand beside the back button instead of replacing it (recorded;
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton).
  open var leftItemsSupplementBackButton: Bool = false

  /// Apple: "Assigning a new value to this property replaces the first item in the … array with
  /// the new value. Setting this property to nil removes the first item in the array. If the bar
  /// button item is already in the array, it is moved from its current location to the front of
  /// the array."
  private static func replacingFirst(_ items: [UIBarButtonItem]?, with item: UIBarButtonItem?)
    -> [UIBarButtonItem]?
  {
    var items = items ?? []
    guard let item else {
      if !items.isEmpty { items.removeFirst() }
      return items
    }
    if let index = items.firstIndex(where: { $0 === item }) {
      items.remove(at: index)
      items.insert(item, at: 0)
    } else if items.isEmpty {
      items = [item]
    } else {
      items[0] = item
    }
    return items
  }
}
