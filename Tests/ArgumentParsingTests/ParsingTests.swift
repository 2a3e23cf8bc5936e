import Testing

@testable import ArgumentParsing

/// One command line and what parsing it against `FormcSample.root` must give.
struct ParseCase: Sendable, CustomTestStringConvertible {
  /// The expected outcome, compared loosely where the exact text is tested elsewhere.
  enum Expectation: Sendable {
    case command(ParsedCommand)
    /// The help text of the command at this path below the root.
    case help([String])
    case version
    case completionScript(CompletionShell)
    /// A usage error with this message.
    case error(String)
  }

  var argv: [String]
  var expected: Expectation

  var testDescription: String { argv.isEmpty ? "(no arguments)" : argv.joined(separator: " ") }

  init(_ argv: [String], _ expected: Expectation) {
    self.argv = argv
    self.expected = expected
  }

  /// A successful parse of `subcommands` (space-separated) with these values.
  static func ok(
    _ argv: [String],
    _ subcommands: String,
    options: [String: [String]] = [:],
    flags: Set<String> = [],
    arguments: [String: [String]] = [:]
  ) -> ParseCase {
    let path = subcommands.split(separator: " ").map(String.init)
    let parsed = ParsedCommand(
      subcommands: path, options: options, flags: flags, arguments: arguments)
    return ParseCase(argv, .command(parsed))
  }
}

private let xcode = ["reporter": ["xcode"]]

private let successes: [ParseCase] = [
  .ok(["lint"], "lint", options: xcode),
  .ok(
    ["lint", "a", "b", "--strict"], "lint", options: xcode, flags: ["strict"],
    arguments: ["paths": ["a", "b"]]),
  .ok(["lint", "--reporter", "json"], "lint", options: ["reporter": ["json"]]),
  .ok(["lint", "--reporter=json"], "lint", options: ["reporter": ["json"]]),
  .ok(["lint", "-r", "json"], "lint", options: ["reporter": ["json"]]),
  .ok(["lint", "-r=sarif"], "lint", options: ["reporter": ["sarif"]]),
  .ok(["lint", "-r", "json", "--reporter", "github"], "lint", options: ["reporter": ["github"]]),
  .ok(["lint", "-sq"], "lint", options: xcode, flags: ["strict", "quiet"]),
  .ok(["lint", "-qr", "json"], "lint", options: ["reporter": ["json"]], flags: ["quiet"]),
  .ok(
    ["lint", "a", "--config", "c.yml", "b"], "lint",
    options: ["reporter": ["xcode"], "config": ["c.yml"]], arguments: ["paths": ["a", "b"]]),
  .ok(
    ["lint", "--", "--strict", "-h"], "lint", options: xcode,
    arguments: ["paths": ["--strict", "-h"]]),
  .ok(["lint", "-"], "lint", options: xcode, arguments: ["paths": ["-"]]),
  .ok(["lint", "--config", ""], "lint", options: ["reporter": ["xcode"], "config": [""]]),
  .ok(
    ["plan", "a.form.yaml"], "plan", options: ["format": ["text"]],
    arguments: ["spec": ["a.form.yaml"]]),
  .ok(
    ["plan", "--format", "json", "a.form.yaml"], "plan", options: ["format": ["json"]],
    arguments: ["spec": ["a.form.yaml"]]),
  .ok(["rules"], "rules"),
  .ok(["explain", "unknown-key"], "explain", arguments: ["rule": ["unknown-key"]]),
  .ok(["config", "print"], "config print"),
  .ok(["template", "list"], "template list"),
  .ok(["template", "cat", "field"], "template cat", arguments: ["name": ["field"]]),
  .ok(
    ["generate", "a", "b", "--output", "out", "--check", "--prune", "-j", "4"], "generate",
    options: ["output": ["out"], "jobs": ["4"]], flags: ["check", "prune"],
    arguments: ["paths": ["a", "b"]]),
]

