import FormDiagnostics

extension RuleDescription {
  /// What `formc explain` prints for the rule: its default severity and whether it can be
  /// changed, its summary and rationale, the first example spec, and where the documentation is.
  /// Ends with a newline.
  public var explanation: String {
    var text = "\(id.rawValue) (\(defaultSeverity.rawValue) by default"
    text += isConfigurable ? "; can be switched off or raised)\n" : "; cannot be switched off)\n"
    text += "\n\(summary.prefix(1).uppercased())\(summary.dropFirst()).\n"
    text += "\n\(rationale)\n"
    if let example = examples.first {
      text += "\nExample:\n\n"
      text += example.spec.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n")
      if !text.hasSuffix("\n") { text += "\n" }
    }
    text += "\nSee docs/Diagnostics.md#\(id.rawValue) for more.\n"
    return text
  }
}
