import ArgumentParsing
import FormLanguageServer
import FormcGenerateCommand
import Foundation

/// `formc lsp`: the language server over standard input and output.
struct LanguageServerCommand: ParsableSubcommand {
  /// `formc lsp [--stdio]`.
  static let configuration = CommandSpec(
    "lsp",
    abstract: "Run the language server for form specs (LSP over standard input and output).",
    discussion: """
      Speaks the Language Server Protocol 3.17 on standard input and output for editors: \
      diagnostics as formc lint reports them, completion, hover, go to definition, references, \
      rename, the outline and quick fixes for *.form.yaml and *.form.yml. Editors start it \
      themselves; see Editors/README.md and docs/LanguageServer.md.
      """,
    flags: [
      FlagSpec(
        "stdio", help: "Talk over standard input and output (the only transport; editors pass it).")
    ]
  )

  /// Takes nothing from the command line (`--stdio` names the only transport).
  init(parsing command: ParsedCommand) {}

  /// Serves until the client exits.
  func run() -> Int32 {
    LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, version: formcVersion).run()
  }
}
