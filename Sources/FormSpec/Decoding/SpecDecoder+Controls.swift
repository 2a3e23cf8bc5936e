import FormDiagnostics

extension SpecDecoder {
  /// Why a text input's key is not a typed control's, for `unknown-key`'s message.
  static func controlKeyExplanation(_ kind: Node.Kind, valid: [String]) -> String {
    let keys = valid.map { "'\($0)'" }.joined(separator: ", ")
    switch kind {
    case .switch:
      return "a switch brings no keyboard, so it takes no placeholder, text traits, return key, "
        + "rules or 'next'; it takes \(keys)"
    default:
      return "it takes \(keys)"
    }
  }

  /// A typed control's `value`: a switch's boolean.
  mutating func decodeControlValue(
    _ kind: Node.Kind, key: YAMLNode.ID, value: YAMLNode.ID, into input: inout InputProperties
  ) {
    switch kind {
    case .switch: input.control.isOn = bool(value, key: key)
    default: preconditionFailure("\(kind.rawValue) takes no value")
    }
  }
}
