import Foundation

/// The system font's vertical metrics per point of its size: the one definition of the figures
/// that `formc simulate` and `formc preview` measure text with (`LayoutMetrics`) and that the
/// UIKit harness's `UIFont` double reports (this file is linked into the double's `UIKit` module,
/// `Tests/UIKitHarness/Sources/UIKit/SystemFontMetrics.swift`), so the two cannot drift apart.
///
/// Where they come from: on a device the runtime and the generated screens read a line's height
/// from the font, `UIFont.lineHeight` ("The height, in points, of text lines",
/// https://developer.apple.com/documentation/uikit/uifont/lineheight), which is its ascender ("The
/// top y-coordinate, offset from the baseline, of the font's longest ascender",
/// https://developer.apple.com/documentation/uikit/uifont/ascender) less its descender ("The
/// bottom y-coordinate, offset from the baseline, of the font's longest descender",
/// https://developer.apple.com/documentation/uikit/uifont/descender). Apple documents those
/// properties, not the system font's figures: formc takes San Francisco's ascender of 1,950 and
/// descender of −494 units of its 2,048-unit em (the font's own metrics), which make a 17-point
/// body line 20.287 points and a 13-point footnote line 15.514. A change of the figures is a
/// change of this file alone.
enum SystemFontMetrics {
  /// The font's units per em.
  static let unitsPerEm: CGFloat = 2_048
  /// The ascender per point of the size: 1950 / 2048 = 0.9521484375.
  static let ascenderPerPoint: CGFloat = 1_950 / unitsPerEm
  /// The descender per point of the size, negative: −494 / 2048 = −0.2412109375.
  static let descenderPerPoint: CGFloat = -494 / unitsPerEm
  /// The line height per point of the size, ascender less descender: 2444 / 2048 = 1.193359375.
  static let lineHeightPerPoint: CGFloat = ascenderPerPoint - descenderPerPoint
}
