import Foundation
import UIKit

/// `UIViewRepresentable`: "A wrapper for a UIKit view that you use to integrate that view into
/// your SwiftUI view hierarchy" (iOS 13.0+) —
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
///
/// Model: the double creates the view once per identity ("SwiftUI calls this method a single
/// time when it's ready to display the view", makeUIView(context:)), calls
/// `updateUIView(_:context:)` at each update ("When the state of your app changes, SwiftUI
/// updates the portions of your interface affected by those changes"), and puts the view in the
/// host's window (``SwiftUIHost/windowOrigin``) at the frame the double lays it out at (a
/// `background`'s: the bounds of the view it is behind), so that its `window` and conversions to
/// the screen's coordinate space are a device's; when the identity leaves the hierarchy it calls
/// `dismantleUIView(_:coordinator:)` and takes the view out of the window
/// (`UIViewRepresentable+Dismantle.swift`).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of view to present —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
  associatedtype Coordinator = Void
  /// The context —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
  /// "Creates the view object and configures its initial state" —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// "Updates the state of the specified view with new information from SwiftUI" —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// "Cleans up the presented UIKit view (and coordinator) in anticipation of their removal" —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// "Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface" —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, *)
extension UIViewRepresentable {
  /// Never called: a representable has no body.
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o (iOS 13.0+)
  public var body: Never { fatalError("a UIViewRepresentable has no body") }
  /// The default does nothing.
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  /// (iOS 13.0+)
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

@available(iOS 13.0, *)
extension UIViewRepresentable where Coordinator == Void {
  /// The default coordinator: none.
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
  /// (iOS 13.0+)
  public func makeCoordinator() {}
}

/// `UIViewRepresentableContext` —
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// "The view's associated coordinator" —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
  /// "The current environment data" —
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
  public var environment: EnvironmentValues
}

/// The UIKit view of a representable and its coordinator, kept per identity (not Apple API).
@MainActor
final class RepresentedViewBox<Representable: UIViewRepresentable> {
  let view: Representable.UIViewType
  let coordinator: Representable.Coordinator
  init(view: Representable.UIViewType, coordinator: Representable.Coordinator) {
    self.view = view
    self.coordinator = coordinator
  }
}

extension ViewGraph {
  /// Renders a representable: its view, created once per identity, updated, and placed in the
  /// host's window (``SwiftUIHost/windowOrigin``) at the frame the double lays it out at.
  func renderRepresentable<R: UIViewRepresentable>(_ representable: R, _ context: RenderContext) {
    container("UIViewRepresentable", context) { inner in
      let box = stored(inner.path + ".$represented") { () -> RepresentedViewBox<R> in
        let coordinator = representable.makeCoordinator()
        let view = representable.makeUIView(
          context: UIViewRepresentableContext(
            coordinator: coordinator, environment: context.environment))
        return RepresentedViewBox(view: view, coordinator: coordinator)
      }
      placeHostingWindow()
      let window = hostingWindow
      if box.view.superview !== window { window.addSubview(box.view) }
      let size = geometryReaderSize(ignoringKeyboard: context.environment.double.ignoresKeyboard)
      box.view.frame = readerFrame(inner.parent, size: size)
      representable.updateUIView(
        box.view,
        context: UIViewRepresentableContext(
          coordinator: box.coordinator, environment: context.environment))
    }
  }
}
