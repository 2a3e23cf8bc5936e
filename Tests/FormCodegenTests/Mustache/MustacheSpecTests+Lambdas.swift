import FormCodegen
import Foundation

extension MustacheSpecTests {
  /// Counts calls, for the spec's "Multiple Calls" lambda.
  /// (An `NSLock`, not `Synchronization.Mutex`, which needs macOS 15: formc builds on macOS 13.)
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      count += 1
      return count
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
