/// A successfully parsed command line: which command to run and with what values.
public struct ParsedCommand: Sendable, Equatable {
  /// The command names below the root, such as `["config", "print"]`; empty for the root.
  public var subcommands: [String]
  /// Option values by long name; an option that was not given holds its default, if any.
  /// A repeatable option holds every value in order; any other holds the last one given.
  public var options: [String: [String]]
  /// The long names of the flags that were given.
  public var flags: Set<String>
  /// Positional values by argument name; an argument that was not given is absent.
  public var arguments: [String: [String]]
  /// The usage line of the command, for usage errors from the typed accessors; not compared
  /// by `==`.
  public var usage: String
  /// The command's names from the root, such as `["formc", "lint"]`, for usage errors from the
  /// typed accessors; not compared by `==`.
  public var commandPath: [String]

  /// Creates a parsed command.
  public init(
    subcommands: [String],
    options: [String: [String]] = [:],
    flags: Set<String> = [],
    arguments: [String: [String]] = [:],
    usage: String = "",
    commandPath: [String] = []
  ) {
    self.subcommands = subcommands
    self.options = options
    self.flags = flags
    self.arguments = arguments
    self.usage = usage
    self.commandPath = commandPath
  }

  /// Whether two parses found the same command with the same values; `usage` and `commandPath`
  /// follow from the command and are not compared.
  public static func == (lhs: ParsedCommand, rhs: ParsedCommand) -> Bool {
    lhs.subcommands == rhs.subcommands && lhs.options == rhs.options && lhs.flags == rhs.flags
      && lhs.arguments == rhs.arguments
  }

  /// The command names below the root joined by spaces (`"config print"`), for dispatch.
  public var subcommand: String { subcommands.joined(separator: " ") }

  /// The last value of an option (or its default), or nil.
  public func option(_ long: String) -> String? { options[long]?.last }

  /// Whether a flag was given.
  public func isSet(_ flag: String) -> Bool { flags.contains(flag) }

  /// The first value of a positional argument, or nil.
  public func argument(_ name: String) -> String? { arguments[name]?.first }
}
