/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
  /// The spec cannot be compiled as written.
  case error
  /// The spec compiles but is likely to misbehave on device.
  case warning
  /// Extra information attached to another diagnostic.
  case note

  private var rank: Int {
    switch self {
    case .error: return 0
    case .warning: return 1
    case .note: return 2
    }
  }

  /// Errors sort before warnings, warnings before notes.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found in a spec: data, not text. Reporters decide how it is printed.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// A secondary location that explains a diagnostic (for example the first of two duplicates).
  public struct Note: Hashable, Sendable, Codable {
    /// The note's text: lowercase, no trailing period.
    public var message: String
    /// Where the note points.
    public var location: SourceLocation

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  /// An edit that fixes the diagnostic: replace the text of ``range`` with ``replacement`` (a
  /// "did you mean" suggestion, for example). Editors offer it as a quick fix, SARIF as a fix.
  public struct FixIt: Hashable, Sendable, Codable {
    /// What the edit does, for a menu: `replace 'emial' with 'email'`.
    public var message: String
    /// The text replaced: one token of the source, in the diagnostic's file.
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(_ message: String, range: SourceRange, replacement: String) {
      self.message = message
      self.range = range
      self.replacement = replacement
    }

    /// Replaces the token in `range` with a suggested word: `replace 'old' with 'new'`.
    public static func replacing(_ old: String, in range: SourceRange, with new: String) -> FixIt {
      FixIt("replace '\(old)' with '\(new)'", range: range, replacement: new)
    }
  }

  /// The severity after configuration has been applied.
  public var severity: Severity
  /// The stable rule id (for example `unknown-key`).
  public var rule: RuleID
  /// The message: lowercase, no trailing period, Swift compiler style.
  public var message: String
  /// The token the diagnostic points at.
  public var location: SourceLocation
  /// Related places, each with its own message.
  public var notes: [Note]
  /// Edits that fix the problem, in the order offered (the first is the preferred one).
  public var fixIts: [FixIt]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity,
    _ rule: RuleID,
    _ message: String,
    at location: SourceLocation,
    notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.location = location
    self.notes = notes
    self.fixIts = fixIts
  }

  /// Creates a diagnostic with the rule's default severity.
  public init(
    _ rule: RuleID,
    _ message: String,
    at location: SourceLocation,
    notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    self.init(rule.defaultSeverity, rule, message, at: location, notes: notes, fixIts: fixIts)
  }

  private enum CodingKeys: String, CodingKey {
    case severity, rule, message, location, notes, fixIts
  }

  /// Decodes a diagnostic; `fixIts` may be missing (documents written before it existed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Severity.self, forKey: .severity),
      try container.decode(RuleID.self, forKey: .rule),
      try container.decode(String.self, forKey: .message),
      at: try container.decode(SourceLocation.self, forKey: .location),
      notes: try container.decode([Note].self, forKey: .notes),
      fixIts: try container.decodeIfPresent([FixIt].self, forKey: .fixIts) ?? [])
  }
}

extension Diagnostic: Comparable {
  /// Sorts by location (path, line, column), then severity, rule and message, so output is stable.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
    return lhs.message < rhs.message
  }
}

extension Sequence<Diagnostic> {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }
}
