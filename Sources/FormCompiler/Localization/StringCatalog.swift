import FormDiagnostics

/// A String Catalog (`.xcstrings`): Apple's JSON table of localizable strings, as Xcode reads
/// and writes it.
///
/// ```json
/// {"sourceLanguage": "en", "version": "1.0",
///  "strings": {KEY: {"comment": …, "extractionState": "manual",
///    "localizations": {LANG: {"stringUnit": {"state": "translated", "value": …}}}}}}
/// ```
///
/// Members formc does not model (`shouldTranslate`, plural `variations`, `substitutions`, …) are
/// kept as they were read and written back, so nothing a translator or Xcode wrote is lost.
public struct StringCatalog: Sendable, Hashable {
  /// `sourceLanguage`: the language of the spec's text, `en` in a new catalog.
  public var sourceLanguage: String
  /// `version`: `1.0` in a new catalog.
  public var version: String
  /// `strings`: the entries by key.
  public var strings: [String: Entry]
  /// Other top-level members, kept as read.
  package var otherMembers: [String: JSON] = [:]

  /// Creates a catalog.
  public init(
    sourceLanguage: String = "en", version: String = "1.0", strings: [String: Entry] = [:]
  ) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.strings = strings
  }

  /// One key's entry.
  public struct Entry: Sendable, Hashable {
    /// `comment`: where the string appears, for translators.
    public var comment: String?
    /// `extractionState`: `manual` for keys formc writes, `stale` for keys whose string is
    /// gone; Xcode also writes `extracted_with_value` and others.
    public var extractionState: String?
    /// `localizations`: the value in each language, the source language's included.
    public var localizations: [String: Localization]
    /// Other members, kept as read.
    package var otherMembers: [String: JSON] = [:]

    /// Creates an entry.
    public init(
      comment: String? = nil, extractionState: String? = nil,
      localizations: [String: Localization] = [:]
    ) {
      self.comment = comment
      self.extractionState = extractionState
      self.localizations = localizations
    }
  }

  /// One language's value of an entry.
  public struct Localization: Sendable, Hashable {
    /// `stringUnit`: the value and its state; `nil` when the language varies by plural or device
    /// instead (kept in the other members).
    public var stringUnit: StringUnit?
    /// Other members (`variations`, `substitutions`), kept as read.
    package var otherMembers: [String: JSON] = [:]

    /// Creates a localization.
    public init(stringUnit: StringUnit?) {
      self.stringUnit = stringUnit
    }

    /// The states of every string unit in the localization, its variations' included.
    public var states: [String] {
      var result = stringUnit.map { [$0.state] } ?? []
      func visit(_ value: JSON) {
        switch value {
        case .object(let members):
          if case .object(let unit)? = members["stringUnit"], let state = unit["state"]?.stringValue
          {
            result.append(state)
          }
          for key in members.keys.sorted() where key != "stringUnit" { visit(members[key]!) }
        case .array(let items): items.forEach(visit)
        default: break
        }
      }
      for key in otherMembers.keys.sorted() { visit(otherMembers[key]!) }
      return result
    }

    /// Marks every `translated` string unit, its variations' included, `needs_review`.
    public mutating func markNeedsReview() {
      if stringUnit?.state == StringUnit.translated { stringUnit?.state = StringUnit.needsReview }
      func visit(_ value: inout JSON) {
        switch value {
        case .object(var members):
          if case .object(var unit)? = members["stringUnit"],
            unit["state"]?.stringValue == StringUnit.translated
          {
            unit["state"] = .string(StringUnit.needsReview)
            members["stringUnit"] = .object(unit)
          }
          for key in members.keys where key != "stringUnit" { visit(&members[key]!) }
          value = .object(members)
        case .array(var items):
          for index in items.indices { visit(&items[index]) }
          value = .array(items)
        default: break
        }
      }
      for key in otherMembers.keys { visit(&otherMembers[key]!) }
    }
  }

  /// A value and its translation state.
  public struct StringUnit: Sendable, Hashable {
    /// `state`: `translated`, `needs_review` or `new`.
    public var state: String
    /// `value`: the text.
    public var value: String
    /// Other members, kept as read.
    package var otherMembers: [String: JSON] = [:]

    /// `translated`: done.
    public static let translated = "translated"
    /// `needs_review`: the source text changed since it was translated.
    public static let needsReview = "needs_review"
    /// `new`: not translated yet.
    public static let new = "new"

    /// Creates a string unit.
    public init(state: String, value: String) {
      self.state = state
      self.value = value
    }
  }

  /// `manual`: a key written by a tool, which Xcode neither extracts nor marks stale.
  public static let manual = "manual"
  /// `stale`: the key's string is gone from the source.
  public static let stale = "stale"
}
