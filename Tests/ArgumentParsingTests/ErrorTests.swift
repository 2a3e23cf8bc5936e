import Testing

@testable import ArgumentParsing

@Suite struct ErrorTests {
  private func rendered(_ argv: [String], root: CommandSpec = FormcSample.root) -> String {
    guard case .failure(let error) = root.parse(argv) else { return "no error" }
    return error.rendered
  }

  @Test func unknownOptionWithSuggestion() {
    #expect(
      rendered(["lint", "--strictt"]) == """
        Error: Unknown option '--strictt'. Did you mean '--strict'?
        Usage: formc lint [<paths> ...] [--reporter <reporter>] [--config <path>] [--strict] [--quiet]
          See 'formc lint --help' for more information.
        """)
  }

  @Test func missingValueNamesTheOptionAsTyped() {
    #expect(
      rendered(["lint", "-r"]) == """
        Error: Missing value for '-r <reporter>'
        Help:  -r <reporter>  How to print diagnostics.
        Usage: formc lint [<paths> ...] [--reporter <reporter>] [--config <path>] [--strict] [--quiet]
          See 'formc lint --help' for more information.
        """)
  }

  @Test func invalidValueListsTheAllowedValues() {
    #expect(
      rendered(["lint", "--reporter", "foo"]) == """
        Error: The value 'foo' is invalid for '--reporter <reporter>'. Please provide one of 'xcode', 'json', 'sarif' or 'github'.
        Help:  --reporter <reporter>  How to print diagnostics.
        Usage: formc lint [<paths> ...] [--reporter <reporter>] [--config <path>] [--strict] [--quiet]
          See 'formc lint --help' for more information.
        """)
  }

  @Test func sixAllowedValuesOrMoreAreBulleted() {
    let root = CommandSpec(
      "tool",
      options: [OptionSpec("level", allowedValues: ["1", "2", "3", "4", "5", "6"])])
    #expect(
      rendered(["--level", "9"], root: root) == """
        Error: The value '9' is invalid for '--level <level>'. Please provide one of the following:
          - 1
          - 2
          - 3
          - 4
          - 5
          - 6
        Usage: tool [--level <level>]
          See 'tool --help' for more information.
        """)
  }

  @Test func unknownSubcommandOfANestedCommand() {
    #expect(
      rendered(["template", "lst"]) == """
        Error: Unknown subcommand 'lst'. Did you mean 'list'?
        Usage: formc template <subcommand>
          See 'formc template --help' for more information.
        """)
  }

  @Test func missingArgument() {
    #expect(
      rendered(["explain"]) == """
        Error: Missing expected argument '<rule>'
        Help:  <rule>  A rule id, such as unknown-key.
        Usage: formc explain <rule>
          See 'formc explain --help' for more information.
        """)
  }

  @Test func unexpectedArgument() {
    #expect(
      rendered(["rules", "x"]) == """
        Error: Unexpected argument 'x'
        Usage: formc rules
          See 'formc rules --help' for more information.
        """)
  }
}
