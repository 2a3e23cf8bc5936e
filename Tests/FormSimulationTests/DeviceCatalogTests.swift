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

  /// The keyboard cell: `216 + 44`, or one such figure per group of iOS versions.
  static func keyboards(_ figures: DeviceCatalog.OrientationFigures) -> String {
    let n = Self.number
    let entries = figures.keyboards.map { keyboard -> String in
      let value = "\(n(keyboard.height)) + \(n(keyboard.predictiveBar))"
      return figures.keyboards.count == 1
        ? value : "iOS \(keyboard.os.joined(separator: ", ")): \(value)"
    }
    return entries.joined(separator: "; ")
  }

  /// The pad cell: the pads' heights, `-` where the keyboard types show the letter keyboard.
  static func pads(_ figures: DeviceCatalog.OrientationFigures) -> String {
    let n = Self.number
    let entries = figures.keyboards.map { keyboard -> String in
      guard let number = keyboard.numberPad, let phone = keyboard.phonePad else { return "-" }
      let value = "\(n(number.height)), \(n(phone.height))"
      return figures.keyboards.count == 1
        ? value : "iOS \(keyboard.os.joined(separator: ", ")): \(value)"
    }
    return entries.joined(separator: "; ")
  }

  /// The row of the device table for one device and orientation.
  static func row(_ device: DeviceCatalog.Device, _ orientation: Orientation) -> String {
    let n = Self.number
    let figures = device.figures(orientation)
    let safe = figures.safeArea
    let portrait = orientation == .portrait
    let width = portrait ? device.screen.width : device.screen.height
    let height = portrait ? device.screen.height : device.screen.width
    var cells = [device.name, orientation.rawValue, "\(n(width)) × \(n(height))"]
    cells.append("\(n(safe.top)), \(n(safe.left)), \(n(safe.bottom)), \(n(safe.right))")
    cells.append(n(figures.navigationBar.height))
    cells.append(n(figures.accessoryToolbar.height))
    cells.append(keyboards(figures))
    cells.append(pads(figures))
    cells.append(n(figures.hardwareKeyboardBar.height))
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// The row of the iPad table.
  static func padRow(_ device: DeviceCatalog.Device) -> String? {
    let n = Self.number
    guard let floating = device.floatingKeyboard, let undocked = device.undockedKeyboard,
      let sheet = device.formSheet, let popover = device.popover
    else { return nil }
    let undockedText =
      undocked.height > 0
      ? "\(n(undocked.height)) tall, \(n(undocked.bottomMargin)) up" : "not offered"
    let cells = [
      device.name,
      "\(n(floating.width ?? 0)) × \(n(floating.height)), \(n(floating.bottomMargin)) up",
      undockedText, "\(n(sheet.width)) × \(n(sheet.height))",
      "\(n(popover.width)) × \(n(popover.height))",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// The rows of the Stage Manager table.
  static func windowRows(_ device: DeviceCatalog.Device) -> [String] {
    let n = Self.number
    return (device.windows ?? []).map { window in
      let cells = [
        device.name, window.presentation.label, window.os.joined(separator: ", "),
        "\(n(window.portrait.width)) × \(n(window.portrait.height))",
        "\(n(window.landscape.width)) × \(n(window.landscape.height))",
        n(window.hardwareKeyboardBar.height),
      ]
      return "| " + cells.joined(separator: " | ") + " |"
    }
  }

  @Test func theDeviceTablesMatchTheCatalog() throws {
    let doc = try String(
      contentsOf: SimulationFixtures.repository.appendingPathComponent("docs/Simulation.md"),
      encoding: .utf8)
    for device in DeviceCatalog.standard.devices {
      for orientation in Orientation.allCases {
        let row = Self.row(device, orientation)
        #expect(doc.contains(row), "docs/Simulation.md lacks the row \(row)")
      }
      for row in [Self.padRow(device)].compactMap({ $0 }) + Self.windowRows(device) {
        #expect(doc.contains(row), "docs/Simulation.md lacks the row \(row)")
      }
    }
    let versions = DeviceCatalog.standard.osVersions.joined(separator: ", ")
    #expect(doc.contains("iOS versions: \(versions)"))
  }
}
