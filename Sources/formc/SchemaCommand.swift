import ArgumentParsing
import FormSpec
import FormcGenerateCommand

/// `formc schema`: prints the JSON Schema of the spec format.
struct SchemaCommand: ParsableSubcommand {
  /// `formc schema`.
  static let configuration = CommandSpec(
    "schema",
    abstract: "Print the JSON Schema of the spec format (for editors).",
    discussion: """
      Point your editor's YAML support at it, for example with a first line \
      '# yaml-language-server: $schema=<path>/form-spec.schema.json' in VS Code.
      """
  )

  /// Takes nothing from the command line.
  init(parsing command: ParsedCommand) {}

  /// Prints the schema.
  func run() -> Int32 {
    Console.output(SpecSchema.json)
    return ExitCode.success
  }
}
