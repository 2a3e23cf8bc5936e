import FormRuntime
import Foundation

/// What focusing one input on one scenario showed.
public struct FocusOutcome: Sendable, Hashable {
  /// Where the hidden part is.
  public enum Edge: String, Sendable, Hashable, Codable {
    /// Under the keyboard.
    case keyboard
    /// Below the visible area (the bottom safe area, or a container's bottom).
    case bottom
    /// Under the navigation bar.
    case navigationBar
    /// Above the visible area (a container's top).
    case top
    /// Past the left edge.
    case leading
    /// Past the right edge.
    case trailing
  }

  /// The input's id.
  public var input: String
  /// The input's layout index.
  public var node: Int
  /// The scenario.
  public var scenario: Scenario
  /// A text view's shown lines.
  public var lines: Int?
  /// Whether the text view has grown to its most lines.
  public var grown: Bool
  /// The input's frame after scrolling, in root-view coordinates.
  public var inputFrame: CGRect
  /// The part that must be visible: the input (or its caret line) plus `keyboard.spacing` below,
  /// with the title stacked above it (``title``) and its error message (``errorLine``) when
  /// they are checked with it.
  public var requiredFrame: CGRect
  /// The visible area in root-view coordinates.
  public var visibleArea: CGRect
  /// The keyboard's top in root-view coordinates, when it covers the view.
  public var keyboardTop: CGFloat?
  /// Points of ``requiredFrame`` outside ``visibleArea`` (0 when the input is visible).
  public var hidden: CGFloat
  /// Where the hidden part is, when something is hidden.
  public var edge: Edge?
  /// The layout the outcome was measured on.
  public var layout: EstimatedLayout
  /// The containers' content offsets.
  public var offsets: [Int: CGPoint]
  /// The keyboard insets set on containers.
  public var keyboardInsets: [Int: CGFloat]
  /// The screen the outcome was measured on (the view's frame, the keyboard, the bars).
  public var geometry: ScreenGeometry
  /// The visibility state, described (`nil` when the form has one state).
  public var state: String?

  /// Whether the input is visible.
  public var passes: Bool { hidden <= Simulator.tolerance }

  /// The points between the part that must be visible (the input, or its caret line, without
  /// the spacing) and the visible area's bottom edge (the keyboard's top, or the bottom safe
  /// area): what is left to spare below, negative when hidden.
  public var marginBelow: CGFloat {
    visibleArea.maxY - (requiredFrame.maxY - spacing)
  }

  /// The points between the visible area's top (the navigation bar) and the top of the part that
  /// must be visible (the input's, or its stacked title's).
  public var marginAbove: CGFloat { requiredFrame.minY - visibleArea.minY }

  /// The spacing kept below the input (the height ``requiredFrame`` adds below it).
  public var spacing: CGFloat

  /// The height of the error message shown under the input (the gap above it and its lines),
  /// which ``requiredFrame`` includes; `nil` when the input is checked without one.
  public var errorLine: CGFloat? = nil

  /// The height of the title stacked above the input (its lines and the gap under it), which
  /// ``requiredFrame`` includes; `nil` when the input is checked without one (no stacked title,
  /// or no room for it with the input).
  public var title: CGFloat? = nil

  /// A node the input's `reveal` names that shows in the state and stays out of view after the
  /// scroll: its frame (without `keyboard.spacing`, which is the input's) is not inside the
  /// visible area and the containers that clip it.
  public struct HiddenReveal: Sendable, Hashable {
    /// The named node's id.
    public var id: String
    /// The named node's layout index.
    public var node: Int
    /// The named node's frame after scrolling, in root-view coordinates.
    public var frame: CGRect
    /// The visible area around the named node, in root-view coordinates.
    public var visibleArea: CGRect
    /// Points of ``frame`` outside ``visibleArea``.
    public var hidden: CGFloat
    /// Where the hidden part is.
    public var edge: Edge
    /// The reveal region's height: the input (with the title and message revealed with it) and
    /// the named nodes that show.
    public var regionHeight: CGFloat
    /// The height of the visible area around the input, which the region and `keyboard.spacing`
    /// must fit for the runtimes to reveal the region (else the input wins).
    public var room: CGFloat

    /// Whether the region fits the room with the spacing, so the runtimes reveal it whole.
    public func regionFits(spacing: CGFloat) -> Bool {
      regionHeight + spacing <= room + Simulator.tolerance
    }

    /// Creates a hidden named node.
    public init(
      id: String, node: Int, frame: CGRect, visibleArea: CGRect, hidden: CGFloat, edge: Edge,
      regionHeight: CGFloat, room: CGFloat
    ) {
      self.id = id
      self.node = node
      self.frame = frame
      self.visibleArea = visibleArea
      self.hidden = hidden
      self.edge = edge
      self.regionHeight = regionHeight
      self.room = room
    }
  }

  /// The nodes the input's `reveal` names that show and stay out of view after the scroll, in
  /// the order `reveal` names them; checked only when the input itself passes.
  public var hiddenReveals: [HiddenReveal] = []

  /// The error messages shown under inputs, by layout index (``Simulator/previewOutcomes(_:
  /// scenario:inputs:afterSubmit:)`` after a failed submit); the layout makes room for each.
  public var errorMessages: [Int: String] = [:]

}
