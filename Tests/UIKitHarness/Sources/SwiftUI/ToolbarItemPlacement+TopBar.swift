// The navigation bar's edges, where formc's generated screens put the spec's `actions`.

@available(iOS 14.0, *)
extension ToolbarItemPlacement {
  /// `topBarLeading`: "A placement for items in the leading edge of the top bar", declared
  /// `@backDeployed(before: iOS 17.0) static var topBarLeading: ToolbarItemPlacement { get }`,
  /// available from iOS 14.0.
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
  @available(iOS 14.0, *)
  public static var topBarLeading: ToolbarItemPlacement {
    ToolbarItemPlacement(name: "topBarLeading")
  }

  /// `topBarTrailing`: the trailing counterpart of `topBarLeading` (Apple's `ToolbarItemPlacement`
  /// page lists both; the member's own page was not in the reference consulted, so its
  /// declaration and iOS 14.0 availability are taken to match `topBarLeading`'s).
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
  @available(iOS 14.0, *)
  public static var topBarTrailing: ToolbarItemPlacement {
    ToolbarItemPlacement(name: "topBarTrailing")
  }
}
