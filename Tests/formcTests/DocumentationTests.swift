import FormTestSupport
import Foundation
import Testing

/// The examples in `docs/Diagnostics.md` are real: each spec block, linted by the built formc,
/// prints exactly the output block that follows it.
struct DocumentationTests {
  struct Example: CustomStringConvertible {
    var fileName: String
    /// The formc arguments the example runs with (before the file name).
    var arguments: [String]
    var spec: String
    var output: String
    /// Files written beside the spec (`formc.yml`, a String Catalog), by name.
    var supportFiles: [String: String] = [:]
    var description: String { fileName }
  }

  /// Triples of a "`Name.form.yaml`:" line, the ```yaml block after it and the next plain block.
  static let examples: [Example] = {
    let url = FormcProcess.repositoryRoot.appendingPathComponent("docs/Diagnostics.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var result: [Example] = []
    var index = 0
    func block(from start: Int, fence: String) -> (String, Int)? {
      var position = start
      while position < lines.count, lines[position] != fence {
        if label(lines[position]) != nil { return nil }
        position += 1
      }
      guard position < lines.count else { return nil }
      var end = position + 1
      while end < lines.count, lines[end] != "```" { end += 1 }
      return (lines[(position + 1)..<end].joined(separator: "\n") + "\n", end + 1)
    }
    var supportFiles: [String: String] = [:]
    while index < lines.count {
      let line = lines[index]
      index += 1
      if let name = supportLabel(line) {
        let fence = name.hasSuffix(".xcstrings") ? "```json" : "```yaml"
        if let (text, after) = block(from: index, fence: fence) {
          supportFiles[name] = text
          index = after
        }
        continue
      }
      guard let (name, arguments) = label(line) else { continue }
      guard let (spec, afterSpec) = block(from: index, fence: "```yaml"),
        let (output, afterOutput) = block(from: afterSpec, fence: "```")
      else { continue }
      result.append(
        Example(
          fileName: name, arguments: arguments, spec: spec, output: output,
          supportFiles: supportFiles))
      supportFiles = [:]
      index = afterOutput
    }
    return result
  }()

  /// A "`formc.yml`:" or "`Name.xcstrings`:" line: the next block is a file the following
  /// example's spec has beside it.
  static func supportLabel(_ line: String) -> String? {
    guard line.hasPrefix("`"), line.hasSuffix("`:") else { return nil }
    let name = String(line.dropFirst().dropLast(2))
    return name == "formc.yml" || name.hasSuffix(".xcstrings") ? name : nil
  }

  /// A "`Name.form.yaml`:" line (run with `formc lint`), or "`Name.form.yaml` (`formc ARGS`):".
  static func label(_ line: String) -> (name: String, arguments: [String])? {
    guard line.hasPrefix("`") else { return nil }
    if line.hasSuffix(".form.yaml`:") { return (String(line.dropFirst().dropLast(2)), ["lint"]) }
    guard line.hasSuffix("`):"), let split = line.range(of: ".form.yaml` (`formc ") else {
      return nil
    }
    let name = String(line[line.index(after: line.startIndex)..<split.lowerBound]) + ".form.yaml"
    let command = line[split.upperBound..<line.index(line.endIndex, offsetBy: -3)]
    return (name, command.split(separator: " ").map(String.init))
  }

  /// The README's UIKit wiring and SwiftUI screens are the code the UIKit harness compiles (and,
  /// for UIKit, runs): `Tests/UIKitHarness/Tests/FormRuntimeUIKitTests/Support/ReadmeExample.swift`,
  /// between its markers, word for word.
  @Test(arguments: ["", "SwiftUI ", "SwiftUI modifiers "])
  func readmeExampleIsTheTestedOne(marker: String) throws {
    let root = FormcProcess.repositoryRoot
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try String(
      contentsOf: root.appendingPathComponent(
        "Tests/UIKitHarness/Tests/FormRuntimeUIKitTests/Support/ReadmeExample.swift"),
      encoding: .utf8)
    let begin = try #require(example.range(of: "// README \(marker)begin\n"))
    let end = try #require(example.range(of: "// README \(marker)end"))
    let code = String(example[begin.upperBound..<end.lowerBound])
    #expect(code.contains("SignUpForm"))
    #expect(readme.contains("```swift\n" + code + "```\n"), "README.md shows other code")
  }

  @Test func everyRuleHasAnExample() {
    #expect(Self.examples.count >= 28)
    // The localization rules' examples bring their `formc.yml` and catalog; diagnostic-limit's
    // its `formc.yml`.
    #expect(Self.examples.filter { !$0.supportFiles.isEmpty }.count == 3)
  }

  @Test(arguments: examples)
  func exampleOutputIsReal(_ example: Example) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-doc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(example.spec.utf8).write(to: directory.appendingPathComponent(example.fileName))
    for (name, text) in example.supportFiles {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    let result = try await FormcProcess.run(example.arguments + [example.fileName], in: directory)
    #expect(result.stdout == example.output, "docs/Diagnostics.md example \(example.fileName)")
  }
}
