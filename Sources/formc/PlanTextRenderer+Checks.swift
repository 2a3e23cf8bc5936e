import FormCompiler
import FormSpec

extension PlanTextRenderer {
  /// `usernameAvailable, 0.5 seconds after the last change, …`: an input's app check (`check`
  /// in the spec), when it runs and what waits for it, or `nil` for an input without one.
  func checkSummary(_ input: ResolvedInput) -> String? {
    guard let check = input.check else { return nil }
    if check.local {
      return "\(check.name) (local, the app's synchronous check), at once whenever the input's "
        + "message is needed (as its validateOn says, and on submit), never on an empty value nor "
        + "while the input is hidden or disabled; never pending, no spinner, and a submit does not "
        + "wait for it"
    }
    let debounce =
      check.debounce == 0
      ? "at each change"
      : "\(Self.seconds(check.debounce)) after the last change"
    return "\(check.name) (the app's), \(debounce), never on an empty value nor while the input "
      + "is hidden or disabled; running (its spinner shows) from the end of its debounce until it "
      + "answers, and a submit waits for it, debounce included"
  }

  /// `0.5 seconds`, `1 second`.
  static func seconds(_ value: Double) -> String {
    let number =
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return number + (value == 1 ? " second" : " seconds")
  }
}
