import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-form-code [--target T …]`: writes
/// the generated Swift of each target into a `Generated/` folder beside its specs (in the deepest
/// folder that holds them all), for teams that commit generated code — use it instead of the
/// build plugin, not with it. Extra arguments go to `formc generate` (`--check` to verify
/// committed code, `--prune` to remove the files of deleted specs). What a spec file is and the
/// spec root come from formc's `GeneratedFileNaming.swift`, linked here.
@main
struct GenerateFormCodePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let tool = try context.tool(named: "formc-generate").url
    var failed = false
    for target in targets.compactMap({ $0 as? SourceModuleTarget }) {
      let specs = target.sourceFiles.map(\.url).filter {
        GeneratedFileNaming.isSpec($0.lastPathComponent)
      }
      guard !specs.isEmpty else { continue }
      let root = URL(
        fileURLWithPath: GeneratedFileNaming.commonFolder(
          ofSpecs: specs.map(\.standardizedFileURL.path)))
      let process = Process()
      process.executableURL = tool
      process.arguments =
        ["generate"] + specs.map(\.path).sorted() + [
          "--spec-root", root.path, "--output", root.appendingPathComponent("Generated").path,
        ] + extractor.remainingArguments
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 {
        Diagnostics.error("formc generate failed for target '\(target.name)'")
        failed = true
      }
    }
    if failed { throw GenerationFailure() }
  }
}

/// formc generate failed for at least one target.
struct GenerationFailure: Error, CustomStringConvertible {
  var description: String { "formc generate failed" }
}
