#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI
  import UIKit

  /// A UIKit view in the background of the screen's content, for its window: the keyboard's
  /// frame is "in the screen's coordinate space", which "might be different when your app isn't
  /// full screen, such as in Split View, Slide Over, and Stage Manager. This means you need to
  /// account for this difference by converting the keyboard's frame from the screen's coordinate
  /// space to that of your views"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
  /// SwiftUI has no coordinate space of the screen (its global space is "at the root of the view
  /// hierarchy", https://developer.apple.com/documentation/swiftui/coordinatespace/global), so
  /// a UIKit view, "a wrapper for a UIKit view that you use to integrate that view into your
  /// SwiftUI view hierarchy" (https://developer.apple.com/documentation/swiftui/uiviewrepresentable),
  /// converts it. Laid out in the bounds of the content it is behind
  /// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)),
  /// its coordinates are the content's; it takes no touches (a plain view is no
  /// accessibility element).
  @available(iOS 15.0, *)
  struct FormKeyboardFrameAnchor: UIViewRepresentable {
    /// The observer the view is given to.
    let observer: FormFloatingKeyboardObserver

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      observer.anchor = view
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      observer.anchor = uiView
    }
  }

  extension FormFloatingKeyboardObserver {
    /// A keyboard frame in the screen's coordinate space, in the global coordinates of the
    /// content whose global frame is `contentFrame`: converted into the anchor's coordinates
    /// (the content's) with the screen's `coordinateSpace`
    /// (`UICoordinateSpace.convert(_:from:)`, the conversion Apple's
    /// keyboardFrameEndUserInfoKey page shows), then moved by the
    /// content's global origin. Without the anchor in a window the frame is taken as it is (a
    /// full-screen window, whose space is the screen's).
    func globalFrame(ofScreenFrame frame: CGRect, contentFrame: CGRect) -> CGRect {
      guard let anchor, let window = anchor.window else { return frame }
      let local = anchor.convert(frame, from: window.screen.coordinateSpace)
      return local.offsetBy(dx: contentFrame.minX, dy: contentFrame.minY)
    }

    /// The bounds of the window showing the screen in the content's global coordinates, as
    /// ``globalFrame(ofScreenFrame:contentFrame:)`` places the anchor (`convert(_:from:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-4ddxu); the
    /// content's frame without a window (not on screen yet).
    func globalWindowBounds(contentFrame: CGRect) -> CGRect {
      guard let anchor, let window = anchor.window else { return contentFrame }
      return anchor.convert(window.bounds, from: window)
        .offsetBy(dx: contentFrame.minX, dy: contentFrame.minY)
    }
  }
#endif
