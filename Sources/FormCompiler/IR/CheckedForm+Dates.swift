import FormSpec

extension ResolvedInput {
  /// A date's components, style, initial value and range, as the spec's canonical texts
  /// (``SpecDate/text``): local dates and times, resolved in the user's calendar at run time.
  public struct DateControl: Sendable, Codable, Hashable {
    /// What the control edits.
    public var components: DateComponentsKind
    /// How it shows the value.
    public var style: DateStyle
    /// The initial value (`2026-12-24`, `today`, …), or `nil`: the date starts unset.
    public var value: String?
    /// The earliest value the user may pick, or `nil`.
    public var from: String?
    /// The latest value the user may pick, or `nil`.
    public var to: String?

    /// Creates a date control.
    public init(
      components: DateComponentsKind, style: DateStyle, value: String? = nil, from: String? = nil,
      to: String? = nil
    ) {
      self.components = components
      self.style = style
      self.value = value
      self.from = from
      self.to = to
    }

    /// Whether the model's property is optional (`Date?`): the spec gives no `value`.
    public var isOptional: Bool { value == nil }
  }
}
