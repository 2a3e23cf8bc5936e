// Constraints and anchors. The double has no Auto Layout engine: constraints are installed and
// removed as UIKit documents, and `UIView.layoutIfNeeded()` applies the few kinds listed there
// (`applyDouble()` below).

/// `UILayoutPriority`.
/// https://developer.apple.com/documentation/uikit/uilayoutpriority (iOS 6.0+)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, from 1 to 1000.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
  /// (iOS 6.0+; the raw value it wraps)
  public var rawValue: Float
  /// Creates a priority.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:) (iOS 6.0+)
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:) (iOS 6.0+)
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Required (1000).
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required (iOS 6.0+)
  public static let required = UILayoutPriority(1000)
  /// Default high (750): a button's content compression resistance.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh (iOS 6.0+)
  public static let defaultHigh = UILayoutPriority(750)
  /// Default low (250): a button's content hugging.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow (iOS 6.0+)
  public static let defaultLow = UILayoutPriority(250)
  /// Fitting size (50).
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel (iOS 6.0+)
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// Drag that can resize the scene (510).
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcanresizescene
  /// (Mac Catalyst 13.0+, no iOS version)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// Scene size stays put (500).
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/scenesizestayput
  /// (Mac Catalyst 13.0+, no iOS version)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// Drag that cannot resize the scene (490).
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcannotresizescene
  /// (Mac Catalyst 13.0+, no iOS version)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Orders priorities by value.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority (its Comparable conformance)
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// `NSLayoutConstraint`.
///
/// Activating a constraint installs it on the closest common ancestor of its items (a layout
/// guide counts as its owning view); removing a view from its superview removes the constraints
/// installed outside it that refer to it or its subviews.
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint (iOS 6.0+)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// `NSLayoutConstraint.Attribute`.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute (iOS 6.0+)
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The last baseline.
    case lastBaseline
    /// The first baseline.
    case firstBaseline
    /// The left margin.
    case leftMargin
    /// The right margin.
    case rightMargin
    /// The top margin.
    case topMargin
    /// The bottom margin.
    case bottomMargin
    /// The leading margin.
    case leadingMargin
    /// The trailing margin.
    case trailingMargin
    /// The horizontal center within the margins.
    case centerXWithinMargins
    /// The vertical center within the margins.
    case centerYWithinMargins
    /// No attribute (a constant).
    case notAnAttribute = 0
  }

  /// `NSLayoutConstraint.Relation`.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.enum
  /// (iOS 6.0+)
  public enum Relation: Int, Sendable {
    /// At most.
    case lessThanOrEqual = -1
    /// Equal.
    case equal = 0
    /// At least.
    case greaterThanOrEqual = 1
  }

  /// `NSLayoutConstraint.Axis`.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis (iOS 6.0+)
  public enum Axis: Int, Sendable {
    /// Horizontal.
    case horizontal = 0
    /// Vertical.
    case vertical = 1
  }

  private weak var firstItemStorage: AnyObject?
  private weak var secondItemStorage: AnyObject?

  /// Creates a constraint `item1.attribute1 (relation) item2.attribute2 × multiplier + constant`.
  ///
  /// Apple: "Creates a constraint that defines the relationship between the specified attributes
  /// of the given views." (NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:
  /// multiplier:constant:))
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
  /// (iOS 6.0+)
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attribute: attr1, relation: relation,
      second: view2.map { $0 as AnyObject }, attribute: attr2, multiplier: multiplier,
      constant: c)
  }

  init(
    first: AnyObject, attribute firstAttribute: Attribute, relation: Relation, second: AnyObject?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItemStorage = first
    firstAttributeStorage = firstAttribute
    relationStorage = relation
    secondItemStorage = second
    secondAttributeStorage = secondAttribute
    multiplierStorage = multiplier
    self.constant = constant
    super.init()
  }

  private let firstAttributeStorage: Attribute
  private let secondAttributeStorage: Attribute
  private let relationStorage: Relation
  private let multiplierStorage: CGFloat

  /// The first item (a view or a layout guide).
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem (iOS 6.0+)
  open var firstItem: AnyObject? { firstItemStorage }
  /// The second item, or `nil` for a constant.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem (iOS 6.0+)
  open var secondItem: AnyObject? { secondItemStorage }
  /// The first item's attribute.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute (iOS 6.0+)
  open var firstAttribute: Attribute { firstAttributeStorage }
  /// The second item's attribute (`notAnAttribute` for a constant).
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute (iOS 6.0+)
  open var secondAttribute: Attribute { secondAttributeStorage }
  /// The relation.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
  /// (iOS 6.0+)
  open var relation: Relation { relationStorage }
  /// The multiplier.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier (iOS 6.0+)
  open var multiplier: CGFloat { multiplierStorage }
  /// The constant; changing it takes effect at the next layout.
  ///
  /// Apple: "Unlike the other properties, the constant can be modified after constraint creation."
  /// (NSLayoutConstraint.constant)
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant (iOS 6.0+)
  open var constant: CGFloat
  /// A name for debugging.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier (iOS 7.0+)
  open var identifier: String?

  /// The priority (`required` by default). Changing a constraint installed on a view from required
  /// to optional, or back, is recorded as an exception (`UIKitDouble.raisedExceptions`) and
  /// ignored.
  ///
  /// Apple: "Priorities may not change from nonrequired to required, or from required to
  /// nonrequired. An exception will be thrown if a priority of required in macOS or
  /// UILayoutPriorityRequired in iOS is changed to a lower priority, or if a lower priority is
  /// changed to a required priority after the constraints is added to a view."
  /// (NSLayoutConstraint.priority)
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority (iOS 6.0+)
  open var priority: UILayoutPriority = .required {
    didSet {
      guard installedOnDouble != nil,
        (oldValue == .required) != (priority == .required)
      else { return }
      UIKitDouble.raise(
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is "
          + "not supported")
      priority = oldValue
    }
  }

  /// Whether the constraint is active: setting it installs the constraint on the closest common
  /// ancestor of its items, or removes it. With no common ancestor, UIKit raises an exception: the
  /// double records it (`UIKitDouble.raisedExceptions`) and leaves the constraint inactive.
  ///
  /// Apple: "Activating or deactivating the constraint calls addConstraint(_:) and
  /// removeConstraint(_:) on the view that is the closest common ancestor of the items managed by
  /// this constraint." (NSLayoutConstraint.isActive)
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive (iOS 8.0+)
  open var isActive: Bool {
    get { installedOnDouble != nil }
    set {
      guard newValue != isActive else { return }
      guard newValue else {
        uninstallDouble()
        return
      }
      guard let ancestor = commonAncestorDouble() else {
        UIKitDouble.raise(
          "Unable to activate constraint with anchors \(firstAttribute) and \(secondAttribute) "
            + "because they have no common ancestor")
        return
      }
      installDouble(on: ancestor)
    }
  }

  /// Activates constraints.
  ///
  /// Apple: "This convenience method provides an easy way to activate a set of constraints with one
  /// call. The effect of this method is the same as setting the isActive property of each
  /// constraint to true." (NSLayoutConstraint.activate(_:))
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:) (iOS 8.0+)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates constraints.
  ///
  /// Apple: "The effect of this method is the same as setting the isActive property of each
  /// constraint to false." (NSLayoutConstraint.deactivate(_:))
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:) (iOS 8.0+)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  // MARK: - The double's hooks

  /// The view the constraint is installed on.
  private(set) weak var installedOnDouble: UIView?

  /// The view an item stands for: itself, or a layout guide's owning view.
  private static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  private func commonAncestorDouble() -> UIView? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = Self.view(of: secondItem) else { return nil }
    var candidate: UIView? = first
    while let view = candidate {
      if second.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// Installs the constraint on a view (`UIView.addConstraint(_:)`): the view must be one of its
  /// items' views or an ancestor of them, else UIKit raises an exception (recorded, not installed).
  ///
  /// Apple: "The constraint may only reference the view itself or its subviews."
  /// (UIView.addConstraint(_:))
  func installDouble(on view: UIView) {
    let items: [AnyObject] = [firstItem, secondItem].compactMap { $0 }
    guard items.allSatisfy({ Self.view(of: $0)?.isDescendant(of: view) == true }) else {
      UIKitDouble.raise("The view hierarchy is not prepared for the constraint")
      return
    }
    if installedOnDouble === view { return }
    uninstallDouble()
    installedOnDouble = view
    view.appendInstalledDouble(self)
  }

  /// Removes the constraint from the view it is installed on.
  func uninstallDouble() {
    installedOnDouble?.removeInstalledDouble(self)
    installedOnDouble = nil
  }

  /// Whether an item of the constraint is in a subtree (a view in it, or a guide a view in it
  /// owns).
  func refersDouble(to subtree: UIView) -> Bool {
    [firstItem, secondItem].contains { item in
      Self.view(of: item)?.isDescendant(of: subtree) == true
    }
  }

  /// Applies the constraint to the frames, if it is a kind the double resolves (see
  /// `UIView.layoutIfNeeded()`): a view's width or height against a constant (equal, at most, at
  /// least; keeping the view's origin), and a view's bottom equal to (at most, at least) another
  /// item's top or bottom plus the constant, keeping the view's top and changing its height. A
  /// constraint written the other way round (`guide.top == view.bottom + c`) is applied as
  /// `view.bottom == guide.top - c`. Model: the multiplier must be 1; others are not applied.
  func applyDouble() {
    guard let view = firstItem as? UIView else {
      applyReversedDouble()
      return
    }
    switch (firstAttribute, secondItem) {
    case (.width, nil), (.height, nil):
      var frame = view.frame
      let current = firstAttribute == .width ? frame.width : frame.height
      let target = Self.resolve(current, relation, constant)
      if firstAttribute == .width {
        frame.size.width = max(0, target)
      } else {
        frame.size.height = max(0, target)
      }
      if frame != view.frame { view.frame = frame }
    case (.bottom, let other?):
      guard multiplier == 1, secondAttribute == .top || secondAttribute == .bottom,
        let edge = Self.edge(secondAttribute, of: other, in: view.superview)
      else { return }
      noteRequiredBottomDouble(of: view, relation, edge + constant)
      Self.setBottom(of: view, to: Self.resolve(view.frame.maxY, relation, edge + constant))
    default:
      return
    }
  }

  private func applyReversedDouble() {
    guard multiplier == 1, secondAttribute == .bottom, let view = secondItem as? UIView,
      let first = firstItem, firstAttribute == .top || firstAttribute == .bottom,
      let edge = Self.edge(firstAttribute, of: first, in: view.superview)
    else { return }
    // first.edge (relation) view.bottom + c  ⇔  view.bottom (reversed relation) first.edge - c
    let reversed: Relation =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .greaterThanOrEqual
      case .greaterThanOrEqual: .lessThanOrEqual
      }
    noteRequiredBottomDouble(of: view, reversed, edge - constant)
    Self.setBottom(of: view, to: Self.resolve(view.frame.maxY, reversed, edge - constant))
  }

  /// The required bottoms applied in the current layout pass, by view (see
  /// `UIView.layoutIfNeeded()`, which clears them).
  static var requiredBottomsDouble: [ObjectIdentifier: [(Relation, CGFloat, String)]] = [:]

  /// Records a required constraint on a view's bottom and logs a conflict
  /// (`UIKitDouble.unsatisfiableConstraints`) with a required one applied before it that cannot
  /// hold at the same time: two equalities to different places, or an equality outside a bound.
  /// Model: the later one wins, as the double applies constraints in order.
  private func noteRequiredBottomDouble(of view: UIView, _ relation: Relation, _ target: CGFloat) {
    guard priority == .required else { return }
    let key = ObjectIdentifier(view)
    let mine = "\(type(of: view)).bottom \(relation) \(target)"
    for (other, value, description) in Self.requiredBottomsDouble[key] ?? [] {
      let conflicts =
        switch (other, relation) {
        case (.equal, .equal): abs(value - target) > 0.5
        case (.equal, .lessThanOrEqual): value > target + 0.5
        case (.equal, .greaterThanOrEqual): value < target - 0.5
        case (.lessThanOrEqual, .equal): target > value + 0.5
        case (.greaterThanOrEqual, .equal): target < value - 0.5
        default: false
        }
      if conflicts { UIKitDouble.logUnsatisfiable(description) }
    }
    Self.requiredBottomsDouble[key, default: []].append((relation, target, mine))
  }

  private static func resolve(_ current: CGFloat, _ relation: Relation, _ target: CGFloat)
    -> CGFloat
  {
    switch relation {
    case .equal: target
    case .lessThanOrEqual: min(current, target)
    case .greaterThanOrEqual: max(current, target)
    }
  }

  private static func setBottom(of view: UIView, to bottom: CGFloat) {
    var frame = view.frame
    frame.size.height = max(0, bottom - frame.minY)
    if frame != view.frame { view.frame = frame }
  }

  /// An item's top or bottom edge in a view's coordinates (`nil`: the window's).
  private static func edge(_ attribute: Attribute, of item: AnyObject, in space: UIView?)
    -> CGFloat?
  {
    let rect: CGRect
    if let view = item as? UIView {
      guard let parent = view.superview else {
        rect = space.map { $0.convert(view.bounds, from: view) } ?? view.frame
        return attribute == .top ? rect.minY : rect.maxY
      }
      rect =
        space.map { $0.convert(view.frame, from: parent) } ?? parent.convert(view.frame, to: nil)
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      rect =
        space.map { $0.convert(guide.layoutFrame, from: owner) }
        ?? owner.convert(guide.layoutFrame, to: nil)
    } else {
      return nil
    }
    return attribute == .top ? rect.minY : rect.maxY
  }
}

