extension ParsedCommand {
  /// Whether a flag was given.
  public func isSet(_ flag: FlagSpec) -> Bool { flags.contains(flag.long) }

  /// The value of an option that always has one (it has a default or is required), converted.
  ///
  /// Throws a usage error when the value does not convert, or, for an option the parse left
  /// without a value, the error the parser gives a missing required option.
  public func value<Value: ExpressibleByArgument>(
    _ option: OptionSpec, as type: Value.Type = Value.self
  ) throws(ArgumentError) -> Value {
    guard let value = try valueIfPresent(option, as: type) else {
      let synopsis = "--\(option.long) <\(option.valueName)>"
      throw usageError("Missing expected argument '\(synopsis)'", synopsis, option.help)
    }
    return value
  }

  /// The last value of an option (or its default) converted, or nil when it has none.
  ///
  /// Throws a usage error when the value does not convert.
  public func valueIfPresent<Value: ExpressibleByArgument>(
    _ option: OptionSpec, as type: Value.Type = Value.self
  ) throws(ArgumentError) -> Value? {
    try options[option.long]?.last.map { text throws(ArgumentError) in try convert(text, option) }
  }

  /// Every value of an option in order, converted; empty when it was not given and has no
  /// default.
  ///
  /// Throws a usage error for the first value that does not convert.
  public func values<Value: ExpressibleByArgument>(
    _ option: OptionSpec, as type: Value.Type = Value.self
  ) throws(ArgumentError) -> [Value] {
    var converted: [Value] = []
    for text in options[option.long] ?? [] {
      converted.append(try convert(text, option))
    }
    return converted
  }

  /// The value of a positional argument that is not optional, converted.
  ///
  /// Throws a usage error when the value does not convert or is missing.
  public func value<Value: ExpressibleByArgument>(
    _ argument: ArgumentSpec, as type: Value.Type = Value.self
  ) throws(ArgumentError) -> Value {
    guard let value = try valueIfPresent(argument, as: type) else {
      let synopsis = argument.isVariadic ? "<\(argument.name)> ..." : "<\(argument.name)>"
      throw usageError(
        "Missing expected argument '\(synopsis)'", "<\(argument.name)>", argument.help)
    }
    return value
  }

  /// The first value of a positional argument converted, or nil when it was not given.
  ///
  /// Throws a usage error when the value does not convert.
  public func valueIfPresent<Value: ExpressibleByArgument>(
    _ argument: ArgumentSpec, as type: Value.Type = Value.self
  ) throws(ArgumentError) -> Value? {
    try arguments[argument.name]?.first.map { text throws(ArgumentError) in
      try convert(text, argument)
    }
  }

  /// Every value of a positional argument in order, converted; empty when none was given.
  ///
  /// Throws a usage error for the first value that does not convert.
  public func values<Value: ExpressibleByArgument>(
    _ argument: ArgumentSpec, as type: Value.Type = Value.self
  ) throws(ArgumentError) -> [Value] {
    var converted: [Value] = []
    for text in arguments[argument.name] ?? [] {
      converted.append(try convert(text, argument))
    }
    return converted
  }

  /// Converts an option's value. The error names the option by its long name, whichever
  /// spelling was typed: `The value 'x' is invalid for '--jobs <n>'`.
  private func convert<Value: ExpressibleByArgument>(
    _ text: String, _ option: OptionSpec
  ) throws(ArgumentError) -> Value {
    guard let value = Value(argument: text) else {
      let synopsis = "--\(option.long) <\(option.valueName)>"
      throw invalidValue(text, synopsis, option.help, Value.self)
    }
    return value
  }

  private func convert<Value: ExpressibleByArgument>(
    _ text: String, _ argument: ArgumentSpec
  ) throws(ArgumentError) -> Value {
    guard let value = Value(argument: text) else {
      throw invalidValue(text, "<\(argument.name)>", argument.help, Value.self)
    }
    return value
  }

  private func invalidValue<Value: ExpressibleByArgument>(
    _ text: String, _ synopsis: String, _ help: String, _ type: Value.Type
  ) -> ArgumentError {
    usageError(
      "The value '\(text)' is invalid for '\(synopsis)'"
        + pleaseProvide(type.allValueStrings, description: type.validValueDescription),
      synopsis, help)
  }

  private func usageError(_ message: String, _ synopsis: String, _ help: String) -> ArgumentError {
    ArgumentError(
      message, help: help.isEmpty ? nil : "\(synopsis)  \(help)", usage: usage,
      commandPath: commandPath)
  }
}
