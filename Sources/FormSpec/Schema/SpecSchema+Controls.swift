import FormDiagnostics

extension SpecSchema {
  /// The schema of a typed control's `value`: a switch's boolean.
  static func controlValue(of kind: Node.Kind) -> JSON {
    switch kind {
    case .switch: return bool
    default: preconditionFailure("no value schema for \(kind)")
    }
  }
}
