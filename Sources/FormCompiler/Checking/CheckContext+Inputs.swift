import FormSpec
import Foundation

/// Text traits after the preset and the explicit overrides, with where each explicit key is.
struct EffectiveTraits {
  var keyboard: KeyboardType
  var contentType: String?
  var autocapitalization: Autocapitalization
  var autocorrection: Bool
  var secure: Bool

  init(_ input: borrowing InputProperties) {
    let preset = input.effectivePreset.traits
    keyboard = input.keyboard?.value ?? preset.keyboard
    contentType = input.contentType?.value.name ?? preset.contentType
    autocapitalization = input.autocapitalization?.value ?? preset.autocapitalization
    secure = input.secure?.value ?? preset.secure
    if let explicit = input.autocorrection?.value {
      autocorrection = explicit
    } else if input.secure?.value == true {
      autocorrection = false
    } else {
      autocorrection = preset.autocorrection
    }
  }

  var resolved: ResolvedInput.Traits {
    ResolvedInput.Traits(
      keyboard: keyboard, contentType: contentType,
      autocapitalization: autocapitalization, autocorrection: autocorrection,
      secure: secure, hasReturnKey: !keyboard.isPad)
  }
}

extension CheckContext {
  /// `missing-label` and `trait-conflict`.
  mutating func checkLabelsAndTraits() {
    for index in nodes.indices where nodes[index].kind.isInput {
      let node = nodes[index]
      guard let input = node.input else { continue }
      let isBlank = { (text: Located<String>?) in
        text?.value.allSatisfy { $0.isWhitespace } ?? true
      }
      if isBlank(input.title) && isBlank(input.placeholder) {
        let written = input.title != nil || input.placeholder != nil
        report(
          .missingLabel,
          "\(node.kind.rawValue) \(name(index)) has \(written ? "only a blank 'title' or 'placeholder'" : "neither 'title' nor 'placeholder'"), so VoiceOver has nothing to read",
          at: node.kindKeyLocation)
      }
      if node.kind != .custom { checkTraitConflicts(index, input) }
      let keyboard = EffectiveTraits(input).keyboard
      if node.kind != .custom, keyboard.isPad, let returnKey = input.returnKey,
        let key = returnKey.keyLocation
      {
        report(
          .ineffectiveReturnKey,
          "the '\(keyboard.rawValue)' keyboard has no return key, so 'returnKey: \(returnKey.value.rawValue)' never shows",
          at: key)
      }
    }
  }

  private mutating func checkTraitConflicts(_ index: Int, _ input: InputProperties) {
    let traits = EffectiveTraits(input)
    let preset = input.effectivePreset
    let presetKey = input.preset?.keyLocation
    func conflict(_ message: String, _ keys: [SourceLocation?]) {
      let last = keys.compactMap { $0 }.max()!
      report(.traitConflict, message, at: last)
    }
    // 1. Capitals where none belong.
    if let caps = input.autocapitalization, caps.value != .none {
      var reasons: [String] = []
      var keys: [SourceLocation?] = [caps.keyLocation]
      if traits.keyboard == .emailAddress || traits.keyboard == .url {
        reasons.append("the '\(traits.keyboard.rawValue)' keyboard")
        keys.append(input.keyboard?.keyLocation ?? presetKey)
      }
      let noCapsTypes = ["emailAddress", "URL", "username", "password", "newPassword"]
      if let contentType = traits.contentType, noCapsTypes.contains(contentType) {
        reasons.append("content type '\(contentType)'")
        keys.append(input.contentType?.keyLocation ?? presetKey)
      }
      if !reasons.isEmpty {
        conflict(
          "autocapitalization '\(caps.value.rawValue)' works against \(reasons.joined(separator: " and ")); use 'none'",
          keys)
      }
    }
    // 2. Autocorrection in secure entry.
    if traits.secure, let correction = input.autocorrection, correction.value {
      conflict(
        "autocorrection in secure entry offers the typed secret as suggestions; remove 'autocorrection: true'",
        [correction.keyLocation, input.secure?.keyLocation ?? presetKey])
    }
    // 3. Secure text views.
    if traits.secure && nodes[index].kind == .textView {
      conflict(
        "a text view cannot hide its text; use a field for secure entry",
        [input.secure?.keyLocation ?? presetKey])
    }
    // 4. A pad where letters are needed.
    let letterPresets: [InputPreset] = [
      .email, .url, .username, .password, .newPassword, .name, .givenName, .familyName,
    ]
    if let keyboard = input.keyboard, keyboard.value.isPad, letterPresets.contains(preset) {
      conflict(
        "the '\(keyboard.value.rawValue)' keyboard cannot type letters, which input '\(preset.rawValue)' needs",
        [keyboard.keyLocation, presetKey])
    }
  }

  /// `invalid-rule`.
  mutating func checkValidationRules() {
    for index in nodes.indices where nodes[index].kind.isInput {
      let node = nodes[index]
      guard let input = node.input else { continue }
      var minLength: ValidationRule?
      var maxLength: ValidationRule?
      var minimum: ValidationRule?
      var maximum: ValidationRule?
      for rule in input.rules {
        switch rule.kind {
        case .pattern(let pattern):
          if PatternValidity.isValid(pattern) {
            if let group = BacktrackingCheck.nestedRepetition(in: pattern) {
              report(
                .regexBacktracking,
                "pattern \(quoted(pattern)) repeats \(quoted(group)), which itself repeats; a long input can make matching take exponential time",
                at: rule.keyLocation)
            }
          } else {
            report(
              .invalidRule, "pattern \(quoted(pattern)) is not a valid ICU regular expression",
              at: rule.keyLocation)
          }
        // A kind may repeat: the largest minimum and the smallest maximum decide a contradiction.
        case .minLength(let count):
          if case .minLength(let kept)? = minLength?.kind, kept >= count { break }
          minLength = rule
        case .maxLength(let count):
          if case .maxLength(let kept)? = maxLength?.kind, kept <= count { break }
          maxLength = rule
        case .min, .max:
          let numeric: [InputPreset] = [.number, .decimal]
          if node.kind != .field || !numeric.contains(input.effectivePreset) {
            report(
              .invalidRule,
              "'\(rule.kind.key)' compares numbers and applies only to a field with 'input: number' or 'input: decimal'",
              at: rule.keyLocation)
          } else if case .min(let bound) = rule.kind {
            if case .min(let kept)? = minimum?.kind, kept >= bound { break }
            minimum = rule
          } else if case .max(let bound) = rule.kind {
            if case .max(let kept)? = maximum?.kind, kept <= bound { break }
            maximum = rule
          }
        case .equals(let other):
          if other == node.id?.value {
            report(
              .invalidRule, "'equals' compares '\(other)' with itself, which always passes",
              at: rule.keyLocation)
          }
        case .email: break
        }
      }
      if let low = minLength, let high = maxLength, case .minLength(let a) = low.kind,
        case .maxLength(let b) = high.kind, a > b
      {
        report(
          .invalidRule, "'minLength' \(a) is greater than 'maxLength' \(b), so no value can pass",
          at: max(low.keyLocation, high.keyLocation))
      }
      if let low = minimum, let high = maximum, case .min(let a) = low.kind,
        case .max(let b) = high.kind, a > b
      {
        report(
          .invalidRule, "'min' is greater than 'max', so no value can pass",
          at: max(low.keyLocation, high.keyLocation))
      }
    }
  }

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
