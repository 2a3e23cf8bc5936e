import FormSpec

/// The form's `actions` with defaults applied: what the generated screens place in the navigation
/// bar, and what `formc plan` prints.
public struct ResolvedActions: Sendable, Codable, Hashable {
  /// The submit button, if the spec has one.
  public var submit: ResolvedAction?
  /// The cancel button, if the spec has one.
  public var cancel: ResolvedAction?
}

/// One action button outside the content.
public struct ResolvedAction: Sendable, Codable, Hashable {
  /// The button's title.
  public var title: String
  /// Where it stands.
  public var placement: ActionPlacement
  /// When it is enabled (`always` for cancel).
  public var enabled: ActionEnablement
  /// Whether it asks before discarding changes (`confirmDiscard`; cancel only, `nil` for submit).
  public var confirmDiscard: Bool? = nil
  /// `title.when`: the title shown while an app flag is set, the first set flag in list order
  /// winning; absent for a plain title.
  public var titleVariants: [ResolvedTextVariant]? = nil
}
