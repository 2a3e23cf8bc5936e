import Foundation

/// What the Calibration app measured on one device, iOS version and orientation, and the figures
/// of `Simulation/Devices.json` it gives.
///
/// Foundation only, so formc's tests run it on Linux and decode what it writes with the catalog's
/// own types.
public struct CalibrationMeasurement: Codable, Hashable, Sendable {
  /// Safe-area insets in points.
  public struct Insets: Codable, Hashable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the left edge.
    public var left: Double
    /// Points from the bottom edge.
    public var bottom: Double
    /// Points from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  /// The keyboards the app brings up, each by focusing a field with those traits.
  public enum Keyboard: String, Codable, CaseIterable, Sendable {
    /// The letter keyboard with the field's default traits (the predictive bar shows).
    case letters
    /// The letter keyboard for a field with autocorrection and spell checking off, which hides
    /// the predictive bar.
    case lettersWithoutSuggestions
    /// `keyboardType = .numberPad`.
    case numberPad
    /// `keyboardType = .phonePad`.
    case phonePad
  }

  /// The catalog's device id (`iphone-16`), from the `-device` launch argument, or the model.
  public var device: String
  /// The iOS version's major number (`26`).
  public var os: String
  /// `portrait` or `landscape`.
  public var orientation: String
  /// The screen's width and height in this orientation, in points.
  public var screen: [Double]
  /// The root view's safe-area insets (a full-screen view: the screen's).
  public var safeArea: Insets
  /// The navigation bar's height.
  public var navigationBar: Double
  /// A `UIToolbar`'s height after `sizeToFit()` as an input accessory view, as formc's
  /// `FormAccessoryToolbar` sizes itself.
  public var accessoryToolbar: Double?
  /// How much of the screen each docked keyboard covers (its `keyboardFrameEndUserInfoKey` frame
  /// intersected with the screen), with no input accessory view; with a hardware keyboard
  /// connected, what stays on screen. Keyed by ``Keyboard`` raw values, so the JSON is an object.
  public var keyboards: [String: Double]
  /// Whether a hardware keyboard was connected (the `-hardwareKeyboard YES` launch argument).
  public var hardwareKeyboard: Bool

  /// Creates a measurement.
  public init(
    device: String, os: String, orientation: String, screen: [Double], safeArea: Insets,
    navigationBar: Double, accessoryToolbar: Double?, keyboards: [Keyboard: Double],
    hardwareKeyboard: Bool
  ) {
    self.device = device
    self.os = os
    self.orientation = orientation
    self.screen = screen
    self.safeArea = safeArea
    self.navigationBar = navigationBar
    self.accessoryToolbar = accessoryToolbar
    self.keyboards = Dictionary(uniqueKeysWithValues: keyboards.map { ($0.key.rawValue, $0.value) })
    self.hardwareKeyboard = hardwareKeyboard
  }

  /// What a keyboard covered, when it was measured.
  public func covered(_ keyboard: Keyboard) -> Double? { keyboards[keyboard.rawValue] }

  /// The key of the catalog source the figures name: `calibration-iphone-16-ios-26`.
  public var sourceID: String { "calibration-\(device)-ios-\(os)" }

  /// The catalog source for the figures (basis `measured`).
  public func source(date: String) -> [String: String] {
    [
      "title": "Calibration app on \(device), iOS \(os)",
      "basis": "measured",
      "note":
        "Measured with formc's Calibration app on \(date): keyboardFrameEndUserInfoKey frames "
        + "intersected with the screen, safeAreaInsets, the navigation bar's height and a "
        + "UIToolbar's height after sizeToFit() as an input accessory view.",
    ]
  }

  /// The figures of one orientation in `Simulation/Devices.json`'s format, each naming
  /// ``sourceID``: what this run measured (with a hardware keyboard, the hardware keyboard bar
  /// only), so a person pastes them over the device's entry.
  ///
  /// The docked keyboard's `height` is the letter keyboard without suggestions and its
  /// `predictiveBar` what the suggestions add; the pads have no predictive bar.
  public func figures() -> [String: Any] {
    let source = sourceID
    func height(_ value: Double) -> [String: Any] { ["height": value, "source": source] }
    var figures: [String: Any] = [
      "safeArea": [
        "top": safeArea.top, "left": safeArea.left, "bottom": safeArea.bottom,
        "right": safeArea.right, "source": source,
      ],
      "navigationBar": height(navigationBar),
    ]
    if let accessoryToolbar { figures["accessoryToolbar"] = height(accessoryToolbar) }
    if hardwareKeyboard {
      figures["hardwareKeyboardBar"] = height(covered(.letters) ?? 0)
      return figures
    }
    guard let plain = covered(.lettersWithoutSuggestions) else { return figures }
    var keyboard: [String: Any] = [
      "os": [os], "height": plain,
      "predictiveBar": max(0, (covered(.letters) ?? plain) - plain), "source": source,
    ]
    if let pad = covered(.numberPad) { keyboard["numberPad"] = height(pad) }
    if let pad = covered(.phonePad) { keyboard["phonePad"] = height(pad) }
    figures["keyboards"] = [keyboard]
    return figures
  }

  /// One JSON document for the log: the raw measurement, the catalog source and the figures,
  /// keys sorted so the output is the same for the same measurement.
  public func report(date: String) throws -> String {
    let raw = try JSONSerialization.jsonObject(with: JSONEncoder().encode(self))
    let document: [String: Any] = [
      "measurement": raw,
      "sources": [sourceID: source(date: date)],
      "device": device,
      "orientation": orientation,
      "figures": figures(),
    ]
    let data = try JSONSerialization.data(
      withJSONObject: document, options: [.sortedKeys, .prettyPrinted])
    return String(decoding: data, as: UTF8.self)
  }
}
