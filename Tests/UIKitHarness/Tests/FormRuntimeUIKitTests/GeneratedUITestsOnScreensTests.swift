import FormRuntime
import FormUITesting
import Testing
import UIKit
import XCTest

@testable import GeneratedForms

/// The generated UI tests of `Specs/` run as written against the forms' UIKit screens on the UIKit
/// double (``UIKitScreenApplication``): the screens' views, FormRuntime's keyboard controller and
/// the double's keyboard, not a model of them. Every test of a form with a screen passes, except
/// those listed in ``knownFailures`` with the reason; a listed test that passes, or fails saying
/// something else, fails here, so the list stays true.
@MainActor
@Suite(.serialized)
struct GeneratedUITestsOnScreensTests {
  /// Runs each test of `form` on a new app; the outcomes, by test.
  func outcomes(
    _ form: String, app: (@MainActor () -> UIKitScreenApplication)? = nil
  ) -> [(test: String, outcome: GeneratedUITestCase.Outcome)] {
    guard let make = app ?? UIKitScreenApplication.screens[form] else { return [] }
    return GeneratedUITestCase.all.filter { $0.form == form }.map {
      ($0.description, $0.run(on: make()))
    }
  }

  /// The tests that fail on the screens: what their first failure says, and why.
  static let knownFailures: [String: (says: String, why: String)] = [:]

  @Test(
    "each form's generated UI tests pass on its UIKit screen, but for the known failures",
    arguments: UIKitScreenApplication.screenForms)
  func form(_ form: String) {
    #expect(UIKitScreenApplication.screens.keys.sorted() == UIKitScreenApplication.screenForms)
    let results = outcomes(form)
    #expect(!results.isEmpty)
    for (test, outcome) in results {
      guard let known = Self.knownFailures[test] else {
        #expect(outcome == .passed, "\(test): \(outcome)")
        continue
      }
      guard case .failed(let messages) = outcome else {
        Issue.record("\(test) is listed as failing (\(known.why)) but \(outcome)")
        continue
      }
      #expect(messages[0].contains(known.says), "\(test): \(messages[0])")
    }
  }
}

extension GeneratedUITestsOnScreensTests {
  @Test(
    "a screen that handles Return on 'username' itself, moving to 'bio', fails ProfileEditor's walks, saying so"
  )
  func wrongReturnTargetInTheScreen() {
    // The app model runs FormRuntime's session and has no screen: a screen's own delegate is
    // nothing it can see, and ProfileEditor's tests pass on it (`GeneratedUITestsTests`).
    let broken: @MainActor () -> UIKitScreenApplication = {
      let app = UIKitScreenApplication.showing("ProfileEditor", ProfileEditorScreen.init)
      app.didLaunch = { [unowned app] screen in
        guard let screen = screen as? ProfileEditorScreen else { return }
        // A delegate in front of FormRuntime's that sends Return to a fixed input, not the next
        // one (a wrong Next target, as hand-wired Return handling has).
        let delegate = SeededTextFieldDelegate(on: screen.username)
        let target = screen.bio
        delegate.onReturn = { _ in
          _ = target.becomeFirstResponder()
          return false
        }
        app.kept.append(delegate)
      }
      return app
    }
    let correct = outcomes("ProfileEditor")
    #expect(correct.allSatisfy { $0.outcome == .passed }, "\(correct)")
    var caught: [String] = []
    for (test, outcome) in outcomes("ProfileEditor", app: broken) {
      guard case .failed(let messages) = outcome else { continue }
      #expect(
        messages[0] == "Return on 'username' moved focus to 'bio', skipping 'website'",
        "\(test): \(messages[0])")
      caught.append(test)
    }
    // Every walk in which the username is enabled presses Return on it (the odd states, the new
    // profile's 3 and 7 too); in the even ones the app locks the username (`usernameLocked`),
    // so Next passes over it and no walk presses its Return. The growing bio test walks to 'bio'
    // only.
    #expect(
      caught == [
        "ProfileEditor.testState1", "ProfileEditor.testState3", "ProfileEditor.testState5",
        "ProfileEditor.testState7", "ProfileEditor.testState1InLandscape",
        "ProfileEditor.testState1FromTheTop", "ProfileEditor.testGrowingBio",
      ])
  }
}
