/// A named option that takes a value: `--reporter json`, `--reporter=json` or `-r json`.
public struct OptionSpec: Sendable, Equatable {
  /// The long name, without the leading `--`; the key in `ParsedCommand.options`.
  public var long: String
  /// The short name, used as `-r`.
  public var short: Character?
  /// The name of the value in usage and help, as in `--output <dir>`.
  public var valueName: String
  /// The help text.
  public var help: String
  /// The values the option accepts; empty to accept any value.
  public var allowedValues: [String]
  /// The value used when the option is not given, also shown in help.
  public var defaultValue: String?
  /// Whether the option may be given more than once, collecting every value.
  public var isRepeatable: Bool
  /// Whether the option must be given.
  public var isRequired: Bool
  /// What shell completion offers for the value when there are no allowed values.
  public var completion: ValueCompletion

  /// Creates an option; the value name defaults to the long name.
  public init(
    _ long: String,
    short: Character? = nil,
    valueName: String? = nil,
    help: String = "",
    allowedValues: [String] = [],
    defaultValue: String? = nil,
    isRepeatable: Bool = false,
    isRequired: Bool = false,
    completion: ValueCompletion = .file
  ) {
    self.long = long
    self.short = short
    self.valueName = valueName ?? long
    self.help = help
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.isRepeatable = isRepeatable
    self.isRequired = isRequired
    self.completion = completion
  }

  /// Creates an option whose values are `type`'s: its `allowedValues` are
  /// `type.allValueStrings` and its default is `defaultValue`'s spelling, so both are stated
  /// once, by the type.
  public init<Value: ExpressibleByArgument>(
    _ long: String,
    short: Character? = nil,
    valueName: String? = nil,
    help: String = "",
    type: Value.Type,
    defaultValue: Value? = nil,
    isRepeatable: Bool = false,
    isRequired: Bool = false,
    completion: ValueCompletion = .file
  ) {
    self.init(
      long, short: short, valueName: valueName, help: help,
      allowedValues: type.allValueStrings, defaultValue: defaultValue?.defaultValueDescription,
      isRepeatable: isRepeatable, isRequired: isRequired, completion: completion)
  }

  /// `[--long <value>]`, with ` ...` when repeatable, unbracketed when required.
  var synopsis: String {
    let synopsis = "--\(long) <\(valueName)>" + (isRepeatable ? " ..." : "")
    return isRequired ? synopsis : "[\(synopsis)]"
  }

  /// `-r, --reporter <reporter>`.
  var helpLabel: String {
    (short.map { "-\($0), " } ?? "") + "--\(long) <\(valueName)>"
  }

  /// The help text followed by `(values: …; default: …)` where they apply.
  var helpAbstract: String {
    var notes: [String] = []
    if !allowedValues.isEmpty {
      notes.append("values: " + allowedValues.joined(separator: ", "))
    }
    if let defaultValue, !defaultValue.isEmpty {
      notes.append("default: \(defaultValue)")
    }
    let suffix = notes.isEmpty ? "" : "(\(notes.joined(separator: "; ")))"
    return [help, suffix].filter { !$0.isEmpty }.joined(separator: " ")
  }
}
