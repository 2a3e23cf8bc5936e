import FormDiagnostics

/// A position in a document as LSP counts it: a 0-based line, and a 0-based character offset in
/// UTF-16 code units from the start of that line.
struct TextPosition: Hashable, Sendable, Comparable {
  /// The 0-based line.
  var line: Int
  /// The 0-based offset in UTF-16 code units.
  var character: Int

  /// Orders by line, then character.
  static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  /// The position from LSP's `{line, character}`, or `nil` when it is not one.
  init?(_ json: JSON?) {
    guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue
    else { return nil }
    self.init(line: line, character: character)
  }

  /// Creates a position.
  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// LSP's `{line, character}`.
  var json: JSON { ["line": .int(line), "character": .int(character)] }
}

/// A half-open range between two positions, as LSP's `Range`.
struct TextRange: Hashable, Sendable {
  /// The first position in the range.
  var start: TextPosition
  /// The position just after the range.
  var end: TextPosition

  /// Creates a range.
  init(start: TextPosition, end: TextPosition) {
    self.start = start
    self.end = end
  }

  /// The range from LSP's `{start, end}`, or `nil` when it is not one.
  init?(_ json: JSON?) {
    guard let start = TextPosition(json?["start"]), let end = TextPosition(json?["end"]) else {
      return nil
    }
    self.init(start: start, end: end)
  }

  /// LSP's `{start, end}`.
  var json: JSON { ["start": start.json, "end": end.json] }

  /// Whether `position` lies in the range, its end included (where a cursor after a word is).
  func contains(_ position: TextPosition) -> Bool { start <= position && position <= end }
}
