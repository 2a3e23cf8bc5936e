import Foundation
import Testing

/// Keeps the UIKit double (`Tests/UIKitHarness/Sources/UIKit`) and the runtime's content-type
/// mapping in step with formc's own list of content types (`Sources/FormSpec/AST/ContentType.swift`),
/// versions included.
@Suite("UIKit double coverage")
struct UIKitDoubleCoverageTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func read(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The UIKit double's source files (`Tests/UIKitHarness/Sources/UIKit/*.swift`), concatenated
  /// in name order.
  func readDouble() throws -> String {
    let directory = Self.root.appendingPathComponent("Tests/UIKitHarness/Sources/UIKit")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.contains("UITextInputTraits.swift"), "\(files)")
    return try files.map {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  /// The capture groups of every match of `pattern` in `text`.
  func captures(_ pattern: String, in text: String) throws -> [[String]] {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// formc's content types and the iOS version that introduced each.
  func formcContentTypes() throws -> [String: String] {
    let source = try read("Sources/FormSpec/AST/ContentType.swift")
    var result: [String: String] = [:]
    for group in try captures(#"PlatformVersion\((\d+), (\d+)\),\s*\[([^\]]*)\]"#, in: source) {
      for name in try captures(#""(\w+)""#, in: group[2]) {
        result[name[0]] = "\(group[0]).\(group[1])"
      }
    }
    return result
  }

  @Test("the double declares every content type formc knows, with its version")
  func stubContentTypes() throws {
    let known = try formcContentTypes()
    #expect(known.count >= 45)
    let stub = try readDouble()
    var declared: [String: String] = [:]
    let pattern = #"@available\(iOS ([\d.]+), \*\)\s*public static let (\w+) = UITextContentType"#
    for declaration in try captures(pattern, in: stub) {
      declared[declaration[1]] = declaration[0]
    }
    for (name, version) in known {
      #expect(declared[name] == version, "UITextContentType.\(name)")
    }
  }

  @Test("the runtime maps every content type formc knows")
  func runtimeContentTypes() throws {
    let mapping = try read("Sources/FormRuntime/UIKit/FormTextTraits+UIKit.swift")
    for name in try formcContentTypes().keys {
      #expect(mapping.contains("case .\(name): return .\(name)"), "\(name)")
    }
  }
}
