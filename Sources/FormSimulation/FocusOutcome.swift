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
  /// The part that must be visible: the input (or its caret line) plus `keyboard.spacing` below.
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

  /// Whether the input is visible.
  public var passes: Bool { hidden <= Simulator.tolerance }
}
