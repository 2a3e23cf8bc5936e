import Foundation

/// The devices `formc simulate` checks, with screen sizes, safe areas, bar and keyboard heights,
/// each figure naming its source. Decoded from `Simulation/Devices.json` (compiled into formc).
///
/// All figures are in points. Screens are given in portrait. Keyboard figures have an iOS-version
/// axis (``osVersions``); the newest version is the default.
public struct DeviceCatalog: Sendable, Codable, Hashable {
  /// The version of the file's format (2).
  public var formatVersion: Int
  /// The iOS versions the keyboard figures cover, oldest first; the last is the default.
  public var osVersions: [String]
  /// The source that says how keyboard figures differ between ``osVersions`` (a key of
  /// ``sources``).
  public var osVersionsSource: String
  /// Where the figures come from, by source id.
  public var sources: [String: Source]
  /// The devices, in matrix order.
  public var devices: [Device]

  /// A source of figures.
  public struct Source: Sendable, Codable, Hashable {
    /// What it is.
    public var title: String
    /// Where it is, when public.
    public var url: String?
    /// What kind of source it is.
    public var basis: Basis
    /// What it says and how sure the figure is.
    public var note: String?
  }

  /// What a figure rests on.
  public enum Basis: String, Sendable, Codable, Hashable {
    /// Apple's documentation, guidelines or sessions.
    case documented
    /// A public measurement.
    case measured
    /// A figure commonly reported, not measured here.
    case reported
    /// formc's own assumption: a verdict resting on it is a warning that names it.
    case assumption
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

  /// A size without a source of its own.
  public struct Extent: Sendable, Codable, Hashable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
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
  /// strip under the keys, without an accessory view) on some iOS versions.
  public struct KeyboardHeight: Sendable, Codable, Hashable {
    /// The iOS versions these figures hold for (entries of ``DeviceCatalog/osVersions``).
    public var os: [String]
    /// The letter keyboard without the predictive bar.
    public var height: Double
    /// What the predictive bar adds.
    public var predictiveBar: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
    /// The number pad (`numberPad`, `decimalPad`, `asciiCapableNumberPad`), which has no
    /// predictive bar; absent where those keyboard types show the letter keyboard (iPad).
    public var numberPad: Height?
    /// The phone pad (`phonePad`), which has no predictive bar; absent as for ``numberPad``.
    public var phonePad: Height?
  }

  /// What differs between portrait and landscape.
  public struct OrientationFigures: Sendable, Codable, Hashable {
    /// The screen's safe-area insets.
    public var safeArea: Insets
    /// The standard navigation bar.
    public var navigationBar: Height
    /// formc's input accessory toolbar after `sizeToFit()` (the system's toolbar height).
    public var accessoryToolbar: Height
    /// The docked keyboard, per iOS version.
    public var keyboards: [KeyboardHeight]
    /// What stays on screen with a hardware keyboard and no accessory view (full screen and
    /// sheets; Stage Manager windows have their own, ``Window/hardwareKeyboardBar``).
    public var hardwareKeyboardBar: Height

    /// The keyboard figures for an iOS version (the last entry when none names it).
    public func keyboard(os: String) -> KeyboardHeight? {
      keyboards.first { $0.os.contains(os) } ?? keyboards.last
    }
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

  /// The default form sheet (iPad).
  public struct FormSheet: Sendable, Codable, Hashable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
    /// Where iPadOS moves the sheet when the keyboard would cover it (the source of that model).
    public var keyboardLift: SourceRef?
  }

  /// A reference to a source.
  public struct SourceRef: Sendable, Codable, Hashable {
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
  }

  /// The popover formc assumes (iPad).
  public struct Popover: Sendable, Codable, Hashable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// A key of ``DeviceCatalog/sources``.
    public var source: String
    /// The documented default height, checked when a verdict in the assumed popover differs.
    public var documentedHeight: Height?
  }

  /// A Stage Manager window (iPad).
  public struct Window: Sendable, Codable, Hashable {
    /// The presentation it is (`stageManagerSmall`, `stageManagerHalf`).
    public var presentation: Presentation
    /// The iOS versions that offer it on this device.
    public var os: [String]
    /// The window in portrait.
    public var portrait: Extent
    /// The window in landscape.
    public var landscape: Extent
    /// What a hardware keyboard leaves docked in a Stage Manager window.
    public var hardwareKeyboardBar: Height
    /// The source of the sizes.
    public var source: String
    /// The source of ``os``.
    public var availabilitySource: String

    /// The window's size in an orientation.
    public func size(_ orientation: Orientation) -> Extent {
      orientation == .portrait ? portrait : landscape
    }
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
    public var formSheet: FormSheet?
    /// The popover formc assumes (iPad).
    public var popover: Popover?
    /// Stage Manager windows (iPad).
    public var windows: [Window]?

    /// The figures for an orientation.
    public func figures(_ orientation: Orientation) -> OrientationFigures {
      orientation == .portrait ? portrait : landscape
    }

    /// The Stage Manager window of a presentation, when the device offers it on an iOS version.
    public func window(_ presentation: Presentation, os: String) -> Window? {
      windows?.first { $0.presentation == presentation && $0.os.contains(os) }
    }
  }

  /// A device family.
  public enum Idiom: String, Sendable, Codable, Hashable {
    /// iPhone.
    case phone
    /// iPad.
    case pad
  }

  /// The default iOS version: the newest.
  public var defaultOS: String { osVersions.last ?? "" }

  /// The source with an id, as messages name it: its title.
  public func sourceTitle(_ id: String) -> String { sources[id]?.title ?? id }

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
    guard formatVersion == 2 else {
      throw InvalidCatalog(
        description: "unsupported device catalog version \(formatVersion) (formc reads version 2)")
    }
    guard !osVersions.isEmpty, Set(osVersions).count == osVersions.count else {
      throw InvalidCatalog(description: "osVersions must list each iOS version once")
    }
    guard sources[osVersionsSource] != nil else {
      throw InvalidCatalog(
        description: "osVersionsSource names unknown source '\(osVersionsSource)'")
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
          figures.safeArea.source, figures.navigationBar.source, figures.accessoryToolbar.source,
          figures.hardwareKeyboardBar.source,
        ]
        for keyboard in figures.keyboards {
          named.append(keyboard.source)
          named += [keyboard.numberPad?.source, keyboard.phonePad?.source].compactMap { $0 }
        }
        for os in osVersions where !figures.keyboards.contains(where: { $0.os.contains(os) }) {
          throw InvalidCatalog(
            description: "device '\(device.id)' has no keyboard figures for iOS \(os)")
        }
      }
      named += [device.floatingKeyboard?.source, device.undockedKeyboard?.source]
        .compactMap { $0 }
      named += [device.formSheet?.source, device.formSheet?.keyboardLift?.source].compactMap { $0 }
      named += [device.popover?.source, device.popover?.documentedHeight?.source].compactMap { $0 }
      for window in device.windows ?? [] {
        guard window.presentation.isWindow else {
          throw InvalidCatalog(
            description:
              "device '\(device.id)' lists '\(window.presentation.rawValue)' as a window")
        }
        named += [window.source, window.availabilitySource, window.hardwareKeyboardBar.source]
      }
      for source in named where sources[source] == nil {
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
