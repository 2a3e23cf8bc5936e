import FormSpec

/// How a form's generated code keeps the focused input above the keyboard.
///
/// A plain value: the generator writes it as a literal of the runtime's type, and `formc plan`
/// prints it for review.
public struct KeyboardPlan: Sendable, Codable, Hashable {
  /// `automatic` (the layout guide from iOS 15, insets before), `insets`, `layoutGuide` or
  /// `none`: the spec's, with `automatic` resolved to `insets` for a form that scrolls in a table.
  public var avoidance: KeyboardAvoidance
  /// The scroll container's `keyboardDismissMode`: `interactive`, `onDrag` or `none`.
  public var dismissMode: KeyboardDismissMode
  /// What happens to the keyboard after a submit (`keyboard.afterSubmit`).
  public var afterSubmit: AfterSubmit
  /// Points kept between the focused input and the keyboard's top.
  public var spacing: Double
  /// With `insets` and `automatic`, the id of the scroll view or table whose bottom inset follows
  /// the keyboard (with `automatic` on iOS 13–14) or sticky views (with `automatic` on iOS 15+).
  public var insetContainer: String?
  /// With `layoutGuide` and `automatic`, the id of the container whose bottom is pinned to the keyboard layout
  /// guide: the form's `content`.
  public var pinnedContainer: String?
  /// Per input, in focus order.
  public var inputs: [Input]
  /// The height of the sticky footer the spec declares (`keyboard.stickyFooter`), if any: a view
  /// pinned over the bottom of the scroll container, riding on the keyboard.
  public var stickyFooter: Double?

  /// The plan for one input.
  public struct Input: Sendable, Codable, Hashable {
    /// The input's id.
    public var id: String
    /// The scroll views and tables to scroll, innermost first.
    public var scrollContainers: [String]
    /// Whether the input grows while editing (text views).
    public var grows: Bool
    /// Minimum and maximum lines of a growing text view.
    public var lines: ResolvedInput.Lines?
    /// What the generated code observes for this input, sorted.
    public var observes: [String]
    /// The nodes brought into view with the input while it is focused and they are shown
    /// (`reveal`), in the order the spec names them; `nil` when it names none. The reveal
    /// region is the input, its message and these nodes, when it fits above the keyboard.
    public var reveals: [String]?
  }
}
