import FormCodegen
import FormCompiler
import Foundation
import Testing

/// The generated UI tests press a submit placed `keyboardToolbar` only after tapping an input
/// whose toolbar shows it: an input's own toolbar may be off (issue 32).
struct TemplateModelUITestToolbarTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/UITests/RedeemCodeWithNote.form.yaml")

  /// The UI tests file generated for the fixture.
  static func uiTests() throws -> String {
    let bytes = try [UInt8](Data(contentsOf: fixture))
    let checked = FormPipeline().run(bytes: bytes, path: "RedeemCodeWithNote.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let files = try CodeGenerator().generate(
      form, sourcePath: "RedeemCodeWithNote.form.yaml", outputs: [.uiTests])
    return try #require(files.first).contents
  }

  @Test func theSubmitTestsTapAnInputWhoseToolbarShowsTheSubmit() throws {
    let tests = try Self.uiTests()
    let tapped = tests.matches(of: /inKeyboardToolbarAfterTapping: "(\w+)"/).map { String($0.1) }
    // The empty submit, the checked submit and the double submit.
    #expect(tapped.count == 3, "\(tests)")
    #expect(tapped.allSatisfy { $0 == "email" }, "\(tapped)")
  }
}
