/// What a shell completion script offers for a value that has no list of allowed values.
public enum ValueCompletion: Sendable, Equatable {
  /// File and directory names.
  case file
  /// Directory names only.
  case directory
  /// Free text: nothing is offered.
  case text
}
