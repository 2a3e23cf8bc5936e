import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The test plan's iPad floating-keyboard configuration tests something: the app model runs on
/// an iPad whose keyboard floats — small, where the user left it, not covering the screen's
/// bottom — so the walk judges inputs against that keyboard (``FormUIWalk/keyboardMayFloat``),
/// and an app that takes the floating keyboard for a docked one, or ignores it, fails only there.
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

  @Test(
    "the app lays its inputs out in the spec's order: Checkout's country (a choice, listed after the text inputs in the schema) lies between the state and the phone"
  )
  func inputsInTheSpecsOrder() throws {
    var settings = SimulatorSettings()
    settings.device = .iPad
    let app = FormAppModel(name: "Checkout", make: CheckoutForm.init, settings: settings)
    app.launch(arguments: ["-formc-form", "Checkout"], environment: [:])
    func top(_ id: String) throws -> CGFloat {
      try #require(app.elements.first { $0.identifier == id }?.frame.minY)
    }
    #expect(try top("state") < top("country"))
    #expect(try top("country") < top("deliveryPhone"))
    #expect(try top("cardholderName") < top("tipAmount"))
  }

  func frame(_ id: String, _ type: XCUIElement.ElementType, in app: FormAppModel<SignUpForm>)
    -> CGRect?
  {
    app.elements.first { $0.identifier == id && $0.elementType == type }?.frame
      ?? app.elements.first { $0.elementType == type && id.isEmpty }?.frame
  }

  @Test(
    "on an iPad whose keyboard floats the keyboard is small and clear of the screen's bottom, the toolbar on top of it, and nothing moves for an input it does not cover"
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
    // reach the screen's bottom, and scrolls only an edited input it covers.
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

  /// The walks that reach an input the floating keyboard covers where the page lies: Checkout's
  /// (the one form long enough on that screen upright), and EventEditor's in landscape, whose
  /// notes the spec lays out last, below its date pickers.
  static let walksUnderTheKeyboard: Set = [
    "Checkout.testState1", "Checkout.testState1InLandscape", "Checkout.testState1FromTheTop",
    "EventEditor.testState1InLandscape",
  ]

  @Test(
    "an app that insets by the keyboard's height, floating or not, passes the docked configurations and, in the iPad floating-keyboard one, fails the walks that reach an input under the keyboard: it moves the inputs onto the keyboard's toolbar"
  )
  func insetsForFloatingKeyboard() throws {
    let upright = try failures(in: "Upright", defects: [.insetsForFloatingKeyboard])
    #expect(upright.isEmpty, "\(upright)")
    let floating = try failures(in: "iPad", defects: [.insetsForFloatingKeyboard])
    // It scrolled the input above where a docked keyboard of that height would start, which is
    // onto the floating keyboard's toolbar; the right app passes them (TestPlanTests).
    #expect(Set(floating.map(\.0)) == Self.walksUnderTheKeyboard, "\(floating)")
    for (test, message) in floating {
      #expect(message.contains("is covered by the keyboard"), "\(test): \(message)")
    }
  }

  @Test(
    "an app that ignores a floating keyboard (FormRuntime's old behaviour) passes the docked configurations and fails the walks that reach an input under the keyboard on the iPad: the input stays behind it"
  )
  func ignoresFloatingKeyboard() throws {
    for name in ["Upright", "Landscape"] {
      let docked = try failures(in: name, defects: [.ignoresFloatingKeyboard])
      #expect(docked.isEmpty, "\(name): \(docked)")
    }
    let floating = try failures(in: "iPad", defects: [.ignoresFloatingKeyboard])
    #expect(Set(floating.map(\.0)) == Self.walksUnderTheKeyboard, "\(floating)")
    // The input stays where it lies: behind the keyboard (not hittable), or, EventEditor's
    // notes, its middle clear but its bottom behind the toolbar.
    for (test, message) in floating {
      #expect(
        message.contains("is not hittable") || message.contains("is covered by the keyboard"),
        "\(test): \(message)")
    }
  }

  @Test(
    "on Checkout the edited input under the floating keyboard is scrolled the least above the keyboard and its toolbar"
  )
  func checkoutInputClearsFloatingKeyboard() throws {
    var settings = SimulatorSettings()
    settings.device = .iPad
    settings.keyboardFloats = true
    let app = FormAppModel(name: "Checkout", make: CheckoutForm.init, settings: settings)
    app.launch(arguments: ["-formc-form", "Checkout"], environment: [:])
    let tip = try #require(app.elements.first { $0.identifier == "tipAmount" })
    app.tap(tip.handle)
    let keyboard = try #require(app.elements.first { $0.elementType == .keyboard }?.frame)
    let toolbar = try #require(app.elements.first { $0.elementType == .toolbar }?.frame)
    let field = try #require(app.elements.first { $0.identifier == "tipAmount" }?.frame)
    #expect(!field.intersects(keyboard) && !field.intersects(toolbar), "\(field)")
    // The tip, laid out last, lies under the toolbar and is scrolled to 8 points above it. (Laid
    // out a row higher, as when the model put the country after it, it ends 12 points above the
    // toolbar: clear, so the least scroll is none.)
    #expect(abs(field.maxY + 8 - toolbar.minY) < 0.01, "the least scroll: \(field)")
  }
}
