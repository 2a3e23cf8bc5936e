import FormRuntime
import Foundation

/// The screen of a scenario: where the form's view is, its safe area and bars, and the keyboard.
public struct ScreenGeometry: Sendable, Hashable {
  /// Which figures a geometry uses where the catalog's rest on an assumption.
  public enum Variant: Sendable, Hashable {
    /// The catalog's figures and models: the form sheet lifted as iPadOS lifts it, the popover
    /// at the assumed height.
    case assumed
    /// The form sheet left centred, as if iPadOS did not lift it.
    case centredSheet
    /// The popover at Apple's documented default height (clamped to the screen).
    case documentedPopover
  }

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
  /// The accessory toolbar's height (0 when the form has none, or no keyboard is shown).
  public var toolbarHeight: CGFloat
  /// The keyboard the focused input brings up.
  public var keyboardKind: KeyboardKind
  /// The predictive bar's height inside ``keyboardFrame`` (0 when it does not show).
  public var predictiveBar: CGFloat
  /// The sources of the assumptions this geometry rests on (keys of ``DeviceCatalog/sources``
  /// whose basis is ``DeviceCatalog/Basis/assumption``).
  public var assumptions: [String]

  /// The geometry of a scenario for a form with or without the accessory toolbar.
  ///
  /// - Full screen: the view is the screen.
  /// - Form sheet: the catalog's size, centred on the screen; when the keyboard would cover it,
  ///   lifted until its bottom meets the keyboard's top, no higher than the top safe area (the
  ///   catalog's `keyboardLift` model; ``Variant/centredSheet`` leaves it centred).
  /// - Popover: the catalog's size, 8 points from the right edge, its top 13 points (the arrow)
  ///   below the navigation bar, shortened to end above the bottom safe area.
  /// - Stage Manager windows: the catalog's size; the small one centred in the safe area, the
  ///   half one at the left edge between the safe areas.
  /// - Keyboards: docked ones span the screen's width at its bottom, their height plus the
  ///   toolbar (a pad's own height on iPhone, without the predictive bar); a hardware keyboard
  ///   leaves the toolbar and any docked bar above the bottom safe area; undocked and floating ones
  ///   sit `bottomMargin` above the bottom. With `showsKeyboard` false nothing is on screen.
  public init(
    scenario: Scenario, toolbar: Bool, keyboardKind: KeyboardKind = .letters,
    orientation: Orientation? = nil, variant: Variant = .assumed, showsKeyboard: Bool = true
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
    let window = device.window(scenario.presentation, os: scenario.os)
    toolbarHeight = toolbar && showsKeyboard ? figures.accessoryToolbar.height : 0
    let kind = figures.keyboard(os: scenario.os).map { figures in
      keyboardKind == .numberPad && figures.numberPad != nil
        || keyboardKind == .phonePad && figures.phonePad != nil ? keyboardKind : .letters
    }
    self.keyboardKind = kind ?? .letters
    let keyboard =
      showsKeyboard
      ? Self.keyboardFrame(
        scenario.keyboard, device: device, figures: figures, os: scenario.os, screen: size,
        toolbarHeight: toolbarHeight, kind: self.keyboardKind,
        hardwareBar: window?.hardwareKeyboardBar.height) : nil
    keyboardFrame = keyboard?.frame
    predictiveBar = keyboard?.predictiveBar ?? 0
    var assumptions: [String] = []
    switch scenario.presentation {
    case .fullScreen:
      viewFrame = screen
    case .formSheet:
      let sheet = device.formSheet.map { CGSize(width: $0.width, height: $0.height) } ?? size
      let width = min(sheet.width, size.width)
      let height = min(sheet.height, size.height - screenSafe.vertical)
      var frame = CGRect(
        x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
        width: width, height: height)
      if variant != .centredSheet, let lift = device.formSheet?.keyboardLift,
        let docked = keyboard.flatMap({
          FormKeyboardGeometry.dockedKeyboardFrame($0.frame, screenBounds: screen)
        }),
        docked.minY < frame.maxY
      {
        frame.origin.y = max(screenSafe.top, min(frame.minY, docked.minY - height))
        assumptions.append(lift.source)
      }
      viewFrame = frame
    case .popover:
      let top = screenSafe.top + figures.navigationBar.height + 13
      let assumed = device.popover.map { CGSize(width: $0.width, height: $0.height) } ?? size
      let documented = device.popover?.documentedHeight?.height
      let popover =
        variant == .documentedPopover && documented != nil
        ? CGSize(width: assumed.width, height: documented ?? assumed.height) : assumed
      let width = min(popover.width, size.width - 16)
      let height = min(popover.height, size.height - screenSafe.bottom - top)
      viewFrame = CGRect(x: size.width - width - 8, y: top, width: width, height: height)
      if variant != .documentedPopover, let source = device.popover?.source {
        assumptions.append(source)
      }
    case .stageManagerSmall, .stageManagerHalf:
      let extent = window?.size(orientation)
      let width = min(extent?.width ?? size.width, size.width)
      let height = min(extent?.height ?? size.height, size.height - screenSafe.vertical)
      let x =
        scenario.presentation == .stageManagerHalf ? 0 : ((size.width - width) / 2).rounded()
      let y =
        scenario.presentation == .stageManagerHalf
        ? screenSafe.top
        : (screenSafe.top + (size.height - screenSafe.vertical - height) / 2).rounded()
      viewFrame = CGRect(x: x, y: y, width: width, height: height)
      if let window { assumptions.append(window.source) }
    }
    safeArea = FormEdgeInsets(
      top: max(0, screenSafe.top - viewFrame.minY),
      left: max(0, screenSafe.left - viewFrame.minX),
      bottom: max(0, viewFrame.maxY - (size.height - screenSafe.bottom)),
      right: max(0, viewFrame.maxX - (size.width - screenSafe.right)))
    self.assumptions = assumptions
  }

