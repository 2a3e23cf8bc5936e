import Foundation
import UIKit

// The teardown of a `UIViewRepresentable` whose identity leaves the hierarchy. Not Apple API;
// each modelled rule cites Apple's documentation.

/// A represented view that can be torn down (the type-erased ``RepresentedViewBox``).
@MainActor
protocol RepresentedViewDismantling: AnyObject {
  /// Calls the representable's `dismantleUIView(_:coordinator:)` and takes its view out of the
  /// window.
  func dismantle()
}

extension RepresentedViewBox: RepresentedViewDismantling {
  /// "Cleans up the presented UIKit view (and coordinator) in anticipation of their removal",
  /// "to perform additional clean-up work related to your custom view. For example, you might use
  /// this method to remove observers or update other parts of your SwiftUI interface"
  /// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:));
  /// the protocol's "teardown process" removes "your view cleanly from your SwiftUI"
  /// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable): after it the view
  /// is no longer in the window, and the double keeps no reference to it or its coordinator.
  func dismantle() {
    Representable.dismantleUIView(view, coordinator: coordinator)
    view.removeFromSuperview()
  }
}

extension ViewGraph {
  /// Drops the storage the last update did not use (the state of views gone: "SwiftUI creates a
  /// new instance of the model object only once during the lifetime of the container that
  /// declares the state object", https://developer.apple.com/documentation/swiftui/stateobject),
  /// tearing down the represented views among it first (``RepresentedViewDismantling``), in
  /// the order their keys sort (the double's paths, parents before children).
  func dropUnusedStorage() {
    // Every key used is stored (``stored(_:create:)``): with as many stored as used, none is
    // unused (the usual update, which then sorts and copies nothing).
    guard storage.count > usedKeys.count else { return }
    let unused = storage.keys.filter { !usedKeys.contains($0) }.sorted()
    for key in unused {
      (storage[key] as? any RepresentedViewDismantling)?.dismantle()
    }
    for key in unused { storage[key] = nil }
  }

  /// Tears down every represented view (the screen is removed, ``SwiftUIHost/remove()``) and
  /// forgets them: shown again, a representable makes a new view.
  func dismantleAllRepresentedViews() {
    for key in storage.keys.sorted() {
      guard let box = storage[key] as? any RepresentedViewDismantling else { continue }
      box.dismantle()
      storage[key] = nil
    }
  }
}

extension SwiftUIHost {
  /// The UIKit views of the screen's representables in its window now
  /// (``SwiftUIHost/windowOrigin``): each from its `makeUIView(context:)` until it is
  /// dismantled.
  /// double only: the UIKit views of the screen's representables in its window now.
  public var representedViews: [UIView] { graph.hostingWindow.subviews }
}
