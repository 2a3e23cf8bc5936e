import FormDiagnostics

/// `missing-translation`: a string of the form that a locale the project ships has no finished translation for.
///
/// Reported where the String Catalog is checked (``TranslationCheck``, run by ``FormChecker``
/// when `formc.yml` has `localization`), not by a check over the resolved tree.
enum MissingTranslation: FormRule {
  static let description = RuleDescription(
    id: "missing-translation", severity: .warning,
    summary:
      "a string of the form that a locale the project ships has no finished translation for",
    rationale: #"""
      With `localization: {locales: [de, ar]}` in `formc.yml`, lint reads the String Catalog
      `<table>.xcstrings` (default `Localizable.xcstrings`) in the folder of that `formc.yml`, once
      per run, and checks every user-visible string of each spec (its title, the inputs' titles and
      placeholders, section headers and footers, label texts, button titles and validation
      messages, under the keys of `docs/Localization.md`) in each listed locale. A string whose key
      is not in the catalog, that has no value for a locale, or whose value is still `new` or
      `needs_review` (its English changed since it was translated) is reported once, naming the
      locales. A missing catalog file counts as an empty one. The catalog's source language is not
      checked. Without `localization`, or without `locales`, nothing is checked. `formc strings`
      adds the keys; translators fill them in, in Xcode or any tool that reads String Catalogs.
      """#,
    pointsAt: #"""
      the key that holds the string in the spec (`title`, `placeholder`, `text`, `header`, `footer`,
      `required`, the rule's key, or its `message`).
      """#,
    fix: #"""
      Run `formc strings SignUp.form.yaml --catalog Localizable.xcstrings`, then translate the new
      entries (Xcode's String Catalog editor marks them) and set their state to translated.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        title: Sign up
        content:
          scroll: page
          children:
            - field: email
              input: email
              title: Email

        """#,
        files: [
          RuleExample.File(
            name: "formc.yml",
            text: #"""
              localization:
                locales: [de]

              """#),
          RuleExample.File(
            name: "Localizable.xcstrings",
            text: #"""
              {
                "sourceLanguage" : "en",
                "strings" : {
                  "SignUp.title" : {
                    "comment" : "SignUp: the form's title",
                    "extractionState" : "manual",
                    "localizations" : {
                      "de" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "Anmelden"
                        }
                      },
                      "en" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Sign up"
                        }
                      }
                    }
                  }
                },
                "version" : "1.0"
              }
              """#),
        ])
    ])
}
