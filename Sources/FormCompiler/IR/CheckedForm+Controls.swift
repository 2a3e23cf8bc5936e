import FormSpec

extension ResolvedInput {
  /// Whether the input is a typed control (a switch): outside the keyboard's focus chain.
  public var isControl: Bool { kind.isControl }
}

extension CheckedForm {
  /// The inputs in the keyboard's focus chain, in focus order (``inputs`` without the typed
  /// controls).
  public var focusInputs: [ResolvedInput] { inputs.filter { !$0.isControl } }

  /// The typed controls (switches), in document order.
  public var controls: [ResolvedInput] { inputs.filter(\.isControl) }
}
