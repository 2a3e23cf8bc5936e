import FormCompiler
import FormDiagnostics
import FormSimulation
import FormSpec
import FormcGenerateCommand
import Foundation

/// `formc preview`: draws a focus step (or every one) as an SVG wireframe.
struct PreviewCommand {
  var spec: String
  var device: String
  var orientation: Orientation
  var keyboard: KeyboardState
  /// The presentation asked for; `nil` for full screen, or the first the spec allows.
  var presentation: Presentation?
  var os: String?
  var textSize: TextSize = .standard
  var locale: SimulationLocale = .source
  var focus: String?
  var allInputs: Bool
  /// Whether to draw the form after a failed submit (`--after-submit`).
  var afterSubmit: Bool = false
  var output: String
  /// The app flags drawn as set (`--flag`, repeatable): they pick the `when` texts (title, headers, labels, buttons).
  var flags: [String] = []
  var catalogPath: String?
  var configPath: String?

  func run() -> Int32 {
    guard let catalog = SimulationOptions.loadCatalog(catalogPath) else {
      return ExitCode.toolFailure
    }
    guard let device = SimulationOptions.device(named: self.device, in: catalog) else {
      return ExitCode.usage
    }
    guard Scenario.keyboards(of: device).contains(keyboard) else {
      Console.error("error: \(device.name) has no \(keyboard.rawValue) keyboard")
      return ExitCode.usage
    }
    guard let os = SimulationOptions.osVersions(os.map { [$0] } ?? [], in: catalog)?.first
    else { return ExitCode.usage }
    let offered = Scenario.presentations(of: device, os: os)
    if let presentation, !offered.contains(presentation) {
      Console.error(
        "error: \(device.name) on \(device.idiom == .pad ? "iPadOS" : "iOS") \(os) does not show "
          + "forms as \(presentation.rawValue)")
      return ExitCode.usage
    }
    let checked = SpecChecker.checkForms([spec], configPath: configPath)
    guard let result = checked.first else { return ExitCode.toolFailure }
    if let failure = result.failure {
      Console.error("error: \(failure)")
      return ExitCode.toolFailure
    }
    guard var form = result.form else {
      let context = ReportContext(toolVersion: formcVersion)
      Console.error(ReporterKind.xcode.render(result.diagnostics, context: context), newline: false)
      Console.error(
        "error: '\(spec)' has errors, so there is nothing to draw; run 'formc lint \(spec)'")
      return ExitCode.findings
    }
    // `--flag`: the title, section headers and footers, labels and button titles show the text of
    // the first `when` entry whose flag is set.
    if let message = SharedOptions.undeclaredFlag(
      in: flags, declared: [(spec, form.flags ?? [])])
    {
      Console.error(message)
      return ExitCode.usage
    }
    form = form.showing(flags: Set(flags))
    // Typed controls (switches) bring no keyboard: only the focus chain's inputs are drawn focused.
    let inputs = form.focusInputs
    guard !inputs.isEmpty else {
      Console.error("error: '\(spec)' has no inputs to focus")
      return ExitCode.findings
    }
    if let focus, !inputs.contains(where: { $0.id == focus }) {
      let known = inputs.map(\.id).joined(separator: ", ")
      Console.error("error: '\(spec)' has no input '\(focus)'; its inputs are \(known)")
      return ExitCode.usage
    }
    // A real locale shows the translations of the spec's String Catalog, when it has one: of the
    // `when` entries `--flag` picks, too.
    var locale = locale
    if let catalog = result.catalog, locale.translations.isEmpty, !locale.isPseudo,
      locale.code != SimulationLocale.source.code
    {
      locale.translations = form.translations(
        from: catalog, language: locale.code, flags: Set(flags))
    }
    // The spec's `presentations` say how the screen is shown: draw one of those.
    func scenario(_ presentation: Presentation) -> Scenario {
      Scenario(
        device: device, orientation: orientation,
        keyboard: keyboard, presentation: presentation, os: os, textSize: textSize, locale: locale)
    }
    let allowed = offered.filter { scenario($0).shows(form) }
    let names = (form.presentations ?? []).map(\.rawValue).joined(separator: ", ")
    if let presentation, !allowed.contains(presentation) {
      Console.error(
        "error: '\(spec)' is not shown as \(presentation.rawValue) (its presentations: \(names))"
          + (allowed.isEmpty
            ? ""
            : "; on \(device.name) use "
              + allowed.map(\.rawValue).joined(separator: ", ")))
      return ExitCode.usage
    }
    guard let chosen = presentation ?? (allowed.contains(.fullScreen) ? .fullScreen : allowed.first)
    else {
      Console.error(
        "error: \(device.name) on \(device.idiom == .pad ? "iPadOS" : "iOS") \(os) shows forms in "
          + "none of the ways '\(spec)' names (its presentations: \(names))")
      return ExitCode.usage
    }
    let scenario = scenario(chosen)
    // A contact sheet of a huge form stays a picture a person can open.
    let sheetLimit = 100
    if allInputs, inputs.count > sheetLimit {
      Console.error(
        "note: drawing the first \(sheetLimit) of \(inputs.count) inputs; use --focus for others"
      )
    }
    // A failed submit focuses the first invalid input: the first empty required one.
    let failedFirst =
      afterSubmit ? inputs.first(where: Simulator.failsRequired)?.id : nil
    let outcomes = Simulator(catalog: catalog).previewOutcomes(
      form, scenario: scenario,
      inputs: allInputs
        ? Array(inputs.prefix(sheetLimit).map(\.id)) : [focus ?? failedFirst ?? inputs[0].id],
      afterSubmit: afterSubmit)
    let renderer = PreviewRenderer(form: form)
    let items = form.toolbar.isEnabled ? form.toolbar.items : []
    // A text view gives two cells, at its fewest lines and grown, so `--focus` on one draws both.
    let svg =
      allInputs || outcomes.count > 1
      ? renderer.renderSheet(outcomes, toolbarItems: items)
      : outcomes.first.map { renderer.render($0, toolbarItems: items) } ?? ""
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      Console.error("error: cannot write '\(output)': \(error.localizedDescription)")
      return ExitCode.toolFailure
    }
    if form.keyboardPlan.avoidance == .none {
      Console.error(
        "note: '\(spec)' sets keyboard.avoidance to none, so formc's code moves nothing; the "
          + "picture shows the input where the user tapped it, not moved when the keyboard appears")
    }
    for outcome in outcomes where !outcome.passes {
      var line =
        "\(spec): '\(outcome.input)' has \(SimulationReport.points(outcome.hidden)) pt hidden "
        + "\((outcome.edge ?? .keyboard).phrase) on \(scenario.phrase)"
      if outcome.grown, let lines = outcome.lines { line += ", grown to \(lines) lines" }
      Console.error(line)
    }
    return ExitCode.success
  }
}
