/// `UIFont`: a point size with the system font's metrics.
///
/// Approximation: every font has the San Francisco system font's vertical metrics per point
/// (ascender 0.952, descender −0.241, line height 1.193359375 of the point size: 17 points give a
/// line height of about 20.29, as on iOS), whatever its name or weight. The figures are
/// `SystemFontMetrics` (`SystemFontMetrics.swift`, a link to the file of `formc simulate`'s,
/// where they are defined and cited once).
/// https://developer.apple.com/documentation/uikit/uifont (iOS 2.0+)
open class UIFont: NSObject, @unchecked Sendable {
  /// `UIFont.TextStyle`: a Dynamic Type style.
  /// https://developer.apple.com/documentation/uikit/uifont/textstyle (iOS 7.0+)
  @available(iOS 7.0, *)
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    /// The style's name.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:) (iOS 7.0+)
    public var rawValue: String
    /// Creates a style.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:) (iOS 7.0+)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a style.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(_:) (iOS 7.0+)
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Large titles (34 points at the default size).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle (iOS 11.0+)
    @available(iOS 11.0, *) public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    /// First-level titles (28 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1 (iOS 9.0+)
    @available(iOS 9.0, *) public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    /// Second-level titles (22 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2 (iOS 9.0+)
    @available(iOS 9.0, *) public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    /// Third-level titles (20 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3 (iOS 9.0+)
    @available(iOS 9.0, *) public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    /// Headings (17 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline (iOS 7.0+)
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    /// Subheadings (15 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline (iOS 7.0+)
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    /// Body text (17 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body (iOS 7.0+)
    public static let body = TextStyle("UICTFontTextStyleBody")
    /// Callouts (16 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout (iOS 9.0+)
    @available(iOS 9.0, *) public static let callout = TextStyle("UICTFontTextStyleCallout")
    /// Footnotes (13 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote (iOS 7.0+)
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    /// Standard captions (12 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1 (iOS 7.0+)
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    /// Alternate captions (11 points).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2 (iOS 7.0+)
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
  }

  /// `UIFont.Weight`.
  /// https://developer.apple.com/documentation/uikit/uifont/weight (iOS 8.2+)
  @available(iOS 8.2, *)
  public struct Weight: Hashable, RawRepresentable, Sendable {
    /// The weight's value.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:) (iOS 8.2+)
    public var rawValue: CGFloat
    /// Creates a weight.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:) (iOS 8.2+)
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/init(_:) (iOS 8.2+)
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Regular.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/regular (iOS 8.2+)
    public static let regular = Weight(0)
    /// Medium.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/medium (iOS 8.2+)
    public static let medium = Weight(0.23)
    /// Semibold.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold (iOS 8.2+)
    public static let semibold = Weight(0.3)
    /// Bold.
    /// https://developer.apple.com/documentation/uikit/uifont/weight/bold (iOS 8.2+)
    public static let bold = Weight(0.4)
  }

  private let pointSizeStorage: CGFloat
  private let nameStorage: String
  /// For a font made for a content size category (`preferredFont(forTextStyle:)`,
  /// `UIFontMetrics`): its size at Large and its maximum.
  var dynamicDouble: (base: CGFloat, maximum: CGFloat?)?

  /// The content size category fonts are made for (`UIKitDouble.preferredContentSizeCategory`);
  /// written only from the main actor, by tests.
  nonisolated(unsafe) static var contentSizeCategoryDouble = UIContentSizeCategory.large

  /// A font at `base`'s size scaled for the current category, at most `maximum`.
  static func scaledDouble(base: UIFont, maximum: CGFloat?) -> UIFont {
    let baseSize = base.dynamicDouble?.base ?? base.pointSize
    var size = baseSize * contentSizeCategoryDouble.scaleDouble
    if let maximum { size = min(size, maximum) }
    let font = UIFont(pointSize: size, name: base.fontName)
    font.dynamicDouble = (baseSize, maximum)
    return font
  }

  /// The same dynamic font made for the current category, or `nil` for a font of a fixed size.
  func rescaledDouble() -> UIFont? {
    guard let dynamicDouble else { return nil }
    let font = UIFont(pointSize: dynamicDouble.base, name: nameStorage)
    return Self.scaledDouble(base: font, maximum: dynamicDouble.maximum)
  }

  init(pointSize: CGFloat, name: String) {
    pointSizeStorage = pointSize
    nameStorage = name
    super.init()
  }

  /// The system font at a size.
  ///
  /// Apple: "Returns the font object in the standard system font of the specified size."
  /// (systemFont(ofSize:))
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:) (iOS 2.0+)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, name: ".SFUI-Regular")
  }

  /// The system font at a size and weight (the weight is recorded in the name only).
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) (iOS 8.2+)
  @available(iOS 8.2, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(pointSize: fontSize, name: weight == .regular ? ".SFUI-Regular" : ".SFUI-Weighted")
  }

  /// The bold system font at a size.
  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:) (iOS 2.0+)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, name: ".SFUI-Semibold")
  }

  /// The font of a text style at the user's content size category
  /// (`UIKitDouble.preferredContentSizeCategory`). At the default (Large): body 17 points,
  /// headline 17, subheadline 15, callout 16, footnote 13, caption1 12, caption2 11, title3 20,
  /// title2 22, title1 28, largeTitle 34; other categories scale them as the body style
  /// (approximation).
  ///
  /// Apple, Human Interface Guidelines, Typography: the iOS Dynamic Type sizes (checked against
  /// third-party copies of its table and simulator measurements, not Apple's page, which the
  /// stored documentation lacks; see `UIContentSizeCategory.bodySizeDouble`).
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  @available(iOS 7.0, *)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    let sizes: [TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
      .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return scaledDouble(
      base: UIFont(pointSize: sizes[style] ?? 17, name: ".SFUI-" + style.rawValue), maximum: nil)
  }

  /// The same font at another size.
  /// https://developer.apple.com/documentation/uikit/uifont/withsize(_:) (iOS 2.0+)
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, name: nameStorage)
  }

  /// The point size.
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize (iOS 2.0+)
  open var pointSize: CGFloat { pointSizeStorage }
  /// The font's name.
  /// https://developer.apple.com/documentation/uikit/uifont/fontname (iOS 2.0+)
  open var fontName: String { nameStorage }
  /// The family name.
  /// https://developer.apple.com/documentation/uikit/uifont/familyname (iOS 2.0+)
  open var familyName: String { ".AppleSystemUIFont" }
  /// The ascender (approximation: 0.952 of the point size, `SystemFontMetrics`).
  ///
  /// Apple: "The top y-coordinate, offset from the baseline, of the font's longest ascender."
  /// (UIFont.ascender)
  /// https://developer.apple.com/documentation/uikit/uifont/ascender (iOS 2.0+)
  open var ascender: CGFloat { pointSizeStorage * SystemFontMetrics.ascenderPerPoint }
  /// The descender, negative (approximation: −0.241 of the point size, `SystemFontMetrics`).
  ///
  /// Apple: "The bottom y-coordinate, offset from the baseline, of the font's longest
  /// descender." (UIFont.descender)
  /// https://developer.apple.com/documentation/uikit/uifont/descender (iOS 2.0+)
  open var descender: CGFloat { pointSizeStorage * SystemFontMetrics.descenderPerPoint }

  /// The height of a line of text: ascender minus descender (approximation: 1.193 of the point
  /// size, 20.29 for 17 points).
  ///
  /// Apple: "The height, in points, of text lines." (UIFont.lineHeight)
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight (iOS 4.0+)
  @available(iOS 4.0, *)
  open var lineHeight: CGFloat { ascender - descender }

  /// The double's average character width for measuring text: half the point size
  /// (approximation).
  var averageCharacterWidthDouble: CGFloat { pointSizeStorage * 0.5 }
}

