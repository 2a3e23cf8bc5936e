extension String {
  /// Wraps the text at `width` columns and indents each non-empty line by `indent`, breaking
  /// lines the way swift-argument-parser does: at the last space that leaves a line shorter
  /// than the available columns, or at the next space when a word is too long.
  func wrapped(to width: Int, indent: Int = 0) -> String {
    let columns = width - indent
    let padding = String(repeating: " ", count: indent)
    let paragraphs = split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [Substring] = []
    for (number, paragraph) in paragraphs.enumerated() {
      let isLast = number == paragraphs.count - 1
      var rest = paragraph
      while rest.count > columns || (rest.count == columns && !isLast) {
        guard let space = rest.prefix(columns).lastIndex(of: " ") ?? rest.firstIndex(of: " ")
        else { break }
        lines.append(rest[..<space])
        rest = rest[rest.index(after: space)...]
      }
      lines.append(rest)
    }
    return lines.map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
  }

  /// The Levenshtein distance to `other`.
  func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var previous = Array(0...target.count)
    for (row, character) in source.enumerated() {
      var current = [row + 1]
      for (column, candidate) in target.enumerated() {
        let substitution = previous[column] + (character == candidate ? 0 : 1)
        current.append(Swift.min(substitution, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }

  /// The candidate closest to this string, when it is close enough to be a likely typo
  /// (an edit distance under 4, as in swift-argument-parser).
  func closest(among candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: $0.editDistance(to: self)) }
    return scored.filter { $0.distance < 4 }.min { $0.distance < $1.distance }?.candidate
  }
}
