/// Tells the sessions driving a form's views what app code changed on the view model: an input's
/// value, the focused input, or the errors.
///
/// The generated view model owns one and reports each change from its properties' `didSet`; a
/// ``FormSession`` listens, so a value set from code, a picker's choice or `reset()` reaches the
/// views at once. Changes a session makes itself are not reported back to it.
@MainActor
public final class FormChangeRelay<Field: FormField> {
  /// A change app code made.
  public enum Change: Sendable, Hashable {
    /// An input's value was set.
    case value(Field)
    /// `focusedField` was set.
    case focus
    /// `errors` was set.
    case errors
    /// An app flag was set.
    case flags
    /// The options the app loads for a choice (`options: app`) were set.
    case options(Field)
  }

  private struct Listener {
    weak var owner: AnyObject?
    let handler: @MainActor (Change) -> Void
  }

  private var listeners: [Listener] = []
  /// While above zero, changes are not reported (a session is writing the model).
  private var muted = 0

  /// Creates a relay with no listener.
  public init() {}

  /// Reports an input's value change.
  public func valueDidChange(_ field: Field) { send(.value(field)) }

  /// Reports a change of `focusedField`.
  public func focusDidChange() { send(.focus) }

  /// Reports a change of `errors`.
  public func errorsDidChange() { send(.errors) }

  /// Reports a change of an app flag.
  public func flagsDidChange() { send(.flags) }

  /// Reports a change of the options the app loads for a choice (`options: app`).
  public func optionsDidChange(_ field: Field) { send(.options(field)) }

  /// Calls `handler` with every change while `owner` lives.
  public func addListener(_ owner: AnyObject, _ handler: @escaping @MainActor (Change) -> Void) {
    listeners.removeAll { $0.owner == nil || $0.owner === owner }
    listeners.append(Listener(owner: owner, handler: handler))
  }

  /// Stops calling `owner`'s handler.
  public func removeListener(_ owner: AnyObject) {
    listeners.removeAll { $0.owner == nil || $0.owner === owner }
  }

  /// Runs `body` without reporting the changes it makes.
  public func muted<Result>(_ body: () throws -> Result) rethrows -> Result {
    muted += 1
    defer { muted -= 1 }
    return try body()
  }

  private func send(_ change: Change) {
    guard muted == 0 else { return }
    for listener in listeners where listener.owner != nil { listener.handler(change) }
  }
}
