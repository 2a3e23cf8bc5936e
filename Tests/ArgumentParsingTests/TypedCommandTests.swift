import Testing

@testable import ArgumentParsing

/// A colour, read from its raw value.
private enum Color: String, CaseIterable, Sendable, ExpressibleByArgument {
  case red, green, blue
}

/// A whole number above 0, with its own "Please provide" text.
private struct Count: Equatable, Sendable, ExpressibleByArgument {
  static let validValueDescription: String? = "a positive whole number"

  var value: Int

  init?(argument: String) {
    guard let value = Int(argument), value > 0 else { return nil }
    self.value = value
  }
}

/// `paint [<walls> ...] [--color <color>] [--coats <n>] [--shade <shade> ...] [--dry-run]`.
private struct PaintCommand: ParsableSubcommand, Equatable {
  static let walls = ArgumentSpec(
    "walls", help: "The walls to paint.", isVariadic: true, isOptional: true)
  static let color = OptionSpec(
    "color", short: "c", help: "The paint.", type: Color.self, defaultValue: .red)
  static let coats = OptionSpec("coats", valueName: "n", help: "How many coats.", type: Count.self)
  static let shades = OptionSpec(
    "shade", help: "A shade to mix in.", type: Color.self, isRepeatable: true)
  static let dryRun = FlagSpec("dry-run", help: "Paint nothing.")

  static let configuration = CommandSpec(
    "paint", abstract: "Paint walls.", arguments: [walls], options: [color, coats, shades],
    flags: [dryRun])

  var walls: [String]
  var color: Color
  var coats: Count?
  var shades: [Color]
  var dryRun: Bool

  init(parsing command: ParsedCommand) throws(ArgumentError) {
    walls = try command.values(Self.walls)
    color = try command.value(Self.color)
    coats = try command.valueIfPresent(Self.coats)
    shades = try command.values(Self.shades)
    dryRun = command.isSet(Self.dryRun)
  }

  init(walls: [String] = [], color: Color = .red, coats: Int? = nil, shades: [Color] = []) {
    self.walls = walls
    self.color = color
    self.coats = coats.flatMap { Count(argument: String($0)) }
    self.shades = shades
    self.dryRun = false
  }

  func run() -> Int32 { 0 }
}

/// `palette mix <amount>`, inside a group.
private struct MixCommand: ParsableSubcommand, Equatable {
  static let amount = ArgumentSpec("amount", help: "How much to mix.")
  static let configuration = CommandSpec("mix", abstract: "Mix paint.", arguments: [amount])

  var amount: Int

  init(parsing command: ParsedCommand) throws(ArgumentError) {
    amount = try command.value(Self.amount)
  }

  func run() -> Int32 { 3 }
}

private let tree = CommandTree(
  CommandSpec("tool", abstract: "Paints.", version: "1.0"),
  subcommands: [
    .command(PaintCommand.self),
    .group(CommandSpec("palette", abstract: "Work with paint."), [.command(MixCommand.self)]),
  ])

/// One command line and the command it must build.
struct TypedCase: Sendable, CustomTestStringConvertible {
  var argv: [String]
  fileprivate var expected: PaintCommand
  var testDescription: String { argv.joined(separator: " ") }
}

private let typedCases: [TypedCase] = [
  TypedCase(argv: ["paint"], expected: PaintCommand()),
  TypedCase(argv: ["paint", "north", "south"], expected: PaintCommand(walls: ["north", "south"])),
  TypedCase(argv: ["paint", "-c", "blue"], expected: PaintCommand(color: .blue)),
  TypedCase(
    argv: ["paint", "--color=green", "--coats", "2"],
    expected: PaintCommand(color: .green, coats: 2)),
  TypedCase(
    argv: ["paint", "--shade", "blue", "--shade", "red"],
    expected: PaintCommand(shades: [.blue, .red])),
]

/// A command line that fails, and the message after `Error: `.
struct TypedFailure: Sendable, CustomTestStringConvertible {
  var argv: [String]
  var message: String
  var testDescription: String { argv.joined(separator: " ") }
}

private let typedFailures: [TypedFailure] = [
  TypedFailure(
    argv: ["paint", "--color", "pink"],
    message:
      "The value 'pink' is invalid for '--color <color>'. Please provide one of 'red', 'green' or 'blue'."
  ),
  TypedFailure(
    argv: ["paint", "--shade", "red", "--shade", "teal"],
    message:
      "The value 'teal' is invalid for '--shade <shade>'. Please provide one of 'red', 'green' or 'blue'."
  ),
  TypedFailure(
    argv: ["paint", "--coats", "x"],
    message: "The value 'x' is invalid for '--coats <n>'. Please provide a positive whole number."),
  TypedFailure(
    argv: ["paint", "--coats=0"],
    message: "The value '0' is invalid for '--coats <n>'. Please provide a positive whole number."),
  TypedFailure(
    argv: ["palette", "mix", "lots"], message: "The value 'lots' is invalid for '<amount>'"),
  TypedFailure(argv: ["palette", "mix"], message: "Missing expected argument '<amount>'"),
  TypedFailure(argv: ["plaint"], message: "Unknown subcommand 'plaint'. Did you mean 'paint'?"),
]

