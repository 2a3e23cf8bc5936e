/// Spelling suggestions for unknown keys, words, ids and rule names ("did you mean …?").
public enum EditDistance {
  /// The optimal-string-alignment distance: insertions, deletions, substitutions and
  /// transpositions of neighbours each cost one.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The closest candidate within a distance that grows with the word's length, if any.
  /// Case differences alone always count as close.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let limit = max(1, min(3, word.count / 3))
    var best: (String, Int)?
    for candidate in candidates {
      let distance =
        candidate.lowercased() == word.lowercased() ? 0 : Self.distance(word, candidate)
      if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    return best?.0
  }
}
