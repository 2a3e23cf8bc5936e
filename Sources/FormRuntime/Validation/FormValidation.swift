import Foundation

/// A validation rule of a form input.
public enum FormValidationRule: Sendable, Hashable {
  /// The value must not be empty.
  case required
  /// At least this many characters.
  case minLength(Int)
  /// At most this many characters.
  case maxLength(Int)
  /// The whole value matches this ICU regular expression (compiled once).
  case pattern(FormPattern)
  /// The value is an email address.
  case email
  /// The value equals another input's value (the other input's id).
  case equals(String)
  /// The value is a number of at least this.
  case min(Double)
  /// The value is a number of at most this.
  case max(Double)
  /// The value must not be empty while every one of these other inputs (their ids) is empty: at
  /// least one of them, or this one, is filled.
  case requiredWithout([String])
  /// A date's text is strictly later than another date's (that input's id).
  case after(String)
  /// A date's text is strictly earlier than another date's.
  case before(String)
  /// A date's text is the same as or later than another date's.
  case onOrAfter(String)
  /// A date's text is the same as or earlier than another date's.
  case onOrBefore(String)
  /// A multi-choice has at least this many options chosen, once it has any (`min`).
  case minSelections(Int)
  /// A multi-choice has at most this many options chosen (`max`).
  case maxSelections(Int)
}

/// A rule with the message shown when it fails.
public struct FormValidation: Sendable, Hashable {
  /// The rule.
  public var rule: FormValidationRule
  /// The message.
  public var message: String

  /// Creates a validation.
  public init(_ rule: FormValidationRule, message: String) {
    self.rule = rule
    self.message = message
  }

  /// The value must not be empty.
  public static func required(_ message: String) -> Self { Self(.required, message: message) }

  /// At least `count` characters.
  public static func minLength(_ count: Int, _ message: String) -> Self {
    Self(.minLength(count), message: message)
  }

  /// At most `count` characters.
  public static func maxLength(_ count: Int, _ message: String) -> Self {
    Self(.maxLength(count), message: message)
  }

  /// The whole value matches an ICU regular expression.
  public static func pattern(_ pattern: FormPattern, _ message: String) -> Self {
    Self(.pattern(pattern), message: message)
  }

  /// An email address.
  public static func email(_ message: String) -> Self { Self(.email, message: message) }

  /// Equal to another input's value (that input's id).
  public static func equals(_ id: String, _ message: String) -> Self {
    Self(.equals(id), message: message)
  }

  /// A number of at least `bound`.
  public static func min(_ bound: Double, _ message: String) -> Self {
    Self(.min(bound), message: message)
  }

  /// Not empty while every one of the inputs `ids` is empty.
  public static func requiredWithout(_ ids: [String], _ message: String) -> Self {
    Self(.requiredWithout(ids), message: message)
  }

  /// A date strictly later than the date `id`.
  public static func after(_ id: String, _ message: String) -> Self {
    Self(.after(id), message: message)
  }

  /// A date strictly earlier than the date `id`.
  public static func before(_ id: String, _ message: String) -> Self {
    Self(.before(id), message: message)
  }

  /// A date the same as or later than the date `id`.
  public static func onOrAfter(_ id: String, _ message: String) -> Self {
    Self(.onOrAfter(id), message: message)
  }

  /// A date the same as or earlier than the date `id`.
  public static func onOrBefore(_ id: String, _ message: String) -> Self {
    Self(.onOrBefore(id), message: message)
  }

  /// A number of at most `bound`.
  public static func max(_ bound: Double, _ message: String) -> Self {
    Self(.max(bound), message: message)
  }
}

/// Evaluates validation rules on string values.
///
/// Rules other than `required` and `requiredWithout` pass on an empty value: an optional input
/// may stay empty. For `required` and `requiredWithout` a value of whitespace only (spaces, tabs,
/// line breaks) is empty too (``isFilled(_:)``); the other rules read the value as typed. A date rule (`after`, …) also passes while the other date is unset.
/// Lengths count characters (grapheme clusters), as users see them.
public enum FormValidator {
  /// The message of the first failing validation, or `nil` when all pass.
  ///
  /// `value(of:)` gives other inputs' values for `equals` and the date rules; `filled`, whether another input counts
  /// as filled for `requiredWithout` (by default, ``isFilled(_:)`` of its value).
  public static func firstFailure(
    of value: String, in validations: [FormValidation], value other: (String) -> String,
    filled: ((String) -> Bool)? = nil
  ) -> String? {
    validations.first { !passes(value, $0.rule, other: other, filled: filled) }?.message
  }

