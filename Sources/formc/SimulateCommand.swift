import FormCompiler
import FormSimulation
import FormSpec
import Foundation

/// `formc simulate`: checks every focused input against a matrix of devices and keyboards.
struct SimulateCommand {
  var paths: [String]
  var devices: [String]
  var keyboards: [String]
  var orientations: [String]
  var catalogPath: String?
  var reporter: ReporterKind
  var quiet: Bool
  var configPath: String?

  /// A checked spec, or the diagnostics that stopped it.
  struct Checked: Sendable {
    var path: String
    var form: CheckedForm?
    var diagnostics: [Diagnostic]
    var failure: String?
  }

  func run() -> Int32 {
    guard let catalog = SimulationOptions.loadCatalog(catalogPath) else {
      return ExitCode.toolFailure
    }
    guard
      let scenarios = SimulationOptions.scenarios(
        catalog: catalog, devices: devices, keyboards: keyboards, orientations: orientations)
    else { return ExitCode.usage }
    guard let found = SpecDiscovery.findReporting(paths) else { return ExitCode.toolFailure }
    let checked = Self.check(found.specs, configPath: configPath)
    let failures = checked.compactMap(\.failure)
    if !failures.isEmpty {
      for failure in failures { Console.error("error: \(failure)") }
      return ExitCode.toolFailure
    }
    let simulator = Simulator(catalog: catalog)
    let results = ParallelMap.map(checked) { spec -> (SimulationReport?, [Diagnostic]) in
      guard let form = spec.form else { return (nil, spec.diagnostics) }
      let report = simulator.simulate(form, scenarios: scenarios)
      return (report, report.diagnostics(for: form))
    }
    let reports = results.compactMap(\.0)
    let diagnostics = results.flatMap(\.1).sorted()
    let summary = SimulationSummary(reports: reports, scenarios: scenarios)
    let context = ReportContext(
      isTerminal: false, allowsColor: Console.allowsColor && reporter == .xcode,
      toolVersion: formcVersion, informationURI: formcInformationURI)
    switch reporter {
    case .json:
      Console.output(summary.json(diagnostics: diagnostics))
    case .xcode:
      Console.output(reporter.render(diagnostics, context: context))
      if !quiet {
        if !diagnostics.isEmpty { Console.output("\n") }
        Console.output(summary.text())
      }
    case .sarif, .github:
      Console.output(reporter.render(diagnostics, context: context))
      if !quiet { Console.error(summary.text(), newline: false) }
    }
    return diagnostics.containsErrors || !found.empty.isEmpty
      ? ExitCode.findings : ExitCode.success
  }

  /// Checks specs in parallel; a spec with errors keeps only its errors (its warnings are lint's).
  static func check(_ paths: [String], configPath: String?) -> [Checked] {
    let configurations = Configurations(paths: paths, forced: configPath)
    let indexed = Array(paths.enumerated())
    var results = ParallelMap.map(indexed) { index, path -> Checked in
      do {
        let read = try FormSpecReader().read(contentsOf: path)
        var diagnostics = read.diagnostics
        guard let definition = read.definition, !diagnostics.containsErrors else {
          return Checked(path: path, diagnostics: diagnostics.filter { $0.severity == .error })
        }
        let result = FormChecker(configuration: configurations.configuration(for: index)).check(
          definition, frontEnd: read.diagnostics)
        diagnostics += result.diagnostics
        guard let form = result.form, !diagnostics.containsErrors else {
          return Checked(path: path, diagnostics: diagnostics.filter { $0.severity == .error })
        }
        return Checked(path: path, form: form, diagnostics: [])
      } catch {
        return Checked(path: path, diagnostics: [], failure: "\(error)")
      }
    }
    if !configurations.diagnostics.isEmpty, !results.isEmpty {
      results[0].diagnostics += configurations.diagnostics.filter { $0.severity == .error }
    }
    return results
  }
}

/// Options shared by `simulate` and `preview`.
enum SimulationOptions {
  static func loadCatalog(_ path: String?) -> DeviceCatalog? {
    guard let path else { return .standard }
    guard let data = FileManager.default.contents(atPath: path) else {
      Console.error("error: cannot read the device catalog '\(path)'")
      return nil
    }
    do {
      return try DeviceCatalog(json: data)
    } catch {
      Console.error("error: '\(path)' is not a device catalog: \(error)")
      return nil
    }
  }

  static func scenarios(
    catalog: DeviceCatalog, devices: [String], keyboards: [String], orientations: [String]
  ) -> [Scenario]? {
    var chosen: [DeviceCatalog.Device] = []
    for name in devices {
      guard let device = catalog.device(named: name) else {
        let known = catalog.devices.map(\.id).joined(separator: ", ")
        Console.error(
          "Error: The value '\(name)' is invalid for '--device <name>'. Please provide one of \(known)."
        )
        return nil
      }
      if !chosen.contains(device) { chosen.append(device) }
    }
    let keyboardStates = Set(keyboards.compactMap(KeyboardState.init(rawValue:)))
    let orientationSet = Set(orientations.compactMap(Orientation.init(rawValue:)))
    let scenarios = Scenario.matrix(
      devices: chosen.isEmpty ? catalog.devices : chosen,
      keyboards: keyboards.isEmpty ? nil : keyboardStates,
      orientations: orientations.isEmpty ? nil : orientationSet)
    guard !scenarios.isEmpty else {
      Console.error("error: no device offers the keyboards asked for")
      return nil
    }
    return scenarios
  }
}
