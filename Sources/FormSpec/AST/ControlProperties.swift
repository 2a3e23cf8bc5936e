/// The keys of typed controls (`switch`) that text inputs do not take, as decoded.
public struct ControlProperties: Sendable {
  /// A switch's `value`: whether it starts on.
  public var isOn: Located<Bool>?

  /// Creates empty control properties.
  public init() {}
}
