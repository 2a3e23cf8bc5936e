import FormCompiler
import FormSimulation
import FormSpec
import Foundation

/// `formc preview`: draws a focus step (or every one) as an SVG wireframe.
struct PreviewCommand {
  var spec: String
  var device: String
  var orientation: String
  var keyboard: String
  var presentation: String
  var focus: String?
  var allInputs: Bool
  var output: String
  var catalogPath: String?
  var configPath: String?

  func run() -> Int32 {
    guard let catalog = SimulationOptions.loadCatalog(catalogPath) else {
      return ExitCode.toolFailure
    }
    guard let device = catalog.device(named: self.device) else {
      let known = catalog.devices.map(\.id).joined(separator: ", ")
      Console.error(
        "Error: The value '\(self.device)' is invalid for '--device <name>'. Please provide one of \(known)."
      )
      return ExitCode.usage
    }
    let keyboard = KeyboardState(rawValue: self.keyboard) ?? .predictive
    let presentation = Presentation(rawValue: self.presentation) ?? .fullScreen
    guard Scenario.keyboards(of: device).contains(keyboard) else {
      Console.error("error: \(device.name) has no \(keyboard.rawValue) keyboard")
      return ExitCode.usage
    }
    guard Scenario.presentations(of: device).contains(presentation) else {
      Console.error("error: \(device.name) does not show forms as \(presentation.rawValue)")
      return ExitCode.usage
    }
    let checked = SimulateCommand.check([spec], configPath: configPath)
    guard let result = checked.first else { return ExitCode.toolFailure }
    if let failure = result.failure {
      Console.error("error: \(failure)")
      return ExitCode.toolFailure
    }
    guard let form = result.form else {
      let context = ReportContext(toolVersion: formcVersion)
      Console.error(ReporterKind.xcode.render(result.diagnostics, context: context), newline: false)
      Console.error(
        "error: '\(spec)' has errors, so there is nothing to draw; run 'formc lint \(spec)'")
      return ExitCode.findings
    }
    guard !form.inputs.isEmpty else {
      Console.error("error: '\(spec)' has no inputs to focus")
      return ExitCode.findings
    }
    if let focus, !form.inputs.contains(where: { $0.id == focus }) {
      let known = form.inputs.map(\.id).joined(separator: ", ")
      Console.error("error: '\(spec)' has no input '\(focus)'; its inputs are \(known)")
      return ExitCode.usage
    }
    let scenario = Scenario(
      device: device, orientation: Orientation(rawValue: orientation) ?? .portrait,
      keyboard: keyboard, presentation: presentation)
    let simulator = Simulator(catalog: catalog)
    let states = simulator.distinctStates(form)
    // The first state in which each input shows, in focus order.
    var outcomes: [FocusOutcome] = []
    let wanted = allInputs ? form.inputs.map(\.id) : [focus ?? form.inputs[0].id]
    for id in wanted {
      guard let input = form.inputs.first(where: { $0.id == id }),
        let state = states.first(where: { $0.steps.contains(id) })
      else { continue }
      let steps = simulator.focus(input, form: form, visible: state.visible, scenario: scenario)
      // A text view shows grown when that is what fails, else at its fewest lines.
      if let shown = steps.first(where: { !$0.passes }) ?? steps.first { outcomes.append(shown) }
    }
    let renderer = PreviewRenderer(form: form)
    let items = form.toolbar.isEnabled ? form.toolbar.items : []
    let svg =
      allInputs
      ? renderer.renderSheet(outcomes, toolbarItems: items)
      : outcomes.first.map { renderer.render($0, toolbarItems: items) } ?? ""
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      Console.error("error: cannot write '\(output)': \(error.localizedDescription)")
      return ExitCode.toolFailure
    }
    for outcome in outcomes where !outcome.passes {
      Console.error(
        "\(spec): '\(outcome.input)' has \(SimulationReport.points(outcome.hidden)) pt hidden "
          + "\((outcome.edge ?? .keyboard).phrase) on \(scenario.phrase)")
    }
    return ExitCode.success
  }
}
