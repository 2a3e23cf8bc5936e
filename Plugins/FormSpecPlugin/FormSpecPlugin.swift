import Foundation
import PackagePlugin

/// Generates Swift from the `*.form.yaml` / `*.form.yml` specs of a target at build time.
///
/// One build command per spec — never a prebuild command — so the build system reruns formc only
/// for a spec whose inputs changed: the spec, the `formc.yml` that applies to it (found as formc
/// finds it, up to the repository root, and the String Catalogs beside it), and formc itself
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
      work: context.pluginWorkDirectoryURL, tool: try context.tool(named: "formc-generate").url)
  }

  /// The deepest folder holding every spec (`GeneratedFileNaming.commonFolder(ofSpecs:)`).
  static func commonDirectory(of specs: [URL]) -> URL {
    URL(
      fileURLWithPath: GeneratedFileNaming.commonFolder(
        ofSpecs: specs.map(\.standardizedFileURL.path)))
  }

  static func isSpec(_ url: URL) -> Bool {
    GeneratedFileNaming.isSpec(url.lastPathComponent)
  }

  /// The build commands for specs below `root`.
  static func commands(specs: [URL], root: URL, work: URL, tool: URL) throws -> [Command] {
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
      if let config = configuration(for: spec) {
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

  /// The `formc.yml` formc would pick for the spec: the nearest one beside it or above it, up to
  /// the repository root. The rule is formc's own: `ConfigurationSearch.swift` here is a link to
  /// FormCompiler's file, so a build and `formc lint` agree.
  static func configuration(for spec: URL) -> URL? {
    ConfigurationSearch.find(forSpecAt: spec.standardizedFileURL.path) {
      FileManager.default.fileExists(atPath: $0)
    }.map { URL(fileURLWithPath: $0) }
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
        work: context.pluginWorkDirectoryURL,
        tool: try context.tool(named: "formc-generate").url)
    }
  }
#endif
