import FormCompiler
import FormDiagnostics
import FormSimulation
import FormSpec
import FormcGenerateCommand
import Foundation

/// `formc simulate`: checks every focused input against a matrix of devices and keyboards.
struct SimulateCommand {
  var paths: [String]
  var devices: [String]
  var keyboards: [KeyboardState]
  var orientations: [Orientation]
  var osVersions: [String] = []
  var textSizes: [TextSize] = []
  var locales: [SimulationLocale] = []
  var catalogPath: String?
  var reporter: ReporterKind
  var quiet: Bool
  var strict: Bool = false
  var configPath: String?
  /// `--flag`: app flags laid out as set, in each spec that declares them.
  var flags: [String] = []

  func run() -> Int32 {
    guard let catalog = SimulationOptions.loadCatalog(catalogPath) else {
      return ExitCode.toolFailure
    }
    guard
      let scenarios = SimulationOptions.scenarios(
        catalog: catalog, devices: devices, keyboards: keyboards, orientations: orientations,
        osVersions: osVersions, textSizes: textSizes, locales: locales)
    else { return ExitCode.usage }
    guard let found = SpecDiscovery.findReporting(paths) else { return ExitCode.toolFailure }
    let checked = SpecChecker.checkForms(found.specs, configPath: configPath)
    let failures = checked.compactMap(\.failure)
    if !failures.isEmpty {
      for failure in failures { Console.error("error: \(failure)") }
      return ExitCode.toolFailure
    }
    // `--flag`: a flag no spec declares is a mistake; one that only some declare applies to those.
    if let message = SharedOptions.undeclaredFlag(
      in: flags, declared: checked.map { ($0.path, $0.form?.flags ?? []) })
    {
      Console.error(message)
      return ExitCode.usage
    }
    let simulator = Simulator(catalog: catalog)
    let results = ParallelMap.map(checked) { spec -> (SimulationReport?, [Diagnostic]) in
      guard var form = spec.form else { return (nil, spec.diagnostics) }
      let set = Set(flags).intersection(form.flags ?? [])
      form = form.showing(flags: set)
      var simulator = simulator
      if let catalog = spec.catalog {
        for locale in Set(scenarios.map(\.locale.code)) where locale != "source" {
          simulator.translations[locale] = form.translations(
            from: catalog, language: locale, flags: set)
        }
      }
      let report = simulator.simulate(form, scenarios: scenarios)
      return (report, report.diagnostics(for: form, catalog: catalog))
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
    // Warnings (an input the screen may move itself, a verdict resting on an assumption) fail
    // only under --strict.
    let warned = strict && diagnostics.contains { $0.severity == .warning }
    return diagnostics.containsErrors || warned || !found.empty.isEmpty
      ? ExitCode.findings : ExitCode.success
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

  /// A device of the catalog, or `nil` after a usage error naming the known ids.
  static func device(named name: String, in catalog: DeviceCatalog) -> DeviceCatalog.Device? {
    guard let device = catalog.device(named: name) else {
      let known = catalog.devices.map(\.id).joined(separator: ", ")
      Console.error(
        "Error: The value '\(name)' is invalid for '--device <name>'. Please provide one of \(known)."
      )
      return nil
    }
    return device
  }

  /// The iOS versions asked for (the catalog's newest when none), or `nil` after a usage error
  /// naming the known ones.
  static func osVersions(_ names: [String], in catalog: DeviceCatalog) -> [String]? {
    guard !names.isEmpty else { return [catalog.defaultOS] }
    var chosen: [String] = []
    for name in names {
      let version = name.lowercased().replacingOccurrences(of: "ios", with: "")
        .trimmingCharacters(in: .whitespaces)
      guard catalog.osVersions.contains(version) else {
        let known = catalog.osVersions.joined(separator: ", ")
        Console.error(
          "Error: The value '\(name)' is invalid for '--os <version>'. Please provide one of \(known)."
        )
        return nil
      }
      if !chosen.contains(version) { chosen.append(version) }
    }
    return catalog.osVersions.filter(chosen.contains)
  }

  /// The text sizes of the default matrix: the system's default and the largest accessibility
  /// size.
  static let defaultTextSizes: [TextSize] = [.standard, .accessibilityExtraExtraExtraLarge]

  static func scenarios(
    catalog: DeviceCatalog, devices: [String], keyboards: [KeyboardState],
    orientations: [Orientation],
    osVersions: [String] = [], textSizes: [TextSize] = [], locales: [SimulationLocale] = []
  ) -> [Scenario]? {
    var chosen: [DeviceCatalog.Device] = []
    for name in devices {
      guard let device = device(named: name, in: catalog) else { return nil }
      if !chosen.contains(device) { chosen.append(device) }
    }
    guard let versions = Self.osVersions(osVersions, in: catalog) else { return nil }
    let scenarios = Scenario.matrix(
      devices: chosen.isEmpty ? catalog.devices : chosen,
      keyboards: keyboards.isEmpty ? nil : Set(keyboards),
      orientations: orientations.isEmpty ? nil : Set(orientations), osVersions: versions,
      textSizes: textSizes.isEmpty
        ? defaultTextSizes : TextSize.allCases.filter(textSizes.contains),
      locales: locales.isEmpty ? [.source] : unique(locales))
    guard !scenarios.isEmpty else {
      Console.error("error: no device offers the keyboards asked for")
      return nil
    }
    return scenarios
  }

  /// The locales in the order given, each once.
  static func unique(_ locales: [SimulationLocale]) -> [SimulationLocale] {
    var seen = Set<SimulationLocale>()
    return locales.filter { seen.insert($0).inserted }
  }
}
