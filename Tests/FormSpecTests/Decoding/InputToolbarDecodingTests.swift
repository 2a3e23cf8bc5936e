import FormSpec
import Foundation
import Testing

/// An input's own `toolbar` (issue 32): the form's shape on a `field`, `textView` or `custom`,
/// decoded as written, with no value on inputs without one.
struct InputToolbarDecodingTests {
  /// The decoded inputs of `Fixtures/Decoding/valid/input-toolbar.form.yaml`, in order.
  static func inputs() throws -> [InputProperties] {
    let path = "Decoding/valid/input-toolbar.form.yaml"
    let bytes = try Data(contentsOf: Fixtures.root.appendingPathComponent(path))
    let result = FormSpecReader().read(bytes: Array(bytes), path: path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    return definition.content.children.compactMap(\.input)
  }

  @Test func anInputWithoutTheKeyHasNone() throws {
    #expect(try Self.inputs()[0].toolbar == nil)
  }

  @Test func falseTurnsTheInputsToolbarOff() throws {
    let toolbar = try #require(try Self.inputs()[1].toolbar)
    #expect(!toolbar.isEnabled)
    #expect(toolbar.effectiveItems.isEmpty)
    #expect(toolbar.location?.line == 12)
  }

  @Test func aMappingKeepsItsItemsAndTitle() throws {
    let toolbar = try #require(try Self.inputs()[2].toolbar)
    #expect(toolbar.isEnabled)
    #expect(toolbar.items?.map(\.value) == [.flexibleSpace, .done])
    #expect(toolbar.title?.value == ToolbarTitleMode.none)
  }

  @Test func trueOnACustomControl() throws {
    let toolbar = try #require(try Self.inputs()[3].toolbar)
    #expect(toolbar.isEnabled)
    #expect(toolbar.items == nil)
  }
}
