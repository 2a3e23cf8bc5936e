import FormCompiler

/// One file formc generates for a form: the output it is, the skeleton template it fills, the
/// ending of its file name, and the translator that builds its Swift from the checked form.
///
/// The outputs are listed once, here, in the order formc writes them; everything that pairs a
/// template, a path and an output reads it from one value instead of lining up lists.
struct GeneratedOutput: Sendable {
  /// Which output of `formc.yml`'s `outputs` it is.
  let kind: Configuration.Output
  /// Its skeleton template in `Templates/` (``TemplateSet/names``).
  let templateName: String
  /// What follows the spec's base name in the file name (``GeneratedFileNaming/fileSuffixes``).
  let fileSuffix: String
  /// Builds the file's declarations from the form's decided facts.
  let translate: @Sendable (TemplateModelBuilder) -> [SwiftNode]

  /// Every output, in the order of ``TemplateSet/names`` and ``GeneratedFileNaming/fileSuffixes``.
  static let all: [GeneratedOutput] = [
    GeneratedOutput(
      kind: .model, templateName: "Form.swift.mustache", fileSuffix: "Form.swift",
      translate: { $0.modelFile }),
    GeneratedOutput(
      kind: .uikit, templateName: "Form+Keyboard.swift.mustache",
      fileSuffix: "Form+Keyboard.swift", translate: { $0.keyboardFile }),
    GeneratedOutput(
      kind: .swiftui, templateName: "FormView.swift.mustache", fileSuffix: "FormView.swift",
      translate: { $0.viewFile }),
    GeneratedOutput(
      kind: .uiTests, templateName: "FormUITests.swift.mustache",
      fileSuffix: "FormUITests.swift", translate: { $0.uiTestsFile }),
  ]

  /// The output of a kind.
  static subscript(kind: Configuration.Output) -> GeneratedOutput {
    all.first { $0.kind == kind }!
  }

  /// The file's path for a spec (``GeneratedFileNaming/outputPath(forSpec:fileSuffix:flat:)``).
  func path(forSpec sourcePath: String, flat: Bool) -> String {
    GeneratedFileNaming.outputPath(forSpec: sourcePath, fileSuffix: fileSuffix, flat: flat)
  }
}
