import Foundation
import PackagePlugin

/// `swift package lint-forms [--target T …] [formc lint options]`: lints the specs of the package's
/// targets (or the named ones) without writing anything; fails with formc's exit status.
@main
struct LintFormsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let specs = targets.compactMap { $0 as? SourceModuleTarget }
      .flatMap { $0.sourceFiles.map(\.url).filter(isSpec) }
      .map(\.path).sorted()
    guard !specs.isEmpty else {
      Diagnostics.warning("no target holds *.form.yaml or *.form.yml specs; nothing to lint")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "formc").url
    process.arguments = ["lint"] + specs + extractor.remainingArguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw LintFailure(status: process.terminationStatus)
    }
  }

  func isSpec(_ url: URL) -> Bool {
    url.lastPathComponent.hasSuffix(".form.yaml") || url.lastPathComponent.hasSuffix(".form.yml")
  }
}

/// formc lint found problems (or failed).
struct LintFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "formc lint exited with status \(status)" }
}
