import FormCompiler
import Foundation
import Testing

/// A stepper's or slider's `format` in the String Catalog: a format string whose number is a
/// format specifier (`%1$lld` for a whole number, so that translators can vary it by plural in
/// Xcode; `%1$@`, the number written for the user's locale, otherwise), not the spec's `{value}`
/// (issue 31).
struct NumberFormatStringsTests {
  static let spec = """
    form: Booking
    content:
      table: booking
      children:
        - section: main
          children:
            - stepper: guests
              title: Guests
              range: {min: 1, max: 20}
              format: "{value} guests"
            - slider: budget
              range: {min: 10, max: 60}
              step: 2.5
              format: "€{value}"
            - slider: tip
              range: {min: 0, max: 30}
              step: 5
              format: "{value}% tip"
            - stepper: nights
              range: {min: 1, max: 14}
              format: {one: "{value} night", other: "{value} nights"}
            - stepper: hours
              range: {min: 0, max: 4}
              step: 0.5
              format: {one: "{value} hour", other: "{value} hours"}
    """

  static func strings() throws -> [FormString] {
    let checked = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Booking.form.yaml")
    return FormStrings.strings(of: try #require(checked.form, "\(checked.diagnostics)"))
  }

  @Test(arguments: [
    ("Booking.guests.format", "%1$lld guests", "%1$lld"),
    ("Booking.budget.format", "€%1$@", "%1$@"),
    ("Booking.tip.format", "%1$lld%% tip", "%1$lld"),
  ])
  func formatIsACatalogFormat(key: String, value: String, specifier: String) throws {
    let string = try #require(try Self.strings().first { $0.key == key })
    #expect(string.sourceValue == value)
    #expect(string.arguments.map(\.specifier) == [specifier])
    #expect(string.comment.contains("\(specifier) is "))
  }

  /// A decimal's plural forms are one string unit in the catalog, its `other` form: its number is
  /// text (`%1$@`, written for the user's locale) and a String Catalog varies only a number
  /// format specifier by plural, so there are no plural variations to write.
  @Test func aDecimalsPluralFormsAreOneStringUnit() throws {
    let string = try #require(try Self.strings().first { $0.key == "Booking.hours.format" })
    #expect(string.sourceValue == "%1$@ hours")
    #expect(string.pluralOne == nil)
  }

  /// `format: {one, other}` is one key whose source language varies by plural: the `one` and
  /// `other` forms as catalog formats, written as Apple's String Catalog plural variations.
  @Test func pluralFormsAreSourcePluralVariations() throws {
    let string = try #require(try Self.strings().first { $0.key == "Booking.nights.format" })
    #expect(string.sourceValue == "%1$lld nights")
    #expect(string.pluralOne == "%1$lld night")
    #expect(try Self.strings().first { $0.key == "Booking.guests.format" }?.pluralOne == nil)

    var catalog = StringCatalog()
    #expect(catalog.merge([string], forms: ["Booking"]).map(\.kind) == [.added])
    let source = try #require(catalog.strings["Booking.nights.format"]?.localizations["en"])
    #expect(source.stringUnit == nil)
    #expect(source.states == ["translated", "translated"])
    let text = catalog.xcodeText
    #expect(
      text.contains(
        """
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%1$lld night"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%1$lld nights"
                        }
                      }
                    }
                  }
        """), "\(text)")
    var reread = try StringCatalog(parsing: Array(text.utf8))
    #expect(reread.merge([string], forms: ["Booking"]).isEmpty, "merging again changes nothing")
    #expect(reread.xcodeText == text)
  }

  /// A changed singular updates the source's variations, and the translations need review.
  @Test func aChangedPluralFormNeedsReview() throws {
    let string = try #require(try Self.strings().first { $0.key == "Booking.nights.format" })
    var catalog = StringCatalog()
    _ = catalog.merge([string], forms: ["Booking"])
    catalog.strings["Booking.nights.format"]!.localizations["de"] = .init(
      stringUnit: .init(state: "translated", value: "%1$lld Nächte"))
    var changed = string
    changed.pluralOne = "%1$lld night only"
    #expect(
      catalog.merge([changed], forms: ["Booking"])
        == [.init(key: "Booking.nights.format", kind: .updated)])
    let entry = try #require(catalog.strings["Booking.nights.format"])
    #expect(entry.localizations["de"]?.stringUnit?.state == "needs_review")
    #expect(catalog.xcodeText.contains("%1$lld night only"))
    // A key that was a plain string becomes plural forms when the spec gives them.
    var plain = StringCatalog()
    var unplural = string
    unplural.pluralOne = nil
    _ = plain.merge([unplural], forms: ["Booking"])
    #expect(plain.merge([string], forms: ["Booking"]).map(\.kind) == [.updated])
    #expect(plain.strings["Booking.nights.format"]?.localizations["en"]?.stringUnit == nil)
  }
}
