import Foundation

/// `UIDeviceOrientation`: the physical orientation of the device (declared for the XCTest UI
/// testing stand-in's `XCUIDevice.orientation`; UIKit's `UIDevice` is not modelled).
/// https://developer.apple.com/documentation/uikit/uideviceorientation (iOS 2.0+)
public enum UIDeviceOrientation: Int, @unchecked Sendable {
  /// The orientation is not known.
  case unknown = 0
  /// Upright, the home button or indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so that the home button or indicator is on the right.
  case landscapeLeft = 3
  /// Turned so that the home button or indicator is on the left.
  case landscapeRight = 4
  /// Flat, face up.
  case faceUp = 5
  /// Flat, face down.
  case faceDown = 6
}

/// `UIInterfaceOrientationMask`: the interface orientations a view controller supports.
///
/// Apple: "Constants that specify a view controller's supported interface orientations."
/// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (iOS 6.0+)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The mask's bits.
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/init(rawvalue:)
  /// (iOS 6.0+)
  public let rawValue: UInt

  /// A mask of these bits.
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/init(rawvalue:)
  /// (iOS 6.0+)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// "The view controller supports a portrait interface orientation."
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/portrait (iOS 6.0+)
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// "The view controller supports an upside-down portrait interface orientation."
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/portraitupsidedown
  /// (iOS 6.0+)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// The interface turned with the home indicator on the right: the device turned
  /// `UIDeviceOrientation.landscapeLeft`.
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/landscaperight
  /// (iOS 6.0+)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// The interface turned with the home indicator on the left: the device turned
  /// `UIDeviceOrientation.landscapeRight`.
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/landscapeleft
  /// (iOS 6.0+)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/landscape
  /// (iOS 6.0+)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/all (iOS 6.0+)
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// "The view controller supports all but the upside-down portrait interface orientation."
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/allbutupsidedown
  /// (iOS 6.0+)
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

extension UIDeviceOrientation {
  /// The interface orientation the device's turn asks for (`nil` lying flat or unknown): the
  /// interface turns against the device, so a device turned `landscapeLeft` asks for
  /// `landscapeRight`.
  ///
  /// Apple: the device's `landscapeLeft` has "the home button on the right side", the side
  /// of the interface's `landscapeRight`
  /// (https://developer.apple.com/documentation/uikit/uideviceorientation/landscapeleft,
  /// https://developer.apple.com/documentation/uikit/uiinterfaceorientation/landscaperight).
  public var interfaceOrientationMaskDouble: UIInterfaceOrientationMask? {
    switch self {
    case .portrait: return .portrait
    case .portraitUpsideDown: return .portraitUpsideDown
    case .landscapeLeft: return .landscapeRight
    case .landscapeRight: return .landscapeLeft
    case .unknown, .faceUp, .faceDown: return nil
    }
  }
}
