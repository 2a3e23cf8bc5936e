import FormCodegen
import FormRuntime
import Foundation
import Testing

/// The generated SwiftUI screen lays out with `FormLayoutMetrics`, the sizes `formc simulate`
/// estimates with.
struct TemplateModelSwiftUITests {
  static func view(_ spec: String) throws -> String {
    let files = try GoldenFileTests.generate(spec)
    return try #require(files.first { $0.path.hasSuffix("FormView.swift") }).contents
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }

  @Test func sizesComeFromTheLayoutMetrics() throws {
    let metrics = FormLayoutMetrics.standard
    let view = try Self.view("Specs/BusinessAccount.form.yaml")
    // The page scroll keeps the metrics' margins and padding (FormScrollContent).
    #expect(view.contains("FormScrollContent {"))
    // A section's header sits the section-text gap above children the item spacing apart.
    #expect(
      view.contains(
        "VStack(alignment: .leading, spacing: \(Self.number(metrics.sectionTextSpacing))) {\n"
          + "          Text(verbatim: \"Your details\")"))
    #expect(
      view.contains("VStack(alignment: .leading, spacing: \(Self.number(metrics.itemSpacing)))"))
  }

  @Test func aStacksOwnSpacingWins() throws {
    // BusinessAccount's name row sets `spacing: 16`.
    let view = try Self.view("Specs/BusinessAccount.form.yaml")
    #expect(view.contains("HStack(alignment: .top, spacing: 16) {"))
  }
}
