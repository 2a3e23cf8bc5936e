/// `NSTextAlignment` (UIKit's text alignment, which Foundation on Linux lacks), with iOS's raw
/// values.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left = 0
  /// Center.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// The script's natural alignment.
  case natural = 4
}

/// `UILabel`: read-only text.
///
/// Its intrinsic size measures its text (approximation: see `UIFont`): the widest line's
/// characters at half the point size each, times the lines (`numberOfLines`, 0 for all) at the
/// font's line height.
@MainActor
open class UILabel: UIView {
  /// The text.
  open var text: String?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The font: the 17-point system font by default; setting `nil` restores it.
  ///
  /// Apple: "The default value for this property is the system font at a size of 17 points (using
  /// the systemFont(ofSize:) class method of UIFont). Setting this property to nil causes it to
  /// be reset to the default value." (UILabel.font)
  open var font: UIFont! {
    get { fontStorage }
    set { fontStorage = newValue ?? .systemFont(ofSize: 17) }
  }
  private var fontStorage = UIFont.systemFont(ofSize: 17)

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text color: `label` by default (recorded).
  open var textColor: UIColor! = .label

  /// The most lines to show (0: as many as needed); 1 by default.
  open var numberOfLines: Int = 1

  /// The alignment (recorded).
  open var textAlignment: NSTextAlignment = .natural

  /// Whether the font follows the content size category (recorded).
  open var adjustsFontForContentSizeCategory: Bool = false

  /// Labels are accessibility elements, their label their text unless set.
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementDouble ?? true }
    set { accessibilityElementDouble = newValue }
  }
  private var accessibilityElementDouble: Bool?

  /// The accessibility label: the one set, else the text.
  open override var accessibilityLabel: String? {
    get { accessibilityLabelDouble ?? text }
    set { accessibilityLabelDouble = newValue }
  }
  private var accessibilityLabelDouble: String?

  /// The text's size (approximation, see the type).
  open override var intrinsicContentSize: CGSize {
    measureDouble(width: .greatestFiniteMagnitude)
  }

  /// The text's size wrapped at the given width (approximation, see the type).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measureDouble(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
  }

  private func measureDouble(width: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let wrapWidth = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : width
    var lines = TextMeasureDouble.lineCount(of: text, width: wrapWidth, font: fontStorage)
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    let textWidth = TextMeasureDouble.width(of: text, font: fontStorage)
    return CGSize(width: min(textWidth, width), height: CGFloat(lines) * fontStorage.lineHeight)
  }
}