private let builtIns: [ParseCase] = [
  ParseCase([], .help([])),
  ParseCase(["--help"], .help([])),
  ParseCase(["-h"], .help([])),
  ParseCase(["help"], .help([])),
  ParseCase(["--help", "lint"], .help([])),
  ParseCase(["help", "lint"], .help(["lint"])),
  ParseCase(["help", "template", "cat"], .help(["template", "cat"])),
  ParseCase(["help", "bogus"], .help([])),
  ParseCase(["help", "config", "bogus"], .help(["config"])),
  ParseCase(["lint", "--help"], .help(["lint"])),
  ParseCase(["lint", "a", "-h", "b"], .help(["lint"])),
  ParseCase(["lint", "--strictt", "--help"], .help(["lint"])),
  ParseCase(["lint", "--reporter", "--help"], .help(["lint"])),
  ParseCase(["config"], .help(["config"])),
  ParseCase(["template"], .help(["template"])),
  ParseCase(["template", "cat", "--help"], .help(["template", "cat"])),
  ParseCase(["--version"], .version),
  ParseCase(["lint", "--version"], .version),
  ParseCase(["--generate-completion-script", "bash"], .completionScript(.bash)),
  ParseCase(["--generate-completion-script=zsh"], .completionScript(.zsh)),
  ParseCase(["--generate-completion-script", "fish"], .completionScript(.fish)),
]

private let failures: [ParseCase] = [
  ParseCase(["lint", "--strictt"], .error("Unknown option '--strictt'. Did you mean '--strict'?")),
  ParseCase(
    ["lint", "--repotr", "json"], .error("Unknown option '--repotr'. Did you mean '--reporter'?")),
  ParseCase(["lint", "--xyzzy"], .error("Unknown option '--xyzzy'")),
  ParseCase(["lint", "-x"], .error("Unknown option '-x'")),
  ParseCase(["lint", "-sx"], .error("Unknown option '-x'")),
  ParseCase(["lint", "-confg"], .error("Unknown option '-confg'. Did you mean '--config'?")),
  ParseCase(["lint", "--reporter"], .error("Missing value for '--reporter <reporter>'")),
  ParseCase(
    ["lint", "--reporter", "--strict"], .error("Missing value for '--reporter <reporter>'")),
  ParseCase(["lint", "-rs", "json"], .error("Missing value for '-r <reporter>'")),
  ParseCase(
    ["lint", "--reporter", "foo"],
    .error(
      "The value 'foo' is invalid for '--reporter <reporter>'. Please provide one of 'xcode', 'json', 'sarif' or 'github'."
    )),
  ParseCase(
    ["plan", "a", "--format=yaml"],
    .error(
      "The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'."
    )),
  ParseCase(
    ["lint", "--strict=yes"],
    .error("The option '--strict' does not take any value, but 'yes' was specified.")),
  ParseCase(["plan"], .error("Missing expected argument '<spec>'")),
  ParseCase(["plan", "a", "b"], .error("Unexpected argument 'b'")),
  ParseCase(["plan", "a", "b", "c"], .error("2 unexpected arguments: 'b', 'c'")),
  ParseCase(["rules", "--", "extra"], .error("Unexpected argument 'extra'")),
  ParseCase(["generate", "--output", "out"], .error("Missing expected argument '<paths> ...'")),
  ParseCase(["generate", "a"], .error("Missing expected argument '--output <dir>'")),
  ParseCase(["lnt"], .error("Unknown subcommand 'lnt'. Did you mean 'lint'?")),
  ParseCase(["hlp"], .error("Unknown subcommand 'hlp'. Did you mean 'help'?")),
  ParseCase(["frobnicate"], .error("Unknown subcommand 'frobnicate'")),
  ParseCase(["template", "lst"], .error("Unknown subcommand 'lst'. Did you mean 'list'?")),
  ParseCase(["--strict", "lint"], .error("Unknown option '--strict'")),
  ParseCase(
    ["--generate-completion-script"],
    .error("Missing value for '--generate-completion-script <shell>'")),
  ParseCase(
    ["--generate-completion-script", "tcsh"],
    .error(
      """
      Can't generate completion scripts for 'tcsh'.
      Please use --generate-completion-script=<shell> with one of:
          zsh bash fish
      """)),
]

