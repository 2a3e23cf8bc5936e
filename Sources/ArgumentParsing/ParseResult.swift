/// What a command line asks for: a command to run, text to print, or a usage error.
public enum ParseResult: Sendable, Equatable {
  /// Run this command.
  case command(ParsedCommand)
  /// Print this help text to standard output and exit with 0.
  case help(String)
  /// Print this version to standard output and exit with 0.
  case version(String)
  /// Print this shell completion script to standard output and exit with 0.
  case completionScript(String)
  /// Print `error.rendered` to standard error and exit with `ArgumentError.exitCode`.
  case failure(ArgumentError)

  /// The exit code to use now, or nil when a command should run.
  public var exitCode: Int32? {
    switch self {
    case .command: return nil
    case .help, .version, .completionScript: return 0
    case .failure: return ArgumentError.exitCode
    }
  }
}
