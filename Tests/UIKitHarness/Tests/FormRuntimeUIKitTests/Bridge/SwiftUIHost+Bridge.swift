import Foundation
import UIKit

@testable import SwiftUI

// What the XCUITest bridge needs of a hosted screen (``SwiftUIScreenApplication``) beyond the
// SwiftUI double's public API, from its internals (`@testable import`, so that the double's own
// module, and all that is built on it, is not rebuilt for the bridge): a view's identity across
// updates, a tap on a realized node, a drag on a scroll container. Not Apple API.

extension SwiftUINode {
  /// The view's structural identity (its path in the tree, with explicit ids): the same view
  /// keeps it across updates, while its node is made anew at each one. Not Apple API.
  var identity: String { path }

  /// Whether the view is disabled (`disabled(_:)`: "the user can't interact with this view",
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)), or is a button,
  /// link or menu without an action. Not Apple API.
  var takesNoAction: Bool {
    isDisabled || (kind == .button && action == nil)
  }
}

extension SwiftUIHost {
  /// Taps a realized node (of ``root``, or of the keyboard toolbar or navigation bar rendered
  /// for this update), as ``tap(_:)`` taps one found by its accessibility identifier: a view off
  /// screen or under the keyboard cannot be touched (the tap records an issue and does
  /// nothing); a text input takes focus, an enabled toggle toggles, an enabled button runs its
  /// action; then ``settle()``.
  @discardableResult
  func tap(node: SwiftUINode) -> Bool {
    guard isOnScreen(node) else {
      recordOffScreenTap(node, node.identifier ?? node.path)
      return false
    }
    guard !isUnderKeyboard(node) else {
      recordCoveredTap(node, node.identifier ?? node.path)
      return false
    }
    tap(node)
    return true
  }

  /// A user's drag on a scroll container (a `ScrollView`, or a `Form`'s list) that moves its
  /// content up by `distance` (down for a negative one), within its content, and comes to rest
  /// there. When the scroll container holds the focused input, the drag is the one
  /// ``dragScrollView()`` models first: the keyboard is dismissed as the scroll view's
  /// `scrollDismissesKeyboard` mode says ("scrollable content always dismiss the keyboard on a
  /// scroll when linked against iOS 16 or later",
  /// https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)), and the
  /// drag gestures around it see it. Then ``settle()``.
  func drag(scrollView: SwiftUINode, by distance: CGFloat) {
    guard scrollView.scrollsContent else { return }
    if let focused = focusedInput, focused.enclosingScrollView?.path == scrollView.path {
      dragScrollView()
    }
    guard
      let current = root.subtree.first(where: {
        $0.path == scrollView.path && $0.scrollsContent
      })
    else { return }
    graph.contentOffsets[current.path] = graph.contentOffset(of: current) + distance
    graph.contentOffsets[current.path] = graph.contentOffset(of: current)
    settle()
  }

  /// Whether the node is a scroll container (a `ScrollView`, or a `Form`'s list). Not Apple API.
  func scrollsContent(_ node: SwiftUINode) -> Bool { node.scrollsContent }

  /// Whether something the views depend on changed since the last update (a `@State`,
  /// `@FocusState`, observed object or `@Observable` property the views read was written; the
  /// safe area, the host's move above the keyboard or a scroll that moves frames read), so that
  /// ``settle()`` would realize other views. Not Apple API.
  var needsUpdate: Bool { graph.ledger.isDirty }

  /// Whether the keyboard toolbar shows groups for the focused input (``keyboardToolbar`` is not
  /// empty), without rendering them. Not Apple API.
  var hasKeyboardToolbar: Bool { showsKeyboardToolbar }
}
