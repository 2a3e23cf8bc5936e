import FormRuntime
import Foundation

/// The default sizes formc estimates a form's layout with (points), documented in
/// `docs/Simulation.md`. A node's `height` in the spec overrides its estimate.
///
/// The sizes the generated SwiftUI screen lays out with too (control height, spacing, scroll
/// padding, margins, text view inset) come from FormRuntime's `FormLayoutMetrics`, the one place
/// they are kept; the rest estimate what the system decides (text, table rows).
public struct LayoutMetrics: Sendable, Hashable {
  /// A text field, a button, and the least height of a table row.
  public var controlHeight: CGFloat = FormLayoutMetrics.standard.controlHeight
  /// One line of body text: the font's line height at the Body style's 17 points at the default
  /// text size (``lineHeight(pointSize:)``, 20.29).
  public var bodyLineHeight: CGFloat = Self.lineHeight(pointSize: TextSize.standard.bodyPointSize)
  /// The average advance of a body-text character, for line wrapping.
  public var bodyCharacterWidth: CGFloat = 8.5
  /// One line of footnote text (a section header or footer, an error message, a title stacked
  /// above its input): the font's line height at the Footnote style's 13 points at the default
  /// text size (``lineHeight(pointSize:)``, 15.51).
  public var footnoteLineHeight: CGFloat = Self.lineHeight(
    pointSize: TextSize.standard.footnotePointSize)
  /// The average advance of a footnote character.
  public var footnoteCharacterWidth: CGFloat = 7
  /// A text view's text container inset, top and bottom.
  public var textViewInset: CGFloat = FormLayoutMetrics.standard.textViewInset
  /// The side margins of content on screens narrower than 400 points, and of wider screens.
  public var compactMargin: CGFloat = FormLayoutMetrics.standard.compactMargin
  /// The side margins on screens 400 points wide or more.
  public var regularMargin: CGFloat = FormLayoutMetrics.standard.regularMargin
  /// Space above the first and below the last child of a vertical scroll view.
  public var scrollPadding: CGFloat = FormLayoutMetrics.standard.scrollPadding
  /// Space between the children of a scroll view or a section outside a table.
  public var itemSpacing: CGFloat = FormLayoutMetrics.standard.itemSpacing
  /// A grouped table's section header with text (one line), and the gap without one.
  public var tableHeaderHeight: CGFloat = 38
  /// The gap between grouped table sections without header or footer text.
  public var tableSectionGap: CGFloat = 18
  /// Vertical padding around the text of a table footer, and around a row's control; outside a
  /// table, the gap between a section's header or footer text and its children.
  public var tableRowPadding: CGFloat = FormLayoutMetrics.standard.sectionTextSpacing
  /// The space between an input and the error message under it (in footnote text).
  public var errorSpacing: CGFloat = FormLayoutMetrics.standard.errorSpacing
  /// The width of an input in a horizontal row that does not page.
  public var rowInputWidth: CGFloat = 200
  /// The width of a text view or a container in a horizontal row that does not page.
  public var rowWideWidth: CGFloat = 280

  /// The tallest a node is taken to be, whatever its `height` says: no screen scrolls through
  /// more, and it keeps every sum of heights finite.
  public var maximumHeight: CGFloat = 100_000
  /// The most lines a text view is taken to show.
  public var maximumLines = 1_000

  /// The defaults.
  public static let standard = LayoutMetrics()

  /// The system font's line height per point of its size: 1.193359375, so 20.287 points for
  /// 17-point body text and 15.514 for 13-point footnote text (`SystemFontMetrics`, where the
  /// figure is defined and cited once, for the simulator and the UIKit harness's `UIFont`).
  public static let systemFontLineHeightPerPoint: CGFloat = SystemFontMetrics.lineHeightPerPoint

