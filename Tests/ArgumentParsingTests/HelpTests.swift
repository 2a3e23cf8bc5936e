import Testing

@testable import ArgumentParsing

@Suite struct HelpTests {
  private let root = FormcSample.root

  @Test func rootHelp() {
    #expect(
      root.helpText() == """
        OVERVIEW: A declarative form-spec compiler for iOS keyboard handling.

        USAGE: formc <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          lint                    Check form specs and report problems.
          plan                    Print how a form behaves when the keyboard is up.
          rules                   List every lint rule with its severity.
          explain                 Explain a lint rule.
          config                  Inspect the configuration.
          generate                Generate Swift from form specs.
          template                Show the code generation templates.

          See 'formc help <subcommand>' for detailed help.
        """)
  }

  @Test func lintHelp() {
    #expect(
      root.helpText(for: ["lint"]) == """
        OVERVIEW: Check form specs and report problems.

        USAGE: formc lint [<paths> ...] [--reporter <reporter>] [--config <path>] [--strict] [--quiet]

        ARGUMENTS:
          <paths>                 Spec files, or directories searched for *.form.yaml
                                  and *.form.yml.

        OPTIONS:
          -r, --reporter <reporter>
                                  How to print diagnostics. (values: xcode, json,
                                  sarif, github; default: xcode)
          --config <path>         The configuration file to use.
          -s, --strict            Fail on warnings as well as errors.
          -q, --quiet             Print nothing but diagnostics.
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test func generateHelpWithDiscussionAndRequiredOption() {
    #expect(
      root.helpText(for: ["generate"]) == """
        OVERVIEW: Generate Swift from form specs.

        Files are written only when their contents change.

        USAGE: formc generate <paths> ... --output <dir> [--templates <dir>] [--jobs <n>] [--check] [--force] [--prune]

        ARGUMENTS:
          <paths>                 Spec files or directories.

        OPTIONS:
          --output <dir>          The directory to write to.
          --templates <dir>       Use the templates in this directory.
          -j, --jobs <n>          How many specs to generate at once.
          --check                 Write nothing; fail when any file would change.
          --force                 Overwrite files that formc did not generate.
          --prune                 Delete generated files whose spec is gone.
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test func nestedCommandGroupHelp() {
    #expect(
      root.helpText(for: ["config"]) == """
        OVERVIEW: Inspect the configuration.

        USAGE: formc config <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          print                   Print the resolved configuration.

          See 'formc help config <subcommand>' for detailed help.
        """)
  }

  @Test func nestedLeafHelp() {
    #expect(
      root.helpText(for: ["template", "cat"]) == """
        OVERVIEW: Print a template.

        USAGE: formc template cat <name>

        ARGUMENTS:
          <name>                  The template's name.

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test(arguments: [
    ["help", "plan"], ["plan", "--help"], ["plan", "-h"], ["plan", "x", "--help"],
  ])
  func everyWayOfAskingGivesTheSameHelp(argv: [String]) {
    #expect(root.parse(argv) == .help(root.helpText(for: ["plan"])))
  }

  @Test func wrappingLongLabelsAndTheOverview() {
    let command = CommandSpec(
      "tool",
      abstract: String(repeating: "word ", count: 20) + "end.",
      options: [
        OptionSpec(
          "a-very-long-option-name", short: "l", valueName: "value",
          help: "Label too wide for the column, so this help starts on the next line."),
        OptionSpec("count", valueName: "n", help: "", defaultValue: "3"),
      ],
      flags: [FlagSpec("unhelpful")],
      subcommands: [
        CommandSpec("a-subcommand-with-a-long-name", abstract: "Also on its own line.")
      ]
    )
    #expect(
      command.helpText() == """
        OVERVIEW: word word word word word word word word word word word word word word
        word word word word word word end.

        USAGE: tool [--a-very-long-option-name <value>] [--count <n>] [--unhelpful] <subcommand>

        OPTIONS:
          -l, --a-very-long-option-name <value>
                                  Label too wide for the column, so this help starts on
                                  the next line.
          --count <n>             (default: 3)
          --unhelpful
          -h, --help              Show help information.

        SUBCOMMANDS:
          a-subcommand-with-a-long-name
                                  Also on its own line.

          See 'tool help <subcommand>' for detailed help.
        """)
  }
}