@Suite struct TypedCommandTests {
  @Test func enumValuesAreTheirRawValues() {
    #expect(Color.allValueStrings == ["red", "green", "blue"])
    #expect(Color(argument: "green") == .green)
    #expect(Color(argument: "Green") == nil)
    #expect(Color.blue.defaultValueDescription == "blue")
    #expect(Color.validValueDescription == nil)
    #expect(Int(argument: "12") == 12)
    #expect(Int(argument: "twelve") == nil)
    #expect(String(argument: "") == "")
    #expect(Int.allValueStrings.isEmpty)
  }

  @Test func typedOptionsDeriveAllowedValuesAndDefault() {
    #expect(
      PaintCommand.color
        == OptionSpec(
          "color", short: "c", help: "The paint.", allowedValues: ["red", "green", "blue"],
          defaultValue: "red"))
    #expect(PaintCommand.coats == OptionSpec("coats", valueName: "n", help: "How many coats."))
  }

  @Test func theTreeListsTheCommandTypes() {
    #expect(tree.spec.subcommands.map(\.name) == ["paint", "palette"])
    #expect(tree.spec.subcommands[0] == PaintCommand.configuration)
    #expect(tree.spec.subcommands[1].subcommands == [MixCommand.configuration])
  }

  @Test(arguments: typedCases)
  func buildsTheCommandWithTypedValues(_ testCase: TypedCase) {
    guard case .command(let command) = tree.parse(testCase.argv) else {
      Issue.record("expected a command")
      return
    }
    #expect(command as? PaintCommand == testCase.expected)
  }

  @Test func findsTheCommandInsideAGroup() {
    guard case .command(let command) = tree.parse(["palette", "mix", "4"]) else {
      Issue.record("expected a command")
      return
    }
    #expect(command as? MixCommand == MixCommand(amount: 4))
    #expect(command.run() == 3)
  }

  @Test(arguments: typedFailures)
  func reportsUsageErrors(_ testCase: TypedFailure) {
    guard case .failure(let error) = tree.parse(testCase.argv) else {
      Issue.record("expected an error")
      return
    }
    #expect(error.message == testCase.message)
  }

  @Test func aConversionErrorNamesItsCommand() {
    guard case .failure(let error) = tree.parse(["paint", "-c", "red", "--coats=-1"]) else {
      Issue.record("expected an error")
      return
    }
    #expect(
      error.rendered == """
        Error: The value '-1' is invalid for '--coats <n>'. Please provide a positive whole number.
        Help:  --coats <n>  How many coats.
        Usage: tool paint [<walls> ...] [--color <color>] [--coats <n>] [--shade <shade> ...] [--dry-run]
          See 'tool paint --help' for more information.
        """)
  }

  @Test func aBadEnumValueFromElsewhereIsAUsageError() {
    // A parse built by hand skips the parser's check of allowed values; the accessor still
    // rejects the value with the parser's wording.
    let parsed = ParsedCommand(
      subcommands: ["paint"], options: ["color": ["pink"]], usage: "tool paint",
      commandPath: ["tool", "paint"])
    #expect(throws: ArgumentError.self) { try parsed.value(PaintCommand.color, as: Color.self) }
    do throws(ArgumentError) {
      _ = try parsed.value(PaintCommand.color, as: Color.self)
    } catch {
      #expect(
        error.rendered == """
          Error: The value 'pink' is invalid for '--color <color>'. Please provide one of 'red', 'green' or 'blue'.
          Help:  --color <color>  The paint.
          Usage: tool paint
            See 'tool paint --help' for more information.
          """)
    }
  }

  @Test func aMissingValueIsAUsageError() {
    let parsed = ParsedCommand(subcommands: ["paint"])
    #expect(
      throws: ArgumentError(
        "Missing expected argument '--color <color>'", help: "--color <color>  The paint.",
        usage: "", commandPath: [])
    ) {
      try parsed.value(PaintCommand.color, as: Color.self)
    }
    #expect((try? parsed.valueIfPresent(PaintCommand.color, as: Color.self)) == .some(nil))
  }

  @Test func helpAndVersionPassThrough() {
    guard case .help(let help) = tree.parse(["paint", "--help"]) else {
      Issue.record("expected help")
      return
    }
    #expect(help == tree.spec.helpText(for: ["paint"]))
    #expect(
      help.contains("-c, --color <color>     The paint. (values: red, green, blue; default: red)"))
    guard case .version(let version) = tree.parse(["--version"]) else {
      Issue.record("expected the version")
      return
    }
    #expect(version == "1.0")
  }

  @Test func theUsageContextIsNotCompared() {
    #expect(
      ParsedCommand(subcommands: ["paint"], usage: "a", commandPath: ["a"])
        == ParsedCommand(subcommands: ["paint"]))
  }
}

extension MixCommand {
  fileprivate init(amount: Int) {
    self.amount = amount
  }
}
