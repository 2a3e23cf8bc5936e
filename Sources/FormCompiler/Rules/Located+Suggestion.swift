import FormDiagnostics
import FormSpec

extension Located<String> {
  /// Appends to `message` the "did you mean" of the candidate closest to this value, if one is
  /// close enough (``EditDistance/suggestion(for:among:)``), and returns the fix-it that writes it
  /// in this value's place: none when no candidate is close, or when the value's token is not on
  /// one line (``Located/range``).
  func suggestion(among candidates: [String], in message: inout String) -> [Diagnostic.FixIt] {
    guard let suggestion = EditDistance.suggestion(for: value, among: candidates) else {
      return []
    }
    message += EditDistance.didYouMean(suggestion, for: value)
    return range.map { [.replacing(value, in: $0, with: suggestion)] } ?? []
  }
}
