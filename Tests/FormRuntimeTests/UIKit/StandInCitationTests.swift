import Foundation
import Testing

/// Every public declaration of the SwiftUI, XCTest and Combine stand-ins
/// (`Tests/UIKitHarness/Sources/SwiftUI`, `…/XCTest`, `…/Combine`) cites the Apple documentation
/// page it follows (a `https://developer.apple.com/documentation/…` line in its doc comment), or
/// says in its doc comment that it is the double's own ("double only: …"), the rule
/// `UIKitStandInCitationTests` checks for the UIKit stand-in (issue 28). All their files are
/// brought to the rule, so the check reads every `.swift` file of the three folders: a new file
/// is checked from the start.
@Suite("SwiftUI, XCTest and Combine stand-in citations")
struct StandInCitationTests {
  /// The stand-ins' folders under `Tests/UIKitHarness/Sources`.
  static let folders = ["SwiftUI", "XCTest", "Combine"]

  /// Every Swift file of the folders, as `folder/file`, sorted.
  static let files: [String] = folders.flatMap { folder in
    let directory = UIKitStandInCitationTests.root
      .appendingPathComponent("Tests/UIKitHarness/Sources/\(folder)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }

  @Test("every public declaration cites its Apple page or is the double's own", arguments: files)
  func citations(file: String) throws {
    let url = UIKitStandInCitationTests.root
      .appendingPathComponent("Tests/UIKitHarness/Sources/\(file)")
    let source = try String(contentsOf: url, encoding: .utf8)
    let uncited = UIKitStandInCitationTests.uncited(in: source)
    #expect(
      uncited.isEmpty,
      "\(file): \(uncited.count) uncited:\n\(uncited.joined(separator: "\n"))")
  }

  @Test("the check reads the three stand-ins' files")
  func readsTheFiles() {
    #expect(Self.files.contains("SwiftUI/View.swift"))
    #expect(Self.files.contains("XCTest/XCTest.swift"))
    #expect(Self.files.contains("Combine/Combine.swift"))
  }
}
