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

  /// The clause a message adds for a suggestion: `; did you mean 'suggestion'?`, then the
  /// characters outside ASCII that `written` has and `suggestion` lacks, since they may look like
  /// the suggestion's own (U+212A KELVIN SIGN is drawn as `K`, and Swift strings even compare it
  /// equal to `K`), so the message shows the difference it is about:
  /// `; did you mean 'returnKey'? (it is written with U+212A KELVIN SIGN)`. Names at most three
  /// characters, in the order written, then how many more there are.
  public static func didYouMean(_ suggestion: String, for written: String) -> String {
    let clause = "; did you mean '\(suggestion)'?"
    var foreign: [Unicode.Scalar] = []
    for scalar in written.unicodeScalars
    where !scalar.isASCII && !foreign.contains(scalar)
      && !suggestion.unicodeScalars.contains(scalar)
    {
      foreign.append(scalar)
    }
    guard !foreign.isEmpty else { return clause }
    var names = foreign.prefix(3).map(describe).joined(separator: ", ")
    if foreign.count > 3 { names += " and \(foreign.count - 3) more" }
    return clause + " (it is written with \(names))"
  }

  /// `U+212A KELVIN SIGN`: the code point, four hex digits at least, and the Unicode name (or
  /// its corrected name, ``Unicode/Scalar/Properties/nameAlias``) where it has one; control
  /// characters have none (`U+0085`).
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let point = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return point }
    return point + " " + name
  }
}
