import Foundation
import PackagePlugin

/// Generates Swift from the `*.form.yaml` / `*.form.yml` specs of a target at build time.
///
/// One build command per spec — never a prebuild command — so the build system reruns formc only
/// for a spec whose inputs changed: the spec, the `formc.yml` that applies to it (and the String
/// Catalogs beside it), and formc itself
/// (whose default templates are compiled in). Outputs go to the plugin's work directory with names
/// unique in the target (`folder_SpecForm.swift` for specs in different folders). A spec with
/// errors fails the build with `path:line:col: error:` lines.
@main
struct FormSpecPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let specs = target.sourceFiles.map(\.url).filter(FormSpecPlugin.isSpec).sorted {
      $0.path < $1.path
    }
    guard !specs.isEmpty else {
      Diagnostics.warning(
        "target '\(target.name)' holds no *.form.yaml or *.form.yml specs; FormSpecPlugin generates nothing"
      )
      return []
    }
    return try FormSpecPlugin.commands(
      specs: specs, root: FormSpecPlugin.commonDirectory(of: specs),
      stop: context.package.directoryURL,
      work: context.pluginWorkDirectoryURL, tool: try context.tool(named: "formc-generate").url)
  }

  /// The deepest folder holding every spec: names and headers are relative to it, so they stay
  /// short and do not depend on where the package lives.
  static func commonDirectory(of specs: [URL]) -> URL {
    var common = specs[0].standardizedFileURL.deletingLastPathComponent().pathComponents
    for spec in specs.dropFirst() {
      let components = spec.standardizedFileURL.deletingLastPathComponent().pathComponents
      var count = 0
      while count < min(common.count, components.count), common[count] == components[count] {
        count += 1
      }
      common = Array(common.prefix(count))
    }
    return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
  }

  static func isSpec(_ url: URL) -> Bool {
    GeneratedFileNaming.isSpec(url.lastPathComponent)
  }

  /// The build commands for specs below `root`.
  static func commands(specs: [URL], root: URL, stop: URL, work: URL, tool: URL) throws -> [Command]
  {
    let rootPath = root.standardizedFileURL.path
    var owners: [String: String] = [:]
    return try specs.map { spec in
      let path = spec.standardizedFileURL.path
      let relative =
        path.hasPrefix(rootPath + "/")
        ? String(path.dropFirst(rootPath.count + 1)) : spec.lastPathComponent
      let outputs = outputNames(forSpec: relative).map { work.appendingPathComponent($0) }
      for output in outputs {
        if let other = owners[output.lastPathComponent] {
          throw PluginError(
            "'\(other)' and '\(relative)' would both generate '\(output.lastPathComponent)'; rename one of them"
          )
        }
        owners[output.lastPathComponent] = relative
      }
      var arguments = [
        "generate", path, "--output", work.path, "--spec-root", rootPath, "--build-plugin",
        "--quiet",
      ]
      var inputs = [spec, tool]
      if let config = configuration(for: spec, stop: stop) {
        arguments += ["--config", config.path]
        inputs.append(config)
        inputs += catalogs(beside: config)
      }
      return .buildCommand(
        displayName: "Generating Swift from \(relative)", executable: tool, arguments: arguments,
        inputFiles: inputs, outputFiles: outputs)
    }
  }

  /// `SignUpForm.swift`, `SignUpForm+Keyboard.swift` and `SignUpFormView.swift` for
  /// `SignUp.form.yaml` (formc writes a placeholder for an output `formc.yml` switches off);
  /// folders become a prefix (`auth_LoginForm.swift`) so names stay unique in the target. The
  /// names are formc's own: `GeneratedFileNaming.swift` here is a link to FormCodegen's file.
  static func outputNames(forSpec relative: String) -> [String] {
    GeneratedFileNaming.outputPaths(forSpec: relative, flat: true)
      .prefix(GeneratedFileNaming.buildPluginOutputCount).sorted()
  }

  /// The String Catalogs beside a `formc.yml`: the one its `localization` names is among them, and
  /// formc reads it to report `missing-translation`, so editing it runs the command again.
  static func catalogs(beside config: URL) -> [URL] {
    let folder = config.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// The nearest `formc.yml` beside the spec or above it, up to the package directory.
  static func configuration(for spec: URL, stop: URL) -> URL? {
    let stopPath = stop.standardizedFileURL.path
    var directory = spec.standardizedFileURL.deletingLastPathComponent()
    while true {
      let candidate = directory.appendingPathComponent("formc.yml")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      if directory.path == stopPath || directory.path == "/" { return nil }
      directory = directory.deletingLastPathComponent()
    }
  }
}

/// A plugin failure with a message.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension FormSpecPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let specs = target.inputFiles.map(\.url).filter(FormSpecPlugin.isSpec).sorted {
        $0.path < $1.path
      }
      guard !specs.isEmpty else {
        Diagnostics.warning(
          "target '\(target.displayName)' holds no *.form.yaml or *.form.yml specs; FormSpecPlugin generates nothing"
        )
        return []
      }
      return try FormSpecPlugin.commands(
        specs: specs, root: FormSpecPlugin.commonDirectory(of: specs),
        stop: context.xcodeProject.directoryURL, work: context.pluginWorkDirectoryURL,
        tool: try context.tool(named: "formc-generate").url)
    }
  }
#endif
