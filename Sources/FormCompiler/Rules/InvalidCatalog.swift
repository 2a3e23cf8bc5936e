import FormDiagnostics

/// `invalid-catalog`: a String Catalog that is not valid JSON or not in Apple's format cannot be checked or merged.
///
/// Reported where the catalog is read: by lint when `formc.yml` has `localization`
/// (``ConfigurationLoader``), and by `formc strings`.
enum InvalidCatalog: FormRule {
  static let description = RuleDescription(
    id: "invalid-catalog", severity: .error,
    summary:
      "a String Catalog that is not valid JSON or not in Apple's format cannot be checked or merged",
    rationale: #"""
      A String Catalog (`.xcstrings`) is a JSON object with `sourceLanguage`, `strings` and
      `version`; each entry of `strings` may have a `comment`, an `extractionState` and
      `localizations`, each localization a `stringUnit` with a `state` and a `value`. A file that
      is not JSON (a merge conflict left in it, a missing comma) or that has a member of the wrong
      type is reported once, in the catalog's own file, and nothing is checked against it or written
      to it: `formc strings` never overwrites a file it could not read. Members formc does not know
      (plural `variations`, `shouldTranslate`) are kept as they are.
      """#,
    pointsAt: #"""
      where the JSON stops making sense; for a member of the wrong type, the first place its entry's
      key is written (line 1, column 1 for the top-level object). The path is the catalog's.
      """#,
    fix: #"""
      Resolve the conflict or restore the file from version control, then run `formc strings`
      again.
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
              <<<<<<< HEAD
                  "SignUp.title" : {

              """#),
        ])
    ])
}
