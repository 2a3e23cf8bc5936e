/// A positional argument of a command.
public struct ArgumentSpec: Sendable, Equatable {
  /// The name shown as `<name>` in usage and help, and the key in `ParsedCommand.arguments`.
  public var name: String
  /// The help text.
  public var help: String
  /// Whether the argument takes every remaining value (only the last argument may).
  public var isVariadic: Bool
  /// Whether the argument may be left out.
  public var isOptional: Bool
  /// What shell completion offers for the argument.
  public var completion: ValueCompletion

  /// Creates a positional argument.
  public init(
    _ name: String,
    help: String = "",
    isVariadic: Bool = false,
    isOptional: Bool = false,
    completion: ValueCompletion = .file
  ) {
    self.name = name
    self.help = help
    self.isVariadic = isVariadic
    self.isOptional = isOptional
    self.completion = completion
  }

  /// `<name>`, `<name> ...`, bracketed when optional.
  var synopsis: String {
    let synopsis = isVariadic ? "<\(name)> ..." : "<\(name)>"
    return isOptional ? "[\(synopsis)]" : synopsis
  }
}
