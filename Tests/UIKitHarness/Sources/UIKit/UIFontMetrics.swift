/// `UIContentSizeCategory`: the user's preferred text size (Dynamic Type).
///
/// https://developer.apple.com/documentation/uikit/uicontentsizecategory (iOS 7.0+)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
  /// (iOS 7.0+)
  public let rawValue: String
  /// Creates a category from its raw value.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
  /// (iOS 7.0+)
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Extra small.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall (iOS 7.0+)
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small (iOS 7.0+)
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium (iOS 7.0+)
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large (the default).
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large (iOS 7.0+)
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge (iOS 7.0+)
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
  /// (iOS 7.0+)
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large (the largest standard size).
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
  /// (iOS 7.0+)
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size (AX1).
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
  /// (iOS 7.0+)
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size (AX2).
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
  /// (iOS 7.0+)
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size (AX3).
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
  /// (iOS 7.0+)
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size (AX4).
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
  /// (iOS 7.0+)
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
  /// (iOS 7.0+)
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether the category is one of the accessibility sizes.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory
  /// (iOS 11.0+)
  @available(iOS 11.0, *)
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// The body text style's size at the category, in points: xSmall 14, Small 15, Medium 16,
  /// Large 17, xLarge 19, xxLarge 21, xxxLarge 23, AX1 28, AX2 33, AX3 40, AX4 47, AX5 53.
  ///
  /// Apple's table is the Human Interface Guidelines' "iOS, iPadOS Dynamic Type sizes"
  /// (https://developer.apple.com/design/human-interface-guidelines/typography), which is not in
  /// the stored documentation this was checked against; these figures are the body row of
  /// third-party copies of it and of measurements, not Apple's: a table of the text styles'
  /// sizes "Generated within the iPhone Simulator (iOS Version 8.4 (12H141))" for every category
  /// (a gist, as listed at https://gist.github.com/alexisakers/starred: body 14, 15, 16, 17,
  /// 19, 21, 23, 28, 33, 40, 47, 53), a body-size-to-category map
  /// (https://pastebin.com/WPPkfJY2: the same twelve), and code tables of UIKit's default sizes
  /// (https://gist.github.com/christianklotz/7ac8913837cd07b566cf). Every copy agrees on the
  /// body row.
  var bodySizeDouble: CGFloat {
    let sizes: [UIContentSizeCategory: CGFloat] = [
      .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
      .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
      .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47,
      .accessibilityExtraExtraExtraLarge: 53,
    ]
    return sizes[self] ?? 17
  }

  /// How much the category scales a text style from Large (approximation: every style scales as
  /// the body style does).
  var scaleDouble: CGFloat { bodySizeDouble / 17 }
}

/// `UIFontMetrics`: scales fonts for the user's preferred text size.
///
/// https://developer.apple.com/documentation/uikit/uifontmetrics (iOS 11.0+)
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
  private let textStyleDouble: UIFont.TextStyle

  /// Metrics for a text style.
  ///
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:) (iOS 11.0+)
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    textStyleDouble = textStyle
    super.init()
  }

  /// A font scaled for the current content size category (approximation: by the body style's
  /// ratio to Large), at most `maximumPointSize`. A label or text view that
  /// `adjustsFontForContentSizeCategory` scales it again when the category changes.
  ///
  /// Apple: "Returns a version of the specified font that adopts the current font metrics and is
  /// constrained to the specified maximum size."
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:compatiblewith:)
  /// (iOS 11.0+)
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    UIFont.scaledDouble(base: font, maximum: maximumPointSize)
  }

  /// A font scaled for the current content size category, without a maximum.
  ///
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:) (iOS 11.0+)
  open func scaledFont(for font: UIFont) -> UIFont {
    UIFont.scaledDouble(base: font, maximum: nil)
  }

  /// The metrics of the body text style.
  ///
  /// Apple: "The default font metrics object for content." (the body style's)
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/default (iOS 11.0+)
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// A layout value (a row's height, a spacing) scaled for the current content size category
  /// (approximation: by the body style's ratio to Large, as `scaledFont(for:)`), so that what
  /// holds text grows with it.
  ///
  /// Apple: "Scales an arbitrary layout value based on the current Dynamic Type settings."
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:) (iOS 11.0+)
  open func scaledValue(for value: CGFloat) -> CGFloat {
    value * UIFont.contentSizeCategoryDouble.scaleDouble
  }
}

extension UIKitDouble {
  /// The user's preferred text size: `.large` unless a test changes it
  /// (`simulateContentSizeCategory(_:in:)`); `reset()` puts it back.
  /// double only: the user's text size setting.
  public static var preferredContentSizeCategory: UIContentSizeCategory {
    get { UIFont.contentSizeCategoryDouble }
    set { UIFont.contentSizeCategoryDouble = newValue }
  }

  /// Changes the user's preferred text size: fonts from `preferredFont(forTextStyle:)` and
  /// `UIFontMetrics` are made at the new size from then on, and each label and text view in the
  /// windows given (and their keyboards' accessory views) that
  /// `adjustsFontForContentSizeCategory` with such a font gets it at the new size; the windows
  /// then lay out.
  ///
  /// Stands for the user changing Settings > Display & Brightness > Text Size. Apple,
  /// adjustsFontForContentSizeCategory: "A Boolean that indicates whether the object automatically
  /// updates its font when the device's content size category changes." Model: no
  /// `traitCollectionDidChange(_:)`, no `UIContentSizeCategory.didChangeNotification`.
  /// double only: the user's change of the text size in Settings.
  public static func simulateContentSizeCategory(
    _ category: UIContentSizeCategory, in windows: [UIWindow]
  ) {
    preferredContentSizeCategory = category
    func update(_ view: UIView) {
      switch view {
      case let label as UILabel where label.adjustsFontForContentSizeCategory:
        if let font = label.font.rescaledDouble() { label.font = font }
      case let textView as UITextView where textView.adjustsFontForContentSizeCategory:
        if let font = textView.font?.rescaledDouble() { textView.font = font }
      default: break
      }
      for subview in view.subviews { update(subview) }
      // A bar's custom-view items (the double keeps them out of the bar's subviews).
      for item in (view as? UIToolbar)?.items ?? [] {
        if let custom = item.customView { update(custom) }
      }
    }
    for window in windows {
      update(window)
      if let accessory = window.simulatedKeyboard.accessoryView { update(accessory) }
    }
    for window in windows {
      window.layoutIfNeeded()
      window.simulatedKeyboard.accessoryView?.layoutIfNeeded()
    }
  }
}