/// `NSLayoutAnchor`: makes constraints between attributes of the same kind.
/// https://developer.apple.com/documentation/uikit/nslayoutanchor (iOS 9.0+)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  private weak var itemDouble: AnyObject?
  private let attributeDouble: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    itemDouble = item
    attributeDouble = attribute
    super.init()
  }

  func makeConstraintDouble(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: itemDouble ?? NSObject(), attribute: attributeDouble, relation: relation,
      second: anchor?.itemDouble, attribute: anchor?.attributeDouble ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// A constraint `self == anchor` (inactive).
  ///
  /// Apple: "Returns a constraint that defines one item's attribute as equal to another." The
  /// anchor methods return inactive constraints: "you must activate it" (NSLayoutAnchor).
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:) (iOS 9.0+)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraintDouble(.equal, anchor, constant: 0)
  }

  /// A constraint `self >= anchor` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
  /// (iOS 9.0+)
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraintDouble(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self <= anchor` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
  /// (iOS 9.0+)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraintDouble(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self == anchor + c` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  /// (iOS 9.0+)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraintDouble(.equal, anchor, constant: c)
  }

  /// A constraint `self >= anchor + c` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
  /// (iOS 9.0+)
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraintDouble(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint `self <= anchor + c` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
  /// (iOS 9.0+)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraintDouble(.lessThanOrEqual, anchor, constant: c)
  }
}

/// `NSLayoutXAxisAnchor`: a horizontal edge or center.
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor (iOS 9.0+)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: a vertical edge or center.
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor (iOS 9.0+)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: a width or height.
/// https://developer.apple.com/documentation/uikit/nslayoutdimension (iOS 9.0+)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c` (inactive).
  ///
  /// Apple: "Returns a constraint that defines a constant size for the anchor's size attribute."
  /// (NSLayoutDimension.constraint(equalToConstant:))
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  /// (iOS 9.0+)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraintDouble(.equal, nil, constant: c)
  }

  /// A constraint `self >= c` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  /// (iOS 9.0+)
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraintDouble(.greaterThanOrEqual, nil, constant: c)
  }

  /// A constraint `self <= c` (inactive).
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
  /// (iOS 9.0+)
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraintDouble(.lessThanOrEqual, nil, constant: c)
  }

  /// A constraint `self == anchor × m` (inactive; recorded, not applied by the double).
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
  /// (iOS 9.0+)
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraintDouble(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self == anchor × m + c` (inactive; recorded, not applied by the double).
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
  /// (iOS 9.0+)
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    makeConstraintDouble(.equal, anchor, multiplier: m, constant: c)
  }
}
