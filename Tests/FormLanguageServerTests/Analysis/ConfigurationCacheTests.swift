import FormCompiler
import FormSpec
import Foundation
import Testing

@testable import FormLanguageServer

/// The `formc.yml` that applies to a spec is found as `formc lint` finds it and read again when
/// it changes on disk.
struct ConfigurationCacheTests {
  @Test func readsTheNearestFileAgainWhenItChanges() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-lsp-config-\(UUID().uuidString)")
    let nested = directory.appendingPathComponent("forms/nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("formc.yml")
    try Data("rules:\n  missing-label: off\n".utf8).write(to: config)
    let spec = nested.appendingPathComponent("A.form.yaml").path

    let cache = ConfigurationCache()
    let first = cache.resolve(forSpecAt: spec)
    #expect(first.path == config.path)
    #expect(first.configuration.severity(of: .missingLabel) == nil)
    #expect(first.diagnostics.isEmpty)

    try Data("rules:\n  missing-label: error\n  no-such-rule: off\n".utf8).write(to: config)
    let second = cache.resolve(forSpecAt: spec)
    #expect(second.configuration.severity(of: .missingLabel) == .error)
    #expect(second.diagnostics.map(\.rule) == [.invalidValue])

    try FileManager.default.removeItem(at: config)
    let third = cache.resolve(forSpecAt: spec)
    #expect(third.path == nil)
    #expect(third.configuration == Configuration())
  }

  @Test func aBufferWithoutAFileGetsTheDefaults() {
    let resolved = ConfigurationCache().resolve(forSpecAt: nil)
    #expect(resolved.configuration == Configuration())
    #expect(resolved.path == nil)
  }
}
