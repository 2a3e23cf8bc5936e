/// `NSTextAlignment` (UIKit's text alignment, which Foundation on Linux lacks), with iOS's raw
/// values.
/// https://developer.apple.com/documentation/uikit/nstextalignment (iOS 6.0+)
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
/// https://developer.apple.com/documentation/uikit/uilabel (iOS 2.0+)
@MainActor
open class UILabel: UIView {
  /// The text.
  /// https://developer.apple.com/documentation/uikit/uilabel/text (iOS 2.0+)
  open var text: String?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The font: the 17-point system font by default; setting `nil` restores it.
  ///
  /// Apple: "The default value for this property is the system font at a size of 17 points (using
  /// the systemFont(ofSize:) class method of UIFont). Setting this property to nil causes it to
  /// be reset to the default value." (UILabel.font)
  /// https://developer.apple.com/documentation/uikit/uilabel/font (iOS 2.0+)
  open var font: UIFont! {
    get { fontStorage }
    set { fontStorage = newValue ?? .systemFont(ofSize: 17) }
  }
  private var fontStorage = UIFont.systemFont(ofSize: 17)

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text color: `label` by default (recorded).
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor (iOS 2.0+)
  open var textColor: UIColor! = .label

  /// The most lines to show (0: as many as needed); 1 by default.
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines (iOS 2.0+)
  open var numberOfLines: Int = 1

  /// The alignment (recorded).
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment (iOS 2.0+)
  open var textAlignment: NSTextAlignment = .natural

  /// Whether the font follows the content size category (recorded).
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  /// (iOS 10.0+; UILabel adopts UIContentSizeCategoryAdjusting)
  open var adjustsFontForContentSizeCategory: Bool = false

  /// Labels are accessibility elements, their label their text unless set.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement (iOS 3.0+;
  /// the UIAccessibility property every NSObject has, documented there)
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementDouble ?? true }
    set { accessibilityElementDouble = newValue }
  }
  private var accessibilityElementDouble: Bool?

  /// The accessibility label: the one set, else the text.
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel (iOS 3.0+;
  /// the UIAccessibility property every NSObject has, documented there)
  open override var accessibilityLabel: String? {
    get { accessibilityLabelDouble ?? text }
    set { accessibilityLabelDouble = newValue }
  }
  private var accessibilityLabelDouble: String?

  /// The text's size (approximation, see the type).
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize (iOS 6.0+)
  open override var intrinsicContentSize: CGSize {
    measureDouble(width: .greatestFiniteMagnitude)
  }

  /// The text's size wrapped at the given width (approximation, see the type).
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (iOS 2.0+)
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
