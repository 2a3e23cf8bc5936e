import FormDiagnostics
import FormSpec
import Foundation

/// Text traits after the preset and the explicit overrides, with where each explicit key is.
struct EffectiveTraits {
  var keyboard: KeyboardType
  var contentType: String?
  var autocapitalization: Autocapitalization
  var autocorrection: Bool
  var secure: Bool
  var smartPunctuation: Bool?

  init(_ input: borrowing InputProperties) {
    let preset = input.effectivePreset.traits
    keyboard = input.keyboard?.value ?? preset.keyboard
    contentType = input.contentType?.value.name ?? preset.contentType
    autocapitalization = input.autocapitalization?.value ?? preset.autocapitalization
    secure = input.secure?.value ?? preset.secure
    smartPunctuation = input.smartPunctuation?.value
    if let explicit = input.autocorrection?.value {
      autocorrection = explicit
    } else if input.secure?.value == true {
      autocorrection = false
    } else {
      autocorrection = preset.autocorrection
    }
  }

  /// The keyboard alone, as ``keyboard`` is: what most checks need, without the other traits'
  /// strings (each retained and released).
  static func keyboard(of input: borrowing InputProperties) -> KeyboardType {
    input.keyboard?.value ?? input.effectivePreset.traits.keyboard
  }

  var resolved: ResolvedInput.Traits {
    ResolvedInput.Traits(
      keyboard: keyboard, contentType: contentType,
      autocapitalization: autocapitalization, autocorrection: autocorrection,
      secure: secure, hasReturnKey: !keyboard.isPad, smartPunctuation: smartPunctuation)
  }
}

extension CheckContext {
  /// `'text'` for a message, newlines escaped.
  func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\n", with: "\\n") + "'"
  }
}

/// Whether ICU accepts a pattern, remembered for the process: specs repeat the same few patterns,
/// and compiling one costs more than every other check of an input together.
enum PatternValidity {
  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var known: [String: Bool] = [:]
  }

  private static let cache = Cache()
  /// Patterns remembered at most; past it, patterns are compiled every time.
  private static let capacity = 4096

  static func isValid(_ pattern: String) -> Bool {
    if PatternSyntax.isPlainlyValid(pattern) { return true }
    cache.lock.lock()
    let known = cache.known[pattern]
    cache.lock.unlock()
    if let known { return known }
    let valid = (try? NSRegularExpression(pattern: pattern)) != nil
    cache.lock.lock()
    if cache.known.count < capacity { cache.known[pattern] = valid }
    cache.lock.unlock()
    return valid
  }
}
