import FormCompiler
import FormSimulation
import FormSpec
import Foundation
import FuzzSupport

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSimulateEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzSimulate.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// Fuzzes what `formc simulate` and `formc preview` do to one spec: bytes → reader → checker →
/// ``Simulator`` on a few scenarios (a small phone, landscape, an iPad popover with a floating
/// keyboard, a rotation) → diagnostics and an SVG of the first input.
///
/// For a spec without errors it checks that the simulation is deterministic, that every figure it
/// reports is finite and not negative, and that every number in the picture is finite.
enum FuzzSimulate {
  static let path = "Fuzz.form.yaml"
  static let scenarios: [Scenario] = {
    let catalog = DeviceCatalog.standard
    guard let phone = catalog.device(named: "iphone-se-3"),
      let notch = catalog.device(named: "iphone-16"), let pad = catalog.device(named: "ipad-10")
    else { fatalError("the device catalog lacks the fuzzed devices") }
    return [
      Scenario(device: phone, orientation: .portrait, keyboard: .docked),
      Scenario(device: notch, orientation: .landscape, keyboard: .predictive),
      Scenario(device: pad, orientation: .landscape, keyboard: .floating, presentation: .popover),
      Scenario(
        device: notch, orientation: .landscape, keyboard: .hardware, rotatedFrom: .portrait),
    ]
  }()

  /// The values of the SVG's numeric attributes (coordinates, sizes, font sizes).
  static func numericAttributes(_ svg: String) -> [String] {
    let names = [
      "x", "y", "width", "height", "rx", "x1", "y1", "x2", "y2", "font-size", "stroke-width",
    ]
    var values: [String] = []
    for name in names {
      for piece in svg.components(separatedBy: " \(name)=\"").dropFirst() {
        if let end = piece.firstIndex(of: "\"") { values.append(String(piece[..<end])) }
      }
    }
    return values
  }

  static func run(_ bytes: [UInt8]) {
    guard let form = FormPipeline().run(bytes: bytes, path: path).form else { return }
    let simulator = Simulator()
    let report = simulator.simulate(form, scenarios: scenarios)
    let again = simulator.simulate(form, scenarios: scenarios)
    let diagnostics = report.diagnostics(for: form)
    FuzzCheck.require(
      diagnostics == again.diagnostics(for: form), "simulation is not deterministic")
    for occlusion in report.occlusions {
      let outcome = occlusion.outcome
      FuzzCheck.require(
        outcome.hidden.isFinite && outcome.hidden > 0, "hidden points \(outcome.hidden)")
      FuzzCheck.require(
        [outcome.inputFrame, outcome.requiredFrame].allSatisfy {
          $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite
        }, "a frame is not finite")
    }
    for diagnostic in diagnostics {
      FuzzCheck.require(
        diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "bad location")
    }
    if let first = form.inputs.first,
      let outcome = simulator.previewOutcomes(form, scenario: scenarios[0], inputs: [first.id])
        .first
    {
      let svg = PreviewRenderer(form: form).render(outcome, toolbarItems: form.toolbar.items)
      for value in numericAttributes(svg) {
        FuzzCheck.require(Double(value)?.isFinite == true, "the SVG holds the number '\(value)'")
      }
    }
  }
}
