/// A command that declares its command line and builds itself from the parse, like
/// swift-argument-parser's `ParsableCommand`. Its metatype is sendable, so a `CommandTree` of
/// command types may be a global.
public protocol ParsableSubcommand: SendableMetatype {
  /// The command's name, help, arguments, options and flags (no subcommands).
  static var configuration: CommandSpec { get }

  /// Builds the command from its parsed command line, converting values to their types.
  ///
  /// Throws a usage error when a value does not convert.
  init(parsing command: ParsedCommand) throws(ArgumentError)

  /// Runs the command and returns the process exit code.
  func run() -> Int32
}

/// A tool's commands as types: the root command and, below it, command types and groups of
/// them.
///
/// The tree's `spec` is built from the types' configurations, so every command a parse can
/// find has a type, and a command without a type cannot be parsed.
public struct CommandTree: Sendable {
  /// A command type, or a group (such as `config`) whose subcommands are nodes.
  public indirect enum Node: Sendable {
    /// A command that runs.
    case command(any ParsableSubcommand.Type)
    /// A command that only holds subcommands; its spec's own `subcommands` are replaced.
    case group(CommandSpec, [Node])
  }

  /// What a command line asks for: a command built and ready to run, text to print, or a
  /// usage error.
  public enum Invocation {
    /// Run this command.
    case command(any ParsableSubcommand)
    /// Print this help text to standard output and exit with 0.
    case help(String)
    /// Print this version to standard output and exit with 0.
    case version(String)
    /// Print this shell completion script to standard output and exit with 0.
    case completionScript(String)
    /// Print `error.rendered` to standard error and exit with `ArgumentError.exitCode`.
    case failure(ArgumentError)
  }

  /// The whole command line as data, for parsing, help and completion scripts.
  public let spec: CommandSpec
  /// The command types by their names below the root, such as `["config", "print"]`.
  private let types: [[String]: any ParsableSubcommand.Type]

  /// Creates the tree of `root` (its `subcommands` are replaced by the nodes').
  public init(_ root: CommandSpec, subcommands: [Node]) {
    var types: [[String]: any ParsableSubcommand.Type] = [:]
    func build(_ node: Node, below path: [String]) -> CommandSpec {
      switch node {
      case .command(let type):
        let spec = type.configuration
        precondition(types[path + [spec.name]] == nil, "two commands named '\(spec.name)'")
        types[path + [spec.name]] = type
        return spec
      case .group(var spec, let children):
        spec.subcommands = children.map { build($0, below: path + [spec.name]) }
        return spec
      }
    }
    var spec = root
    spec.subcommands = subcommands.map { build($0, below: []) }
    self.spec = spec
    self.types = types
  }

  /// Parses arguments, without the program name, and builds the command they name.
  public func parse(_ arguments: [String]) -> Invocation {
    switch spec.parse(arguments) {
    case .help(let text): return .help(text)
    case .version(let text): return .version(text)
    case .completionScript(let text): return .completionScript(text)
    case .failure(let error): return .failure(error)
    case .command(let parsed):
      // The parser finds only commands of `spec`, which was built from `types`.
      guard let type = types[parsed.subcommands] else {
        preconditionFailure("'\(parsed.subcommand)' has no command type")
      }
      do throws(ArgumentError) {
        return .command(try type.init(parsing: parsed))
      } catch {
        return .failure(error)
      }
    }
  }
}
