#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Checks, after a state's walk (its values all given), that each label and button with a
    /// `visibleWhen` the state shows exists (found by its exact identifier, waiting for it), and
    /// that each one it hides does not: a hidden view is not in the element tree. A failure names
    /// what makes the state (``FormUIState/when``). Returns whether they did.
    @discardableResult
    public func checkNodes(
      _ state: FormUIState, in app: XCUIApplication, file: StaticString = #filePath,
      line: UInt = #line
    ) -> Bool {
      guard !state.shownNodes.isEmpty || !state.hiddenNodes.isEmpty else { return true }
      let stateText = state.when.isEmpty ? "in this state" : "in this state (\(state.when))"
      let names =
        state.shownNodes.map { "'\($0)' shown" } + state.hiddenNodes.map { "'\($0)' hidden" }
      return activity(names.joined(separator: ", "), in: app) {
        for id in state.shownNodes {
          let node = element(.any, FormAccessibilityIdentifier.node(id), in: app)
          guard node.waitForExistence(timeout: timeout) else {
            fail(
              "'\(id)' is not on screen \(stateText), where its 'visibleWhen' holds",
              file: file, line: line)
            return false
          }
        }
        for id in state.hiddenNodes {
          let node = element(.any, FormAccessibilityIdentifier.node(id), in: app)
          guard node.wait(for: \.exists, toEqual: false, timeout: timeout) else {
            fail(
              "'\(id)' shows \(stateText), where its 'visibleWhen' does not hold (it is "
                + "never hidden)", file: file, line: line)
            return false
          }
        }
        return true
      }
    }
  }
#endif
