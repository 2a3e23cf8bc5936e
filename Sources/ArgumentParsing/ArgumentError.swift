/// A usage error, rendered the way swift-argument-parser prints it.
///
///     Error: Unknown option '--strictt'. Did you mean '--strict'?
///     Usage: formc lint [<paths> ...] [--reporter <reporter>] [--strict] [--quiet]
///       See 'formc lint --help' for more information.
public struct ArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The exit code for usage errors: 64, `EX_USAGE` from `sysexits.h`.
  public static let exitCode: Int32 = 64

  /// The message after `Error: `.
  public var message: String
  /// The line after `Help:  `: the offending option or argument with its help text.
  public var help: String?
  /// The usage line of the command the error belongs to, after `Usage: `.
  public var usage: String
  /// The command's names from the root, such as `["formc", "lint"]`.
  public var commandPath: [String]

  /// Creates a usage error.
  public init(_ message: String, help: String? = nil, usage: String, commandPath: [String]) {
    self.message = message
    self.help = help
    self.usage = usage
    self.commandPath = commandPath
  }

  /// The full text for standard error, without a trailing newline.
  public var rendered: String {
    var lines = ["Error: \(message)"]
    if let help, !help.isEmpty {
      lines.append("Help:  \(help)")
    }
    lines.append("Usage: \(usage)")
    lines.append("  See '\(commandPath.joined(separator: " ")) --help' for more information.")
    return lines.joined(separator: "\n")
  }

  /// The same as `rendered`.
  public var description: String { rendered }
}
