import FormCodegen
import Synchronization

extension MustacheSpecTests {
  /// Counts calls, for the spec's "Multiple Calls" lambda.
  final class Counter: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
      count.withLock {
        $0 += 1
        return $0
      }
    }
  }

  /// Swift versions of the `~lambdas` cases' code, by case name; a fresh value per call.
  static func lambda(named name: String) -> MustacheValue? {
    switch name {
    case "Interpolation": return .lambda { _ in "world" }
    case "Interpolation - Expansion": return .lambda { _ in "{{planet}}" }
    case "Interpolation - Alternate Delimiters": return .lambda { _ in "|planet| => {{planet}}" }
    case "Interpolation - Multiple Calls":
      let counter = Counter()
      return .lambda { _ in String(counter.next()) }
    case "Escaping": return .lambda { _ in ">" }
    case "Section": return .lambda { $0 == "{{x}}" ? "yes" : "no" }
    case "Section - Expansion": return .lambda { "\($0 ?? ""){{planet}}\($0 ?? "")" }
    case "Section - Alternate Delimiters":
      return .lambda { "\($0 ?? ""){{planet}} => |planet|\($0 ?? "")" }
    case "Section - Multiple Calls": return .lambda { "__\($0 ?? "")__" }
    case "Inverted Section": return .lambda { _ in "" }
    default: return nil
    }
  }
}
