import FormRuntime
import Foundation

/// One cell of the simulation matrix: a device, an iOS version, an orientation, a keyboard, a
/// presentation, a text size and a locale.
public struct Scenario: Sendable, Hashable {
  /// The device.
  public var device: DeviceCatalog.Device
  /// The iOS version whose keyboard figures apply (an entry of ``DeviceCatalog/osVersions``).
  public var os: String
  /// The orientation the keyboard is checked in.
  public var orientation: Orientation
  /// The keyboard.
  public var keyboard: KeyboardState
  /// The presentation.
  public var presentation: Presentation
  /// When set, the keyboard was shown in this orientation and the device was then rotated to
  /// ``orientation`` (only `keyboardWillChangeFrame` is posted for the new frame).
  public var rotatedFrom: Orientation?
  /// The Dynamic Type size the layout is estimated at.
  public var textSize: TextSize
  /// The locale: which text the form shows and whether it is mirrored.
  public var locale: SimulationLocale

  /// Creates a scenario (on the standard catalog's newest iOS version unless `os` is given).
  public init(
    device: DeviceCatalog.Device, orientation: Orientation, keyboard: KeyboardState,
    presentation: Presentation = .fullScreen, rotatedFrom: Orientation? = nil,
    os: String = DeviceCatalog.standard.defaultOS, textSize: TextSize = .standard,
    locale: SimulationLocale = .source
  ) {
    self.device = device
    self.textSize = textSize
    self.locale = locale
    self.os = os
    self.orientation = orientation
    self.keyboard = keyboard
    self.presentation = presentation
    self.rotatedFrom = rotatedFrom
  }

  /// The keyboard states a device offers: phones have no undocked or floating keyboard, and an
  /// undocked keyboard of height 0 in the catalog is not offered.
  public static func keyboards(of device: DeviceCatalog.Device) -> [KeyboardState] {
    KeyboardState.allCases.filter { state in
      switch state {
      case .docked, .predictive, .hardware: return true
      case .undocked: return (device.undockedKeyboard?.height ?? 0) > 0
      case .floating: return (device.floatingKeyboard?.height ?? 0) > 0
      }
    }
  }

  /// The presentations a device offers on an iOS version: form sheets and popovers on iPad, and
  /// the Stage Manager windows of the versions that offer Stage Manager on it.
  public static func presentations(of device: DeviceCatalog.Device, os: String) -> [Presentation] {
    Presentation.allCases.filter { presentation in
      switch presentation {
      case .fullScreen: return true
      case .formSheet: return device.formSheet != nil
      case .popover: return device.popover != nil
      case .stageManagerSmall, .stageManagerHalf:
        return device.window(presentation, os: os) != nil
      }
    }
  }

  /// Every scenario of the given devices, in catalog order, then iOS version, text size, locale,
  /// orientation, keyboard and presentation; `keyboards` and `orientations` (when given) keep only
  /// those, `osVersions` defaults to the standard catalog's newest, `textSizes` to the default
  /// size and `locales` to the spec's text.
  public static func matrix(
    devices: [DeviceCatalog.Device], keyboards: Set<KeyboardState>? = nil,
    orientations: Set<Orientation>? = nil,
    osVersions: [String] = [DeviceCatalog.standard.defaultOS],
    textSizes: [TextSize] = [.standard], locales: [SimulationLocale] = [.source]
  ) -> [Scenario] {
    var result: [Scenario] = []
    for device in devices {
      for os in osVersions {
        for textSize in textSizes {
          for locale in locales {
            for orientation in Orientation.allCases
            where orientations?.contains(orientation) ?? true {
              for keyboard in Self.keyboards(of: device)
              where keyboards?.contains(keyboard) ?? true {
                for presentation in Self.presentations(of: device, os: os) {
                  result.append(
                    Scenario(
                      device: device, orientation: orientation, keyboard: keyboard,
                      presentation: presentation, os: os, textSize: textSize, locale: locale))
                }
              }
            }
          }
        }
      }
    }
    return result
  }

  /// The system's name with the version: `iOS 26`, or `iPadOS 26` on iPad.
  public var systemName: String { (device.idiom == .pad ? "iPadOS " : "iOS ") + os }

  /// How messages name the scenario: `iPhone SE (3rd generation) on iOS 26 in landscape with the
  /// docked keyboard`, then the text size and the locale when they are not the defaults.
  public var phrase: String {
    var parts = ["\(device.name) on \(systemName) in \(orientation.rawValue)"]
    if let rotatedFrom { parts[0] += " (rotated from \(rotatedFrom.rawValue))" }
    if presentation != .fullScreen { parts.append(presentation.phrase) }
    parts.append("with \(keyboard.phrase)")
    return (parts + textPhrases).joined(separator: " ")
  }

  /// The text size and locale phrases, for those that are not the defaults.
  var textPhrases: [String] {
    var parts: [String] = []
    if textSize != .standard { parts.append(textSize.phrase) }
    if locale != .source { parts.append(locale.phrase) }
    return parts
  }

  /// How messages name the screen without the keyboard: `iPad (10th generation) on iPadOS 26 in
  /// landscape in a popover`.
  public var screenPhrase: String {
    var parts = ["\(device.name) on \(systemName) in \(orientation.rawValue)"]
    if let rotatedFrom { parts[0] += " (rotated from \(rotatedFrom.rawValue))" }
    if presentation != .fullScreen { parts.append(presentation.phrase) }
    return (parts + textPhrases).joined(separator: " ")
  }

  /// A short label for tables: `landscape · docked` plus the presentation.
  public var shortLabel: String {
    var label = "\(orientation.rawValue) \(keyboard.rawValue)"
    if presentation != .fullScreen { label += " \(presentation.rawValue)" }
    return label
  }
}
