import Foundation

/// A Dynamic Type content size category, the text size a user picks in Settings › Accessibility ›
/// Display & Text Size › Larger Text.
///
/// The raw values are the command-line spellings: SwiftUI's `DynamicTypeSize` names for the seven
/// standard sizes and UIKit's `UIContentSizeCategory` names for the five accessibility sizes
/// (SwiftUI's `accessibility1` … `accessibility5`).
public enum TextSize: String, Sendable, Hashable, CaseIterable, Codable {
  /// `UIContentSizeCategory.extraSmall`, `DynamicTypeSize.xSmall`.
  case xSmall
  /// `UIContentSizeCategory.small`.
  case small
  /// `UIContentSizeCategory.medium`.
  case medium
  /// `UIContentSizeCategory.large`: the system's default.
  case large
  /// `UIContentSizeCategory.extraLarge`, `DynamicTypeSize.xLarge`.
  case xLarge
  /// `UIContentSizeCategory.extraExtraLarge`, `DynamicTypeSize.xxLarge`.
  case xxLarge
  /// `UIContentSizeCategory.extraExtraExtraLarge`, `DynamicTypeSize.xxxLarge`.
  case xxxLarge
  /// The first accessibility size (`DynamicTypeSize.accessibility1`, AX1).
  case accessibilityMedium
  /// The second accessibility size (`accessibility2`, AX2).
  case accessibilityLarge
  /// The third accessibility size (`accessibility3`, AX3).
  case accessibilityExtraLarge
  /// The fourth accessibility size (`accessibility4`, AX4).
  case accessibilityExtraExtraLarge
  /// The largest accessibility size (`accessibility5`, AX5).
  case accessibilityExtraExtraExtraLarge

  /// The system's default size.
  public static let standard = TextSize.large

  /// Whether the size is one of the five larger accessibility sizes.
  public var isAccessibilitySize: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
      return true
    default:
      return false
    }
  }

  /// The Body text style's point size at this size (Apple's Human Interface Guidelines,
  /// Typography › Specifications › Dynamic Type sizes, iOS and iPadOS).
  public var bodyPointSize: CGFloat {
    switch self {
    case .xSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .xLarge: return 19
    case .xxLarge: return 21
    case .xxxLarge: return 23
    case .accessibilityMedium: return 28
    case .accessibilityLarge: return 33
    case .accessibilityExtraLarge: return 40
    case .accessibilityExtraExtraLarge: return 47
    case .accessibilityExtraExtraExtraLarge: return 53
    }
  }

  /// The Footnote text style's point size at this size (the same table).
  public var footnotePointSize: CGFloat {
    switch self {
    case .xSmall, .small, .medium: return 12
    case .large: return 13
    case .xLarge: return 15
    case .xxLarge: return 17
    case .xxxLarge: return 19
    case .accessibilityMedium: return 23
    case .accessibilityLarge: return 27
    case .accessibilityExtraLarge: return 33
    case .accessibilityExtraExtraLarge: return 38
    case .accessibilityExtraExtraExtraLarge: return 44
    }
  }

  /// How messages name it: `at text size accessibilityExtraExtraExtraLarge`.
  public var phrase: String { "at text size \(rawValue)" }
}
