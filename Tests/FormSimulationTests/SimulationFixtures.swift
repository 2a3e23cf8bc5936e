import FormCompiler
import FormSimulation
import FormSpec
import Foundation
import Testing

/// Specs for the simulation tests: `Tests/FormSimulationTests/Fixtures/` and `Specs/`.
enum SimulationFixtures {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
  static let snapshots = testsFolder.appendingPathComponent("Snapshots")

  /// The fixture specs' file names.
  static let fixtures: [String] = {
    let folder = testsFolder.appendingPathComponent("Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".form.yaml") }.sorted()
  }()

  /// Reads and checks a spec (a path relative to the repository), requiring no errors.
  static func form(_ path: String) throws -> CheckedForm {
    let url = repository.appendingPathComponent(path)
    let checked = try FormPipeline().run(contentsOf: url.path)
    let errors = checked.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(path) has errors: \(errors)")
    return try #require(checked.form)
  }

  /// A fixture by file name.
  static func fixture(_ name: String) throws -> CheckedForm {
    try form("Tests/FormSimulationTests/Fixtures/\(name)")
  }

  /// A device of the standard catalog.
  static func device(_ id: String) -> DeviceCatalog.Device {
    guard let device = DeviceCatalog.standard.device(named: id) else {
      preconditionFailure("no device \(id)")
    }
    return device
  }

  /// Every scenario of the standard matrix plus each orientation reached by rotating.
  static var fullMatrix: [Scenario] {
    let matrix = Scenario.matrix(devices: DeviceCatalog.standard.devices)
    let rotated = matrix.filter { $0.keyboard == .predictive && $0.presentation == .fullScreen }
      .map { scenario -> Scenario in
        var turned = scenario
        turned.rotatedFrom = scenario.orientation == .portrait ? .landscape : .portrait
        return turned
      }
    return matrix + rotated
  }
}
