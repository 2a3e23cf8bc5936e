import FormSpec

/// formc's command-line interface, described as data.
enum FormcCommand {
  static let reporterOption = OptionSpec(
    "reporter", short: "r", help: "How to print diagnostics.",
    allowedValues: ReporterKind.allCases.map(\.rawValue), defaultValue: ReporterKind.xcode.rawValue)

  static let lint = CommandSpec(
    "lint",
    abstract: "Check form specs and report problems.",
    discussion: """
      Exit status: 0 when no errors are found (warnings allowed unless --strict), 1 for errors \
      (or warnings with --strict, or a path that holds no spec), 2 when formc itself fails.
      """,
    arguments: [
      ArgumentSpec(
        "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
        isVariadic: true, isOptional: true)
    ],
    options: [reporterOption],
    flags: [
      FlagSpec("strict", short: "s", help: "Fail on warnings as well as errors."),
      FlagSpec("quiet", short: "q", help: "Print nothing but diagnostics."),
    ]
  )

  static let root = CommandSpec(
    "formc",
    abstract: "A declarative form-spec compiler for iOS keyboard handling.",
    subcommands: [lint],
    version: formcVersion
  )

  /// Parses the arguments (without the program name), runs the command and returns the exit code.
  static func main(_ arguments: [String]) -> Int32 {
    switch root.parse(arguments) {
    case .help(let text), .version(let text), .completionScript(let text):
      Console.output(text.hasSuffix("\n") ? text : text + "\n")
      return ExitCode.success
    case .failure(let error):
      Console.error(error.rendered)
      return ExitCode.usage
    case .command(let command):
      switch command.subcommand {
      case "lint":
        return LintCommand(
          paths: command.arguments["paths"] ?? [],
          reporter: ReporterKind(rawValue: command.option("reporter") ?? "xcode") ?? .xcode,
          strict: command.isSet("strict"),
          quiet: command.isSet("quiet")
        ).run()
      default:
        Console.error("error: '\(command.subcommand)' is not implemented")
        return ExitCode.toolFailure
      }
    }
  }
}
