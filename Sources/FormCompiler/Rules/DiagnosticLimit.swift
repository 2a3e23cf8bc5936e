import FormDiagnostics

/// `diagnostic-limit`: past the per-file limit formc stops reporting, and says how many it left
/// out.
enum DiagnosticLimit: FormRule {
  static let description = RuleDescription(
    id: "diagnostic-limit", severity: .note,
    summary:
      "past the per-file diagnostic limit formc stops reporting and says how many it left out",
    rationale: #"""
      A file with thousands of mistakes (a generated spec gone wrong, a file that is not a spec)
      would otherwise print thousands of lines that nobody reads, and cost seconds and hundreds of
      megabytes. Like a compiler's error limit, formc reports at most `diagnosticLimit`
      diagnostics per file (300 unless `formc.yml` says otherwise; `0` means no limit), then
      this note, which counts the ones left out. The decoder stops building diagnostics at the
      limit and only counts the rest, so such a file costs little. The note is not a failure:
      the errors before it already fail the run.
      """#,
    pointsAt: #"""
      the first diagnostic left out (or, when the decoder only counted the rest, the last one
      shown).
      """#,
    fix: #"""
      Fix the first problems and run formc again, or raise the limit in `formc.yml`
      (`diagnosticLimit: 1000`).
      """#,
    examples: [
      RuleExample(
        "Account.form.yaml",
        #"""
        form: Account
        content:
          scroll: page
          children:
            - field: email
              title: Email
              colour: blue
              size: large
              weight: bold

        """#,
        files: [RuleExample.File(name: "formc.yml", text: "diagnosticLimit: 2\n")])
    ])
}
