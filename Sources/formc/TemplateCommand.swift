import FormCodegen

/// `formc template list` and `formc template cat`.
enum TemplateCommand {
  static func run(_ subcommand: String, name: String?, directory: String?) -> Int32 {
    let set: TemplateSet
    do {
      set =
        try directory.map { path throws(TemplateSet.Failure) in
          try TemplateSet.load(directory: path)
        } ?? .defaults
    } catch {
      Console.error("error: \(error)")
      return ExitCode.toolFailure
    }
    if subcommand == "template list" {
      for name in TemplateSet.names {
        let output = "<Spec>" + name.dropLast(".mustache".count)
        Console.output("\(name)  → \(output)\n")
      }
      return ExitCode.success
    }
    guard let name, let source = set.sources[name] else {
      let names = TemplateSet.names.map { "'\($0)'" }.joined(separator: ", ")
      Console.error("Error: Unknown template '\(name ?? "")'. The templates are \(names).")
      return ExitCode.usage
    }
    Console.output(source.hasSuffix("\n") ? source : source + "\n")
    return ExitCode.success
  }
}
