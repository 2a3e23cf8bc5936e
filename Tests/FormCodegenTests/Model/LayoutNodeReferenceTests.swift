import FormCompiler
import FormSpec
import FormTestSupport
import Foundation
import Testing

@testable import FormCodegen

/// ``LayoutNodeReference`` reads each field of the node where it stands in the layout, and reads
/// the same values as the node itself.
struct LayoutNodeReferenceTests {
  /// The checked form of a spec of the repository.
  static func form(_ path: String) throws -> CheckedForm {
    let url = GoldenFileTests.repository.appendingPathComponent(path)
    let checked = FormPipeline().run(
      bytes: [UInt8](try Data(contentsOf: url)), path: path, goal: .form)
    return try #require(checked.form, "\(path): \(checked.diagnostics)")
  }

  /// Specs with every kind of node the SwiftUI screen reads through a reference: scroll views,
  /// tables with sections, stacks, labels, buttons, images, spacers and typed controls.
  static let specs = ["Specs/ProfileEditor.form.yaml", "Specs/BusinessAccount.form.yaml"]

  @Test(arguments: specs)
  func everyFieldIsTheNodes(spec: String) throws {
    let layout = try Self.form(spec).layout
    for index in layout.indices {
      let node = LayoutNodeReference(layout, index)
      let expected = layout[index]
      #expect(node.kind == expected.kind)
      #expect(node.id == expected.id)
      #expect(node.children == expected.children)
      #expect(node.axis == expected.axis)
      #expect(node.spacing == expected.spacing)
      #expect(node.height == expected.height)
      #expect(node.header == expected.header)
      #expect(node.footer == expected.footer)
      #expect(node.text == expected.text)
      #expect(node.action == expected.action)
      #expect(node.enabled == expected.enabled)
      #expect(node.image == expected.image)
    }
  }

  /// The builder's in-place read of a text's variants answers what `LayoutNode.variants(of:)`
  /// answers, for every node and every property (`ProfileEditor` has a header, a footer, a label's
  /// text and a button's title that change with app flags).
  @Test func textVariantsAreTheNodes() throws {
    let form = try Self.form("Specs/ProfileEditor.form.yaml")
    let builder = TemplateModelBuilder(
      form: form, sourcePath: "ProfileEditor.form.yaml", access: .internal)
    let properties: [FormString.Property] = [
      .title, .placeholder, .hint, .header, .footer, .text, .required, .rule(0),
    ]
    var withVariants = 0
    for index in form.layout.indices {
      for property in properties {
        let expected = form.layout[index].variants(of: property)
        #expect(builder.textVariants(ofNode: index, property) == expected)
        if expected?.isEmpty == false { withVariants += 1 }
      }
    }
    #expect(withVariants >= 4)
  }
}
