import FormRuntime
import FormUITesting
import Foundation
import Testing
import UIKit
import XCTest

@testable import GeneratedForms

/// The test plan's accessibility text size and iPad floating-keyboard configurations on the UIKit
/// screens: the screen lays out at the text size the runner's launch arguments ask for (the walk
/// passes them on to the app), and on the iPad the keyboard comes up floating. Each is shown to
/// matter by a seeded screen that passes the default configuration and fails that one.
extension GeneratedUITestsOnScreensTests {
  /// The test plan formc ships (`docs/FormUITests.xctestplan`), as JSON.
  static func testPlanConfigurations() throws -> [[String: Any]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/FormUITests.xctestplan")
    let plan = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    return try #require(plan?["configurations"] as? [[String: Any]])
  }

  /// The test runner's launch arguments of the plan's accessibility text size configuration.
  static func accessibilitySizeArguments() throws -> [String] {
    let configuration = try #require(
      try testPlanConfigurations().first {
        ($0["name"] as? String)?.contains("text size") == true
      })
    let options = try #require(configuration["options"] as? [String: Any])
    let entries = try #require(options["commandLineArgumentEntries"] as? [[String: Any]])
    return entries.compactMap { $0["argument"] as? String }
  }

  /// The environment of the plan's iPad floating-keyboard configuration.
  static func floatingKeyboardEnvironment() throws -> [String: String] {
    let configuration = try #require(
      try testPlanConfigurations().first { ($0["name"] as? String)?.contains("iPad") == true })
    let options = try #require(configuration["options"] as? [String: Any])
    let entries = try #require(options["environmentVariableEntries"] as? [[String: String]])
    var environment: [String: String] = [:]
    for entry in entries { if let key = entry["key"] { environment[key] = entry["value"] ?? "" } }
    return environment
  }

  /// An app of `form` in a configuration: the runner's arguments, on an iPad whose keyboard
  /// floats when `floating` (coming up already floating with `comesUpFloating`, else docked and
  /// then floated), with `configure` run on the screen before its view loads.
  static func app(
    _ form: String, runner: [String] = [], floating: Bool = false, comesUpFloating: Bool = false,
    configure: (@MainActor (FormScreen) -> Void)? = nil
  ) -> @MainActor () -> UIKitScreenApplication {
    {
      let base = UIKitScreenApplication.screens[form]!()
      let app = UIKitScreenApplication(name: form) { launch, clock in
        let screen = base.makeScreen(launch, clock)
        // Before the window loads the screen's view, where its rows are made.
        if let screen = screen as? FormScreen { configure?(screen) }
        return screen
      }
      app.settings.runnerArguments = runner
      if floating {
        app.settings.device = .iPad
        app.settings.keyboardFloats = true
        app.settings.keyboardComesUpFloating = comesUpFloating
      }
      return app
    }
  }

  /// Runs each test of `form` with the environment `environment` set for the test runner.
  func outcomes(
    _ form: String, environment: [String: String],
    app: @escaping @MainActor () -> UIKitScreenApplication
  ) -> [(test: String, outcome: GeneratedUITestCase.Outcome)] {
    for (name, value) in environment { setenv(name, value, 1) }
    defer { for name in environment.keys { unsetenv(name) } }
    return outcomes(form, app: app)
  }

  @Test(
    "with the accessibility text size configuration's argument, the screen lays out at that size: its rows are taller and the form longer"
  )
  func accessibilitySizeLaysOutTheScreen() throws {
    let runner = try Self.accessibilitySizeArguments()
    #expect(runner.joined(separator: " ").contains("UICTContentSizeCategoryAccessibilityL"))
    func frames(_ runner: [String]) throws -> (field: CGRect, title: CGRect, last: CGRect) {
      let app = Self.app("SignUp", runner: runner)()
      defer {
        app.terminate()
        UIKitDouble.reset()
      }
      app.launch(arguments: ["-formc-form", "SignUp"], environment: [:])
      let screen = try #require(app.screen as? SignUpFormScreen)
      let title = try #require(screen.titleLabels["givenName"])
      return (
        try #require(app.frame(of: screen.givenName)), try #require(app.frame(of: title)),
        try #require(app.frame(of: screen.referralCode))
      )
    }
    let standard = try frames([])
    let large = try frames(runner)
    // Large: the body style's 17 points in a 44-point row, the subheadline's title 20 points.
    #expect(standard.field.height == 44)
    #expect(standard.title.height == 20)
    // Accessibility L (AX2): body 33 points, the rows scaled with it (the double scales every
    // style and value by the body's 33 / 17), rounded up to whole points: 85.4 and 38.8.
    #expect(large.field.height == 86, "\(large.field)")
    #expect(large.title.height == 39, "\(large.title)")
    #expect(large.last.maxY > standard.last.maxY + 300, "\(large.last) \(standard.last)")
    // The text size does not outlive the app.
    #expect(UIKitDouble.preferredContentSizeCategory == .large)
  }

  @Test(
    "a screen whose rows keep the default size's heights passes upright and fails in the accessibility text size configuration, its text clipped",
    arguments: ["Checkout", "ProfileEditor"])
  func fixedRowHeightsClipAtAccessibilitySizes(_ form: String) throws {
    let fixed: @MainActor (FormScreen) -> Void = { $0.rowsFollowTextSize = false }
    let upright = outcomes(form, app: Self.app(form, configure: fixed))
    #expect(upright.allSatisfy { $0.outcome == .passed }, "\(upright)")
    let runner = try Self.accessibilitySizeArguments()
    let large = outcomes(form, app: Self.app(form, runner: runner, configure: fixed))
    let failed = large.compactMap { result -> String? in
      guard case .failed(let messages) = result.outcome else { return nil }
      return messages[0]
    }
    // Every walk runs the audit, which finds the titles' text clipped (a test that runs no
    // audit, the double-submit one, passes).
    for (test, outcome) in large where test.contains(".testState") {
      #expect(outcome != .passed, "\(test)")
    }
    #expect(!failed.isEmpty)
    for message in failed {
      #expect(message.contains("accessibility audit: Text clipped"), "\(message)")
    }
  }

  /// Checks that every test passed but for `known` (a test there must fail saying what its
  /// entry says).
  func expectPassed(
    _ results: [(test: String, outcome: GeneratedUITestCase.Outcome)],
    but known: [String: (says: String, why: String)]
  ) {
    #expect(!results.isEmpty)
    for (test, outcome) in results {
      guard let entry = known[test] else {
        #expect(outcome == .passed, "\(test): \(outcome)")
        continue
      }
      guard case .failed(let messages) = outcome else {
        Issue.record("\(test) is listed as failing (\(entry.why)) but \(outcome)")
        continue
      }
      #expect(messages[0].contains(entry.says), "\(test): \(messages[0])")
    }
  }

  @Test(
    "every form's generated UI tests pass on its screen in the accessibility text size configuration",
    arguments: UIKitScreenApplication.screenForms)
  func accessibilitySizePasses(_ form: String) throws {
    let runner = try Self.accessibilitySizeArguments()
    expectPassed(outcomes(form, app: Self.app(form, runner: runner)), but: [:])
  }

  @Test(
    "every form's generated UI tests pass on its screen on an iPad whose keyboard floats, in the iPad configuration (ChatComposer's pinned bar rides on the floating keyboard)",
    arguments: UIKitScreenApplication.screenForms)
  func floatingKeyboardPasses(_ form: String) throws {
    let environment = try Self.floatingKeyboardEnvironment()
    expectPassed(
      outcomes(form, environment: environment, app: Self.app(form, floating: true)), but: [:])
  }

  @Test(
    "on the iPad the keyboard comes up floating: its frame ends above the screen's bottom, and Checkout's tip is scrolled clear of it"
  )
  func keyboardFloatsOnTheIPad() throws {
    let app = Self.app("Checkout", floating: true)()
    defer {
      app.terminate()
      UIKitDouble.reset()
    }
    app.launch(arguments: ["-formc-form", "Checkout"], environment: [:])
    let screen = try #require(app.screen as? CheckoutScreen)
    #expect(app.screenBounds.size == CGSize(width: 1032, height: 1376))
    #expect(screen.tipAmount.simulateTap())
    app.updateCycle()
    let window = try #require(app.window)
    let keyboard = window.simulatedKeyboard
    #expect(keyboard.isVisible && !keyboard.isDocked)
    #expect(abs(keyboard.frame.maxY - (1376 - 28)) < 0.01, "\(keyboard.frame)")
    #expect(keyboard.frame.width == 320)
    let tip = try #require(app.frame(of: screen.tipAmount))
    #expect(!tip.intersects(keyboard.frame), "\(tip) behind \(keyboard.frame)")
  }

  @Test(
    "a screen that takes the floating keyboard for a hidden one (it scrolls its page back to the top when the keyboard will hide) passes upright and fails Checkout's walks on the iPad: the input stays behind the keyboard"
  )
  func ignoresFloatingKeyboard() throws {
    // The app model's `ignoresFloatingKeyboard`: nothing moved for a floating keyboard. Here the
    // screen undoes what FormRuntime moved: undocking posts `keyboardWillHide` (the keyboard no
    // longer covers the screen's bottom; UIWindow.simulateUndockedKeyboard(at:)), and the
    // screen's own handler, registered after FormRuntime's, scrolls its page back to the top.
    let seed: @MainActor (FormScreen) -> Void = { screen in
      screen.scrollsBackWhenKeyboardHides = true
    }
    let upright = outcomes("Checkout", app: Self.app("Checkout", configure: seed))
    #expect(upright.allSatisfy { $0.outcome == .passed }, "\(upright)")
    let environment = try Self.floatingKeyboardEnvironment()
    let floating = outcomes(
      "Checkout", environment: environment,
      app: Self.app("Checkout", floating: true, configure: seed))
    var failed: [String: String] = [:]
    for (test, outcome) in floating {
      if case .failed(let messages) = outcome { failed[test] = messages[0] }
    }
    #expect(!failed.isEmpty, "\(floating)")
    for (test, message) in failed {
      #expect(
        message.contains("is not hittable") || message.contains("is covered by the keyboard"),
        "\(test): \(message)")
    }
  }
}
