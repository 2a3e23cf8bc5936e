import FormUITesting
import Foundation

/// The app's text size (Dynamic Type), as the launch arguments give it: UIKit reads the user's
/// preferred size from the `UIPreferredContentSizeCategoryName` default, which a launch argument
/// `-UIPreferredContentSizeCategoryName <category>` sets for that launch (launch arguments of the
/// form `-<key> <value>` go into the argument domain, which is searched first: "the argument
/// domain … contains values parsed from the app's arguments",
/// https://developer.apple.com/documentation/foundation/userdefaults#Sharing-Defaults-with-Other-Apps,
/// https://developer.apple.com/documentation/foundation/userdefaults/argumentdomain), as Xcode's
/// scheme and test plan options do. The category's raw values are UIKit's
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategory).
///
/// The text styles' sizes and line heights (leading) are the Human Interface Guidelines'
/// "iOS, iPadOS Dynamic Type sizes" tables
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes):
/// body (what a text field and a text view show) and subheadline (an input's title). That page
/// is not in the stored documentation these were checked against (searched: "Dynamic Type
/// sizes", the HIG's typography); every figure below agrees with a third-party copy of its
/// tables (size/leading for each style, xSmall to AX5, found in a public repository's design
/// notes), and the body sizes with the sizes measured in the iOS 8.4 simulator and published
/// tables cited at `UIContentSizeCategory.bodySizeDouble` in the UIKit double. No figure
/// differed.
struct TextSize: Equatable, Sendable {
  /// The body style's point size.
  var bodySize: CGFloat
  /// The body style's line height (leading), in points.
  var bodyLeading: CGFloat
  /// The subheadline style's line height (leading), in points.
  var subheadlineLeading: CGFloat

  /// Large, the default size: body 17 points on 22, subheadline 15 on 20.
  static let large = TextSize(bodySize: 17, bodyLeading: 22, subheadlineLeading: 20)

  /// The sizes by category raw value (HIG tables: body size/leading, subheadline leading).
  static let byCategory: [String: TextSize] = [
    "UICTContentSizeCategoryXS": TextSize(bodySize: 14, bodyLeading: 19, subheadlineLeading: 16),
    "UICTContentSizeCategoryS": TextSize(bodySize: 15, bodyLeading: 20, subheadlineLeading: 18),
    "UICTContentSizeCategoryM": TextSize(bodySize: 16, bodyLeading: 21, subheadlineLeading: 19),
    "UICTContentSizeCategoryL": .large,
    "UICTContentSizeCategoryXL": TextSize(bodySize: 19, bodyLeading: 24, subheadlineLeading: 22),
    "UICTContentSizeCategoryXXL": TextSize(bodySize: 21, bodyLeading: 26, subheadlineLeading: 24),
    "UICTContentSizeCategoryXXXL": TextSize(bodySize: 23, bodyLeading: 29, subheadlineLeading: 28),
    // The accessibility sizes AX1 to AX5.
    "UICTContentSizeCategoryAccessibilityM": TextSize(
      bodySize: 28, bodyLeading: 34, subheadlineLeading: 31),
    "UICTContentSizeCategoryAccessibilityL": TextSize(
      bodySize: 33, bodyLeading: 40, subheadlineLeading: 37),
    "UICTContentSizeCategoryAccessibilityXL": TextSize(
      bodySize: 40, bodyLeading: 48, subheadlineLeading: 43),
    "UICTContentSizeCategoryAccessibilityXXL": TextSize(
      bodySize: 47, bodyLeading: 56, subheadlineLeading: 50),
    "UICTContentSizeCategoryAccessibilityXXXL": TextSize(
      bodySize: 53, bodyLeading: 62, subheadlineLeading: 58),
  ]

  /// The size the launch arguments ask for (the last `-UIPreferredContentSizeCategoryName`
  /// wins, as in the argument domain); Large without one, or for a name UIKit does not have.
  static func launchedWith(_ arguments: [String]) -> TextSize {
    let key = "-UIPreferredContentSizeCategoryName"
    guard let index = arguments.lastIndex(of: key), index + 1 < arguments.count else {
      return .large
    }
    return byCategory[arguments[index + 1]] ?? .large
  }

  /// A text field's (or a control row's) height: its text's line with 11 points above and below
  /// (44 at Large, the least a tap target should be: Human Interface Guidelines, Accessibility,
  /// "a minimum tappable area of 44x44 pt",
  /// https://developer.apple.com/design/human-interface-guidelines/accessibility).
  var inputHeight: CGFloat { max(44, bodyLeading + 22) }

  /// About how wide a body character is (8 points at Large).
  var characterWidth: CGFloat { 8 * bodySize / 17 }
}

extension FormAppModel {
  /// The arguments the app is launched with: the test's own, and those the walk passes on
  /// from the test runner's (``SimulatorSettings/runnerArguments``).
  func launchArguments(_ arguments: [String]) -> [String] {
    guard !settings.runnerArguments.isEmpty else { return arguments }
    return arguments
      + FormUIWalk.forwardedArguments(from: ["/test-runner"] + settings.runnerArguments)
  }
}
