import ArgumentParsing
import FormCodegen
import FormcGenerateCommand

/// `formc template list` and `formc template cat`.
enum TemplateCommand {
  /// `formc template`, the group holding `list` and `cat`.
  static let group = CommandSpec("template", abstract: "Show the templates formc renders.")

  /// The templates of `directory` (the defaults when nil), or nil after printing the error.
  static func load(_ directory: String?) -> TemplateSet? {
    do {
      return
        try directory.map { path throws(TemplateSet.Failure) in
          try TemplateSet.load(directory: path)
        } ?? .defaults
    } catch {
      Console.error("error: \(error)")
      return nil
    }
  }

  /// `formc template list`: every template and the file it renders.
  struct List: ParsableSubcommand {
    private static let templates = OptionSpec(
      "templates", valueName: "dir", help: "Show this directory's templates.",
      completion: .directory)

    /// `formc template list [--templates <dir>]`.
    static let configuration = CommandSpec(
      "list", abstract: "List the templates.", options: [templates])

    /// The `--templates` directory, when given.
    var directory: String?

    /// Reads `--templates`.
    init(parsing command: ParsedCommand) throws(ArgumentError) {
      directory = try command.valueIfPresent(Self.templates)
    }

    /// Prints one line per template.
    func run() -> Int32 {
      guard TemplateCommand.load(directory) != nil else { return ExitCode.toolFailure }
      for name in TemplateSet.names {
        let output = "<Spec>" + name.dropLast(".mustache".count)
        Console.output("\(name)  → \(output)\n")
      }
      return ExitCode.success
    }
  }

  /// `formc template cat <name>`: one template's source.
  struct Cat: ParsableSubcommand {
    private static let name = ArgumentSpec(
      "name", help: "A template name, such as Form.swift.mustache.", completion: .text)
    private static let templates = OptionSpec(
      "templates", valueName: "dir", help: "Show this directory's template.",
      completion: .directory)

    /// `formc template cat <name> [--templates <dir>]`.
    static let configuration = CommandSpec(
      "cat", abstract: "Print a template.", arguments: [name], options: [templates])

    /// The template's name, such as `Form.swift.mustache`.
    var name: String
    /// The `--templates` directory, when given.
    var directory: String?

    /// Reads the name and `--templates`.
    init(parsing command: ParsedCommand) throws(ArgumentError) {
      name = try command.value(Self.name)
      directory = try command.valueIfPresent(Self.templates)
    }

    /// Prints the template; exit 64 for an unknown name.
    func run() -> Int32 {
      guard let set = TemplateCommand.load(directory) else { return ExitCode.toolFailure }
      guard let source = set.sources[name] else {
        let names = TemplateSet.names.map { "'\($0)'" }.joined(separator: ", ")
        Console.error("Error: Unknown template '\(name)'. The templates are \(names).")
        return ExitCode.usage
      }
      Console.output(source.hasSuffix("\n") ? source : source + "\n")
      return ExitCode.success
    }
  }
}
