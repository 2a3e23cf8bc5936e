import Foundation
import Testing
import UIKit

@MainActor
@Suite("Text measurement: a label's lines", .serialized)
struct TextMeasureTests {
  /// Texts of the same character counts per paragraph, in ASCII and with letters outside it (the
  /// double counts an ASCII text by its bytes and any other by its characters).
  nonisolated static let pairs: [(ascii: String, other: String, lines: Int)] = [
    ("", "", 0),
    ("abcdefghij", "abcdéfghij", 1),
    ("abcdefghijk", "abcdéfghijk", 2),
    (String(repeating: "x", count: 20), String(repeating: "é", count: 20), 2),
    (String(repeating: "x", count: 21), String(repeating: "é", count: 21), 3),
    ("ab\ncd", "äb\ncd", 2),
    ("ab\n\ncd\n", "äb\n\ncd\n", 4),
    ("\n", "\n", 2),
  ]

  @Test(
    "a text wraps at its characters per line and breaks at each newline, whatever its letters",
    arguments: pairs.indices)
  func lines(index: Int) {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (ascii, other, expected) = Self.pairs[index]
    let font = UIFont.systemFont(ofSize: 10)
    // 10 characters of half the point size each on a line 50 points wide.
    func height(_ text: String) -> CGFloat {
      let label = UILabel(frame: .zero)
      label.font = font
      label.numberOfLines = 0
      label.text = text
      return label.sizeThatFits(CGSize(width: 50, height: 1000)).height
    }
    #expect(height(ascii) == CGFloat(expected) * font.lineHeight, "\(ascii.debugDescription)")
    #expect(height(other) == height(ascii), "\(other.debugDescription)")
  }
}
