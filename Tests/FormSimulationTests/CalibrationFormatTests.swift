import FormSimulation
import FormTestSupport
import Foundation
import Testing

#if os(Linux)
  private let runsOnLinux = true
#else
  private let runsOnLinux = false
#endif

/// The Calibration app's report (`Calibration/CalibrationMeasurement.swift`, Foundation only) is
/// in `Simulation/Devices.json`'s format: compiled here with a driver and run, its figures and
/// source decode with the catalog's own types and carry the measured values.
@Suite(.enabled(if: runsOnLinux, "swiftc builds the driver on Linux"))
struct CalibrationFormatTests {
  /// The figures of one orientation, each optional as a run measures some of them.
  struct Figures: Decodable {
    var safeArea: DeviceCatalog.Insets
    var navigationBar: DeviceCatalog.Height
    var accessoryToolbar: DeviceCatalog.Height?
    var keyboards: [DeviceCatalog.KeyboardHeight]?
    var hardwareKeyboardBar: DeviceCatalog.Height?
  }

  struct Report: Decodable {
    var device: String
    var orientation: String
    var sources: [String: DeviceCatalog.Source]
    var figures: Figures
  }

  static let driver = """
    import Foundation

    let software = CalibrationMeasurement(
      device: "iphone-16", os: "26", orientation: "landscape", screen: [852, 393],
      safeArea: .init(top: 0, left: 59, bottom: 21, right: 59), navigationBar: 32,
      accessoryToolbar: 32,
      keyboards: [.letters: 219, .lettersWithoutSuggestions: 181, .numberPad: 181, .phonePad: 181],
      hardwareKeyboard: false)
    var hardware = software
    hardware.hardwareKeyboard = true
    hardware.keyboards = ["letters": 0]
    print(try software.report(date: "2026-12-01"))
    print("---")
    print(try hardware.report(date: "2026-12-01"))
    """

  func run() async throws -> [Report] {
    let root = SimulationFixtures.repository
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-calibration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let main = directory.appendingPathComponent("main.swift")
    try Self.driver.write(to: main, atomically: true, encoding: .utf8)
    let binary = directory.appendingPathComponent("calibration").path
    let compile = try await Self.execute(
      "/usr/bin/env",
      [
        "swiftc", "-swift-version", "6",
        root.appendingPathComponent("Calibration/CalibrationMeasurement.swift").path, main.path,
        "-o", binary,
      ])
    try #require(compile.status == 0, "\(compile.output)")
    let output = try await Self.execute(binary, [])
    try #require(output.status == 0, "\(output.output)")
    return try output.output.components(separatedBy: "---\n").map {
      try JSONDecoder().decode(Report.self, from: Data($0.utf8))
    }
  }

  static func execute(_ path: String, _ arguments: [String]) async throws -> (
    status: Int32, output: String
  ) {
    let run = try await AsyncProcess.run(URL(fileURLWithPath: path), arguments)
    return (run.status, run.text)
  }

  @Test func theReportIsInTheCatalogsFormat() async throws {
    let reports = try await run()
    try #require(reports.count == 2)
    let software = reports[0]
    #expect(software.device == "iphone-16" && software.orientation == "landscape")
    let source = try #require(software.sources["calibration-iphone-16-ios-26"])
    #expect(source.basis == .measured)
    let figures = software.figures
    #expect(figures.safeArea.left == 59 && figures.safeArea.bottom == 21)
    #expect(figures.safeArea.source == "calibration-iphone-16-ios-26")
    #expect(figures.navigationBar.height == 32 && figures.accessoryToolbar?.height == 32)
    // The letter keyboard without suggestions is the height; the suggestions are the bar.
    let keyboard = try #require(figures.keyboards?.first)
    #expect(keyboard.os == ["26"] && keyboard.height == 181 && keyboard.predictiveBar == 38)
    #expect(keyboard.numberPad?.height == 181 && keyboard.phonePad?.height == 181)
    #expect(figures.hardwareKeyboardBar == nil)
    // A run with a hardware keyboard gives the bar and no docked keyboard.
    let hardware = reports[1].figures
    #expect(hardware.hardwareKeyboardBar?.height == 0 && hardware.keyboards == nil)
  }
}
