import Foundation

/// Where a generated form looks its strings up: a table (the String Catalog's name,
/// `Localizable` for `Localizable.xcstrings`) in a bundle. Xcode compiles a `.xcstrings` into one
/// `<language>.lproj/<table>.strings` per language in the bundle, which is what this reads, through
/// `Bundle.localizedString(forKey:value:table:)`: it works on every iOS formc supports and on Linux.
///
/// A key the table lacks, in the language the bundle picks, gives the default passed in: the
/// spec's own text.
public struct FormLocalization: @unchecked Sendable {
  // `@unchecked`: a `Bundle` is only read here, and Foundation's lookups are thread-safe.

  /// The table's name, without `.strings` or `.xcstrings`.
  public let table: String
  /// The bundle looked in: the app's (`Bundle.main`) or a package module's (`Bundle.module`).
  public let bundle: Bundle
  /// The locale numbers are formatted in.
  public let locale: Locale
  /// The `.lproj` bundle of ``localization``, when one was named.
  private let languageBundle: Bundle?
  /// FormRuntime's own words in the same language (lists of alternatives, a multi-choice's
  /// summary).
  public let runtimeStrings: FormRuntimeStrings

  /// Strings of `table` in `bundle`, in the language the bundle picks for the app (the user's
  /// preferred languages), or in `localization` (an `.lproj` name such as `de`) when given:
  /// previews and tests name one. A named language the bundle lacks falls back to the bundle's
  /// own choice.
  public init(table: String, bundle: Bundle, localization: String? = nil) {
    self.table = table
    self.bundle = bundle
    languageBundle = localization.flatMap {
      bundle.path(forResource: $0, ofType: "lproj").flatMap(Bundle.init(path:))
    }
    locale = localization.map { Locale(identifier: $0) } ?? .current
    runtimeStrings = FormRuntimeStrings(localization: localization)
  }

  /// The translation of `key`, or `value` (the spec's text) when the table has none.
  public func string(_ key: String, default value: String) -> String {
    (languageBundle ?? bundle).localizedString(forKey: key, value: value, table: table)
  }

  /// A number label's English singular, `one` (`%1$lld guest`), when the table has no entry for
  /// `key`; `nil` when it has one: the entry, which Xcode compiles from the String Catalog's plural
  /// variations, then picks the form for the language (``FormNumber/formatOne``).
  public func singular(_ key: String, default one: String) -> String? {
    let missing = "\u{1}formc: no entry"
    let found = (languageBundle ?? bundle).localizedString(
      forKey: key, value: missing, table: table)
    return found == missing ? one : nil
  }

  /// The other inputs' localized titles of `requiredWithout`'s default message as one phrase in
  /// the language of these strings: `E-Mail, Fax oder Pager` (see
  /// ``FormRuntimeStrings/alternatives(_:)``).
  public func alternatives(_ titles: [String]) -> String {
    runtimeStrings.alternatives(titles)
  }

  /// A validation message: the translation of `key` (or `format`, formc's English default, when
  /// the table has none) as a format string with positional `arguments`: `%1$@` the field's
  /// localized title, `%2$lld` or `%2$@` the rule's number or the other field's title.
  public func format(_ key: String, default format: String, _ arguments: any CVarArg...)
    -> String
  {
    String(format: string(key, default: format), locale: locale, arguments: arguments)
  }
}
