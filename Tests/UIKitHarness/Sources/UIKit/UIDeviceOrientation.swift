import Foundation

/// `UIDeviceOrientation`: the physical orientation of the device (declared for the XCTest UI
/// testing stand-in's `XCUIDevice.orientation`; UIKit's `UIDevice` is not modelled).
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
