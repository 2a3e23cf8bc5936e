import FormRuntime
import Foundation

/// One cell of the simulation matrix: a device, an orientation, a keyboard and a presentation.
public struct Scenario: Sendable, Hashable {
  /// The device.
  public var device: DeviceCatalog.Device
  /// The orientation the keyboard is checked in.
  public var orientation: Orientation
  /// The keyboard.
  public var keyboard: KeyboardState
  /// The presentation.
  public var presentation: Presentation
  /// When set, the keyboard was shown in this orientation and the device was then rotated to
  /// ``orientation`` (only `keyboardWillChangeFrame` is posted for the new frame).
  public var rotatedFrom: Orientation?

  /// Creates a scenario.
  public init(
    device: DeviceCatalog.Device, orientation: Orientation, keyboard: KeyboardState,
    presentation: Presentation = .fullScreen, rotatedFrom: Orientation? = nil
  ) {
    self.device = device
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

  /// The presentations a device offers: form sheets and popovers on iPad.
  public static func presentations(of device: DeviceCatalog.Device) -> [Presentation] {
    Presentation.allCases.filter { presentation in
      switch presentation {
      case .fullScreen: return true
      case .formSheet: return device.formSheet != nil
      case .popover: return device.popover != nil
      }
    }
  }

  /// Every scenario of the given devices, in catalog order, then orientation, keyboard and
  /// presentation; `keyboards` (when given) keeps only those keyboard states.
  public static func matrix(
    devices: [DeviceCatalog.Device], keyboards: Set<KeyboardState>? = nil,
    orientations: Set<Orientation>? = nil
  ) -> [Scenario] {
    var result: [Scenario] = []
    for device in devices {
      for orientation in Orientation.allCases where orientations?.contains(orientation) ?? true {
        for keyboard in Self.keyboards(of: device) where keyboards?.contains(keyboard) ?? true {
          for presentation in Self.presentations(of: device) {
            result.append(
              Scenario(
                device: device, orientation: orientation, keyboard: keyboard,
                presentation: presentation))
          }
        }
      }
    }
    return result
  }

  /// How messages name the scenario: `iPhone SE (3rd generation) in landscape with the docked
  /// keyboard`.
  public var phrase: String {
    var parts = ["\(device.name) in \(orientation.rawValue)"]
    if let rotatedFrom { parts[0] += " (rotated from \(rotatedFrom.rawValue))" }
    if presentation != .fullScreen { parts.append(presentation.phrase) }
    parts.append("with \(keyboard.phrase)")
    return parts.joined(separator: " ")
  }

  /// A short label for tables: `landscape · docked` plus the presentation.
  public var shortLabel: String {
    var label = "\(orientation.rawValue) \(keyboard.rawValue)"
    if presentation != .fullScreen { label += " \(presentation.rawValue)" }
    return label
  }
}
