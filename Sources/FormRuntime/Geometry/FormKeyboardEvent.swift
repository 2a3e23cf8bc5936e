import Foundation

/// What a keyboard frame notification says: where the keyboard ends up and how it gets there.
///
/// Parsed from the notification's user info, so it can cross into main-actor code as a plain value.
public struct FormKeyboardEvent: Sendable, Hashable {
  /// The user-info key of the keyboard's end frame (`UIResponder.keyboardFrameEndUserInfoKey`).
  public static let frameEndKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard's start frame (`UIResponder.keyboardFrameBeginUserInfoKey`).
  static let frameBeginKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the animation duration (`UIResponder.keyboardAnimationDurationUserInfoKey`).
  public static let durationKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation curve (`UIResponder.keyboardAnimationCurveUserInfoKey`).
  public static let curveKey = "UIKeyboardAnimationCurveUserInfoKey"

  /// The keyboard's frame at the end of the change, in screen coordinates.
  public var endFrame: CGRect
  /// The animation's duration in seconds (0 applies the change without animating).
  public var duration: TimeInterval
  /// The animation curve, a `UIView.AnimationCurve` raw value (the keyboard uses the private 7).
  public var curve: Int

  /// Creates an event.
  public init(endFrame: CGRect, duration: TimeInterval, curve: Int) {
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
  }

  /// Parses a notification's user info; `nil` when it has no end frame.
  ///
  /// The end frame may be an `NSValue` (as UIKit posts it) or a `CGRect`. A missing or invalid
  /// duration is 0 and a missing curve is 0 (ease in, ease out).
  public init?(userInfo: [AnyHashable: Any]) {
    guard let frameValue = Self.value(Self.frameEndKey, in: userInfo),
      let frame = Self.rect(from: frameValue)
    else { return nil }
    let duration = Self.value(Self.durationKey, in: userInfo).flatMap(Self.double(from:)) ?? 0
    let curve = Self.value(Self.curveKey, in: userInfo).flatMap(Self.int(from:)) ?? 0
    self.init(
      endFrame: frame, duration: duration.isFinite ? max(0, duration) : 0, curve: curve)
  }

  /// The `UIView.AnimationOptions` raw value that animates with this event's curve.
  public var animationOptions: UInt { FormKeyboardGeometry.animationOptions(curve: curve) }

  /// The value under a key that may be a `String` or an `NSString` (which hash alike on Apple
  /// platforms, not on Linux).
  static func value(_ key: String, in userInfo: [AnyHashable: Any]) -> Any? {
    userInfo[AnyHashable(key)] ?? userInfo[AnyHashable(NSString(string: key))]
  }

  /// A rectangle from a user-info value: a `CGRect`, or an `NSValue` holding one.
  static func rect(from value: Any) -> CGRect? {
    // On Apple platforms an NSValue holding a CGRect bridges to CGRect (SE-0139).
    if let rect = value as? CGRect { return rect }
    #if !canImport(Darwin)
      if let boxed = value as? NSValue, !(value is NSNumber),
        String(cString: boxed.objCType) == String(cString: NSValue(rect: .zero).objCType)
      {
        return boxed.rectValue
      }
    #endif
    return nil
  }

  /// A number from a user-info value: a `Double`, an `Int` or an `NSNumber`.
  static func double(from value: Any) -> Double? {
    switch value {
    case let number as Double: return number
    case let number as Int: return Double(number)
    case let number as NSNumber: return number.doubleValue
    default: return nil
    }
  }

  /// An integer from a user-info value: an `Int`, a `UInt` or an `NSNumber`.
  static func int(from value: Any) -> Int? {
    switch value {
    case let number as Int: return number
    case let number as UInt: return Int(exactly: number)
    case let number as NSNumber: return number.intValue
    default: return nil
    }
  }
}
