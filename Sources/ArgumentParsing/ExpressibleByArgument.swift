/// A type whose values are read from a command-line value, like swift-argument-parser's
/// protocol of the same name.
///
/// A `CaseIterable` enum with `String` raw values gets every requirement: it reads its raw
/// values, and `allValueStrings` lists them for an option's `allowedValues`.
public protocol ExpressibleByArgument {
  /// Reads a value from its command-line spelling, or returns nil when the text is not one.
  init?(argument: String)

  /// Every spelling the type accepts, for `OptionSpec.allowedValues`; empty when it accepts
  /// open-ended text.
  static var allValueStrings: [String] { get }

  /// What a valid value is, to finish a conversion error's "Please provide …" (such as
  /// `a positive whole number`); nil to list `allValueStrings` instead, or say nothing more.
  static var validValueDescription: String? { get }

  /// The spelling of this value, for `OptionSpec.defaultValue`.
  var defaultValueDescription: String { get }
}

extension ExpressibleByArgument {
  /// No list of values: any text `init?(argument:)` reads is accepted.
  public static var allValueStrings: [String] { [] }

  /// Nothing beyond the list of values, if any.
  public static var validValueDescription: String? { nil }

  /// The value as `String(describing:)` prints it.
  public var defaultValueDescription: String { String(describing: self) }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable<String> {
  /// The case whose raw value is `argument`.
  public init?(argument: String) {
    self.init(rawValue: argument)
  }

  /// Every case's raw value, in declaration order.
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }

  /// The raw value.
  public var defaultValueDescription: String { rawValue }
}

extension String: ExpressibleByArgument {
  /// The text as it is.
  public init?(argument: String) {
    self = argument
  }
}

extension Int: ExpressibleByArgument {
  /// A whole number in decimal, such as `4` or `-1`.
  public init?(argument: String) {
    self.init(argument)
  }
}

/// The end of a usage error about a value: `. Please provide one of 'a', 'b' or 'c'.`, a
/// bulleted list for six values or more, `. Please provide <description>.`, or nothing.
func pleaseProvide(_ values: [String], description: String? = nil) -> String {
  if let description {
    return ". Please provide \(description)."
  }
  guard !values.isEmpty else { return "" }
  guard values.count < 6 else {
    return ". Please provide one of the following:\n"
      + values.map { "  - \($0)" }.joined(separator: "\n")
  }
  let quoted = values.map { "'\($0)'" }
  let list =
    quoted.count <= 2
    ? quoted.joined(separator: " and ")
    : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  return ". Please provide one of \(list)."
}
