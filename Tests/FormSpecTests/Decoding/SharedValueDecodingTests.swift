import FormSpec
import Foundation
import Testing

/// `valueOf` on two inputs of one value (issue 32): each names the owner, at the value, and the
/// owner has none of its own.
struct SharedValueDecodingTests {
  @Test func twoInputsNameOneOwner() throws {
    let path = "Decoding/valid/shared-value-three-inputs.form.yaml"
    let bytes = try Data(contentsOf: Fixtures.root.appendingPathComponent(path))
    let result = FormSpecReader().read(bytes: Array(bytes), path: path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let children = try #require(result.definition).content.children
    #expect(children.map { $0.id?.value } == ["entry", "regionList", "regionMenu", "region"])
    #expect(children.map { $0.input?.valueOf?.value } == [nil, "region", "region", nil])
    #expect(children[1].input?.valueOf?.location.line == 15)
    #expect(children[2].input?.valueOf?.location.line == 21)
  }
}
