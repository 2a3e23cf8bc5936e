import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The test plan formc ships for a UI-test target (`docs/FormUITests.xctestplan`), read as Xcode
/// reads it, and each of its configurations run: the generated UI tests of `Specs/` pass in each
/// against a correct app, and the landscape configuration really turns the app.
@Suite(.serialized)
@MainActor
struct TestPlanTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/FormUITests.xctestplan")

  /// The plan's JSON object.
  static func plan() throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A configuration: its name, language and environment.
  struct Configuration {
    var name: String
    var language: String?
    var environment: [String: String]
    /// The test runner's launch arguments (`commandLineArgumentEntries`).
    var arguments: [String] = []
  }

  static func configurations() throws -> [Configuration] {
    let all = try #require(try plan()["configurations"] as? [[String: Any]])
    return try all.map { configuration in
      let options = try #require(configuration["options"] as? [String: Any])
      let entries = options["environmentVariableEntries"] as? [[String: String]] ?? []
      return Configuration(
        name: try #require(configuration["name"] as? String),
        language: options["language"] as? String,
        environment: Dictionary(
          entries.compactMap { entry in entry["key"].map { ($0, entry["value"] ?? "") } },
          uniquingKeysWith: { $1 }),
        arguments: (options["commandLineArgumentEntries"] as? [[String: Any]] ?? []).compactMap {
          $0["argument"] as? String
        })
    }
  }

  @Test("the test plan is Xcode's format: version 1, configurations with UUIDs, a test target")
  func format() throws {
    let plan = try Self.plan()
    #expect(Set(plan.keys) == ["configurations", "defaultOptions", "testTargets", "version"])
    #expect(plan["version"] as? Int == 1)
    let configurations = try #require(plan["configurations"] as? [[String: Any]])
    let ids = configurations.compactMap { $0["id"] as? String }
    #expect(ids.count == configurations.count)
    #expect(ids.allSatisfy { UUID(uuidString: $0)?.uuidString == $0 }, "\(ids)")
    #expect(Set(ids).count == ids.count)
    let names = configurations.compactMap { $0["name"] as? String }
    #expect(Set(names).count == configurations.count)
    #expect(configurations.allSatisfy { $0["options"] is [String: Any] })
    for configuration in configurations {
      let options = configuration["options"] as? [String: Any] ?? [:]
      // Xcode's keys for a configuration's launch arguments and environment: entries of an
      // `argument`, and of a `key` and a `value`.
      if let arguments = options["commandLineArgumentEntries"] {
        let entries = try #require(arguments as? [[String: Any]])
        #expect(entries.allSatisfy { $0["argument"] is String }, "\(entries)")
      }
      if let variables = options["environmentVariableEntries"] {
        let entries = try #require(variables as? [[String: Any]])
        #expect(entries.allSatisfy { $0["key"] is String && $0["value"] is String })
      }
    }
    let targets = try #require(plan["testTargets"] as? [[String: Any]])
    #expect(!targets.isEmpty)
    for entry in targets {
      let target = try #require(entry["target"] as? [String: String])
      #expect(target["containerPath"]?.hasPrefix("container:") == true)
      #expect(target["identifier"]?.isEmpty == false)
      #expect(target["name"]?.isEmpty == false)
      #expect(entry["parallelizable"] as? Bool == true, "UI test classes run in parallel")
    }
    let options = try #require(plan["defaultOptions"] as? [String: Any])
    #expect(options["testRepetitionMode"] as? String == "retryOnFailure")
    #expect((options["maximumTestRepetitions"] as? Int ?? 0) >= 2)
  }

  @Test(
    "the test plan has an accessibility text size configuration, whose launch argument the walk passes on to the app, and an iPad floating-keyboard one"
  )
  func accessibilitySizeAndFloatingKeyboard() throws {
    let configurations = try Self.configurations()
    let size = try #require(
      configurations.first { $0.arguments.contains { $0.contains("ContentSizeCategory") } })
    #expect(
      FormUIWalk.forwardedArguments(from: ["/runner"] + size.arguments) == [
        "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityL",
      ])
    #expect(size.language == nil && size.environment.isEmpty, "the text size alone")
    let floating = try #require(
      configurations.first { $0.environment[FormUIWalk.keyboardVariable] == "floating" })
    #expect(floating.name.contains("iPad"))
  }

  @Test("the test plan has a German, a right-to-left and a landscape configuration")
  func configurationsATeamExpects() throws {
    let configurations = try Self.configurations()
    #expect(configurations.contains { $0.language == "de" })
    let rightToLeft: Set<String> = ["ar", "he", "fa", "ur"]
    #expect(configurations.contains { rightToLeft.contains($0.language ?? "") })
    #expect(
      configurations.contains {
        $0.environment[FormUIWalk.orientationVariable] == "landscape"
      })
    #expect(
      configurations.contains {
        $0.language == nil && $0.environment.isEmpty && $0.arguments.isEmpty
      })
  }

  /// The simulator a configuration runs on: its language, the runner's launch arguments (the
  /// accessibility text size's, which the walk passes on to the app), and, for the
  /// floating-keyboard configuration, an iPad whose keyboard was floated (docs/UITests.md: it is
  /// run with an iPad destination, the keyboard floated by hand).
  static func settings(for configuration: Configuration) -> SimulatorSettings {
    var settings = SimulatorSettings()
    settings.keyboardLanguage = configuration.language ?? "en"
    settings.runnerArguments = configuration.arguments
    if configuration.environment[FormUIWalk.keyboardVariable] == "floating" {
      settings.device = .iPad
      settings.keyboardFloats = true
    }
    return settings
  }

  /// The configuration whose name contains `name`.
  static func configuration(named name: String) throws -> Configuration {
    try #require(try configurations().first { $0.name.contains(name) })
  }

  /// Runs every generated test with a configuration's language and environment.
  func outcomes(
    in configuration: Configuration, defects: Set<AppDefect> = []
  ) -> [(test: String, outcome: GeneratedUITestCase.Outcome)] {
    let settings = Self.settings(for: configuration)
    for (name, value) in configuration.environment { setenv(name, value, 1) }
    defer { for name in configuration.environment.keys { unsetenv(name) } }
    return GeneratedUITestCase.all.map {
      ($0.description, $0.run(defects: defects, settings: settings))
    }
  }

  /// The generated tests a correct app fails in a configuration, with the start of the first
  /// failure: none. (Checkout's three walks failed on the iPad whose keyboard floats while
  /// FormRuntime moved nothing for a floating keyboard, leaving `tipAmount`, `cardNumber` in
  /// landscape, behind it; FormRuntime now scrolls the edited input clear of it, docs/Runtime.md,
  /// and `FloatingKeyboardTests` shows that old behaviour failing them.)
  static let knownFailures: [String: [String: String]] = [:]

  @Test(
    "in each configuration of the test plan every generated UI test passes (no known failures)"
  )
  func everyConfigurationPasses() throws {
    for configuration in try Self.configurations() {
      let results = outcomes(in: configuration)
      #expect(results.count >= 60)
      let known = Self.knownFailures[configuration.name] ?? [:]
      var failed: [String: String] = [:]
      for (test, outcome) in results where outcome != .passed {
        guard case .failed(let messages) = outcome else {
          failed[test] = "\(outcome)"
          continue
        }
        failed[test] = messages[0]
      }
      #expect(
        failed == known,
        "\(configuration.name): \(failed.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))"
      )
    }
  }

  @Test(
    "the landscape configuration turns the app after launch, skips a portrait-only one saying why and leaves the device upright"
  )
  func landscapeConfigurationTurns() throws {
    let landscape = try #require(
      try Self.configurations().first {
        $0.environment[FormUIWalk.orientationVariable] == "landscape"
      })
    let results = outcomes(in: landscape, defects: [.portraitOnly])
    #expect(results.count >= 60)
    for (test, outcome) in results {
      guard case .skipped(let reason) = outcome else {
        Issue.record("\(test) was not skipped for a portrait-only app: \(outcome)")
        continue
      }
      #expect(reason.contains("did not rotate to landscape"), "\(test): \(reason)")
    }
    // A test that ran in landscape, or skipped, leaves the device upright.
    let test = try #require(GeneratedUITestCase.all.first { $0.description == "SignUp.testState1" })
    setenv(FormUIWalk.orientationVariable, "landscape", 1)
    defer { unsetenv(FormUIWalk.orientationVariable) }
    #expect(test.run() == .passed)
    #expect(XCTestDouble.orientation == .portrait)
    guard case .skipped = test.run(defects: [.portraitOnly]) else {
      Issue.record("SignUp.testState1 was not skipped for a portrait-only app")
      return
    }
    #expect(XCTestDouble.orientation == .portrait)
  }
}
