import FormSpec

extension CheckContext {
  /// In how many checked visibility states an input is shown, last, and followed.
  struct PositionCount {
    /// States that show the input.
    var shown = 0
    /// States in which it is the last visible input.
    var last = 0

    /// States in which a visible input follows it.
    var followed: Int { shown - last }
  }

  /// The states in which the input at `index` is the last visible input, for messages: empty
  /// when the form has one state, ` in every visibility state`, ` whenever it is shown`, or the
  /// first such state (` when 'plan' is empty`).
  func describeLast(_ index: Int) -> String {
    describe(index, holding: positionCounts[index]?.last ?? 0, first: lastIn[index])
  }

  /// The states in which a visible input follows the input at `index`, as ``describeLast(_:)``.
  func describeFollowed(_ index: Int) -> String {
    describe(index, holding: positionCounts[index]?.followed ?? 0, first: followedIn[index])
  }

  private func describe(_ index: Int, holding: Int, first: [VisibilityState.ValueClass]?)
    -> String
  {
    guard hasControllers else { return "" }
    let shown = positionCounts[index]?.shown ?? 0
    if holding > 0, holding == states.count { return " in every visibility state" }
    if holding > 0, holding == shown { return " whenever it is shown" }
    return describeState(first ?? [])
  }
}
