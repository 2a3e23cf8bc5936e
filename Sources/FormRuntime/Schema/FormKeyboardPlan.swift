/// How a form keeps the focused input above the keyboard; formc writes one as a literal into the
/// generated `…Form+Keyboard.swift`.
public struct FormKeyboardPlan: Sendable, Hashable {
  /// The avoidance strategy.
  public enum Avoidance: String, Sendable, Hashable, CaseIterable {
    /// The default: `layoutGuide` on iOS 15 and later, `insets` on iOS 13–14, resolved by the
    /// system the app runs on (`FormKeyboardAvoider.effectiveAvoidance`).
    case automatic
    /// Adjust the bottom content inset of the inset container.
    case insets
    /// Pin the content's bottom to `keyboardLayoutGuide` (iOS 15+).
    case layoutGuide
    /// The screen handles the keyboard.
    case none
  }

  /// The scroll container's `keyboardDismissMode`.
  public enum DismissMode: String, Sendable, Hashable, CaseIterable {
    /// Drag the keyboard down with the content.
    case interactive
    /// Dismiss as soon as the content is dragged.
    case onDrag
    /// Dismiss when the user taps outside the inputs; scrolling does not dismiss.
    case onTap
    /// Never dismiss by scrolling.
    case none
  }

  /// The plan for one input.
  public struct Input: Sendable, Hashable {
    /// The input's id (its `Field` raw value).
    public var id: String
    /// Ids of the scroll views and tables that hold it, innermost first.
    public var scrollContainers: [String]
    /// Whether it grows while editing (text views).
    public var grows: Bool
    /// The fewest lines of a growing text view.
    public var minLines: Int?
    /// The most lines of a growing text view before it scrolls inside itself.
    public var maxLines: Int?
    /// The ids of the nodes brought into view with the input while it is focused and they are
    /// shown (the spec's `reveal`: a CAPTCHA picture above its field), in the spec's order; empty
    /// when it names none. The input's reveal region is the input, its message while it shows,
    /// and these nodes while they show; when the region does not fit above the keyboard, the
    /// input (and a growing text view's caret) is revealed alone.
    public var reveals: [String]

    /// Creates an input plan.
    public init(
      id: String, scrollContainers: [String], grows: Bool = false, minLines: Int? = nil,
      maxLines: Int? = nil, reveals: [String] = []
    ) {
      self.id = id
      self.scrollContainers = scrollContainers
      self.grows = grows
      self.minLines = minLines
      self.maxLines = maxLines
      self.reveals = reveals
    }
  }

  /// The avoidance strategy.
  public var avoidance: Avoidance
  /// The dismiss mode of the scroll containers.
  public var dismissMode: DismissMode
  /// Points kept between the focused input and the keyboard's top.
  public var spacing: Double
  /// With `insets` and `automatic`, the id of the scroll view whose bottom inset follows the
  /// keyboard (insets) or the sticky views over it (`automatic` on iOS 15 and later).
  public var insetContainer: String?
  /// With `layoutGuide` and `automatic`, the id of the container (the form's `content`) whose
  /// bottom is pinned to the keyboard layout guide.
  public var pinnedContainer: String?
  /// Per input, in focus order.
  public var inputs: [Input]
  /// The tables, as the spec lays them out (empty when the form has none).
  public var tables: [FormTableLayout]
  /// The ids of the screen's other scroll views and tables: those that hold no input and are not
  /// the inset container (a chat's transcript). The dismiss mode applies to them too.
  public var otherScrollViews: [String]

  /// Creates a plan.
  public init(
    avoidance: Avoidance, dismissMode: DismissMode, spacing: Double, insetContainer: String?,
    pinnedContainer: String? = nil, inputs: [Input], tables: [FormTableLayout] = [],
    otherScrollViews: [String] = []
  ) {
    self.avoidance = avoidance
    self.dismissMode = dismissMode
    self.spacing = spacing
    self.insetContainer = insetContainer
    self.pinnedContainer = pinnedContainer
    self.inputs = inputs
    self.tables = tables
    self.otherScrollViews = otherScrollViews
  }

  /// The plan for an input, by id.
  public func input(_ id: String) -> Input? {
    inputs.first { $0.id == id }
  }

  /// The layout of a table, by id.
  public func table(_ id: String) -> FormTableLayout? {
    tables.first { $0.id == id }
  }
}
