import FormDiagnostics

extension StringCatalog {
  /// What a merge did to one key.
  public struct Change: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind of change.
    public enum Kind: String, Sendable, Hashable {
      /// A new key, with its source value and comment.
      case added
      /// The source value changed; translations were marked `needs_review`.
      case updated
      /// Only the comment changed.
      case commented
      /// The key's string is gone; the key was marked `stale` (and kept).
      case stale
      /// A key of the form that was not `manual` (a stale key whose string is back, or one
      /// Xcode extracted) is `manual` again.
      case claimed
    }

    /// The key.
    public var key: String
    /// What happened.
    public var kind: Kind

    /// Creates a change.
    public init(key: String, kind: Kind) {
      self.key = key
      self.kind = kind
    }

    /// "added SignUp.email.title".
    public var description: String {
      switch kind {
      case .added: return "add '\(key)'"
      case .updated: return "update the source text of '\(key)' (translations need review)"
      case .commented: return "update the comment of '\(key)'"
      case .stale: return "mark '\(key)' stale"
      case .claimed: return "mark '\(key)' manual"
      }
    }

    /// By key in Xcode's order, then kind.
    public static func < (lhs: Change, rhs: Change) -> Bool {
      lhs.key != rhs.key
        ? StringCatalog.xcodeOrder(lhs.key, rhs.key) : lhs.kind.rawValue < rhs.kind.rawValue
    }
  }

  /// Whether `key` belongs to one of `forms`: it starts with `<Form>.`.
  public static func key(_ key: String, belongsTo forms: Set<String>) -> Bool {
    guard let dot = key.firstIndex(of: ".") else { return false }
    return forms.contains(String(key[..<dot]))
  }

  /// Brings the catalog up to date with the strings of `forms`, and returns what changed.
  ///
  /// - A new key gets its comment, `extractionState` `manual` and the source value in the
  ///   source language (`translated`).
  /// - A key whose source value changed gets the new one, and every `translated` translation
  ///   becomes `needs_review`. A source language that varies by plural is left as it is, unless
  ///   the string has plural forms of its own (``FormString/pluralOne``): then the source language
  ///   is `variations.plural.one` and `.other`, updated (translations to review) when they differ.
  /// - A key of `forms` whose string is gone is marked `stale`; it and its translations stay.
  /// - Keys of other forms, and everything formc does not model, are left untouched.
  ///
  /// Merging the same strings again changes nothing.
  public mutating func merge(_ formStrings: [FormString], forms: Set<String>) -> [Change] {
    var changes: [Change] = []
    var current: Set<String> = []
    for string in formStrings {
      current.insert(string.key)
      guard var entry = strings[string.key] else {
        var entry = Entry(comment: string.comment, extractionState: Self.manual)
        var source = Localization(
          stringUnit: StringUnit(state: StringUnit.translated, value: string.sourceValue))
        if let one = string.pluralOne {
          source.stringUnit = nil
          source.otherMembers["variations"] = Self.pluralVariations(
            one: one, other: string.sourceValue)
        }
        entry.localizations[sourceLanguage] = source
        strings[string.key] = entry
        changes.append(Change(key: string.key, kind: .added))
        continue
      }
      if entry.extractionState != Self.manual {
        changes.append(Change(key: string.key, kind: .claimed))
      }
      entry.extractionState = Self.manual
      var source = entry.localizations[sourceLanguage] ?? Localization(stringUnit: nil)
      if let one = string.pluralOne {
        let plural = Self.pluralVariations(one: one, other: string.sourceValue)
        if source.stringUnit != nil || source.otherMembers["variations"] != plural {
          let hadValue = source.stringUnit != nil || source.otherMembers["variations"] != nil
          source.stringUnit = nil
          source.otherMembers["variations"] = plural
          entry.localizations[sourceLanguage] = source
          if hadValue {
            for language in entry.localizations.keys where language != sourceLanguage {
              entry.localizations[language]!.markNeedsReview()
            }
          }
          changes.append(Change(key: string.key, kind: .updated))
        } else if entry.comment != string.comment {
          changes.append(Change(key: string.key, kind: .commented))
        }
        entry.comment = string.comment
        strings[string.key] = entry
        continue
      }
      let variesInSource = source.stringUnit == nil && !source.otherMembers.isEmpty
      if !variesInSource, source.stringUnit?.value != string.sourceValue {
        let hadValue = source.stringUnit != nil
        source.stringUnit = StringUnit(state: StringUnit.translated, value: string.sourceValue)
        entry.localizations[sourceLanguage] = source
        if hadValue {
          for language in entry.localizations.keys where language != sourceLanguage {
            entry.localizations[language]!.markNeedsReview()
          }
        }
        changes.append(Change(key: string.key, kind: .updated))
      } else if entry.comment != string.comment {
        changes.append(Change(key: string.key, kind: .commented))
      }
      entry.comment = string.comment
      strings[string.key] = entry
    }
    for key in strings.keys
    where !current.contains(key) && Self.key(key, belongsTo: forms)
      && strings[key]!.extractionState != Self.stale
    {
      strings[key]!.extractionState = Self.stale
      changes.append(Change(key: key, kind: .stale))
    }
    return changes.sorted()
  }

  /// The source language's plural variations of a string with an English singular: Apple's
  /// String Catalog shape, `{"plural": {"one": {"stringUnit": …}, "other": {"stringUnit": …}}}`
  /// (https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog).
  static func pluralVariations(one: String, other: String) -> JSON {
    func unit(_ value: String) -> JSON {
      .object([
        "stringUnit": .object(["state": .string(StringUnit.translated), "value": .string(value)])
      ])
    }
    return .object(["plural": .object(["one": unit(one), "other": unit(other)])])
  }
}