@Suite struct ParsingTests {
  @Test(arguments: successes + builtIns + failures)
  func parse(_ testCase: ParseCase) {
    let root = FormcSample.root
    let result = root.parse(testCase.argv)
    switch testCase.expected {
    case .command(let expected):
      #expect(result == .command(expected))
    case .help(let path):
      #expect(result == .help(root.helpText(for: path)))
    case .version:
      #expect(result == .version("0.1.0"))
    case .completionScript(let shell):
      #expect(result == .completionScript(root.completionScript(for: shell)))
    case .error(let message):
      guard case .failure(let error) = result else {
        Issue.record("expected an error, got \(result)")
        return
      }
      #expect(error.message == message)
    }
  }

  @Test func errorsBelongToTheCommandTheyOccurIn() throws {
    let result = FormcSample.root.parse(["template", "cat"])
    guard case .failure(let error) = result else {
      Issue.record("expected an error, got \(result)")
      return
    }
    #expect(error.commandPath == ["formc", "template", "cat"])
    #expect(error.usage == "formc template cat <name>")
  }

  @Test func exitCodes() {
    #expect(ArgumentError.exitCode == 64)
    #expect(FormcSample.root.parse(["lint", "--nope"]).exitCode == 64)
    #expect(FormcSample.root.parse(["--help"]).exitCode == 0)
    #expect(FormcSample.root.parse(["--version"]).exitCode == 0)
    #expect(FormcSample.root.parse(["--generate-completion-script", "fish"]).exitCode == 0)
    #expect(FormcSample.root.parse(["rules"]).exitCode == nil)
  }

  @Test func accessors() throws {
    guard case .command(let lint) = FormcSample.root.parse(["lint", "a", "b", "-s", "-r", "json"])
    else {
      Issue.record("expected a command")
      return
    }
    #expect(lint.subcommand == "lint")
    #expect(lint.option("reporter") == "json")
    #expect(lint.option("config") == nil)
    #expect(lint.isSet("strict"))
    #expect(!lint.isSet("quiet"))
    #expect(lint.argument("paths") == "a")
    #expect(lint.arguments["paths"] == ["a", "b"])
  }

  /// A tree with a repeatable option and a default subcommand.
  private static let tool = CommandSpec(
    "tool",
    subcommands: [
      CommandSpec(
        "run",
        abstract: "Run it.",
        arguments: [ArgumentSpec("file", isOptional: true)],
        options: [OptionSpec("define", short: "D", isRepeatable: true)],
        flags: [FlagSpec("fast")]
      ),
      CommandSpec("other"),
    ],
    defaultSubcommand: "run"
  )

  @Test(arguments: [
    ([], ParsedCommand(subcommands: ["run"])),
    (["--fast"], ParsedCommand(subcommands: ["run"], flags: ["fast"])),
    (["x.txt"], ParsedCommand(subcommands: ["run"], arguments: ["file": ["x.txt"]])),
    (
      ["-D", "a", "--define=b", "-D", "c"],
      ParsedCommand(subcommands: ["run"], options: ["define": ["a", "b", "c"]])
    ),
    (["run", "--fast"], ParsedCommand(subcommands: ["run"], flags: ["fast"])),
    (["other"], ParsedCommand(subcommands: ["other"])),
  ])
  func defaultSubcommandAndRepeatableOption(argv: [String], expected: ParsedCommand) {
    #expect(Self.tool.parse(argv) == .command(expected))
  }

  @Test func defaultSubcommandInHelpAndUsage() {
    #expect(Self.tool.helpText().contains("\n  run (default)           Run it.\n"))
    #expect(
      Self.tool.helpText(for: ["run"]).contains(
        "USAGE: tool run [<file>] [--define <define> ...] [--fast]\n"))
  }
}
