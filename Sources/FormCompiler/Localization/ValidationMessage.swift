import FormSpec

/// formc's default validation messages, as format strings with positional arguments: the
/// catalog's source value, and (rendered with the field's title) the English message the checker
/// puts in ``ResolvedInput/Rule/message``.
public enum ValidationMessage {
  /// The argument every message starts with: the field's title.
  static let subject = FormString.FormatArgument(
    position: 1, conversion: "@",
    meaning: "the field's title (its placeholder, else its id, when it has no title)")

  /// The message of an empty `required: true` input: `%1$@ is required`.
  public static let required = "%1$@ is required"

  /// The message of a date outside its `range`: `%1$@ is outside the dates allowed`.
  public static let dateRange = "%1$@ is outside the dates allowed"

  /// The message of a choice whose options the app loads (`options: app`) holding a value that
  /// is none of the current options: `%1$@ is not one of the options`.
  public static let appOption = "%1$@ is not one of the options"

  /// The message of a multi-choice whose options the app loads (`options: app`) holding a value
  /// that is none of the current options: `%1$@ has a choice that is not one of the options`.
  public static let appMultiChoiceOption = "%1$@ has a choice that is not one of the options"

  /// The format string and its arguments of a rule's default message.
  ///
  /// - Parameters:
  ///   - kind: the rule's kind.
  ///   - number: the numeric operand of `minLength`, `maxLength`, `min` and `max`; a count
  ///     decides between `character` and `characters`, a number whether `%2$lld` or `%2$@`.
  public static func format(_ kind: RuleKind, number: Double?) -> (
    format: String, arguments: [FormString.FormatArgument]
  ) {
    (formatString(kind, number: number), arguments(kind, number: number))
  }

  /// The format string of a rule's default message alone (``format(_:number:)``'s `format`):
  /// the checker renders it for every rule without a message and needs no arguments, whose
  /// descriptions cost more to build than the string.
  ///
  /// - Parameters:
  ///   - kind: the rule's kind.
  ///   - number: as in ``format(_:number:)``.
  public static func formatString(_ kind: RuleKind, number: Double?) -> String {
    // Literals, not interpolations: a literal's text is the binary's, neither built nor counted.
    let value = number ?? 0
    switch kind {
    case .minLength:
      return value == 1
        ? "%1$@ must be at least %2$lld character" : "%1$@ must be at least %2$lld characters"
    case .maxLength:
      return value == 1
        ? "%1$@ must be at most %2$lld character" : "%1$@ must be at most %2$lld characters"
    case .pattern: return "%1$@ is not in the expected format"
    case .email: return "%1$@ must be an email address"
    case .equals: return "%1$@ must match %2$@"
    case .min: return isWhole(value) ? "%1$@ must be at least %2$lld" : "%1$@ must be at least %2$@"
    case .max: return isWhole(value) ? "%1$@ must be at most %2$lld" : "%1$@ must be at most %2$@"
    case .after: return "%1$@ must be after %2$@"
    case .before: return "%1$@ must be before %2$@"
    case .onOrAfter: return "%1$@ must be on or after %2$@"
    case .onOrBefore: return "%1$@ must be on or before %2$@"
    case .requiredWithout: return "%1$@ is required unless %2$@ is filled in"
    }
  }

  /// Whether a bound prints as a whole number (`%2$lld`).
  private static func isWhole(_ value: Double) -> Bool {
    value == value.rounded() && abs(value) < 1e15
  }

  /// The arguments of a rule's default message (``format(_:number:)``'s `arguments`).
  private static func arguments(_ kind: RuleKind, number: Double?) -> [FormString.FormatArgument] {
    let value = number ?? 0
    let isWhole = isWhole(value)
    switch kind {
    case .minLength, .maxLength:
      return [
        subject,
        FormString.FormatArgument(
          position: 2, conversion: "lld",
          meaning: kind == .minLength ? "the least number of characters" : "the most characters"),
      ]
    case .pattern, .email: return [subject]
    case .equals:
      return [
        subject,
        FormString.FormatArgument(
          position: 2, conversion: "@",
          meaning: "the other field's title (its id when it has no title)"),
      ]
    case .min, .max:
      return [
        subject,
        FormString.FormatArgument(
          position: 2, conversion: isWhole ? "lld" : "@",
          meaning: kind == .min
            ? "the smallest value allowed" + (isWhole ? "" : " as text")
            : "the largest value allowed" + (isWhole ? "" : " as text")),
      ]
    case .after, .before, .onOrAfter, .onOrBefore:
      return [
        subject,
        FormString.FormatArgument(
          position: 2, conversion: "@",
          meaning: "the other date's title (its id when it has no title)"),
      ]
    case .requiredWithout:
      return [
        subject,
        FormString.FormatArgument(
          position: 2, conversion: "@",
          meaning: "the other fields' titles (ids when they have none): 'Email, Fax or Pager'"),
      ]
    }
  }

  /// A format string with its arguments put in: `%1$@` and `%2$…` replaced by `arguments[0]` and
  /// `arguments[1]` (text put in is never read again as a specifier), `%%` by `%`.
  public static func render(_ format: String, _ arguments: [String]) -> String {
    // The format's own bytes, read in place (a format is mostly a literal, whose bytes are the
    // binary's): an `Array` of them was one more allocation a message.
    var format = format
    return format.withUTF8 { render($0, arguments) }
  }

  /// ``render(_:_:)`` over the format's UTF-8 bytes.
  private static func render(_ bytes: UnsafeBufferPointer<UInt8>, _ arguments: [String]) -> String {
    // Over UTF-8 bytes into one buffer: every byte of the syntax is ASCII (appending a scalar at
    // a time to a `String` cost about 27,000 instructions a message).
    let percent = UInt8(ascii: "%")
    let dollar = UInt8(ascii: "$")
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == percent else {
        result.append(byte)
        continue
      }
      if index < bytes.count, bytes[index] == percent {
        result.append(percent)
        index += 1
        continue
      }
      // `%<n>$` then the conversion: `@` or `lld`.
      guard index + 1 < bytes.count, (0x30...0x39).contains(bytes[index]),
        bytes[index + 1] == dollar
      else {
        result.append(percent)
        continue
      }
      let position = Int(bytes[index] - 0x30)
      var rest = index + 2
      if rest < bytes.count, bytes[rest] == UInt8(ascii: "@") {
        rest += 1
      } else if rest + 3 <= bytes.count, bytes[rest..<rest + 3].elementsEqual("lld".utf8) {
        rest += 3
      } else {
        result.append(percent)
        continue
      }
      index = rest
      if position >= 1 && position <= arguments.count {
        result.append(contentsOf: arguments[position - 1].utf8)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The other inputs of `requiredWithout` as its default message names them: `Email`,
  /// `Email or Fax`, `Email, Fax or Pager`.
  public static func alternatives(_ titles: [String]) -> String {
    titles.listPhrase("or")
  }

  /// A number as the default messages print it: `8`, `2.5` (the `%2$@` of `min` and `max` when
  /// it is not whole).
  public static func text(of value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
