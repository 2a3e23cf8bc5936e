import Foundation

/// The sizes a form's screen is laid out with (points): the generated SwiftUI screen
/// (`<Name>FormView`) uses them, and `formc simulate` estimates with the same values, so its
/// verdict is about the screen formc generated (`docs/Simulation.md`): in a scroll,
/// ``FormTextField`` shows a titled input's title above it (a footnote line and
/// ``errorSpacing``), and the estimate counts it too.
///
/// A node's `height` in the spec overrides ``controlHeight``; a stack's or scroll's `spacing`
/// overrides ``itemSpacing``.
public struct FormLayoutMetrics: Sendable, Hashable {
  /// The least height of a text field, a custom input and a button.
  public var controlHeight: CGFloat
  /// The space between the children of a scroll, a stack or a section outside a table.
  public var itemSpacing: CGFloat
  /// The space above the first and below the last child of a vertical scroll.
  public var scrollPadding: CGFloat
  /// The side margins of content in a view narrower than ``regularWidth``.
  public var compactMargin: CGFloat
  /// The side margins of content in a view at least ``regularWidth`` wide.
  public var regularMargin: CGFloat
  /// The width from which ``regularMargin`` applies.
  public var regularWidth: CGFloat
  /// The space above and below the text of a multi-line input.
  public var textViewInset: CGFloat
  /// The space between a section's header or footer text and its children, outside a table.
  public var sectionTextSpacing: CGFloat
  /// The space between an input and the error message under it, and, in a scroll, between the
  /// title stacked above an input and the input (`FormInputStyle`'s default stack).
  public var errorSpacing: CGFloat

  /// Creates metrics; the defaults are ``standard``'s.
  public init(
    controlHeight: CGFloat = 44, itemSpacing: CGFloat = 8, scrollPadding: CGFloat = 16,
    compactMargin: CGFloat = 16, regularMargin: CGFloat = 20, regularWidth: CGFloat = 400,
    textViewInset: CGFloat = 8, sectionTextSpacing: CGFloat = 6, errorSpacing: CGFloat = 4
  ) {
    self.controlHeight = controlHeight
    self.itemSpacing = itemSpacing
    self.scrollPadding = scrollPadding
    self.compactMargin = compactMargin
    self.regularMargin = regularMargin
    self.regularWidth = regularWidth
    self.textViewInset = textViewInset
    self.sectionTextSpacing = sectionTextSpacing
    self.errorSpacing = errorSpacing
  }

  /// The sizes of every generated screen and of `formc simulate`.
  public static let standard = FormLayoutMetrics()

  /// The side margin of content in a view `width` points wide.
  public func sideMargin(forWidth width: CGFloat) -> CGFloat {
    width < regularWidth ? compactMargin : regularMargin
  }
}
