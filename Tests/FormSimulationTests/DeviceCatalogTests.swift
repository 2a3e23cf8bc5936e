import FormSimulation
import FormTestSupport
import Foundation
import Testing

/// `Simulation/Devices.json` is the single source of the device figures; the copy compiled into
/// formc must match it byte for byte. To update the compiled copy after editing the data file:
/// `FORMC_RECORD_SNAPSHOTS=all swift test --filter DeviceCatalogTests`.
struct DeviceCatalogTests {
  static let dataFile = SimulationFixtures.repository.appendingPathComponent(
    "Simulation/Devices.json")
  static let compiledCopy = SimulationFixtures.repository.appendingPathComponent(
    "Sources/FormSimulation/DeviceCatalog+Data.swift")

  /// The Swift source that embeds the data file.
  static func embeddedSource(_ json: String) -> String {
    let hashes = RawStringLiteral.hashes(for: json)
    let body = RawStringLiteral.indented(json)
    return """
      // Generated from Simulation/Devices.json by DeviceCatalogTests (record mode). Do not edit.

      extension DeviceCatalog {
        /// The bytes of `Simulation/Devices.json`.
        static let standardJSON = \(hashes)\"\"\"
      \(body.hasSuffix("\n") ? String(body.dropLast()) : body)
          \"\"\"\(hashes)
      }

      """
  }

  @Test func theCompiledCopyMatchesTheDataFile() throws {
    let json = try String(contentsOf: Self.dataFile, encoding: .utf8)
    Snapshot.assert(Self.embeddedSource(json), matches: Self.compiledCopy)
  }

  @Test func theCompiledCatalogDecodesToTheDataFile() throws {
    let fromFile = try DeviceCatalog(json: Data(contentsOf: Self.dataFile))
    #expect(fromFile == DeviceCatalog.standard)
  }

  @Test func theIssuesDevicesAreThere() {
    let catalog = DeviceCatalog.standard
    #expect(
      catalog.devices.map(\.id) == [
        "iphone-se-3", "iphone-16", "iphone-16-pro-max", "ipad-10", "ipad-pro-12-9",
      ])
    for device in catalog.devices where device.idiom == .pad {
      #expect(device.formSheet != nil && device.popover != nil && device.floatingKeyboard != nil)
    }
    // Landscape is portrait turned: the same device, safe areas moved to the sides on Face ID
    // phones.
    let phone = catalog.devices[1]
    #expect(phone.portrait.safeArea.top > 0 && phone.landscape.safeArea.left > 0)
  }

  @Test func everySourceIsUsedAndHasATitle() throws {
    let catalog = DeviceCatalog.standard
    let json = try String(contentsOf: Self.dataFile, encoding: .utf8)
    for (id, source) in catalog.sources {
      #expect(!source.title.isEmpty, "\(id)")
      if let url = source.url { #expect(url.hasPrefix("http"), "\(id): \(url)") }
      // Named by some figure besides its own entry.
      #expect(json.components(separatedBy: "\"\(id)\"").count > 2, "source \(id) is unused")
    }
  }

  @Test(arguments: [
    (
      "{\"formatVersion\": 2, \"sources\": {}, \"accessoryToolbar\": {\"height\": 44, \"source\": \"x\"}, \"devices\": []}",
      "version"
    ),
    (
      "{\"formatVersion\": 1, \"sources\": {}, \"accessoryToolbar\": {\"height\": 44, \"source\": \"x\"}, \"devices\": []}",
      "unknown source"
    ),
    ("{\"formatVersion\": 1}", "devices"),
  ])
  func aBrokenCatalogIsRejected(json: String, reason: String) {
    #expect(throws: (any Error).self) { try DeviceCatalog(json: Data(json.utf8)) }
  }

  @Test func devicesAreFoundByIdOrName() {
    #expect(DeviceCatalog.standard.device(named: "iPhone 16")?.id == "iphone-16")
    #expect(DeviceCatalog.standard.device(named: "IPAD-10")?.idiom == .pad)
    #expect(DeviceCatalog.standard.device(named: "pixel") == nil)
  }
}

/// `docs/Simulation.md` lists the catalog's figures; its tables must say what the data file says.
struct SimulationDocumentationTests {
  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  @Test func theDeviceTablesMatchTheCatalog() throws {
    let doc = try String(
      contentsOf: SimulationFixtures.repository.appendingPathComponent("docs/Simulation.md"),
      encoding: .utf8)
    let n = Self.number
    for device in DeviceCatalog.standard.devices {
      for orientation in Orientation.allCases {
        let figures = device.figures(orientation)
        let safe = figures.safeArea
        let (width, height) =
          orientation == .portrait
          ? (device.screen.width, device.screen.height)
          : (device.screen.height, device.screen.width)
        let row =
          "| \(device.name) | \(orientation.rawValue) | \(n(width)) × \(n(height)) | "
          + "\(n(safe.top)), \(n(safe.left)), \(n(safe.bottom)), \(n(safe.right)) | "
          + "\(n(figures.navigationBar.height)) | \(n(figures.keyboard.height)) + "
          + "\(n(figures.keyboard.predictiveBar)) | \(n(figures.hardwareKeyboardBar.height)) |"
        #expect(doc.contains(row), "docs/Simulation.md lacks the row \(row)")
      }
      if let floating = device.floatingKeyboard, let undocked = device.undockedKeyboard,
        let sheet = device.formSheet, let popover = device.popover
      {
        let undockedText =
          undocked.height > 0
          ? "\(n(undocked.height)) tall, \(n(undocked.bottomMargin)) up" : "not offered"
        let row =
          "| \(device.name) | \(n(floating.width ?? 0)) × \(n(floating.height)), "
          + "\(n(floating.bottomMargin)) up | \(undockedText) | \(n(sheet.width)) × "
          + "\(n(sheet.height)) | \(n(popover.width)) × \(n(popover.height)) |"
        #expect(doc.contains(row), "docs/Simulation.md lacks the row \(row)")
      }
    }
    #expect(
      doc.contains(
        "The accessory toolbar is \(n(DeviceCatalog.standard.accessoryToolbar.height)) points"))
  }
}
