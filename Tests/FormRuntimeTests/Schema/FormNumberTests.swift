import Foundation
import Testing

@testable import FormRuntime

/// A number control's label (issue 31): the value is written for the user's locale (its decimal
/// separator and digits grouping), rounded to the control's digits, while the text conditions
/// compare (``FormNumber/text(_:)``) stays locale-independent.
struct FormNumberTests {
  static let budget = FormNumber(
    range: 10...60, step: 2.5, isInteger: false, fractionDigits: 1, format: "€{value}")
  static let guests = FormNumber(
    range: 1...2000, step: 1, isInteger: true, fractionDigits: 0, format: "{value} guests")
  static let volume = FormNumber(
    range: 0...1, step: nil, isInteger: false, fractionDigits: nil, format: "{value}")

  @Test(arguments: [
    ("en_US", 42.5, "€42.5"),
    ("de_DE", 42.5, "€42,5"),
    ("fr_FR", 42.5, "€42,5"),
    ("en_US", 25.0, "€25"),
    ("de_DE", 25.0, "€25"),
  ])
  func aFractionUsesTheLocalesSeparator(locale: String, value: Double, label: String) {
    #expect(Self.budget.label(value, locale: Locale(identifier: locale)) == label)
    #expect(Self.budget.text(value) == FormNumber.text(value, fractionDigits: 1))
    #expect(!Self.budget.text(value).contains(","), "conditions compare the '.' text")
  }

  @Test(arguments: [("en_US", "1,500 guests"), ("de_DE", "1.500 guests")])
  func wholeNumbersAreGrouped(locale: String, label: String) {
    #expect(Self.guests.label(1500, locale: Locale(identifier: locale)) == label)
    #expect(Self.guests.text(1500) == "1500")
  }

  @Test func aContinuousSliderKeepsItsDigits() {
    #expect(Self.volume.label(0.125, locale: Locale(identifier: "de_DE")) == "0,125")
    #expect(Self.volume.label(0.125, locale: Locale(identifier: "en_US")) == "0.125")
  }

  @Test func theLabelIsRoundedToTheControlsDigits() {
    #expect(Self.budget.label(42.46, locale: Locale(identifier: "de_DE")) == "€42,5")
  }

  /// A localized form's format is the String Catalog's (`%1$lld guests`, which a translation may
  /// vary by plural): a whole number fills in `%1$lld`, another number `%1$@` as written for the
  /// locale, and `%%` is a percent sign.
  @Test(arguments: [
    (true, "%1$lld guests", 3.0, "en_US", "3 guests"),
    (true, "%1$lld%% tip", 15.0, "en_US", "15% tip"),
    (false, "€%1$@", 42.46, "de_DE", "€42,5"),
    (false, "%1$@ €", 42.5, "en_US", "42.5 €"),
  ])
  func aCatalogFormatFillsInTheNumber(
    isInteger: Bool, format: String, value: Double, locale: String, label: String
  ) {
    let number = FormNumber(
      range: 0...100, step: isInteger ? 1 : 0.5, isInteger: isInteger,
      fractionDigits: isInteger ? 0 : 1, format: format)
    #expect(number.label(value, locale: Locale(identifier: locale)) == label)
  }

  static let nights = FormNumber(
    range: 0...2000, step: 1, isInteger: true, fractionDigits: 0, format: "{value} nights",
    formatOne: "{value} night")

  /// Without a String Catalog, a label with plural forms picks English's: `one` for exactly 1,
  /// `other` for any other number (0 included), grouped for the locale.
  @Test(arguments: [
    (1.0, "en_US", "1 night"), (0.0, "en_US", "0 nights"), (2.0, "en_US", "2 nights"),
    (1500.0, "en_US", "1,500 nights"), (1500.0, "de_DE", "1.500 nights"),
  ])
  func pluralFormsFollowEnglishWithoutACatalog(value: Double, locale: String, label: String) {
    #expect(Self.nights.label(value, locale: Locale(identifier: locale)) == label)
  }

  static let hours = FormNumber(
    range: 0...4, step: 0.5, isInteger: false, fractionDigits: 1, format: "{value} hours",
    formatOne: "{value} hour")

  /// A decimal's plural forms follow English's rule on the number as shown (CLDR `one`: integer
  /// digits 1 and no visible fraction digits): 1 is written `1` (no trailing zeros), so `one`;
  /// `1.5` and `0.5` show fraction digits, so `other`; a value that rounds to 1 shows `1`.
  @Test(arguments: [
    (1.0, "en_US", "1 hour"), (1.5, "en_US", "1.5 hours"), (0.5, "en_US", "0.5 hours"),
    (0.0, "en_US", "0 hours"), (1.5, "de_DE", "1,5 hours"), (1.04, "en_US", "1 hour"),
  ])
  func aDecimalsPluralFormsFollowTheNumberAsShown(value: Double, locale: String, label: String) {
    #expect(Self.hours.label(value, locale: Locale(identifier: locale)) == label)
  }

  /// A localized form's decimal format (`%1$@ hours`) takes its English singular
  /// (`%1$@ hour`) by the same rule.
  @Test func aDecimalCatalogFormatTakesItsSingularAtOne() {
    let number = FormNumber(
      range: 0...4, step: 0.5, isInteger: false, fractionDigits: 1, format: "%1$@ hours",
      formatOne: "%1$@ hour")
    #expect(number.label(1, locale: Locale(identifier: "en_US")) == "1 hour")
    #expect(number.label(2.5, locale: Locale(identifier: "en_US")) == "2.5 hours")
  }

  /// A localized form's whole-number format (`%1$lld`) is filled in with the locale's grouping,
  /// as `String(format:locale:)` does for an integer conversion with a locale.
  @Test(arguments: [("en_US", "1,500 guests"), ("de_DE", "1.500 guests")])
  func aCatalogFormatGroupsWholeNumbers(locale: String, label: String) {
    let number = FormNumber(
      range: 1...2000, step: 1, isInteger: true, fractionDigits: 0, format: "%1$lld guests",
      formatOne: "%1$lld guest")
    #expect(number.label(1500, locale: Locale(identifier: locale)) == label)
  }
}
