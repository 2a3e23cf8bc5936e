import FormTestSupport
import Foundation
import Testing

@testable import FormCodegen

/// `Templates/` is the single source of the default templates; the copy compiled into formc
/// (`TemplateSet+Defaults.swift`) must match it byte for byte.
///
/// To update the compiled copy after editing a template:
/// `FORMC_RECORD_SNAPSHOTS=all swift test --filter DefaultTemplatesTests`.
struct DefaultTemplatesTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Swift source that embeds the templates in `directory`.
  static func embeddedSource(directory: URL) throws -> String {
    var out = """
      // Generated from Templates/ by DefaultTemplatesTests. Do not edit; after changing a template
      // run `FORMC_RECORD_SNAPSHOTS=all swift test --filter DefaultTemplatesTests`.

      extension TemplateSet {
        /// The default templates, compiled in so that a lone `formc` binary works.
        static let defaultSources: [String: String] = [

      """
    for name in TemplateSet.names.sorted() {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let hashes = RawStringLiteral.hashes(for: text)
      let indented = RawStringLiteral.indented(text)
      out += "    \"\(name)\": \(hashes)\"\"\"\n\(indented)\n    \"\"\"\(hashes),\n"
    }
    out += "  ]\n}\n"
    return out
  }

  @Test func compiledTemplatesMatchTemplatesFolder() throws {
    let source = try Self.embeddedSource(
      directory: Self.repository.appendingPathComponent("Templates"))
    Snapshot.assert(
      source,
      matches: Self.repository.appendingPathComponent(
        "Sources/FormCodegen/TemplateSet+Defaults.swift"))
  }

  @Test func everyTemplateIsCompiledIn() throws {
    for name in TemplateSet.names {
      let file = try String(
        contentsOf: Self.repository.appendingPathComponent("Templates/\(name)"), encoding: .utf8)
      #expect(TemplateSet.defaults.sources[name] == file, "\(name) differs from Templates/")
    }
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: Self.repository.appendingPathComponent("Templates").path)
    #expect(Set(folder.filter { $0.hasSuffix(".mustache") }) == Set(TemplateSet.names))
  }

  @Test func defaultTemplatesParse() throws {
    _ = try TemplateSet.defaults.parsed()
  }
}
