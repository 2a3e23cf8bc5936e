import FormCompiler
import FormRuntime
import FormSimulation
import FormTestSupport
import Foundation
import Testing

/// The documented default sizes (docs/Simulation.md), checked on small forms.
struct EstimatedLayoutTests {
  func layout(_ form: CheckedForm, width: CGFloat = 375, height: CGFloat = 667, grown: Int? = nil)
    -> EstimatedLayout
  {
    EstimatedLayout(
      form: form, visible: Array(repeating: true, count: form.layout.count),
      viewSize: CGSize(width: width, height: height), safeArea: FormEdgeInsets(top: 20),
      topBar: 64, grownInput: grown)
  }

  /// A line of 17-point body text and of 13-point footnote text: the font's line height
  /// (`LayoutMetrics.lineHeight(pointSize:)`, 20.29 and 15.51).
  static let bodyLine = LayoutMetrics.lineHeight(pointSize: 17)
  static let footnoteLine = LayoutMetrics.lineHeight(pointSize: 13)

  func node(_ form: CheckedForm, _ id: String) throws -> Int {
    try #require(form.layout.firstIndex { $0.id == id })
  }

  @Test func aScrollViewStacksItsChildrenWithPaddingAndSpacing() throws {
    let form = try SimulationFixtures.fixture("LongForm.form.yaml")
    let layout = layout(form)
    #expect(layout.boxes[0]?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // Each line's title above it: a footnote line + 4 points
    // (`aScrollStacksATitledInputsTitleAboveIt`).
    let title = Self.footnoteLine + 4
    let line1 = try #require(layout.boxes[try node(form, "line1")]?.frame)
    #expect(abs(line1.minY - (16 + title)) < 0.001)
    #expect(line1.minX == 16 && line1.width == 343 && line1.height == 44)
    let line2 = try #require(layout.boxes[try node(form, "line2")]?.frame)
    #expect(abs(line2.minY - (16 + 2 * title + 44 + 8)) < 0.001)
    #expect(layout.boxes[try node(form, "line2")]?.space == 0)
    // 16 + 12 × (title + 44) + 11 × 8 + 16.
    #expect(
      abs(try #require(layout.contentSizes[0]?.height) - (16 + 12 * (title + 44) + 88 + 16)) < 0.001
    )
  }

  /// The SwiftUI screen stacks a titled `field`'s or `textView`'s title above it in a scroll
  /// (`FormTextField`'s default `FormInputStyle`): a footnote line (15.51, the font's line height)
  /// per line of the title and
  /// the 4-point gap (`FormLayoutMetrics.errorSpacing`) above the input's own frame; a `table`'s
  /// row leads with it instead.
  @Test func aScrollStacksATitledInputsTitleAboveIt() throws {
    let form = try SimulationFixtures.fixture("StackedTitles/StackedTitles.form.yaml")
    let layout = layout(form)
    let title: CGFloat = Self.footnoteLine + FormLayoutMetrics.standard.errorSpacing
    let titled = try #require(layout.boxes[try node(form, "titled")]?.frame)
    #expect(abs(titled.minY - (16 + title)) < 0.001)
    #expect(titled.minX == 16 && titled.width == 343 && titled.height == 44)
    // No title, no room for one: the input follows the previous one 8 points below.
    let untitled = try #require(layout.boxes[try node(form, "untitled")]?.frame)
    #expect(untitled.minY == titled.maxY + 8)
    let notes = try #require(layout.boxes[try node(form, "notes")]?.frame)
    #expect(abs(notes.minY - (untitled.maxY + 8 + title)) < 0.001)
    // A spec's `height` sizes the input, not its title.
    let sized = try #require(layout.boxes[try node(form, "sized")]?.frame)
    #expect(abs(sized.minY - (notes.maxY + 8 + title)) < 0.001)
    #expect(sized.height == 60)
    // A title that wraps at the input's width takes a footnote line per line.
    let last = try #require(layout.boxes[try node(form, "last")]?.frame)
    #expect(abs(last.minY - (sized.maxY + 8 + 2 * Self.footnoteLine + 4)) < 0.001)
    #expect(layout.contentSizes[try node(form, "page")]?.height == last.maxY + 16)
    // In a table the title leads the row: a field's row is 44 points.
    let host = try #require(layout.boxes[try node(form, "host")]?.frame)
    #expect(host.height == 44)
    // The section: the 18-point gap of a section without a header, and the row.
    let section = try #require(layout.boxes[try node(form, "main")]?.frame)
    #expect(abs(section.height - (18 + 44)) < 0.001)
  }

