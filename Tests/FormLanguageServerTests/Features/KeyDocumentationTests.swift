import FormSpec
import FormTestSupport
import Testing

@testable import FormLanguageServer

/// Every key `SpecVocabulary` has is documented for hover and completion, and every documented
/// key is one the format has.
struct KeyDocumentationTests {
  /// Every place a spec has.
  static let places: [SpecVocabulary.Place] =
    [.topLevel, .rule, .node(nil)] + SpecVocabulary.settingsHolders.map { .settings($0) }
    + Node.Kind.allCases.map { .node($0) }

  /// Every key of every place is documented, and every documented key exists.
  @Test(arguments: places)
  func everyKeyIsDocumented(place: SpecVocabulary.Place) {
    for key in SpecVocabulary.keys(in: place) {
      #expect(KeyDocumentation.entry(for: key, in: place) != nil, "\(key) \(place)")
    }
  }

  @Test func noDocumentationForKeysTheFormatLacks() {
    for key in KeyDocumentation.topLevel.keys {
      #expect(SpecVocabulary.keys(in: .topLevel).contains(key), "\(key)")
    }
    for dotted in KeyDocumentation.settings.keys {
      let parts = dotted.split(separator: ".").map(String.init)
      #expect(SpecVocabulary.keys(in: .settings(parts[0])).contains(parts[1]), "\(dotted)")
    }
    let nodeKeys = Set(Node.Kind.allCases.flatMap { SpecVocabulary.keys(in: .node($0)) })
    for key in KeyDocumentation.node.keys { #expect(nodeKeys.contains(key), "\(key)") }
    for dotted in KeyDocumentation.nodeSpecific.keys {
      let parts = dotted.split(separator: ".").map(String.init)
      let kind = Node.Kind(rawValue: parts[0])
      #expect(
        kind.map { SpecVocabulary.keys(in: .node($0)).contains(parts[1]) } == true, "\(dotted)")
    }
    for key in KeyDocumentation.rule.keys {
      #expect(SpecVocabulary.keys(in: .rule).contains(key), "\(key)")
    }
  }

  /// Each documented key is a key docs/SpecFormat.md names.
  @Test func theDocumentedKeysAreInTheFormatReference() {
    let reference = Repository.text("docs/SpecFormat.md")
    let keys = Set(Self.places.flatMap { SpecVocabulary.keys(in: $0) })
    for key in keys {
      // A nested key is written with its holder: `focus.wraps`.
      #expect(
        reference.contains("`\(key)") || reference.contains(".\(key)`"),
        "docs/SpecFormat.md does not mention '\(key)'")
    }
  }

  /// A documented default is the one docs/SpecFormat.md's table gives for the key.
  @Test func defaultsAreTheFormatReferences() {
    let rows = Repository.text("docs/SpecFormat.md").split(separator: "\n").filter {
      $0.hasPrefix("| `")
    }
    func defaultColumn(_ name: String) -> String? {
      guard let row = rows.first(where: { $0.hasPrefix("| `\(name)` |") }) else { return nil }
      // `\|` separates words inside a column.
      let columns = row.replacing("\\|", with: "/").split(
        separator: "|", omittingEmptySubsequences: false)
      return columns.count > 3 ? String(columns[3]).replacing("`", with: "") : nil
    }
    var compared = 0
    let documented =
      KeyDocumentation.topLevel.map { ($0.key, $0.value) }
      + KeyDocumentation.settings.map { ($0.key, $0.value) }
    for (name, entry) in documented {
      guard let value = entry.defaultValue, let column = defaultColumn(name) else { continue }
      let expected = value.replacing("`", with: "")
      #expect(column.contains(expected), "\(name): '\(value)' is not in '\(column)'")
      compared += 1
    }
    #expect(compared >= 10)
  }
}
