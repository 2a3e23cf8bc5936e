extension CommandSpec {
  /// The help text for a command, in swift-argument-parser's layout, for `print(_:)`.
  ///
  /// - Parameters:
  ///   - subcommands: The names below the root, such as `["template", "cat"]`; names that do
  ///     not match a subcommand are ignored.
  ///   - width: The column at which text wraps.
  public func helpText(for subcommands: [String] = [], width: Int = 80) -> String {
    var stack = [self]
    for name in subcommands {
      guard let next = stack[stack.count - 1].subcommand(named: name) else { break }
      stack.append(next)
    }
    return stack.helpText(width: width)
  }
}

/// The help layout's constants, from swift-argument-parser.
private enum Layout {
  static let indent = 2
  static let labelColumn = 26
}

extension [CommandSpec] {
  /// The command names from the root, joined by spaces.
  var commandLine: String { map(\.name).joined(separator: " ") }

  /// The version of the nearest command in the stack that has one.
  var version: String? { last { $0.version != nil }?.version }

  /// The usage line: the command line, then arguments, options and flags in declaration order.
  var usage: String {
    let command = self[count - 1]
    var parts = [commandLine]
    parts += command.arguments.map(\.synopsis)
    parts += command.options.map(\.synopsis)
    parts += command.flags.map { "[--\($0.long)]" }
    if !command.subcommands.isEmpty {
      parts.append("<subcommand>")
    }
    return parts.joined(separator: " ")
  }

  func helpText(width: Int) -> String {
    let command = self[count - 1]
    var overview = command.abstract
    if !command.discussion.isEmpty {
      overview += (overview.isEmpty ? "" : "\n") + "\n" + command.discussion
    }
    var text = overview.isEmpty ? "" : "OVERVIEW: \(overview)".wrapped(to: width) + "\n\n"
    text += "USAGE: \(usage)\n\n"

    var options = command.options.map { ($0.helpLabel, $0.helpAbstract) }
    options += command.flags.map { ($0.helpLabel, $0.help) }
    if version != nil {
      options.append(("--version", "Show the version."))
    }
    options.append(("-h, --help", "Show help information."))
    let sections = [
      ("ARGUMENTS", command.arguments.map { ("<\($0.name)>", $0.help) }),
      ("OPTIONS", options),
      (
        "SUBCOMMANDS",
        command.subcommands.map { subcommand in
          let isDefault = subcommand.name == command.defaultSubcommand
          return (subcommand.name + (isDefault ? " (default)" : ""), subcommand.abstract)
        }
      ),
    ]
    text += sections.filter { !$0.1.isEmpty }.map { title, rows in
      "\(title):\n" + rows.map { row(label: $0, abstract: $1, width: width) }.joined()
    }.joined(separator: "\n")

    if !command.subcommands.isEmpty {
      let names = [self[0].name, "help"] + dropFirst().map(\.name)
      text += "\n  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
    }
    return text
  }

  /// One help row: the label indented by two, the abstract in the column (or on the next line
  /// when the label reaches it).
  private func row(label: String, abstract: String, width: Int) -> String {
    let padded = String(repeating: " ", count: Layout.indent) + label
    guard !abstract.isEmpty else { return padded + "\n" }
    let wrapped = abstract.wrapped(to: width, indent: Layout.labelColumn)
    if padded.count < Layout.labelColumn {
      return padded + wrapped.dropFirst(padded.count) + "\n"
    }
    return padded + "\n" + wrapped + "\n"
  }
}
