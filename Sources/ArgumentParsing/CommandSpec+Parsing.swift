extension CommandSpec {
  /// Parses command-line arguments, without the program name, against this root command.
  ///
  /// Subcommand names are matched before the first positional value. `-h`/`--help` anywhere
  /// before `--`, or `help [subcommand …]` right after the root, asks for help; `--version`
  /// asks for the version when the root has one; `--generate-completion-script <shell>` asks
  /// for a completion script. A command with subcommands and no default subcommand shows its
  /// help when none is given. Everything after `--` is positional.
  public func parse(_ arguments: [String]) -> ParseResult {
    var parser = CommandLineParser(root: self, arguments: arguments)
    return parser.parse()
  }
}

/// A usage error before it is attached to a command: the message and the optional `Help:` line.
private struct Failure: Error {
  var message: String
  var help: String?
}

/// The state of one parse: a cursor over the arguments and the values collected so far.
private struct CommandLineParser {
  private static let width = 80
  private static let completionOption = "--generate-completion-script"

  private let arguments: [String]
  private var index = 0
  private var stack: [CommandSpec]
  private var options: [String: [String]] = [:]
  private var flags: Set<String> = []
  private var positionals: [String] = []
  private var isTerminated = false

  init(root: CommandSpec, arguments: [String]) {
    self.arguments = arguments
    self.stack = [root]
  }

  private var command: CommandSpec { stack[stack.count - 1] }

  mutating func parse() -> ParseResult {
    do throws(Failure) {
      if let script = try completionScriptRequest() {
        return .completionScript(script)
      }
      while index < arguments.count {
        let token = arguments[index]
        index += 1
        if let result = try consume(token) {
          return result
        }
      }
      return try finish()
    } catch {
      return failure(error)
    }
  }

