extension ValidationMessage {
  /// formc's message when a multi-choice has fewer options chosen than its `min`.
  public static func minSelections(_ subject: String, _ count: Int) -> String {
    "Choose at least \(count) option\(count == 1 ? "" : "s") for \(subject)"
  }

  /// formc's message when a multi-choice has more options chosen than its `max`.
  public static func maxSelections(_ subject: String, _ count: Int) -> String {
    "Choose at most \(count) option\(count == 1 ? "" : "s") for \(subject)"
  }
}
