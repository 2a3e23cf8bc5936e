/// A device orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}
