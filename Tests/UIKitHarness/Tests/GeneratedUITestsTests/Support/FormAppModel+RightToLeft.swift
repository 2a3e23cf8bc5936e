import FormRuntime
import UIKit
import XCTest

/// A right-to-left language (Arabic, Hebrew, Persian, Urdu) lays the app out mirrored: UIKit
/// arranges a view's content by its `effectiveUserInterfaceLayoutDirection`, leading on the right
/// (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection,
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection), and SwiftUI
/// "horizontally flips the x position of each view within its parent"
/// (https://developer.apple.com/documentation/swiftui/layoutdirection): the text inputs' labels,
/// the accessory toolbar's items (Previous on the right) and the keyboard's keys (Return on the
/// left) change sides; nothing moves vertically, and a swipe up or down scrolls as in any language.
extension FormAppModel {
  /// The languages written right to left.
  static var rightToLeftLanguages: Set<String> { ["ar", "he", "fa", "ur"] }

  /// Whether the app is laid out right to left (the simulator's language is).
  var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(settings.keyboardLanguage) }

  /// `elements` as the app shows them in its language: mirrored across the screen's vertical
  /// centre line when it is written right to left.
  func laidOut(_ elements: [XCUIElementSnapshotDouble]) -> [XCUIElementSnapshotDouble] {
    guard isRightToLeft else { return elements }
    let width = screenBounds.width
    func mirrored(_ element: XCUIElementSnapshotDouble) -> XCUIElementSnapshotDouble {
      var element = element
      element.frame.origin.x = width - element.frame.maxX
      element.children = element.children.map(mirrored)
      return element
    }
    return elements.map(mirrored)
  }
}
