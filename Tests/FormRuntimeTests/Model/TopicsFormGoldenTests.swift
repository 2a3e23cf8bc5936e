import Foundation
import Testing

/// `TopicsForm` restates by hand what formc generates for a multi-choice whose options the app
/// loads; its `topicsOptions` observer must stay the generated one (the Notifications golden),
/// or the runtime tests would test code no app runs.
struct TopicsFormGoldenTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `didSet` of `var topicsOptions` in a Swift file, its lines trimmed.
  static func optionsObserver(in path: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let lines = text.components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let declaration = try #require(
      lines.firstIndex { $0.contains("var topicsOptions: [FormChoice.Option] = [] {") },
      "\(path) declares no topicsOptions")
    // The observer runs from `didSet {` to the brace that closes the property.
    var depth = 1
    var body: [String] = []
    for line in lines[(declaration + 1)...] {
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      if depth <= 0 { break }
      body.append(line)
    }
    return body
  }

  @Test func topicsOptionsObserverMatchesTheGeneratedOne() throws {
    let handWritten = try Self.optionsObserver(
      in: "Tests/FormRuntimeTests/Support/TopicsForm.swift")
    let generated = try Self.optionsObserver(
      in: "Tests/GeneratedFormsTests/Golden/NotificationsForm.swift")
    #expect(handWritten.first == "didSet {")
    #expect(handWritten == generated)
  }
}
