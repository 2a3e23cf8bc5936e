/// A command described as data: its help, arguments, options, flags and subcommands.
///
/// The root command's `name` is the tool's name; `parse(_:)`, `helpText(for:)` and
/// `completionScript(for:)` are called on the root.
public struct CommandSpec: Sendable, Equatable {
  /// The name typed on the command line (for the root, the tool's name).
  public var name: String
  /// A one-line summary, shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
  public var abstract: String
  /// Longer text shown after the abstract in the command's own help.
  public var discussion: String
  /// Positional arguments in order; only the last may be variadic.
  public var arguments: [ArgumentSpec]
  /// Options that take a value, in the order help lists them.
  public var options: [OptionSpec]
  /// Flags, listed in help after the options.
  public var flags: [FlagSpec]
  /// Subcommands, in the order help lists them.
  public var subcommands: [CommandSpec]
  /// The name of the subcommand used when none is given; when nil, the command's help is shown.
  public var defaultSubcommand: String?
  /// The text `--version` prints; set it on the root.
  public var version: String?

  /// Creates a command.
  public init(
    _ name: String,
    abstract: String = "",
    discussion: String = "",
    arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    flags: [FlagSpec] = [],
    subcommands: [CommandSpec] = [],
    defaultSubcommand: String? = nil,
    version: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.flags = flags
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.version = version
  }

  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  func option(long: String) -> OptionSpec? {
    options.first { $0.long == long }
  }

  func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short }
  }

  func flag(long: String) -> FlagSpec? {
    flags.first { $0.long == long }
  }

  func flag(short: Character) -> FlagSpec? {
    flags.first { $0.short == short }
  }

  /// Every command of the tree as its stack of commands from the root, parents first.
  var tree: [[CommandSpec]] {
    func walk(_ stack: [CommandSpec]) -> [[CommandSpec]] {
      [stack] + stack[stack.count - 1].subcommands.flatMap { walk(stack + [$0]) }
    }
    return walk([self])
  }
}