  @Test func textViewsUseTheRuntimesGrowthAtFewestAndMostLines() throws {
    let form = try SimulationFixtures.fixture("GrowingNotes.form.yaml")
    let body = try node(form, "body")
    let insets = FormEdgeInsets(top: 8, bottom: 8)
    let fewest = layout(form).boxes[body]?.frame.height
    let most = layout(form, grown: body).boxes[body]?.frame.height
    #expect(
      fewest
        == FormTextViewGrowth.height(
          lineCount: 2, lineHeight: Self.bodyLine, insets: insets, minLines: nil, maxLines: nil))
    #expect(
      most
        == FormTextViewGrowth.height(
          lineCount: 10, lineHeight: Self.bodyLine, insets: insets, minLines: nil, maxLines: nil))
    // The field after it moves down by the growth.
    let signature = try node(form, "signature")
    let grownGap =
      (layout(form, grown: body).boxes[signature]?.frame.minY ?? 0)
      - (layout(form).boxes[signature]?.frame.minY ?? 0)
    #expect(abs(grownGap - ((most ?? 0) - (fewest ?? 0))) < 0.001)
  }

  @Test func aHorizontalRowLaysItsChildrenSideBySideInItsOwnContent() throws {
    let form = try SimulationFixtures.fixture("PhotoRow.form.yaml")
    let layout = layout(form)
    let row = try node(form, "tagRow")
    // Below a titled field, and as tall as its titled fields (title 19.51, field 44).
    let title = Self.footnoteLine + 4
    let rowFrame = try #require(layout.boxes[row]?.frame)
    #expect(abs(rowFrame.minY - (16 + title + 44 + 8)) < 0.001)
    #expect(rowFrame.minX == 0 && rowFrame.width == 375)
    #expect(abs(rowFrame.height - (title + 44)) < 0.001)
    let tags = try ["firstTag", "secondTag", "thirdTag"].map { try node(form, $0) }
    #expect(tags.map { layout.boxes[$0]?.frame.minX } == [16, 224, 432])
    #expect(tags.allSatisfy { layout.boxes[$0]?.space == row })
    #expect(layout.contentSizes[row]?.width == 648)
    #expect(abs(try #require(layout.contentSizes[row]?.height) - (title + 44)) < 0.001)
  }

  @Test func aPagingRowMakesEachChildAPage() throws {
    let form = try SimulationFixtures.form("Specs/ProfileEditor.form.yaml")
    let layout = layout(form)
    let row = try node(form, "photoActions")
    #expect(layout.boxes[row]?.frame.height == 96)
    #expect(layout.contentSizes[row]?.width == CGFloat(4 * 375))
    let second = try node(form, "choosePhoto")
    #expect(layout.boxes[second]?.frame == CGRect(x: 375 + 16, y: 26, width: 343, height: 44))
  }

  @Test func hiddenNodesTakeNoSpace() throws {
    let form = try SimulationFixtures.form("Specs/SignUp.form.yaml")
    let all = layout(form)
    var visible = Array(repeating: true, count: form.layout.count)
    let hidden = try #require(form.layout.firstIndex { $0.condition != nil })
    visible[hidden] = false
    let fewer = EstimatedLayout(
      form: form, visible: visible, viewSize: CGSize(width: 375, height: 667),
      safeArea: FormEdgeInsets(top: 20), topBar: 64)
    #expect(fewer.boxes[hidden] == nil)
    #expect((fewer.contentSizes[0]?.height ?? 0) < (all.contentSizes[0]?.height ?? 0))
  }

  @Test func aRootStackIsPinnedToTheSafeAreaAndItsScrollViewTakesTheRest() throws {
    let form = try SimulationFixtures.fixture("StackedScroll.form.yaml")
    let layout = EstimatedLayout(
      form: form, visible: Array(repeating: true, count: form.layout.count),
      viewSize: CGSize(width: 393, height: 852), safeArea: FormEdgeInsets(top: 59, bottom: 34),
      topBar: 103)
    #expect(layout.boxes[0]?.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 34 - 103))
    let page = try node(form, "page")
    #expect(layout.boxes[page]?.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
  }

  @Test(arguments: [
    ("short", 100.0, 1), ("a few words that wrap onto a second line", 200.0, 2),
    ("line one\nline two", 300.0, 2), ("", 100.0, 1),
  ])
  func labelsWrapAtWords(text: String, width: Double, lines: Int) {
    #expect(
      LayoutMetrics.standard.lineCount(text, width: CGFloat(width), characterWidth: 8.5) == lines)
  }

  @Test func lineCountingAgreesWithWrapping() {
    var generator = SplitMix64(seed: 0x5EED)
    let pieces = ["a", "word", "longerword", "x", " ", "  ", "\n", "supercalifragilistic"]
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined(separator: Bool.random(using: &generator) ? " " : "")
      let width = CGFloat(Int.random(in: 1...200, using: &generator))
      let metrics = LayoutMetrics.standard
      #expect(
        metrics.lineCount(text, width: width, characterWidth: 8.5)
          == max(1, metrics.wrap(text, width: width, characterWidth: 8.5).count),
        "\(text.debugDescription) at \(width)")
    }
  }
}
