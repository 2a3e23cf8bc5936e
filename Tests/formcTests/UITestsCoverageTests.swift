import FormTestSupport
import Foundation
import Testing

/// `formc generate --ui-tests` for every example spec, against `formc plan --format json`: the
/// generated UI tests walk every input of every visibility state exactly once, in the plan's
/// order, and have one test per state.
struct UITestsCoverageTests {
  /// Each state's input ids in focus order, from the plan.
  static func plannedStates(_ spec: String) async throws -> [[String]] {
    let json = try await FormcProcess.run(["plan", "--format", "json", "Specs/\(spec)"])
    #expect(json.status == 0, "\(json.stderr)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let form = try #require(root["form"] as? [String: Any])
    let states = try #require(form["states"] as? [[String: Any]])
    return try states.map { state in
      let steps = try #require(state["steps"] as? [[String: Any]])
      return try steps.map { try #require($0["input"] as? String) }
    }
  }

  /// Each `FormUIState(…)`'s step ids in the order written, from the generated file.
  static func generatedStates(_ text: String) -> [[String]] {
    text.components(separatedBy: "FormUIState(").dropFirst().map { block in
      block.components(separatedBy: "FormUIStep(").dropFirst().compactMap { step in
        // The first argument is the id's string literal (ids are identifiers: no escapes).
        let quoted = step.drop { $0 == "\n" || $0 == " " }
        guard quoted.first == "\"" else { return nil }
        return String(quoted.dropFirst().prefix { $0 != "\"" })
      }
    }
  }

  @Test(arguments: PlanSnapshotTests.specs)
  func theUITestsWalkThePlan(spec: String) async throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-uitests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try await FormcProcess.run([
      "generate", "--ui-tests", "-o", output.path, "Specs/\(spec)",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(files.count == 1 && files[0].hasSuffix("FormUITests.swift"), "\(files)")
    let text = try String(
      contentsOf: output.appendingPathComponent(try #require(files.first)), encoding: .utf8)

    let planned = try await Self.plannedStates(spec)
    let generated = Self.generatedStates(text)
    #expect(generated == planned)
    for ids in generated {
      #expect(Set(ids).count == ids.count, "an input walked twice: \(ids)")
    }
    for index in planned.indices {
      #expect(
        text.contains(
          "@MainActor func testState\(index + 1)() throws {\n      try walk.run(Self.states[\(index)])"
        ),
        "no test of state \(index + 1)")
    }
    #expect(!text.contains("testState\(planned.count + 1)()"))
  }
}
