import SwiftUI
import Testing
import UIKit

/// `accessibilityLabel(content:)` in the double: the placeholder reads as the modified view's
/// label ("a proxy value representing the modified view",
/// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(content:)), and the
/// closure's views, in order, make the new label.
@MainActor
@Suite("SwiftUI double: a label appended to a view's own")
struct AccessibilityLabelContentTests {
  @Test("the view's own accessibility label, then the appended text")
  func appendsToOwnLabel() {
    let host = SwiftUIHost(
      Text(verbatim: "☆☆☆").accessibilityLabel(Text(verbatim: "Rating"))
        .accessibilityLabel { label in
          label
          Text(verbatim: "Error: Choose a rating")
        }
        .accessibilityIdentifier("rating"), osVersion: 18)
    #expect(host.root.first(identifier: "rating")?.elementLabel == "Rating, Error: Choose a rating")
  }

  @Test("a view without a label reads as its text; content before the placeholder comes first")
  func prependsToText() {
    let host = SwiftUIHost(
      Text(verbatim: "Rating")
        .accessibilityLabel { label in
          Text(verbatim: "Favourite")
          label
        }
        .accessibilityIdentifier("rating"), osVersion: 18)
    #expect(host.root.first(identifier: "rating")?.elementLabel == "Favourite, Rating")
    #expect(host.root.texts == ["Rating"], "the closure's views are read, not shown")
  }
}
