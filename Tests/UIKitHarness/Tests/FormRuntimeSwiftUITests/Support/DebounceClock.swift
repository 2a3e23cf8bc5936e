import FormRuntime

/// The clock a test's app checks wait out their debounces with (`FormChecks(sleep:)`): it records
/// each debounce asked for and sleeps a hundredth of it, so a spec's one-second debounce costs a
/// test 10 ms. The debounce still passes on a later turn of the main actor (no check starts while
/// the test runs on), and a change cancels it as it cancels `Task.sleep(nanoseconds:)`, which it
/// calls. (FormRuntimeUIKitTests has this file through a symbolic link.)
@MainActor
final class DebounceClock {
  /// The debounces asked for, in nanoseconds, in order.
  private(set) var requested: [UInt64] = []

  /// App checks for a generated model's `appChecks` that wait on this clock and publish their
  /// running inputs to `pendingDidChange` (the model's `pendingChecks`), as the generated
  /// `appChecks` does.
  func checks<Field: FormField>(
    pendingDidChange: @escaping @MainActor (Set<Field>) -> Void
  ) -> FormChecks<Field> {
    let checks = FormChecks<Field>(sleep: { [self] nanoseconds in
      await self.record(nanoseconds)
      try await Task.sleep(nanoseconds: nanoseconds / 100)
    })
    checks.pendingDidChange = pendingDidChange
    return checks
  }

  private func record(_ nanoseconds: UInt64) { requested.append(nanoseconds) }
}
