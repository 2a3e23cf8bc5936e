import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The test plan's iPad floating-keyboard configuration tests something: the app model runs on
/// an iPad whose keyboard floats — small, where the user left it, not covering the screen's
/// bottom — so the walk judges inputs against that keyboard (``FormUIWalk/keyboardMayFloat``),
/// and an app that takes the floating keyboard for a docked one fails only there.
@Suite(.serialized)
@MainActor
struct FloatingKeyboardTests {
  /// The app model of `SignUp` on an iPad whose keyboard floats, launched.
  func iPadApp(defects: Set<AppDefect> = []) -> FormAppModel<SignUpForm> {
    var settings = SimulatorSettings()
    settings.device = .iPad
    settings.keyboardFloats = true
    let app = FormAppModel(
      name: "SignUp", make: SignUpForm.init, defects: defects, settings: settings)
    app.launch(arguments: ["-formc-form", "SignUp"], environment: [:])
    return app
  }

  func frame(_ id: String, _ type: XCUIElement.ElementType, in app: FormAppModel<SignUpForm>)
    -> CGRect?
  {
    app.elements.first { $0.identifier == id && $0.elementType == type }?.frame
      ?? app.elements.first { $0.elementType == type && id.isEmpty }?.frame
  }

  @Test(
    "on an iPad whose keyboard floats the keyboard is small and clear of the screen's bottom, the toolbar on top of it, and the app insets nothing for it"
  )
  func floatingKeyboardGeometry() throws {
    let app = iPadApp()
    #expect(app.screenBounds.size == CGSize(width: 1032, height: 1376))
    let before = try #require(frame("email", .textField, in: app))
    let first = try #require(app.elements.first { $0.identifier == "givenName" })
    app.tap(first.handle)
    let keyboard = try #require(frame("", .keyboard, in: app))
    #expect(keyboard.width == 320)
    #expect(keyboard.maxY < app.screenBounds.maxY - 1)
    let toolbar = try #require(frame("", .toolbar, in: app))
    #expect(toolbar.maxY == keyboard.minY && toolbar.width == keyboard.width)
    // Nothing moved for the keyboard: FormRuntime insets nothing for a keyboard that does not
    // reach the screen's bottom.
    #expect(frame("email", .textField, in: app) == before)
  }

  /// The first failure of each generated test that failed in a test plan configuration.
  func failures(in name: String, defects: Set<AppDefect>) throws -> [(String, String)] {
    let configuration = try TestPlanTests.configuration(named: name)
    return TestPlanTests().outcomes(in: configuration, defects: defects).compactMap {
      guard case .failed(let messages) = $0.outcome else { return nil }
      return ($0.test, messages[0])
    }
  }

  @Test(
    "an app that insets by the keyboard's height, floating or not, passes the docked configurations and, in the iPad floating-keyboard one, moves Checkout's inputs onto the keyboard's toolbar"
  )
  func insetsForFloatingKeyboard() throws {
    let upright = try failures(in: "Upright", defects: [.insetsForFloatingKeyboard])
    #expect(upright.isEmpty, "\(upright)")
    let floating = try failures(in: "iPad", defects: [.insetsForFloatingKeyboard])
    // The tests the right app fails there (wholly behind the keyboard, not hittable) fail
    // otherwise: the broken app scrolled the input above where a docked keyboard of that height
    // would start, which is onto the floating keyboard's toolbar.
    let known = TestPlanTests.knownFailures["iPad, floating keyboard"] ?? [:]
    #expect(Set(floating.map(\.0)) == Set(known.keys), "\(floating)")
    for (test, message) in floating {
      #expect(message.contains("is covered by the keyboard"), "\(test): \(message)")
    }
  }
}
