import FormCodegen
import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation

/// `formc generate`: checks specs and writes the generated Swift for each clean one. What each
/// spec gets is ``FormGenerator``'s; this command finds the specs, runs them in parallel, writes
/// the files and prints the summary.
package struct GenerateCommand {
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
  /// Generate for a build tool plugin (`--build-plugin`): flat names, a placeholder for each
  /// output `formc.yml` switches off, never the UI tests.
  var buildPlugin: Bool = false
  /// Write the UI tests alone (`--ui-tests`), for a UI-test target.
  var uiTests: Bool = false

  /// Who the files are for, from the flags.
  var purpose: FormGenerator.Purpose {
    uiTests ? .uiTests : buildPlugin ? .buildPlugin : .sources
  }

  /// What one spec produced, and what writing it did.
  private struct SpecResult: Sendable {
    var generated: FormGenerator.Result
    /// What writing (or, with `--check`, comparing) each file did, when the job that generated
    /// them also wrote them.
    var written: [Result<OutputWriter.Change, OutputWriter.Failure>]?
  }

  /// Runs the command and returns the exit code.
  package func run() -> Int32 {
    let generator: FormGenerator
    do {
      let set = try templates.map { path throws(TemplateSet.Failure) in
        try TemplateSet.load(directory: path)
      }
      var configured = try FormGenerator(
        templates: set ?? .defaults, purpose: purpose, flat: flat)
      configured.willRender = { form in
        if form.inputs.count >= AllocatorTuning.trimmedInputs { AllocatorTuning.releaseFreePages() }
      }
      generator = configured
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

    let specs = found.specs.enumerated().map { index, path in
      FormGenerator.Spec(
        path: path, relativePath: relative(path),
        configuration: configurations.configuration(for: index))
    }
    // Every output a spec owns, generated or not, so --prune never removes a failing spec's files.
    let plan = generator.plan(specs)
    // Each job writes the files it generated, unless two specs would write the same file: then
    // they are written one after the other, in spec order, as the last one must win.
    let writesInJobs = plan.isClashFree
    let check = check
    let results = ParallelMap.map(specs, jobs: jobs) { spec in
      guard writesInJobs else { return SpecResult(generated: generator.generate(spec)) }
      // Each file is written (or compared) as soon as it is rendered, from where it was
      // rendered; only its path is kept.
      let (generated, written) = generator.generate(spec) { path, bytes in
        Result { () throws(OutputWriter.Failure) in
          try check
            ? writer.change(forPath: path, bytes: bytes) : writer.write(path: path, bytes: bytes)
        }
      }
      var result = SpecResult(generated: generated)
      result.written = written
      return result
    }

    var diagnostics = configurations.diagnostics
    for (index, result) in results.enumerated() {
      diagnostics += result.generated.diagnostics
      if let failure = result.generated.failure {
        Console.error("error: \(failure)")
        status = ExitCode.toolFailure
      }
      for message in plan.clashes[index] {
        Console.error("error: " + message)
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
      let written = result.written ?? Self.write(result.generated, with: writer, check: check)
      for (file, outcome) in zip(result.generated.files, written) {
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
      for stale in writer.stale(keeping: Set(plan.owners.keys)) {
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
  private static func write(
    _ result: FormGenerator.Result, with writer: OutputWriter, check: Bool
  ) -> [Result<OutputWriter.Change, OutputWriter.Failure>] {
    guard result.isWritable else { return [] }
    return result.files.map { file in
      Result { () throws(OutputWriter.Failure) in
        try check ? writer.change(for: file) : writer.write(file)
      }
    }
  }
}
