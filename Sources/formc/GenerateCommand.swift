import FormCodegen
import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation

/// `formc generate`: checks specs and writes the generated Swift for each clean one.
struct GenerateCommand {
  var paths: [String]
  var output: String
  var check: Bool
  var force: Bool
  var prune: Bool
  var templates: String?
  var jobs: Int
  var configPath: String?
  var quiet: Bool
  /// Paths in headers and output folders are relative to this directory, when given.
  var specRoot: String?
  /// Name files `folder_SpecForm.swift` in one folder instead of mirroring folders.
  var flat: Bool
  /// Write the UI tests alone (`--ui-tests`), for a UI-test target.
  var uiTests: Bool = false

  /// The files a spec with `configuration` gets: `--ui-tests` asks for the UI tests alone; with
  /// `--flat` (the build plugin, which generates into the app's target) never the UI tests.
  static func outputs(_ configuration: Configuration, flat: Bool, uiTests: Bool)
    -> Set<Configuration.Output>
  {
    if uiTests { return [.uiTests] }
    return flat ? configuration.outputs.subtracting([.uiTests]) : configuration.outputs
  }

  /// The outputs a placeholder stands in for: with `--flat`, each of the plugin's (the defaults)
  /// that is not generated.
  static func placeholders(for outputs: Set<Configuration.Output>, flat: Bool)
    -> Set<Configuration.Output>
  {
    flat ? Configuration.Output.defaults.subtracting(outputs) : []
  }

  /// What one spec produced.
  private struct SpecResult: Sendable {
    var diagnostics: [Diagnostic] = []
    var files: [GeneratedFile] = []
    var failure: String?
    /// What writing (or, with `--check`, comparing) each of ``files`` did, when the job that
    /// generated them also wrote them.
    var written: [Result<OutputWriter.Change, OutputWriter.Failure>]?
  }

