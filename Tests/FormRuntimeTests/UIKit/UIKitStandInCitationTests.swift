import Foundation
import Testing

/// Every public declaration of the UIKit stand-in (`Tests/UIKitHarness/Sources/UIKit`) cites the
/// Apple documentation page it follows (a `https://developer.apple.com/documentation/uikit/…`
/// line in its doc comment), or says in its doc comment that it is the double's own
/// ("double only: …"). Issue 28; every file of the folder is checked.
@Suite("UIKit stand-in citations")
struct UIKitStandInCitationTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file of the stand-in, sorted: all are brought to the rule, so a new file is
  /// checked from the start.
  static let files: [String] = {
    let directory = root.appendingPathComponent("Tests/UIKitHarness/Sources/UIKit")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }()

  /// The public or open declarations of a file whose doc comment neither cites an Apple
  /// page nor says "double only", as `line: declaration`.
  static func uncited(in source: String) -> [String] {
    let lines = source.components(separatedBy: "\n")
    let declaration = try! Regex(
      #"^(@[A-Za-z]+(\([^)]*\))?\s+|nonisolated\s+|final\s+)*(public|open)\s"#)
    var found: [String] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.firstMatch(of: declaration) != nil else { continue }
      var above = index - 1
      // Attributes and swift-format directives between the doc comment and the declaration, an
      // attribute written over several lines (`@available(` … `)`) included.
      while above >= 0 {
        let text = lines[above].trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@") || text.hasPrefix("// swift-format-ignore") {
          above -= 1
        } else if text.hasSuffix(")"), let start = attributeStart(endingAt: above, in: lines) {
          above = start - 1
        } else {
          break
        }
      }
      var doc: [String] = []
      while above >= 0 {
        let text = lines[above].trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("///") else { break }
        doc.append(text)
        above -= 1
      }
      let comment = doc.joined(separator: " ")
      if !comment.contains("https://developer.apple.com/documentation/")
        && !comment.contains("double only")
      {
        found.append("\(index + 1): \(trimmed)")
      }
    }
    return found
  }

  /// The line that opens the attribute whose argument list closes on line `end` (an attribute
  /// written over several lines), or `nil` when no attribute opens there.
  static func attributeStart(endingAt end: Int, in lines: [String]) -> Int? {
    var depth = 0
    var index = end
    while index >= 0 {
      let text = lines[index].trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("///") { return nil }
      depth += text.filter { $0 == ")" }.count - text.filter { $0 == "(" }.count
      if depth <= 0 { return text.hasPrefix("@") ? index : nil }
      index -= 1
    }
    return nil
  }

  @Test("every public declaration cites its Apple page or is the double's own", arguments: files)
  func citations(file: String) throws {
    let url = Self.root.appendingPathComponent("Tests/UIKitHarness/Sources/UIKit/\(file)")
    let source = try String(contentsOf: url, encoding: .utf8)
    let uncited = Self.uncited(in: source)
    #expect(
      uncited.isEmpty,
      "\(file): \(uncited.count) uncited:\n\(uncited.joined(separator: "\n"))")
  }

  @Test(
    "the check finds uncited declarations and accepts cited and double-only ones, attributes over several lines included"
  )
  func checkerSees() {
    let source = """
      /// A thing.
      @MainActor
      open class A {}
      /// https://developer.apple.com/documentation/uikit/b (iOS 2.0+)
      @available(iOS 2.0, *)
      public var b = 1
      /// double only: a hook.
      public func c() {}
      /// https://developer.apple.com/documentation/uikit/d (iOS 2.0–9.0)
      @available(
        iOS, introduced: 2.0, deprecated: 9.0,
        message: "use e"
      )
      public var d = 1
      @available(
        iOS, introduced: 2.0, deprecated: 9.0,
        message: "use e"
      )
      public var e = 1
      """
    #expect(Self.uncited(in: source) == ["3: open class A {}", "19: public var e = 1"])
  }
}
