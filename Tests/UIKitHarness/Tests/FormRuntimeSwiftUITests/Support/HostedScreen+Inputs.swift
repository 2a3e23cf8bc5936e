import FormRuntime
import SwiftUI

@testable import GeneratedForms

extension Screens {
  /// The screen named `name`, hosted on iOS `osVersion` in a safe area of `safeArea`, with a
  /// docked keyboard of `keyboardHeight` points should one show, after an update.
  static func make(
    _ name: String, osVersion: Int, safeArea: CGSize, keyboardHeight: CGFloat
  ) -> any HostedScreen {
    let screen = make(name, osVersion: osVersion)
    screen.driver.safeAreaSize = safeArea
    screen.driver.keyboardHeight = keyboardHeight
    screen.driver.settle()
    return screen
  }
}

extension HostedScreen {
  /// The text inputs inside a `ScrollView` (those with a visible frame), in focus order, but the
  /// one focused when the screen appears.
  var scrolledTextInputs: [String] {
    keyboardInputs.filter { id in
      guard let input = driver.node(id), input.isTextInput, focused != id else { return false }
      return driver.visibleFrame(of: input) != nil
    }
  }

  /// The whole input (the view carrying the input's `id`, title and message included) around
  /// the text input node `id`.
  func wholeInput(_ id: String) -> SwiftUINode? {
    var current = driver.node(id)
    while let node = current {
      if let field = node.explicitID?.base as? any RawRepresentable, field.rawValue as? String == id
      {
        return node
      }
      current = node.parent
    }
    return nil
  }
}
