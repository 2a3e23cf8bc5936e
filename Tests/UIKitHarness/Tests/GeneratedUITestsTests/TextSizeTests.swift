import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The test plan's accessibility text size configuration tests something: the app model lays
/// its form out at the text size its launch arguments ask for (Dynamic Type, the Human Interface
/// Guidelines' type sizes), so inputs and titles are taller and the form longer, and defects
/// that only a large text size shows make generated tests fail in that configuration alone.
@Suite(.serialized)
@MainActor
struct TextSizeTests {
  /// The size argument the test plan's configuration gives the test runner.
  static let accessibilityLarge = [
    "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityL",
  ]

  /// The frames of `SignUp`'s first input and its title, and of its last input, with the
  /// runner's arguments `runner`.
  func signUpFrames(runner: [String]) -> (field: CGRect, title: CGRect, last: CGRect)? {
    var settings = SimulatorSettings()
    settings.runnerArguments = runner
    let app = FormAppModel(name: "SignUp", make: SignUpForm.init, settings: settings)
    app.launch(arguments: ["-formc-form", "SignUp"], environment: [:])
    let elements = app.elements
    guard let field = elements.first(where: { $0.identifier == "givenName" }),
      let index = elements.firstIndex(where: { $0.identifier == "givenName" }), index > 0,
      let last = elements.last(where: {
        [.textField, .secureTextField, .textView].contains($0.elementType)
      })
    else { return nil }
    return (field.frame, elements[index - 1].frame, last.frame)
  }

  @Test(
    "at the accessibility size L the app's text inputs and titles are as high as the Human Interface Guidelines' type sizes make them, and the form is longer"
  )
  func accessibilitySizeGrowsTheForm() throws {
    let standard = try #require(signUpFrames(runner: []))
    let large = try #require(signUpFrames(runner: Self.accessibilityLarge))
    // Body at Large: 17 points on 22-point lines; at AX2 (accessibility L): 33 on 40.
    #expect(standard.field.height == 44)
    #expect(large.field.height == 62)
    // Subheadline at Large: 15 on 20; at AX2: 30 on 37.
    #expect(standard.title.height == 20)
    #expect(large.title.height == 37)
    #expect(large.last.maxY > standard.last.maxY + 100)
    // Only that argument counts: another one leaves the default size.
    let other = try #require(signUpFrames(runner: ["-AppleLanguages", "(de)"]))
    #expect(other.field == standard.field)
  }

  /// The outcomes of every generated test in a test plan configuration, with `defects`.
  func outcomes(in name: String, defects: Set<AppDefect>) throws -> [(String, String)] {
    let configuration = try TestPlanTests.configuration(named: name)
    return TestPlanTests().outcomes(in: configuration, defects: defects).compactMap {
      guard case .failed(let messages) = $0.outcome else { return nil }
      return ($0.test, messages[0])
    }
  }

  @Test(
    "fixed heights that clip text at an accessibility size fail only in the accessibility text size configuration (the audit's clipped text)"
  )
  func fixedHeightsClipAtAccessibilitySizes() throws {
    let upright = try outcomes(in: "Upright", defects: [.heightsIgnoreTextSize])
    #expect(upright.isEmpty, "\(upright)")
    let large = try outcomes(in: "Accessibility text size", defects: [.heightsIgnoreTextSize])
    #expect(large.count >= 10, "\(large)")
    for (test, message) in large {
      #expect(message.contains("accessibility audit: Text clipped"), "\(test): \(message)")
    }
  }

  @Test(
    "a growing text view capped with the default size's line height fails at the largest accessibility size, and passes at the default size"
  )
  func growthCapAtDefaultLineHeight() throws {
    // At the plan's size (AX2, 40-point lines) Feedback's 10 lines still fit the 464 points above
    // the keyboard, so the defect shows at the largest size (AX5, 62-point lines): a runner
    // given `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryAccessibilityXXXL`.
    func failures(runner: [String]) -> [(String, String)] {
      var settings = SimulatorSettings()
      settings.runnerArguments = runner
      return GeneratedUITestCase.all.filter { $0.test.hasPrefix("testGrowing") }.compactMap {
        guard
          case .failed(let messages) = $0.run(
            defects: [.growthCapIgnoresTextSize], settings: settings)
        else { return nil }
        return ($0.description, messages[0])
      }
    }
    #expect(failures(runner: []).isEmpty)
    let largest = failures(runner: [
      "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL",
    ])
    #expect(largest.map(\.0).contains("Feedback.testGrowingDetails"), "\(largest)")
    // Higher than the room above the keyboard: the avoidance keeps its caret above the
    // keyboard, so its top goes off screen (or, kept on screen, its end under the keyboard).
    for (test, message) in largest {
      #expect(
        message.contains("scrolled its top off screen")
          || message.contains("points above the keyboard"), "\(test): \(message)")
    }
    // The correct app caps it at the lines that fit, at its font's line height.
    var settings = SimulatorSettings()
    settings.runnerArguments = [
      "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL",
    ]
    for test in GeneratedUITestCase.all where test.test.hasPrefix("testGrowing") {
      #expect(test.run(settings: settings) == .passed, "\(test)")
    }
  }
}