  private func completionScriptRequest() throws(Failure) -> String? {
    let name = Self.completionOption
    for (position, token) in arguments.enumerated() {
      if token == "--" { break }
      let shell: String?
      if token == name {
        shell = position + 1 < arguments.count ? arguments[position + 1] : nil
      } else if token.hasPrefix(name + "=") {
        shell = String(token.dropFirst(name.count + 1))
      } else {
        continue
      }
      guard let shell else { throw Failure(message: "Missing value for '\(name) <shell>'") }
      guard let kind = CompletionShell(rawValue: shell) else {
        let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: " ")
        throw Failure(
          message: """
            Can't generate completion scripts for '\(shell)'.
            Please use \(name)=<shell> with one of:
                \(shells)
            """)
      }
      return stack[0].completionScript(for: kind)
    }
    return nil
  }

  /// Handles one token; returns a result when parsing ends early (help, version).
  private mutating func consume(_ token: String) throws(Failure) -> ParseResult? {
    if isTerminated {
      positionals.append(token)
      return nil
    }
    if token == "--" {
      isTerminated = true
      return nil
    }
    if let builtIn = builtIn(token) {
      return builtIn
    }
    let isNamed = token.count > 1 && token.hasPrefix("-")
    if !isNamed, positionals.isEmpty, let subcommand = command.subcommand(named: token) {
      stack.append(subcommand)
      return nil
    }
    if !isNamed, positionals.isEmpty, stack.count == 1, !command.subcommands.isEmpty,
      token == "help"
    {
      return helpRequest()
    }
    if let fallback = defaultSubcommand(before: token, isNamed: isNamed) {
      stack.append(fallback)
      index -= 1
      return nil
    }
    if isNamed {
      try parseNamed(token)
    } else if positionals.isEmpty, !command.subcommands.isEmpty, command.arguments.isEmpty {
      throw unknownSubcommand(token)
    } else {
      positionals.append(token)
    }
    return nil
  }

  private func builtIn(_ token: String) -> ParseResult? {
    if token == "-h" || token == "--help" {
      return .help(stack.helpText(width: Self.width))
    }
    if token == "--version", let version = stack.version {
      return .version(version)
    }
    return nil
  }

  /// The default subcommand, when the current command has one and cannot use `token` itself.
  private func defaultSubcommand(before token: String, isNamed: Bool) -> CommandSpec? {
    guard positionals.isEmpty, let name = command.defaultSubcommand,
      let fallback = command.subcommand(named: name)
    else { return nil }
    if isNamed {
      let body = token.drop { $0 == "-" }.prefix { $0 != "=" }
      let isKnown =
        token.hasPrefix("--")
        ? command.option(long: String(body)) != nil || command.flag(long: String(body)) != nil
        : body.allSatisfy { command.option(short: $0) != nil || command.flag(short: $0) != nil }
      return isKnown ? nil : fallback
    }
    return command.arguments.isEmpty ? fallback : nil
  }

  /// `formc help [subcommand …]`: the help of the named command. As in swift-argument-parser,
  /// names stop at the first one that is not a subcommand, and options are ignored.
  private mutating func helpRequest() -> ParseResult {
    for token in arguments[index...] where !token.hasPrefix("-") {
      guard let next = command.subcommand(named: token) else { break }
      stack.append(next)
    }
    return .help(stack.helpText(width: Self.width))
  }

  /// `--name`, `--name=value`, `-n`, `-n=value` or a group of short names such as `-sq`.
  private mutating func parseNamed(_ token: String) throws(Failure) {
    let isLong = token.hasPrefix("--")
    let body = token.dropFirst(isLong ? 2 : 1)
    let name = body.prefix { $0 != "=" }
    let attached =
      name.endIndex < body.endIndex ? String(body[body.index(after: name.endIndex)...]) : nil
    guard !name.isEmpty else { throw unknownOption(token) }
    if isLong {
      if let option = command.option(long: String(name)) {
        try set(option, spelled: "--\(name)", attached: attached)
      } else if let flag = command.flag(long: String(name)) {
        try set(flag, spelled: "--\(name)", attached: attached)
      } else {
        throw unknownOption("--\(name)")
      }
      return
    }
    let unknown = name.filter { command.option(short: $0) == nil && command.flag(short: $0) == nil }
    if let first = unknown.first {
      // swift-argument-parser names the first unknown letter of a group with known letters.
      throw unknownOption(unknown.count == name.count ? "-\(name)" : "-\(first)")
    }
    for (offset, character) in name.enumerated() {
      let isLast = offset == name.count - 1
      if let flag = command.flag(short: character) {
        try set(flag, spelled: "-\(character)", attached: isLast ? attached : nil)
      } else if let option = command.option(short: character) {
        guard isLast else { throw missingValue(option, spelled: "-\(character)") }
        try set(option, spelled: "-\(character)", attached: attached)
      }
    }
  }

  private mutating func set(_ flag: FlagSpec, spelled: String, attached: String?) throws(Failure) {
    if let attached {
      throw Failure(
        message: "The option '\(spelled)' does not take any value, but '\(attached)' was specified."
      )
    }
    flags.insert(flag.long)
  }

  private mutating func set(
    _ option: OptionSpec, spelled: String, attached: String?
  ) throws(Failure) {
    let value: String
    if let attached {
      value = attached
    } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
      value = arguments[index]
      index += 1
    } else {
      throw missingValue(option, spelled: spelled)
    }
    if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
      throw Failure(
        message: "The value '\(value)' is invalid for '\(spelled) <\(option.valueName)>'"
          + pleaseProvide(option.allowedValues),
        help: helpLine("\(spelled) <\(option.valueName)>", option.help))
    }
    options[option.long] = (option.isRepeatable ? options[option.long] ?? [] : []) + [value]
  }

  /// Applies defaults and checks the positional values once every token is consumed.
  private mutating func finish() throws(Failure) -> ParseResult {
    while !command.subcommands.isEmpty, command.arguments.isEmpty {
      guard let name = command.defaultSubcommand, let fallback = command.subcommand(named: name)
      else { return .help(stack.helpText(width: Self.width)) }
      stack.append(fallback)
    }
    var values: [String: [String]] = [:]
    var remaining = positionals[...]
    for argument in command.arguments {
      let taken = remaining.prefix(argument.isVariadic ? remaining.count : 1)
      remaining = remaining.dropFirst(taken.count)
      if !taken.isEmpty {
        values[argument.name] = Array(taken)
      } else if !argument.isOptional {
        let synopsis = argument.isVariadic ? "<\(argument.name)> ..." : "<\(argument.name)>"
        throw Failure(
          message: "Missing expected argument '\(synopsis)'",
          help: helpLine("<\(argument.name)>", argument.help))
      }
    }
    if let first = remaining.first {
      let quoted = remaining.joined(separator: "', '")
      throw Failure(
        message: remaining.count == 1
          ? "Unexpected argument '\(first)'"
          : "\(remaining.count) unexpected arguments: '\(quoted)'"
      )
    }
    for option in command.options where options[option.long] == nil {
      if let defaultValue = option.defaultValue {
        options[option.long] = [defaultValue]
      } else if option.isRequired {
        let synopsis = "--\(option.long) <\(option.valueName)>"
        throw Failure(
          message: "Missing expected argument '\(synopsis)'", help: helpLine(synopsis, option.help))
      }
    }
    return .command(
      ParsedCommand(
        subcommands: stack.dropFirst().map(\.name),
        options: options,
        flags: flags,
        arguments: values,
        usage: stack.usage,
        commandPath: stack.map(\.name)))
  }

  private func unknownOption(_ spelled: String) -> Failure {
    var message = "Unknown option '\(spelled)'"
    if spelled.count > 2 {
      let names = command.options.map { "--\($0.long)" } + command.flags.map { "--\($0.long)" }
      if let suggestion = spelled.closest(among: names) {
        message += ". Did you mean '\(suggestion)'?"
      }
    }
    return Failure(message: message)
  }

  private func unknownSubcommand(_ name: String) -> Failure {
    let names = command.subcommands.map(\.name) + (stack.count == 1 ? ["help"] : [])
    var message = "Unknown subcommand '\(name)'"
    if let suggestion = name.closest(among: names) {
      message += ". Did you mean '\(suggestion)'?"
    }
    return Failure(message: message)
  }

  private func missingValue(_ option: OptionSpec, spelled: String) -> Failure {
    let synopsis = "\(spelled) <\(option.valueName)>"
    return Failure(
      message: "Missing value for '\(synopsis)'", help: helpLine(synopsis, option.help))
  }

  private func helpLine(_ synopsis: String, _ help: String) -> String? {
    help.isEmpty ? nil : "\(synopsis)  \(help)"
  }

  /// A help or version request later on the line wins over an error, as in
  /// swift-argument-parser.
  private func failure(_ failure: Failure) -> ParseResult {
    if !isTerminated {
      for token in arguments[index...] {
        if token == "--" { break }
        if let builtIn = builtIn(token) {
          return builtIn
        }
      }
    }
    return .failure(
      ArgumentError(
        failure.message,
        help: failure.help,
        usage: stack.usage,
        commandPath: stack.map(\.name)))
  }
}
