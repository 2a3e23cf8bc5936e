import FormRuntime
import Foundation
import Testing

/// FormRuntime's own strings: each of its languages resolves from its resources, has every key
/// with the same format arguments as English, and is what the toolbar and the announcements say.
@Suite("FormRuntime's strings")
struct FormRuntimeStringsTests {
  /// The languages the issue asks for: at least these ship.
  static let required = ["en", "de", "fr", "es", "ja", "ar", "he"]

  /// The format specifiers of a string (`%@`, `%1$d`, …), sorted.
  static func specifiers(_ text: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: #"%(\d+\$)?[@d]"#)
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0]) }
    }.sorted()
  }

  @Test("FormRuntime ships the required languages")
  func languages() {
    #expect(Set(FormRuntimeStrings.localizations).isSuperset(of: Self.required))
    #expect(FormRuntimeStrings.localizations.first == "en", "English is the development language")
  }

  @Test(
    "every key has a translation in every language, with English's format arguments",
    arguments: FormRuntimeStrings.localizations)
  func everyKey(_ language: String) throws {
    for key in FormRuntimeStrings.Key.allCases {
      let english = try #require(FormRuntimeStrings.translation(of: key, in: "en"))
      let translation = try #require(
        FormRuntimeStrings.translation(of: key, in: language), "\(language) lacks \(key.rawValue)")
      #expect(!translation.isEmpty)
      #expect(
        Self.specifiers(translation) == Self.specifiers(english), "\(language): \(key.rawValue)")
      if language != "en", key == .previous || key == .next {
        #expect(translation != english, "\(language): \(key.rawValue) is translated")
      }
    }
  }

  @Test(
    "each language's words, as the toolbar and VoiceOver say them",
    arguments: [
      ("en", "Previous", "Next", "Done", "Error: Email is required", "3 errors. Email is required"),
      (
        "de", "Zurück", "Weiter", "Fertig", "Fehler: Email is required",
        "3 Fehler. Email is required"
      ),
      (
        "fr", "Précédent", "Suivant", "OK", "Erreur : Email is required",
        "3 erreurs. Email is required"
      ),
      (
        "es", "Anterior", "Siguiente", "OK", "Error: Email is required",
        "3 errores. Email is required"
      ),
      ("ja", "前へ", "次へ", "完了", "エラー: Email is required", "3件のエラー。Email is required"),
      (
        "ar", "السابق", "التالي", "تم", "خطأ: Email is required",
        "عدد الأخطاء: 3. Email is required"
      ),
      ("he", "הקודם", "הבא", "סיום", "שגיאה: Email is required", "3 שגיאות. Email is required"),
    ])
  func words(
    _ language: String, previous: String, next: String, done: String, error: String,
    errors: String
  ) {
    let strings = FormRuntimeStrings(localization: language)
    #expect(strings.localization == language)
    #expect(
      FormToolbarLabels(strings) == FormToolbarLabels(previous: previous, next: next, done: done))
    #expect(strings.errorAnnouncement("Email is required") == error)
    #expect(strings.submitAnnouncement(count: 1, first: "Email is required") == error)
    #expect(strings.submitAnnouncement(count: 3, first: "Email is required") == errors)
  }

  @Test(
    "toolbar labels name the action, never the trait VoiceOver adds",
    arguments: FormRuntimeStrings.localizations)
  func labelsWithoutTrait(_ language: String) {
    let labels = FormToolbarLabels(FormRuntimeStrings(localization: language))
    for label in [labels.previous, labels.next, labels.done] {
      for trait in ["button", "Taste", "bouton", "botón", "ボタン", "زر", "כפתור"] {
        #expect(!label.localizedCaseInsensitiveContains(trait), "\(language): \(label)")
      }
    }
  }

  @Test(
    "a language tag matches the nearest language FormRuntime has, else English",
    arguments: [
      ("de", "de"), ("de-CH", "de"), ("fr_CA", "fr"), ("es-419", "es"), ("ja-JP", "ja"),
      ("ar-EG", "ar"), ("he-IL", "he"), ("EN-gb", "en"), ("pt-BR", "en"), ("", "en"),
    ])
  func matching(_ tag: String, _ expected: String) {
    #expect(FormRuntimeStrings(localization: tag).localization == expected)
  }

  @Test("an input's label carries its error, so VoiceOver reads it with the input")
  func inputLabel() {
    let english = FormRuntimeStrings(localization: "en")
    #expect(english.inputLabel("Email", error: nil) == "Email")
    #expect(english.inputLabel("Email", error: "Enter an email") == "Email, error: Enter an email")
    #expect(english.inputLabel(nil, error: "Enter an email") == "Error: Enter an email")
    #expect(english.inputLabel(nil, error: nil) == nil)
    let japanese = FormRuntimeStrings(localization: "ja")
    #expect(japanese.inputLabel("メール", error: "必須です") == "メール、エラー: 必須です")
  }
}