  /// Whether one rule passes. `filled` tells whether another input counts as filled for
  /// `requiredWithout` (by default, whether `other` gives a value that ``isFilled(_:)``).
  public static func passes(
    _ value: String, _ rule: FormValidationRule, other: (String) -> String,
    filled: ((String) -> Bool)? = nil
  ) -> Bool {
    if case .required = rule { return isFilled(value) }
    if case .requiredWithout(let ids) = rule {
      return isFilled(value) || ids.contains { filled?($0) ?? isFilled(other($0)) }
    }
    if value.isEmpty { return true }
    switch rule {
    case .required, .requiredWithout: return true
    case .minLength(let count): return value.count >= count
    case .maxLength(let count): return value.count <= count
    case .pattern(let pattern): return pattern.matchesWhole(value)
    case .email: return isEmail(value)
    case .equals(let id): return value == other(id)
    case .min(let bound): return number(value).map { $0 >= bound } ?? false
    case .max(let bound): return number(value).map { $0 <= bound } ?? false
    case .after(let id): return compareDates(value, other(id)).map { $0 > 0 } ?? true
    case .before(let id): return compareDates(value, other(id)).map { $0 < 0 } ?? true
    case .onOrAfter(let id): return compareDates(value, other(id)).map { $0 >= 0 } ?? true
    case .onOrBefore(let id): return compareDates(value, other(id)).map { $0 <= 0 } ?? true
    case .minSelections(let count): return FormChoice.selection(value).count >= count
    case .maxSelections(let count): return FormChoice.selection(value).count <= count
    }
  }

  /// Whether a value counts as filled for `required`, `requiredWithout` and a submit enabled
  /// `whenFilled`: it has a character that is not whitespace (a space, a tab, a line break, a
  /// no-break or ideographic space). A value of whitespace only shows nothing to the user and is
  /// what an app trims away, so it is empty.
  public static func isFilled(_ value: String) -> Bool {
    value.contains { !$0.isWhitespace }
  }

  /// How the date text `value` compares with the date text `other` (``FormDate``'s
  /// `2026-12-24`, `09:30`, `2026-12-24T09:30`): negative when earlier, `0` when the same,
  /// positive when later; `nil` when `other` is unset (empty), which `required` is about.
  ///
  /// Texts of one shape compare as strings. A day and a day with a time compare by their days
  /// (`2026-12-24` is the same as `2026-12-24T09:30`), so a day-and-time end may fall on an
  /// all-day start's day.
  public static func compareDates(_ value: String, _ other: String) -> Int? {
    guard !value.isEmpty, !other.isEmpty else { return nil }
    var left = Substring(value)
    var right = Substring(other)
    if left.count != right.count {
      let length = min(left.count, right.count)
      left = left.prefix(length)
      right = right.prefix(length)
    }
    return left < right ? -1 : left == right ? 0 : 1
  }

  /// Whether some match of an ICU pattern spans the whole value (an invalid pattern never
  /// matches). Compiles the pattern each time: forms hold ``FormPattern``s, compiled once.
  public static func matchesWhole(_ value: String, _ pattern: String) -> Bool {
    FormPattern(pattern).matchesWhole(value)
  }

  /// A pragmatic email check: one `@`, a non-empty local part, a dotted domain, no spaces.
  public static func isEmail(_ value: String) -> Bool {
    emailPattern.matchesWhole(value)
  }

  private static let emailPattern = FormPattern("[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+")

  /// The value as a number, accepting `.` as the decimal separator (and `,` when it is the only
  /// separator, as decimal pads in many locales type it).
  public static func number(_ value: String) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let number = Double(trimmed), number.isFinite { return number }
    if !trimmed.contains("."), trimmed.filter({ $0 == "," }).count == 1 {
      return Double(trimmed.replacingOccurrences(of: ",", with: "."))
    }
    return nil
  }
}
