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
  /// The `.lproj` name given to `init`, if any.
  private let localization: String?
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
    self.localization = localization
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

  /// A decimal number label's English singular, `one` (`%1$@ hour`), while the strings shown are
  /// the source language's (the bundle's development localization, English when it names none)
  /// or the table has no entry for `key`; `nil` for a translation, which is then one string for
  /// every value. A decimal's number is text (`%1$@`, written for the locale), and a String
  /// Catalog varies only a number format specifier by plural
  /// (https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals),
  /// so the catalog holds the `other` form alone and English's singular comes from the spec.
  public func sourceSingular(_ key: String, default one: String) -> String? {
    if singular(key, default: one) != nil { return one }
    // `CFBundleDevelopmentRegion`, what `Bundle.developmentLocalization` reads, looked up as a
    // key: Linux's Foundation traps in that getter for a bundle without an Info.plist.
    let source = bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String ?? "en"
    let shown = localization ?? bundle.preferredLocalizations.first ?? source
    return Self.language(of: shown) == Self.language(of: source) ? one : nil
  }

  /// The language subtag of a localization (`en` of `en-GB` or `en_GB`), lowercased.
  private static func language(of localization: String) -> String {
    String(localization.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
      .lowercased()
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
