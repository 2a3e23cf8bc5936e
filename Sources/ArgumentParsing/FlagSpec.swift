/// A Boolean flag: `--strict`, or `-s`; short flags combine as `-sq`.
public struct FlagSpec: Sendable, Equatable {
  /// The long name, without the leading `--`; the member of `ParsedCommand.flags`.
  public var long: String
  /// The short name, used as `-s`.
  public var short: Character?
  /// The help text.
  public var help: String

  /// Creates a flag.
  public init(_ long: String, short: Character? = nil, help: String = "") {
    self.long = long
    self.short = short
    self.help = help
  }

  /// `-s, --strict`.
  var helpLabel: String {
    (short.map { "-\($0), " } ?? "") + "--\(long)"
  }
}
