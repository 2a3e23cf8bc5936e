import Foundation

/// The language a form is simulated in: which text it shows and which way it is laid out.
///
/// A real locale (`en`, `de`, `ar`, …) shows the spec's text as written until translations are
/// supplied (``translations``); a right-to-left one (`ar`, `he`, `fa`, `ur`, …) mirrors the layout.
/// The pseudo-locale `pseudo` lengthens every string by 40 % with accented characters
/// (``pseudoLocalized(_:)``), to find labels that wrap in a long language.
public struct SimulationLocale: Sendable, Hashable {
  /// The code as given: a BCP 47 language tag, `pseudo`, or `source` for the spec's text.
  public var code: String
  /// Translated strings by ``TextSlot``, shown instead of the spec's text (empty: as written).
  public var translations: [TextSlot: String]

  /// The spec's text as written, left to right: the default.
  public static let source = SimulationLocale(verified: "source")
  /// The pseudo-locale: every string 40 % longer, with accented characters.
  public static let pseudo = SimulationLocale(verified: "pseudo")

  /// Languages written right to left (ISO 639 codes).
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
  ]

  private init(verified code: String) {
    self.code = code
    self.translations = [:]
  }

  /// A locale from its code, or `nil` when the code is not `pseudo`, `source` or a language tag
  /// (a 2 or 3 letter language, then subtags of 1 to 8 letters or digits after `-` or `_`).
  public init?(code: String, translations: [TextSlot: String] = [:]) {
    guard code == "pseudo" || code == "source" || Self.isLanguageTag(code) else { return nil }
    self.code = code
    self.translations = translations
  }

  static func isLanguageTag(_ code: String) -> Bool {
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The language subtag, lowercased (`ar` of `ar-EG`).
  public var language: String {
    String(code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
  }

  /// Whether the pseudo-locale.
  public var isPseudo: Bool { code == "pseudo" }

  /// Whether the language is written right to left, so UIKit mirrors the layout.
  public var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(language) }

  /// How messages name it: `in locale ar`.
  public var phrase: String { "in locale \(code)" }

  /// The text shown in a slot: a translation if one is supplied, else the pseudo-localized text
  /// in the pseudo-locale, else the spec's text.
  public func text(_ text: String, in slot: TextSlot) -> String {
    if let translated = translations[slot] { return translated }
    return isPseudo ? Self.pseudoLocalized(text) : text
  }

  // MARK: Pseudo-localization

  /// Accented stand-ins for ASCII letters, one Unicode scalar each.
  static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()

  /// The words the padding is made of, cycled.
  static let padding = Array(" ƥŕéšéñţ ɱóŕé ţéẋţ ĥéŕé")

  /// `text` pseudo-localized: each ASCII letter accented, then padded with accented words so it
  /// has 40 % more characters (Unicode scalars), rounded up; empty text stays empty. Format
  /// specifiers (`%@`, `%d`, `%1$@`, `%lld`, `%%`, …) are kept as written. Deterministic.
  public static func pseudoLocalized(_ text: String) -> String {
    let scalars = text.unicodeScalars.count
    guard scalars > 0 else { return text }
    var result = ""
    var specifier = false
    for character in text {
      if specifier {
        if "0123456789$.-+#'hlqLjzt".contains(character) {
          result.append(character)
          continue
        }
        specifier = false
        // A specifier ends at its conversion: a letter, `@`, or a second `%`.
        if character.isASCII && character.isLetter || character == "@" || character == "%" {
          result.append(character)
          continue
        }
      }
      if character == "%" {
        specifier = true
        result.append(character)
        continue
      }
      result.append(accents[character] ?? character)
    }
    let extra = (scalars * 2 + 4) / 5
    for index in 0..<extra { result.append(padding[index % padding.count]) }
    return result
  }
}

/// Where a string of a form is shown, so a translation can be supplied for it.
public enum TextSlot: Sendable, Hashable {
  /// The form's `title` (the navigation bar).
  case formTitle
  /// A label's `text` or a button's `title`, by layout index.
  case text(node: Int)
  /// A section's `header`, by layout index.
  case header(node: Int)
  /// A section's `footer`, by layout index.
  case footer(node: Int)
  /// An input's `title`, by input id.
  case inputTitle(String)
  /// An input's `placeholder`, by input id.
  case placeholder(String)
}
