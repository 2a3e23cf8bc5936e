import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation
import Testing

/// A layout node keeps its keys in one box shared by copies (`LayoutNode.Storage`), copied before
/// a change: a change to one copy must never show in another, and two nodes with the same keys
/// are equal (and hash alike, and encode alike) whichever boxes they are in.
struct LayoutNodeCopyOnWriteTests {
  static let spec = """
    form: Layout
    content:
      scroll: page
      children:
        - section: details
          header: Details
          footer: Shown to you only
          children:
            - field: email
              title: Email
            - label: note
              text: We never share it
              visibleWhen: {input: email, notEmpty: true}

    """

  func layout() throws -> [LayoutNode] {
    let output = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Layout.form.yaml")
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    return try #require(output.form).layout
  }

  /// A copy shares its original's keys until either changes; then each keeps its own.
  @Test func aCopysChangeStaysInTheCopy() throws {
    let layout = try layout()
    let index = try #require(layout.firstIndex { $0.id == "details" })
    let original = layout[index]
    var copy = original
    #expect(copy == original)
    copy.header = "Changed"
    copy.children.append(99)
    copy.textVariants = [ResolvedTextVariant(flag: "isAdmin", text: "Admin")]
    #expect(copy.header == "Changed")
    #expect(copy.children.last == 99)
    #expect(original.header == "Details")
    #expect(original.children == layout[index].children)
    #expect(!original.children.contains(99))
    #expect(original.textVariants == nil)
    #expect(layout[index] == original)
    #expect(copy != original)
    // The original changed afterwards leaves the copy as it was.
    var changedOriginal = original
    changedOriginal.footer = nil
    #expect(copy.footer == "Shown to you only")
    #expect(original.footer == "Shown to you only")
  }

  /// Equality and hashing compare the keys, not the boxes; the JSON holds one key per property
  /// that is set, as the stored properties did before the box.
  @Test func nodesInOtherBoxesAreEqualByTheirKeys() throws {
    let layout = try layout()
    let note = try #require(layout.first { $0.id == "note" })
    let data = try JSONEncoder().encode(note)
    let decoded = try JSONDecoder().decode(LayoutNode.self, from: data)
    #expect(decoded == note)
    #expect(decoded.hashValue == note.hashValue)
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      Set(object.keys)
        == ["kind", "id", "parent", "children", "condition", "text", "line", "column"])
    var other = decoded
    other.line += 1
    #expect(other != note)
  }
}