  /// One line of system-font text at a point size, for every text style alike.
  ///
  /// On a device the runtime and the generated screens measure a line with the font's
  /// `UIFont.lineHeight` ("The height, in points, of text lines",
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight), and so does the SwiftUI
  /// screen's text, so the estimate takes that too, for body and footnote text alike, rather than
  /// the Human Interface Guidelines' typographic leading (18 points for footnote text), which
  /// nothing on the device reads back.
  public static func lineHeight(pointSize: CGFloat) -> CGFloat {
    pointSize * systemFontLineHeightPerPoint
  }

  /// A spec's `height`, at most ``maximumHeight`` (and at least 0).
  public func clampedHeight(_ height: Double) -> CGFloat {
    guard height.isFinite else { return height > 0 ? maximumHeight : 0 }
    return min(max(0, CGFloat(height)), maximumHeight)
  }

  /// A number of text view lines between 1 and ``maximumLines``.
  public func clampedLines(_ lines: Int) -> Int {
    min(max(1, lines), maximumLines)
  }

  /// Creates the defaults.
  public init() {}

  /// The side margin for a view of this width.
  public func margin(forWidth width: CGFloat) -> CGFloat {
    width < FormLayoutMetrics.standard.regularWidth ? compactMargin : regularMargin
  }

  /// How many lines `text` takes at `width` with a character advance (at least one).
  ///
  /// The same count as `wrap(_:width:characterWidth:)` gives, in one pass without building lines.
  public func lineCount(_ text: String, width: CGFloat, characterWidth: CGFloat) -> Int {
    let perLine = Self.charactersPerLine(width: width, characterWidth: characterWidth)
    var lines = 0
    var current = 0  // the length of the line being filled; 0 is an empty line
    var word = 0
    func endWord() {
      while word > perLine {
        if current > 0 {
          lines += 1
          current = 0
        }
        lines += 1
        word -= perLine
      }
      if current == 0 {
        current = word
      } else if current + 1 + word <= perLine {
        current += 1 + word
      } else {
        lines += 1
        current = word
      }
      word = 0
    }
    // Characters are counted as Unicode scalars (the first byte of each UTF-8 sequence).
    for byte in text.utf8 {
      if byte == 0x20 {
        endWord()
      } else if byte == 0x0A {
        endWord()
        lines += 1
        current = 0
      } else if byte & 0xC0 != 0x80 {
        word += 1
      }
    }
    endWord()
    return max(1, lines + 1)
  }

  /// `text` broken into lines at spaces and line breaks, each at most `width` wide at a character
  /// advance (a word longer than a line is split); characters are counted as Unicode scalars.
  public func wrap(_ text: String, width: CGFloat, characterWidth: CGFloat) -> [String] {
    let perLine = Self.charactersPerLine(width: width, characterWidth: characterWidth)
    var lines: [String] = []
    let scalars = text.unicodeScalars
    for paragraph in scalars.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = String.UnicodeScalarView()
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var word = word
        while word.count > perLine {
          if !current.isEmpty {
            lines.append(String(current))
            current = String.UnicodeScalarView()
          }
          lines.append(String(String.UnicodeScalarView(word.prefix(perLine))))
          word = word.dropFirst(perLine)
        }
        if current.isEmpty {
          current = String.UnicodeScalarView(word)
        } else if current.count + 1 + word.count <= perLine {
          current.append(" ")
          current.append(contentsOf: word)
        } else {
          lines.append(String(current))
          current = String.UnicodeScalarView(word)
        }
      }
      lines.append(String(current))
    }
    return lines
  }

  /// Whole characters that fit in `width` (at least one; a non-finite width fits a billion).
  static func charactersPerLine(width: CGFloat, characterWidth: CGFloat) -> Int {
    let columns = (width / max(1, characterWidth)).rounded(.down)
    guard columns.isFinite else { return 1_000_000_000 }
    return max(1, Int(min(columns, 1_000_000_000)))
  }

  /// A text view's height for a number of lines.
  public func textViewHeight(lines: Int) -> CGFloat {
    CGFloat(max(1, lines)) * bodyLineHeight + 2 * textViewInset
  }
}
