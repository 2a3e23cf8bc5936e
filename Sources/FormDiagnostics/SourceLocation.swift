/// A position in a source file.
///
/// Lines and columns are 1-based. A column counts Unicode scalars from the start of the line (a tab
/// counts as one, as does an emoji made of one scalar), matching libyaml's marks.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
  /// The file's path as the user named it (not made absolute).
  public var path: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// Orders by path, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

/// A half-open range between two locations in one file.
public struct SourceRange: Hashable, Sendable, Codable {
  /// The first character of the range.
  public var start: SourceLocation
  /// The position just after the range's last character (same file as `start`).
  public var end: SourceLocation

  /// Creates a range.
  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }
}
