import FormRuntime
import Foundation

/// A device orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}

/// What the keyboard looks like on screen.
public enum KeyboardState: String, Sendable, Hashable, CaseIterable, Codable {
  /// The docked keyboard without the predictive bar.
  case docked
  /// The docked keyboard with the predictive bar.
  case predictive
  /// A hardware keyboard: only the accessory toolbar (and on iPad the shortcuts bar) on screen.
  case hardware
  /// An undocked or split iPad keyboard, raised off the screen's bottom.
  case undocked
  /// The floating iPad keyboard.
  case floating

  /// How messages name it.
  public var phrase: String {
    switch self {
    case .docked: return "the docked keyboard"
    case .predictive: return "the docked keyboard with the predictive bar"
    case .hardware: return "a hardware keyboard"
    case .undocked: return "the undocked keyboard"
    case .floating: return "the floating keyboard"
    }
  }
}

/// How the form's screen is shown.
public enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
  /// The whole screen.
  case fullScreen
  /// A centred iPad form sheet.
  case formSheet
  /// An iPad popover hanging from a bar button at the top right.
  case popover

  /// How messages name it ("" for full screen).
  public var phrase: String {
    switch self {
    case .fullScreen: return ""
    case .formSheet: return "as a form sheet"
    case .popover: return "in a popover"
    }
  }
}

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

/// The screen of a scenario: where the form's view is, its safe area and bars, and the keyboard.
public struct ScreenGeometry: Sendable, Hashable {
  /// The screen's bounds (origin zero).
  public var screenBounds: CGRect
  /// The form's root view in screen coordinates.
  public var viewFrame: CGRect
  /// The root view's safe-area insets (the screen's, clipped to the view).
  public var safeArea: FormEdgeInsets
  /// The navigation bar's height below the top safe area.
  public var navigationBar: CGFloat
  /// The keyboard's end frame in screen coordinates, `nil` when nothing is on screen.
  public var keyboardFrame: CGRect?

  /// The geometry of a scenario for a form with or without the accessory toolbar.
  ///
  /// - Full screen: the view is the screen.
  /// - Form sheet: the catalog's size, centred on the screen (UIKit may raise a sheet; formc checks
  ///   the centred position, which the keyboard covers most).
  /// - Popover: the catalog's size, 8 points from the right edge, its top 13 points (the arrow)
  ///   below the navigation bar, shortened to end above the bottom safe area.
  /// - Keyboards: docked ones span the screen's width at its bottom, their height plus the toolbar;
  ///   a hardware keyboard leaves the toolbar and shortcuts bar above the bottom safe area; undocked
  ///   and floating ones sit `bottomMargin` above the bottom.
  public init(
    scenario: Scenario, toolbarHeight: CGFloat, orientation: Orientation? = nil
  ) {
    let orientation = orientation ?? scenario.orientation
    let device = scenario.device
    let figures = device.figures(orientation)
    let portrait = CGSize(width: device.screen.width, height: device.screen.height)
    let size =
      orientation == .portrait ? portrait : CGSize(width: portrait.height, height: portrait.width)
    let screen = CGRect(origin: .zero, size: size)
    let screenSafe = FormEdgeInsets(
      top: figures.safeArea.top, left: figures.safeArea.left, bottom: figures.safeArea.bottom,
      right: figures.safeArea.right)
    screenBounds = screen
    navigationBar = figures.navigationBar.height
    switch scenario.presentation {
    case .fullScreen:
      viewFrame = screen
    case .formSheet:
      let sheet = device.formSheet.map { CGSize(width: $0.width, height: $0.height) } ?? size
      let width = min(sheet.width, size.width)
      let height = min(sheet.height, size.height - screenSafe.vertical)
      viewFrame = CGRect(
        x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
        width: width, height: height)
    case .popover:
      let popover = device.popover.map { CGSize(width: $0.width, height: $0.height) } ?? size
      let top = screenSafe.top + figures.navigationBar.height + 13
      let width = min(popover.width, size.width - 16)
      let height = min(popover.height, size.height - screenSafe.bottom - top)
      viewFrame = CGRect(x: size.width - width - 8, y: top, width: width, height: height)
    }
    safeArea = FormEdgeInsets(
      top: max(0, screenSafe.top - viewFrame.minY),
      left: max(0, screenSafe.left - viewFrame.minX),
      bottom: max(0, viewFrame.maxY - (size.height - screenSafe.bottom)),
      right: max(0, viewFrame.maxX - (size.width - screenSafe.right)))
    keyboardFrame = Self.keyboardFrame(
      scenario.keyboard, device: device, figures: figures, screen: size,
      toolbarHeight: toolbarHeight)
  }

  /// The keyboard's frame in screen coordinates, `nil` when nothing is on screen.
  public static func keyboardFrame(
    _ state: KeyboardState, device: DeviceCatalog.Device,
    figures: DeviceCatalog.OrientationFigures, screen: CGSize, toolbarHeight: CGFloat
  ) -> CGRect? {
    func docked(_ height: CGFloat) -> CGRect? {
      height > 0
        ? CGRect(x: 0, y: screen.height - height, width: screen.width, height: height) : nil
    }
    switch state {
    case .docked:
      return docked(figures.keyboard.height + toolbarHeight)
    case .predictive:
      return docked(figures.keyboard.height + figures.keyboard.predictiveBar + toolbarHeight)
    case .hardware:
      let bars = figures.hardwareKeyboardBar.height + toolbarHeight
      return bars > 0 ? docked(bars + figures.safeArea.bottom) : nil
    case .undocked, .floating:
      guard
        let raised = state == .undocked ? device.undockedKeyboard : device.floatingKeyboard,
        raised.height > 0
      else { return nil }
      let height = raised.height + toolbarHeight
      let width = min(raised.width ?? screen.width, screen.width)
      return CGRect(
        x: ((screen.width - width) / 2).rounded(),
        y: screen.height - raised.bottomMargin - height, width: width, height: height)
    }
  }

  /// The root view's bounds.
  public var viewBounds: CGRect { CGRect(origin: .zero, size: viewFrame.size) }
}
