import FormRuntime
import Foundation

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
