import Foundation

/// FormRuntime's own words, in one language: the keyboard toolbar's labels and what VoiceOver is
/// told about errors. The spec's own words (titles, messages) are the app's, not these.
///
/// The translations are FormRuntime's resources, `Resources/<language>.lproj/Localizable.strings`
/// (English, German, French, Spanish, Japanese, Arabic and Hebrew), read through `Bundle.module`
/// with the language named explicitly, so the same lookup runs on Apple platforms and on Linux.
/// By default the language is the one the app runs in (`Bundle.main.preferredLocalizations`, which
/// follows the user's per-app language), matched to the nearest of ``localizations``, else
/// English; `init(localization:)` names one (tests, or an app that picks its language itself).
public struct FormRuntimeStrings: Sendable, Hashable {
  /// A string's key in `Localizable.strings`.
  public enum Key: String, Sendable, Hashable, CaseIterable {
    /// The toolbar's Previous (a label without its trait: VoiceOver adds "button").
    case previous = "toolbar.previous"
    /// The toolbar's Next.
    case next = "toolbar.next"
    /// The toolbar's Done (SwiftUI; UIKit shows the system's localized Done).
    case done = "toolbar.done"
    /// An announced error; one argument, the message.
    case error = "announcement.error"
    /// A submit's announcement of several errors; the count, then the first message.
    case errors = "announcement.errors"
    /// The accessibility label of an input that shows an error; its label, then the message.
    case invalidInput = "accessibility.invalidInput"
    /// The last two of a list of alternatives ("Email or Fax"); the one before, then the last.
    case listOr = "list.or"
    /// What separates the other items of a list of alternatives (", ").
    case listSeparator = "list.separator"
    /// The accessibility label of the progress indicator of an input whose app check runs.
    case checkPending = "accessibility.checkPending"
    /// What a multi-choice's row shows beside its title while no option is chosen ("None").
    case multiChoiceNone = "multiChoice.none"
    /// What a multi-choice's row shows while every option is chosen ("All").
    case multiChoiceAll = "multiChoice.all"
    /// What a multi-choice's row shows while more options are chosen than its titles fit for; one
    /// argument, how many (3 or more): "3 selected".
    case multiChoiceCount = "multiChoice.count"
    /// The destructive button of the dialog a cancel with `confirmDiscard` shows while the form
    /// has changes (SwiftUI), and the dialog's title.
    case discardChanges = "discard.discardChanges"
    /// The dialog's button that keeps the form as it is.
    case keepEditing = "discard.keepEditing"
  }

  /// The languages FormRuntime ships, as `.lproj` names; the first is the development language.
  public static let localizations = ["en", "de", "fr", "es", "ja", "ar", "he"]

  /// The strings of the language the app runs in, read once.
  public static let current = FormRuntimeStrings()

  /// The language of these strings (one of ``localizations``).
  public let localization: String
  /// The strings by key.
  private let table: [Key: String]

  /// The strings of a language: `localization` (a language tag such as `de` or `de-CH`, matched
  /// to the nearest of ``localizations``), or by default the language the app runs in; English
  /// when FormRuntime has no match.
  public init(localization: String? = nil) {
    let preferences = localization.map { [$0] } ?? Bundle.main.preferredLocalizations
    let language = Self.match(preferences)
    self.localization = language
    table = Self.load(language)
  }

  /// A string.
  public subscript(key: Key) -> String { table[key] ?? key.rawValue }

  /// What VoiceOver is told when an error appears: "Error: Enter your email".
  public func errorAnnouncement(_ message: String) -> String {
    format(.error, message)
  }

  /// What VoiceOver is told when a submit finds `count` errors, with the first one's message:
  /// "Error: …" for one, "3 errors. …" for more.
  public func submitAnnouncement(count: Int, first message: String) -> String {
    count > 1 ? format(.errors, count, message) : errorAnnouncement(message)
  }

