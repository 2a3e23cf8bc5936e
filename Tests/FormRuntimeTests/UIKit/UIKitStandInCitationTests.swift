import Foundation
import Testing

/// Every public declaration of the UIKit stand-in (`Tests/UIKitHarness/Sources/UIKit`) cites the
/// Apple documentation page it follows (a `https://developer.apple.com/documentation/uikit/…`
/// line in its doc comment), or says in its doc comment that it is the double's own
/// ("double only: …"). Issue 28; the files are checked most-used first, as they are brought to
/// the rule.
@Suite("UIKit stand-in citations")
struct UIKitStandInCitationTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The stand-in's files brought to the rule so far.
  static let files = [
    "UIResponder.swift", "UITextInputTraits.swift", "UITextInput.swift",
    "NSLayoutConstraint.swift", "UILabel.swift", "UIColor.swift", "UIApplication.swift",
    "UITextField.swift", "UIView.swift", "UITextView.swift", "UIScrollView.swift",
    "UITableView.swift", "UIControl.swift",
  ]

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
      // Attributes and swift-format directives between the doc comment and the declaration.
      while above >= 0 {
        let text = lines[above].trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("@") || text.hasPrefix("// swift-format-ignore") else { break }
        above -= 1
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

  @Test("every public declaration cites its Apple page or is the double's own", arguments: files)
  func citations(file: String) throws {
    let url = Self.root.appendingPathComponent("Tests/UIKitHarness/Sources/UIKit/\(file)")
    let source = try String(contentsOf: url, encoding: .utf8)
    let uncited = Self.uncited(in: source)
    #expect(
      uncited.isEmpty,
      "\(file): \(uncited.count) uncited:\n\(uncited.joined(separator: "\n"))")
  }

  @Test("the check finds an uncited declaration and accepts cited and double-only ones")
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
      """
    #expect(Self.uncited(in: source) == ["3: open class A {}"])
  }
}
