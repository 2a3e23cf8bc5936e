/// What Return does on an input: the key and its action while a visible input follows the input,
/// and while it is the last visible input.
///
/// formc's checker decides it once per input (`returnBehavior` in `formc plan --format json`);
/// the generated schema carries it, so the running form and the plan cannot disagree.
public struct FormReturnBehavior: Sendable, Hashable {
  /// A return key and what pressing it does.
  public struct Step: Sendable, Hashable {
    /// The key shown, or `nil` when the keyboard has none (pads, custom controls).
    public var key: FormReturnKey?
    /// What pressing it does.
    public var action: FormReturnAction

    /// Creates a step.
    public init(key: FormReturnKey?, action: FormReturnAction) {
      self.key = key
      self.action = action
    }
  }

  /// The key and action while a visible input follows.
  public var whenFollowed: Step
  /// The key and action while the input is the last visible input.
  public var whenLast: Step

  /// Creates a behaviour.
  public init(whenFollowed: Step, whenLast: Step) {
    self.whenFollowed = whenFollowed
    self.whenLast = whenLast
  }

  /// The step in a state where a visible input follows the input (`follows`) or not.
  public func step(follows: Bool) -> Step { follows ? whenFollowed : whenLast }

  /// Next moves on; on the last visible input the key is `submitKey` and submits (a field with
  /// the derived key).
  public static func nextOrSubmit(_ submitKey: FormReturnKey) -> Self {
    Self(
      whenFollowed: Step(key: .next, action: .next), whenLast: Step(key: submitKey, action: .submit)
    )
  }

  /// An explicit `returnKey: next`: moves on; on the last visible input it ends editing.
  public static let nextOrEndEditing = Self(
    whenFollowed: Step(key: .next, action: .next), whenLast: Step(key: .next, action: .dismiss))

  /// An action key (`send`, `go`, …) that submits wherever the input stands.
  public static func submit(_ key: FormReturnKey) -> Self {
    Self(whenFollowed: Step(key: key, action: .submit), whenLast: Step(key: key, action: .submit))
  }

  /// A text view's Return key, which inserts a newline.
  public static let newline = Self(
    whenFollowed: Step(key: .default, action: .newline),
    whenLast: Step(key: .default, action: .newline))

  /// No return key: a pad keyboard or a custom control.
  public static let none = Self(
    whenFollowed: Step(key: nil, action: .none), whenLast: Step(key: nil, action: .none))
}
