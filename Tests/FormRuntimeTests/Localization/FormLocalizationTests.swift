import FormRuntime
import Foundation
import Testing

/// `FormLocalization` reads a real bundle directory holding `de.lproj/Contact.strings`, as Xcode
/// compiles a `Contact.xcstrings` into: German where the table has a key, the spec's text where
/// it has none, and validation messages formatted with the localized title inside.
@Suite("FormLocalization")
struct FormLocalizationTests {
  /// A bundle directory with German strings for the table `Contact`, removed after `body`.
  static func withGermanBundle<T>(_ body: (Bundle) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FormLocalizationTests-\(UUID().uuidString)")
    let german = directory.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let strings = """
      /* Contact: the form's title */
      "Contact.title" = "Kontakt";
      "Contact.email.title" = "E-Mail";
      "Contact.email.required" = "%1$@ ist ein Pflichtfeld";
      "Contact.subject.rules.1" = "Höchstens %2$lld Zeichen für %1$@";
      "Contact.guests.format" = "%1$lld Gäste";

      """
    try Data(strings.utf8).write(to: german.appendingPathComponent("Contact.strings"))
    let bundle = try #require(Bundle(path: directory.path))
    return try body(bundle)
  }

  @Test("a key the table has is German, one it lacks is the spec's text")
  func strings() throws {
    try Self.withGermanBundle { bundle in
      let strings = FormLocalization(table: "Contact", bundle: bundle, localization: "de")
      #expect(strings.string("Contact.title", default: "Contact us") == "Kontakt")
      #expect(strings.string("Contact.email.title", default: "Email") == "E-Mail")
      #expect(strings.string("Contact.fullName.title", default: "Name") == "Name")
      let otherTable = FormLocalization(table: "Missing", bundle: bundle, localization: "de")
      #expect(otherTable.string("Contact.title", default: "Contact us") == "Contact us")
    }
  }

  @Test("a validation message is German, with the German title where the translation puts it")
  func validationMessages() throws {
    try Self.withGermanBundle { bundle in
      let strings = FormLocalization(table: "Contact", bundle: bundle, localization: "de")
      let email = strings.string("Contact.email.title", default: "Email")
      #expect(
        strings.format("Contact.email.required", default: "%1$@ is required", email)
          == "E-Mail ist ein Pflichtfeld")
      let subject = strings.string("Contact.subject.title", default: "Subject")
      #expect(
        strings.format(
          "Contact.subject.rules.1", default: "%1$@ must be at most %2$lld characters", subject, 80)
          == "Höchstens 80 Zeichen für Subject")
      // Not translated: formc's English default, formatted.
      #expect(
        strings.format(
          "Contact.message.rules.1", default: "%1$@ must be at least %2$lld characters", "Message",
          20) == "Message must be at least 20 characters")
      #expect(
        strings.format(
          "Contact.amount.rules.1", default: "%1$@ must be at most %2$@", "Amount", "2.5")
          == "Amount must be at most 2.5")
    }
  }

  /// A number label's English singular is the fallback only where the table has no entry: an
  /// entry (in the app, compiled from the catalog's plural variations) picks its own forms.
  @Test("a label's singular is used only when the table has no entry")
  func singular() throws {
    try Self.withGermanBundle { bundle in
      let strings = FormLocalization(table: "Contact", bundle: bundle, localization: "de")
      #expect(strings.singular("Contact.guests.format", default: "%1$lld guest") == nil)
      #expect(strings.singular("Contact.rooms.format", default: "%1$lld room") == "%1$lld room")
      let number = FormNumber(
        range: 1...2000, step: 1, isInteger: true, fractionDigits: 0,
        format: strings.string("Contact.guests.format", default: "%1$lld guests"),
        formatOne: strings.singular("Contact.guests.format", default: "%1$lld guest"))
      #expect(number.label(1500, locale: strings.locale) == "1.500 Gäste")
      let rooms = FormNumber(
        range: 1...9, step: 1, isInteger: true, fractionDigits: 0,
        format: strings.string("Contact.rooms.format", default: "%1$lld rooms"),
        formatOne: strings.singular("Contact.rooms.format", default: "%1$lld room"))
      #expect(rooms.label(1, locale: strings.locale) == "1 room")
      #expect(rooms.label(2, locale: strings.locale) == "2 rooms")
    }
  }

  /// A decimal label's English singular (`%1$@ hour`) shows while the strings are the source
  /// language's (the bundle's development localization, English when it names none) or the table
  /// has no entry; a translation is one string for every value (a String Catalog varies only a
  /// number format specifier by plural, and a decimal's number is text, `%1$@`).
  @Test("a decimal label's singular is the source language's")
  func sourceSingular() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FormLocalizationTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (language, hours) in [("en", "%1$@ hours"), ("de", "%1$@ Std.")] {
      let folder = directory.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("\"Contact.hours.format\" = \"\(hours)\";\n".utf8).write(
        to: folder.appendingPathComponent("Contact.strings"))
    }
    let bundle = try #require(Bundle(path: directory.path))
    let english = FormLocalization(table: "Contact", bundle: bundle, localization: "en")
    let german = FormLocalization(table: "Contact", bundle: bundle, localization: "de")
    #expect(english.sourceSingular("Contact.hours.format", default: "%1$@ hour") == "%1$@ hour")
    #expect(german.sourceSingular("Contact.hours.format", default: "%1$@ hour") == nil)
    #expect(german.sourceSingular("Contact.miles.format", default: "%1$@ mile") == "%1$@ mile")
    let hours = FormNumber(
      range: 0...4, step: 0.5, isInteger: false, fractionDigits: 1,
      format: german.string("Contact.hours.format", default: "%1$@ hours"),
      formatOne: german.sourceSingular("Contact.hours.format", default: "%1$@ hour"))
    #expect(hours.label(1, locale: german.locale) == "1 Std.")
    #expect(hours.label(1.5, locale: german.locale) == "1,5 Std.")
  }
}