  /// The keyboard's frame in screen coordinates and the predictive bar inside it, `nil` when
  /// nothing is on screen.
  public static func keyboardFrame(
    _ state: KeyboardState, device: DeviceCatalog.Device,
    figures: DeviceCatalog.OrientationFigures, os: String, screen: CGSize, toolbarHeight: CGFloat,
    kind: KeyboardKind = .letters, hardwareBar: Double? = nil
  ) -> (frame: CGRect, predictiveBar: CGFloat)? {
    func docked(_ height: CGFloat, bar: CGFloat = 0) -> (CGRect, CGFloat)? {
      height > 0
        ? (CGRect(x: 0, y: screen.height - height, width: screen.width, height: height), bar)
        : nil
    }
    let keyboard = figures.keyboard(os: os)
    let pad: CGFloat? =
      switch kind {
      case .letters: nil
      case .numberPad: keyboard?.numberPad.map { CGFloat($0.height) }
      case .phonePad: keyboard?.phonePad.map { CGFloat($0.height) }
      }
    let letters = CGFloat(keyboard?.height ?? 0)
    let bar = CGFloat(keyboard?.predictiveBar ?? 0)
    switch state {
    case .docked:
      return docked((pad ?? letters) + toolbarHeight)
    case .predictive:
      // Pads have no predictive bar.
      if let pad { return docked(pad + toolbarHeight) }
      return docked(letters + bar + toolbarHeight, bar: bar)
    case .hardware:
      let bars = (hardwareBar ?? figures.hardwareKeyboardBar.height) + toolbarHeight
      return bars > 0 ? docked(bars + figures.safeArea.bottom) : nil
    case .undocked, .floating:
      guard
        let raised = state == .undocked ? device.undockedKeyboard : device.floatingKeyboard,
        raised.height > 0
      else { return nil }
      let height = raised.height + toolbarHeight
      let width = min(raised.width ?? screen.width, screen.width)
      return (
        CGRect(
          x: ((screen.width - width) / 2).rounded(),
          y: screen.height - raised.bottomMargin - height, width: width, height: height), 0
      )
    }
  }

  /// The root view's bounds.
  public var viewBounds: CGRect { CGRect(origin: .zero, size: viewFrame.size) }
}
