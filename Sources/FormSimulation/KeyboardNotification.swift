import Foundation

/// A keyboard notification as the simulated screen posts it.
public enum KeyboardNotification: Sendable, Hashable {
  /// `keyboardWillChangeFrameNotification` with the end frame (screen coordinates).
  case willChangeFrame(CGRect)
  /// `keyboardWillShowNotification` with the end frame.
  case willShow(CGRect)

  /// The end frame.
  public var frame: CGRect {
    switch self {
    case .willChangeFrame(let frame), .willShow(let frame): return frame
    }
  }
}
