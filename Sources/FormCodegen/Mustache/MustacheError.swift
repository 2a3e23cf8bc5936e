/// A template that does not parse, with the 1-based position of the offending tag.
public struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in lowercase, e.g. `unclosed section 'fields'`.
  public var message: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates an error.
  public init(_ message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}
