@testable import ArgumentParsing

/// A command tree resembling formc's, shared by the tests.
enum FormcSample {
  static let root = CommandSpec(
    "formc",
    abstract: "A declarative form-spec compiler for iOS keyboard handling.",
    subcommands: [lint, plan, rules, explain, config, generate, template],
    version: "0.1.0"
  )

  static let lint = CommandSpec(
    "lint",
    abstract: "Check form specs and report problems.",
    arguments: [
      ArgumentSpec(
        "paths",
        help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
        isVariadic: true,
        isOptional: true
      )
    ],
    options: [
      OptionSpec(
        "reporter",
        short: "r",
        help: "How to print diagnostics.",
        allowedValues: ["xcode", "json", "sarif", "github"],
        defaultValue: "xcode"
      ),
      OptionSpec("config", valueName: "path", help: "The configuration file to use."),
    ],
    flags: [
      FlagSpec("strict", short: "s", help: "Fail on warnings as well as errors."),
      FlagSpec("quiet", short: "q", help: "Print nothing but diagnostics."),
    ]
  )

  static let plan = CommandSpec(
    "plan",
    abstract: "Print how a form behaves when the keyboard is up.",
    arguments: [ArgumentSpec("spec", help: "The spec to plan.")],
    options: [
      OptionSpec(
        "format", help: "The output format.", allowedValues: ["text", "json"],
        defaultValue: "text")
    ]
  )

  static let rules = CommandSpec("rules", abstract: "List every lint rule with its severity.")

  static let explain = CommandSpec(
    "explain",
    abstract: "Explain a lint rule.",
    arguments: [ArgumentSpec("rule", help: "A rule id, such as unknown-key.", completion: .text)]
  )

  static let config = CommandSpec(
    "config",
    abstract: "Inspect the configuration.",
    subcommands: [
      CommandSpec("print", abstract: "Print the resolved configuration.")
    ]
  )

  static let generate = CommandSpec(
    "generate",
    abstract: "Generate Swift from form specs.",
    discussion: "Files are written only when their contents change.",
    arguments: [ArgumentSpec("paths", help: "Spec files or directories.", isVariadic: true)],
    options: [
      OptionSpec(
        "output", valueName: "dir", help: "The directory to write to.", isRequired: true,
        completion: .directory),
      OptionSpec(
        "templates", valueName: "dir", help: "Use the templates in this directory.",
        completion: .directory),
      OptionSpec(
        "jobs", short: "j", valueName: "n", help: "How many specs to generate at once.",
        completion: .text),
    ],
    flags: [
      FlagSpec("check", help: "Write nothing; fail when any file would change."),
      FlagSpec("force", help: "Overwrite files that formc did not generate."),
      FlagSpec("prune", help: "Delete generated files whose spec is gone."),
    ]
  )

  static let template = CommandSpec(
    "template",
    abstract: "Show the code generation templates.",
    subcommands: [
      CommandSpec("list", abstract: "List the templates."),
      CommandSpec(
        "cat",
        abstract: "Print a template.",
        arguments: [ArgumentSpec("name", help: "The template's name.", completion: .text)]
      ),
    ]
  )
}
