extension ValidationMessage {
  /// formc's message when a multi-choice has fewer options chosen than its `min`.
  public static func minSelections(_ subject: String, _ count: Int) -> String {
    "Choose at least \(count) option\(count == 1 ? "" : "s") for \(subject)"
  }

  /// formc's message when a multi-choice has more options chosen than its `max`.
  public static func maxSelections(_ subject: String, _ count: Int) -> String {
    "Choose at most \(count) option\(count == 1 ? "" : "s") for \(subject)"
  }

  /// The String Catalog format of ``minSelections(_:_:)`` (`min` is `count`): `Choose at least
  /// %2$lld options for %1$@` (`option` when `count` is 1), and its arguments.
  public static func minSelectionsFormat(_ count: Int) -> (
    format: String, arguments: [FormString.FormatArgument]
  ) {
    (
      "Choose at least %2$lld option\(count == 1 ? "" : "s") for %1$@",
      [subject, selectionCount("the fewest options to choose")]
    )
  }

  /// The String Catalog format of ``maxSelections(_:_:)`` (`max` is `count`): `Choose at most
  /// %2$lld options for %1$@` (`option` when `count` is 1), and its arguments.
  public static func maxSelectionsFormat(_ count: Int) -> (
    format: String, arguments: [FormString.FormatArgument]
  ) {
    (
      "Choose at most %2$lld option\(count == 1 ? "" : "s") for %1$@",
      [subject, selectionCount("the most options to choose")]
    )
  }

  private static func selectionCount(_ meaning: String) -> FormString.FormatArgument {
    FormString.FormatArgument(position: 2, conversion: "lld", meaning: meaning)
  }
}
