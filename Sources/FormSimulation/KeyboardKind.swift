import FormCompiler
import FormSpec

/// Which system keyboard an input brings up: the letter keyboard or one of the iPhone's pads, each
/// with a height of its own and no predictive bar.
public enum KeyboardKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// The letter keyboard (and every keyboard type that is not a pad).
  case letters
  /// `numberPad`, `decimalPad` and `asciiCapableNumberPad`.
  case numberPad
  /// `phonePad`.
  case phonePad

  /// The keyboard an input brings up. Custom inputs bring their own input view; formc simulates
  /// them with the letter keyboard.
  public init(_ input: ResolvedInput) {
    switch input.traits?.keyboard {
    case .numberPad?, .decimalPad?, .asciiCapableNumberPad?: self = .numberPad
    case .phonePad?: self = .phonePad
    default: self = .letters
    }
  }

  /// Whether it is a pad.
  public var isPad: Bool { self != .letters }
}
