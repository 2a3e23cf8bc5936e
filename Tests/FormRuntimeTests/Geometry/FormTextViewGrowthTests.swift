import FormRuntime
import Foundation
import Testing

@Suite("Text view growth")
struct FormTextViewGrowthTests {
  let insets = FormEdgeInsets(top: 8, bottom: 8)

  @Test(
    "height for n lines, clamped to [min, max]",
    arguments: [(1, 76), (3, 76), (4, 96), (8, 176), (12, 176), (0, 76)] as [(Int, CGFloat)])
  func height(lines: Int, expected: CGFloat) {
    #expect(
      FormTextViewGrowth.height(
        lineCount: lines, lineHeight: 20, insets: insets, minLines: 3, maxLines: 8) == expected)
  }

  @Test("without bounds at least one line shows")
  func unbounded() {
    #expect(FormTextViewGrowth.visibleLines(lineCount: 0, minLines: nil, maxLines: nil) == 1)
    #expect(FormTextViewGrowth.visibleLines(lineCount: 40, minLines: nil, maxLines: nil) == 40)
    #expect(FormTextViewGrowth.visibleLines(lineCount: 2, minLines: 5, maxLines: nil) == 5)
  }

  @Test(
    "lines in a content height",
    arguments: [(16, 1), (36, 1), (36.4, 1), (37, 2), (76, 3), (116, 5)] as [(CGFloat, Int)])
  func lineCount(contentHeight: CGFloat, expected: Int) {
    #expect(
      FormTextViewGrowth.lineCount(contentHeight: contentHeight, lineHeight: 20, insets: insets)
        == expected)
  }

  @Test("scrolls inside itself only past the most lines")
  func scrolls() {
    #expect(!FormTextViewGrowth.scrolls(lineCount: 8, maxLines: 8))
    #expect(FormTextViewGrowth.scrolls(lineCount: 9, maxLines: 8))
    #expect(!FormTextViewGrowth.scrolls(lineCount: 100, maxLines: nil))
  }

  @Test("a zero line height counts one line")
  func zeroLineHeight() {
    #expect(FormTextViewGrowth.lineCount(contentHeight: 300, lineHeight: 0, insets: insets) == 1)
  }
}