  func run() -> Int32 {
    let generator: CodeGenerator
    do {
      let set = try templates.map { path throws(TemplateSet.Failure) in
        try TemplateSet.load(directory: path)
      }
      generator = try CodeGenerator(templates: set ?? .defaults)
    } catch {
      Console.error("error: \(error)")
      return ExitCode.toolFailure
    }
    guard let found = SpecDiscovery.findReporting(paths) else { return ExitCode.toolFailure }
    var status = found.empty.isEmpty ? ExitCode.success : ExitCode.findings
    let root = specRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    if let root {
      for path in found.specs
      where !URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(root + "/") {
        Console.error("error: '\(path)' is not inside the spec root '\(specRoot ?? "")'")
        return ExitCode.toolFailure
      }
    }
    let relativePaths = found.relative
    let relative: @Sendable (String) -> String = { path in
      guard let root else { return relativePaths[path] ?? path }
      return String(URL(fileURLWithPath: path).standardizedFileURL.path.dropFirst(root.count + 1))
    }
    let writer = OutputWriter(directory: output, force: force)
    let configurations = ConfigurationSet(paths: found.specs, forced: configPath)

    // Every output a spec owns, generated or not, so --prune never removes a failing spec's files.
    // Output names depend only on spec paths, so clashes are known before generating.
    var owned: [String: String] = [:]
    var clashes: [[String]] = Array(repeating: [], count: found.specs.count)
    for (index, path) in found.specs.enumerated() {
      // Outputs `formc.yml` switches off are not owned (so `--prune` removes them), except with
      // `--flat`, where a placeholder stands in for each (a build plugin declares every output).
      let outputs = Self.outputs(
        configurations.configuration(for: index), flat: flat, uiTests: uiTests)
      let placeholders = Self.placeholders(for: outputs, flat: flat)
      let names = zip(
        CodeGenerator.outputPaths(forSpec: relative(path), flat: flat), CodeGenerator.outputs)
      for (name, output) in names where outputs.contains(output) || placeholders.contains(output) {
        if let other = owned[name], other != path {
          clashes[index].append(
            "error: '\(other)' and '\(path)' would both generate '\(name)'; rename one of them")
        }
        owned[name] = path
      }
    }
    // Each job writes the files it generated, unless two specs would write the same file: then
    // they are written one after the other, in spec order, as the last one must win.
    let writesInJobs = clashes.allSatisfy(\.isEmpty)
    let check = check
    let uiTests = uiTests
    let specs = Array(found.specs.enumerated())
    let results = ParallelMap.map(specs, jobs: jobs) { index, path in
      var result = Self.process(
        path, relative: relative(path), generator: generator, flat: flat, uiTests: uiTests,
        configuration: configurations.configuration(for: index))
      if writesInJobs {
        result.written = Self.write(result, with: writer, check: check)
        // Only the paths are needed from here on; the text is released while other jobs run.
        for index in result.files.indices { result.files[index].bytes = [] }
      }
      return result
    }

    var diagnostics = configurations.diagnostics
    for (index, result) in results.enumerated() {
      diagnostics += result.diagnostics
      if let failure = result.failure {
        Console.error("error: \(failure)")
        status = ExitCode.toolFailure
      }
      for message in clashes[index] {
        Console.error(message)
        status = max(status, ExitCode.findings)
      }
    }
    if !diagnostics.isEmpty {
      let context = ReportContext(
        isTerminal: Console.isErrorTerminal, allowsColor: Console.allowsErrorColor,
        toolVersion: formcVersion)
      Console.error(ReporterKind.xcode.render(diagnostics, context: context), newline: false)
    }
    if diagnostics.containsErrors { status = max(status, ExitCode.findings) }

    var counts = (written: 0, unchanged: 0, removed: 0)
    var pending: [String] = []
    for result in results {
      let written = result.written ?? Self.write(result, with: writer, check: check)
      for (file, outcome) in zip(result.files, written) {
        switch outcome {
        case .success(let change) where check:
          if change != .unchanged {
            pending.append("would \(change == .create ? "create" : "update") \(file.path)")
          }
        case .success(.unchanged): counts.unchanged += 1
        case .success: counts.written += 1
        case .failure(let error):
          Console.error("error: \(error)")
          status = ExitCode.toolFailure
        }
      }
    }
    if prune {
      for stale in writer.stale(keeping: Set(owned.keys)) {
        if check {
          pending.append("would remove \(stale)")
          continue
        }
        do {
          try writer.remove(stale)
          counts.removed += 1
        } catch {
          Console.error("error: \(error)")
          status = ExitCode.toolFailure
        }
      }
    }
    if check {
      for line in pending { Console.output(line + "\n") }
      if !pending.isEmpty { status = max(status, ExitCode.findings) }
      if !quiet {
        Console.error(
          pending.isEmpty
            ? "formc: generated code in '\(output)' is up to date"
            : "formc: \(pending.count) generated file\(pending.count == 1 ? "" : "s") in '\(output)' out of date"
        )
      }
    } else if !quiet {
      var summary = "formc: \(found.specs.count) spec\(found.specs.count == 1 ? "" : "s"): "
      summary +=
        "\(counts.written) file\(counts.written == 1 ? "" : "s") written, \(counts.unchanged) unchanged"
      if prune { summary += ", \(counts.removed) removed" }
      Console.error(summary)
    }
    return status
  }

  /// Writes a spec's files, or with `check` only compares them; nothing for a spec with errors.
  private static func write(_ result: SpecResult, with writer: OutputWriter, check: Bool)
    -> [Result<OutputWriter.Change, OutputWriter.Failure>]
  {
    guard !result.diagnostics.containsErrors, result.failure == nil else { return [] }
    return result.files.map { file in
      Result { () throws(OutputWriter.Failure) in
        try check ? writer.change(for: file) : writer.write(file)
      }
    }
  }

  private static func process(
    _ path: String, relative: String, generator: CodeGenerator, flat: Bool, uiTests: Bool,
    configuration: Configuration
  ) -> SpecResult {
    let outputs = Self.outputs(configuration, flat: flat, uiTests: uiTests)
    let output: FormPipeline.Output
    do {
      output = try FormPipeline(configuration: configuration).run(
        contentsOf: path, goal: outputs.contains(.uiTests) ? .form : .formWithoutFocusStates)
    } catch {
      return SpecResult(failure: error.description)
    }
    var result = SpecResult(diagnostics: output.diagnostics)
    guard let form = output.form else { return result }
    let access: TemplateModel.AccessLevel =
      configuration.accessLevel == .public ? .public : .internal
    result.files = generator.generate(
      form, sourcePath: relative, access: access, flat: flat, outputs: outputs,
      placeholders: Self.placeholders(for: outputs, flat: flat),
      localization: configuration.localization)
    return result
  }
}