/// Text measurement for labels and text views (approximation): characters of
/// `UIFont.averageCharacterWidthDouble` each, wrapped at a width, `\n` starting a new line.
enum TextMeasureDouble {
  /// The characters that fit on a line of a width (at least 1).
  static func charactersPerLine(width: CGFloat, font: UIFont) -> Int {
    let count = width / font.averageCharacterWidthDouble
    guard count.isFinite, count > 0, count < 1e15 else { return Int.max }
    return max(1, Int(count.rounded(.down)))
  }

  /// The lines a text takes at a width (at least 1).
  static func lineCount(of text: String, width: CGFloat, font: UIFont) -> Int {
    let perLine = charactersPerLine(width: width, font: font)
    var lines = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += linesOfParagraph(paragraph.count, perLine: perLine)
    }
    return max(1, lines)
  }

  /// The line and column of a UTF-16 offset into a text wrapped at a width.
  static func lineAndColumn(of offset: Int, in text: String, width: CGFloat, font: UIFont) -> (
    line: Int, column: Int
  ) {
    let prefix = String(text.utf16.prefix(max(0, offset))) ?? text
    let perLine = charactersPerLine(width: width, font: font)
    let paragraphs = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    var line = 0
    for paragraph in paragraphs.dropLast() {
      line += linesOfParagraph(paragraph.count, perLine: perLine)
    }
    let last = paragraphs.last?.count ?? 0
    if perLine == Int.max { return (line, last) }
    line += last / perLine
    var column = last % perLine
    if column == 0, last > 0 {
      // The caret after a full line stays at its end.
      line -= 1
      column = perLine
    }
    return (line, column)
  }

  /// The lines a paragraph of `count` characters takes (at least 1).
  private static func linesOfParagraph(_ count: Int, perLine: Int) -> Int {
    guard count > 0, perLine != Int.max else { return 1 }
    return (count + perLine - 1) / perLine
  }

  /// The widest line of a text, in points (unwrapped).
  static func width(of text: String, font: UIFont) -> CGFloat {
    let longest = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max()
    return CGFloat(longest ?? 0) * font.averageCharacterWidthDouble
  }
}
