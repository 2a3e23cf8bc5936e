import FormTestSupport
import Foundation
import Testing

/// `formc generate` on a scratch copy of a spec, without and then with `localization` in its
/// `formc.yml`: lookups appear only with it, in the configured table and bundle.
struct GenerateLocalizationEndToEndTests {
  typealias Workspace = GenerateEndToEndTests.Workspace

  @Test func lookupsAppearOnlyWithLocalization() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    let golden = { (name: String) in
      try String(
        contentsOf: FormcProcess.repositoryRoot.appendingPathComponent(
          "Tests/GeneratedFormsTests/Golden/\(name)"), encoding: .utf8)
    }
    let files = ["SignUpForm.swift", "SignUpForm+Keyboard.swift", "SignUpFormView.swift"]

    let plain = try await workspace.run(["generate", "specs", "--output", "out"])
    #expect(plain.status == 0, "\(plain.stderr)")
    for name in files {
      let text = try workspace.read("out/\(name)")
      #expect(text == (try golden(name)), "\(name) without localization is the golden copy")
      #expect(!text.contains("localization"), "\(name)")
    }

    try workspace.write(
      "specs/formc.yml", "localization:\n  table: Forms\n  bundle: module\n")
    let localized = try await workspace.run(["generate", "specs", "--output", "out"])
    #expect(localized.status == 0, "\(localized.stderr)")
    let model = try workspace.read("out/SignUpForm.swift")
    #expect(model.contains("import Foundation"))
    #expect(
      model.contains(
        "nonisolated static let localization = FormLocalization(table: \"Forms\", bundle: .module)"
      ))
    #expect(model.contains("localization.string(\"SignUp.email.title\", default: \"Email\")"))
    #expect(
      model.contains(
        "localization.format(\n              \"SignUp.email.required\", default: \"%1$@ is required\","
      ), "\(model)")
    #expect(!model.contains(".required(\"Email is required\")"))
    let view = try workspace.read("out/SignUpFormView.swift")
    #expect(view.contains("\"SignUp.title\", default: \"Create Account\""))
    #expect(view.contains("verbatim: SignUpForm.localization.string("))
    #expect(!view.contains("Text(verbatim: \"Account\")"))
    // The UIKit file reads every string from the schema: it is the same either way.
    #expect(
      try workspace.read("out/SignUpForm+Keyboard.swift")
        == (try golden("SignUpForm+Keyboard.swift")))
  }
}
