#if canImport(XCTest) && canImport(UIKit)
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// The activity a step runs in, and whether its failure evidence is attached yet.
    @MainActor
    final class Evidence {
      let activity: any XCTActivity
      let app: XCUIApplication
      var isAttached = false

      init(activity: any XCTActivity, app: XCUIApplication) {
        self.activity = activity
        self.app = app
      }
    }

    /// The innermost running step's activity (``activity(_:in:_:)``), which a failure
    /// (``fail(_:file:line:)``) attaches its evidence to.
    static var evidence: Evidence? { currentEvidence.last }

    /// The running steps' activities, outermost first.
    private static var currentEvidence: [Evidence] = []

    /// Runs `body` as a named step of the test (`XCTContext.runActivity`, shown in Xcode's test
    /// report); a failure inside it (``fail(_:file:line:)``) first attaches to the step a
    /// screenshot, the element tree and the frames of the keyboard, its toolbar and the inputs.
    /// Returns what `body` returns.
    func activity<Result>(
      _ name: String, in app: XCUIApplication, _ body: () throws -> Result
    ) rethrows -> Result {
      try XCTContext.runActivity(named: name) { activity in
        Self.currentEvidence.append(Evidence(activity: activity, app: app))
        defer { Self.currentEvidence.removeLast() }
        return try body()
      }
    }

    /// Fails the test with `message`, after attaching the evidence to the running step's
    /// activity: with `continueAfterFailure` off, as the generated tests set it, XCTest stops
    /// the test at the failure, so nothing after it runs.
    func fail(_ message: String, file: StaticString, line: UInt) {
      attachEvidenceToCurrentStep()
      XCTFail(message, file: file, line: line)
    }

    /// Attaches the evidence to the running step's activity, once: before a failure that XCTest
    /// records itself (an accessibility audit's issue).
    func attachEvidenceToCurrentStep() {
      guard let evidence = Self.evidence, !evidence.isAttached else { return }
      evidence.isAttached = true
      attachEvidence(to: evidence.activity, in: evidence.app)
    }

    /// Keeps what a failed step saw with it: a screenshot, the element tree, and the frames of
    /// the keyboard, its toolbar and the inputs.
    func attachEvidence(to activity: any XCTActivity, in app: XCUIApplication) {
      let screenshot = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
      screenshot.name = "screen"
      let tree = XCTAttachment(string: app.debugDescription)
      tree.name = "element tree"
      var frames = ["screen \(app.frame)", "keyboard top \(keyboardTop(in: app))"]
      let keyboard = app.keyboards.firstMatch
      if keyboard.exists { frames.append("keyboard \(keyboard.frame)") }
      for toolbar in toolbars(in: app) { frames.append("keyboard toolbar \(toolbar.frame)") }
      let inputs = app.descendants(matching: .any).matching(
        NSPredicate { object, _ in
          MainActor.assumeIsolated {
            guard let element = object as? any XCUIElementAttributes else { return false }
            return [.textField, .secureTextField, .textView].contains(element.elementType)
          }
        })
      for input in inputs.allElementsBoundByIndex {
        frames.append("'\(input.identifier)' \(input.frame)")
      }
      let geometry = XCTAttachment(string: frames.joined(separator: "\n"))
      geometry.name = "frames"
      for attachment in [screenshot, tree, geometry] {
        attachment.lifetime = .keepAlways
        activity.add(attachment)
      }
    }
  }
#endif