  /// The accessibility label of an input: its own label (its title, else its placeholder),
  /// followed by the error it shows, if any ("Email, error: Enter your email"), so VoiceOver reads
  /// the error whenever the input is focused; `nil` when it has neither.
  public func inputLabel(_ label: String?, error: String?) -> String? {
    guard let error else { return label }
    guard let label, !label.isEmpty else { return errorAnnouncement(error) }
    return format(.invalidInput, label, error)
  }

  /// Alternatives as one phrase in this language: `Email`, `Email or Fax`, `Email, Fax or
  /// Pager` (German `E-Mail, Fax oder Pager`): the other inputs' titles of `requiredWithout`'s
  /// default message.
  public func alternatives(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    let head = items.dropLast().joined(separator: self[.listSeparator])
    return format(.listOr, head, last)
  }

  /// How many chosen options' titles a multi-choice's row lists; beyond them it shows a count.
  public static let summaryTitleLimit = 2

  /// The chosen options of a multi-choice as the summary its row shows beside its title, as
  /// Settings' and Clock's rows do, short enough for the row: "None" (`Keine`) when none is
  /// chosen, "All" (`Alle`) when every one of `total` options is (and there are two or more),
  /// the titles in option order joined by this language's list separator (`Mon, Wed`) up to
  /// ``summaryTitleLimit`` of them, else how many ("3 selected", `3 ausgewählt`, the number
  /// written for this language).
  public func selectionSummary(_ titles: [String], of total: Int) -> String {
    Self.selectionSummary(
      titles, of: total, none: self[.multiChoiceNone], all: self[.multiChoiceAll],
      separator: self[.listSeparator], count: { format(.multiChoiceCount, $0) })
  }

  /// ``selectionSummary(_:of:)``'s rule with the words given: `none` for no title, `all` when
  /// every one of `total` (two or more) options is chosen, the titles joined by `separator` up to
  /// ``summaryTitleLimit`` of them, else `count` of how many. `formc preview` draws a row's
  /// summary with it (and English's words), so the picture and the runtime agree.
  public static func selectionSummary(
    _ titles: [String], of total: Int, none: String, all: String, separator: String,
    count: (Int) -> String
  ) -> String {
    if titles.isEmpty { return none }
    if total > 1, titles.count >= total { return all }
    if titles.count <= summaryTitleLimit { return titles.joined(separator: separator) }
    return count(titles.count)
  }

  /// The nearest of ``localizations`` to the first preference that has one (`pt-BR` matches
  /// nothing, `de-AT` matches `de`), else English.
  static func match(_ preferences: [String]) -> String {
    for preference in preferences {
      let tag = preference.replacingOccurrences(of: "_", with: "-").lowercased()
      if let exact = localizations.first(where: { $0 == tag }) { return exact }
      let language = tag.split(separator: "-").first.map(String.init) ?? tag
      if let match = localizations.first(where: { $0 == language }) { return match }
    }
    return localizations[0]
  }

  /// A key's translation in one of ``localizations``, exactly as its `Localizable.strings` has
  /// it, or `nil` when that language lacks it (no fallback to English).
  public static func translation(of key: Key, in localization: String) -> String? {
    let missing = "\u{0}missing"
    let value = bundle(for: localization)?.localizedString(
      forKey: key.rawValue, value: missing, table: nil)
    return value == missing ? nil : value
  }

  /// A language's strings, each missing one in English.
  private static func load(_ language: String) -> [Key: String] {
    var table: [Key: String] = [:]
    for key in Key.allCases {
      table[key] =
        translation(of: key, in: language) ?? translation(of: key, in: localizations[0])
    }
    return table
  }

  /// The `.lproj` bundle of a language inside FormRuntime's resources.
  private static func bundle(for language: String) -> Bundle? {
    Bundle.module.path(forResource: language, ofType: "lproj").flatMap(Bundle.init(path:))
  }

  private func format(_ key: Key, _ arguments: any CVarArg...) -> String {
    String(format: self[key], locale: Locale(identifier: localization), arguments: arguments)
  }
}
