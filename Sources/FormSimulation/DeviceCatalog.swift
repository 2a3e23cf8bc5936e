import Foundation

/// The devices `formc simulate` checks, with screen sizes, safe areas, bar and keyboard heights,
/// each figure naming its source. Decoded from `Simulation/Devices.json` (compiled into formc).
///
/// All figures are in points. Screens are given in portrait.
public struct DeviceCatalog: Sendable, Codable, Hashable {
  /// The version of the file's format.
  public var formatVersion: Int
  /// Where the figures come from, by source id.
  public var sources: [String: Source]
  /// The input accessory toolbar formc generates.
  public var accessoryToolbar: Height
  /// The devices, in matrix order.
  public var devices: [Device]

  /// A source of figures.
  public struct Source: Sendable, Codable, Hashable {
    /// What it is.
    public var title: String
    /// Where it is, when public.
    public var url: String?
    /// What it says and how sure the figure is.
    public var note: String?
  }

  /// A height with its source.
  public struct Height: Sendable, Codable, Hashable {
    /// Points.
    public var height: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
  }

  /// A size with its source.
  public struct Size: Sendable, Codable, Hashable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
  }

  /// Safe-area insets with their source.
  public struct Insets: Sendable, Codable, Hashable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the left edge.
    public var left: Double
    /// Points from the bottom edge.
    public var bottom: Double
    /// Points from the right edge.
    public var right: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
  }

  /// The docked system keyboard's height as `keyboardFrameEndUserInfoKey` reports it (with the
  /// strip under the keys, without an accessory view).
  public struct KeyboardHeight: Sendable, Codable, Hashable {
    /// Without the predictive bar.
    public var height: Double
    /// What the predictive bar adds.
    public var predictiveBar: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
  }

  /// What differs between portrait and landscape.
  public struct OrientationFigures: Sendable, Codable, Hashable {
    /// The screen's safe-area insets.
    public var safeArea: Insets
    /// The standard navigation bar.
    public var navigationBar: Height
    /// The docked keyboard.
    public var keyboard: KeyboardHeight
    /// What stays on screen with a hardware keyboard and no accessory view.
    public var hardwareKeyboardBar: Height
  }

  /// An iPad keyboard that is not docked at the screen's bottom.
  public struct RaisedKeyboard: Sendable, Codable, Hashable {
    /// Points; absent for an undocked keyboard, which spans the screen's width.
    public var width: Double?
    /// Points; 0 when the device does not offer this keyboard.
    public var height: Double
    /// Points between the keyboard's bottom and the screen's bottom.
    public var bottomMargin: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
  }

  /// A device.
  public struct Device: Sendable, Codable, Hashable {
    /// The id used on the command line (`iphone-se-3`).
    public var id: String
    /// The marketing name.
    public var name: String
    /// `phone` or `pad`.
    public var idiom: Idiom
    /// The screen in portrait.
    public var screen: Size
    /// Portrait figures.
    public var portrait: OrientationFigures
    /// Landscape figures.
    public var landscape: OrientationFigures
    /// The floating keyboard (iPad).
    public var floatingKeyboard: RaisedKeyboard?
    /// The undocked or split keyboard (iPad).
    public var undockedKeyboard: RaisedKeyboard?
    /// The default form sheet (iPad).
    public var formSheet: Size?
    /// The popover formc assumes (iPad).
    public var popover: Size?

    /// The figures for an orientation.
    public func figures(_ orientation: Orientation) -> OrientationFigures {
      orientation == .portrait ? portrait : landscape
    }
  }

  /// A device family.
  public enum Idiom: String, Sendable, Codable, Hashable {
    /// iPhone.
    case phone
    /// iPad.
    case pad
  }

  /// The catalog compiled into formc.
  public static let standard: DeviceCatalog = {
    do {
      return try DeviceCatalog(json: Data(standardJSON.utf8))
    } catch {
      preconditionFailure("the compiled-in device catalog does not decode: \(error)")
    }
  }()

  /// Decodes a catalog and checks that every figure names a known source.
  public init(json: Data) throws {
    self = try JSONDecoder().decode(DeviceCatalog.self, from: json)
    try validate()
  }

  /// Why a catalog is unusable.
  public struct InvalidCatalog: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  private func validate() throws {
    guard formatVersion == 1 else {
      throw InvalidCatalog(description: "unsupported device catalog version \(formatVersion)")
    }
    guard sources[accessoryToolbar.source] != nil else {
      throw InvalidCatalog(
        description: "the accessory toolbar names unknown source '\(accessoryToolbar.source)'")
    }
    var ids = Set<String>()
    for device in devices {
      guard ids.insert(device.id).inserted else {
        throw InvalidCatalog(description: "device '\(device.id)' appears twice")
      }
      guard device.screen.width > 0, device.screen.height > 0 else {
        throw InvalidCatalog(description: "device '\(device.id)' has an empty screen")
      }
      var named = [device.screen.source]
      for figures in [device.portrait, device.landscape] {
        named += [
          figures.safeArea.source, figures.navigationBar.source, figures.keyboard.source,
          figures.hardwareKeyboardBar.source,
        ]
      }
      named += [device.floatingKeyboard?.source, device.undockedKeyboard?.source]
        .compactMap { $0 }
      named += [device.formSheet?.source, device.popover?.source].compactMap { $0 }
      for source in named + [accessoryToolbar.source] where sources[source] == nil {
        throw InvalidCatalog(description: "device '\(device.id)' names unknown source '\(source)'")
      }
    }
  }

  /// A device by id or by name (case-insensitive).
  public func device(named name: String) -> Device? {
    let key = name.lowercased()
    return devices.first { $0.id == key || $0.name.lowercased() == key }
  }
}
