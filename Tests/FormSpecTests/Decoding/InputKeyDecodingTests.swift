import Testing

@testable import FormSpec

/// The boolean and plain-text input keys of ``SpecDecoder/inputBooleans`` and
/// ``SpecDecoder/inputStrings`` are decoded by a switch on the key, not through the tables' key
/// paths: each must still set exactly the property its table names for it.
struct InputKeyDecodingTests {
  /// The input of a form whose one input (a field, or a custom control for a key a field does
  /// not take) has `key: value` (and `required: true` with a `requiredMessage`, which needs it).
  private static func input(key: String, value: String) throws -> InputProperties {
    let onField = SpecDecoder.propertyKeys(of: .field).contains(key)
    let yaml = """
      form: Keys
      content:
        scroll: page
        children:
          - \(onField ? "field" : "custom"): subject
            \(onField ? "" : "height: 44")
            \(key == "requiredMessage" ? "required: true" : "")
            \(key): \(value)

      """
    let result = FormSpecReader().read(bytes: Array(yaml.utf8), path: "Keys.form.yaml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.definition?.content.children.first?.input)
  }

  /// Every property the two tables name that `input` has, by key, as text.
  private static func tableValues(of input: InputProperties) -> [String: String] {
    var values: [String: String] = [:]
    for (key, path) in SpecDecoder.inputBooleans {
      if let value = input[keyPath: path] { values[key.rawValue] = "\(value.value)" }
    }
    for (key, path) in SpecDecoder.inputStrings {
      if let value = input[keyPath: path] { values[key.rawValue] = value.value }
    }
    return values
  }

  @Test(arguments: SpecDecoder.inputBooleans.keys.map(\.rawValue).sorted())
  func aBooleanKeySetsItsProperty(key: String) throws {
    let input = try Self.input(key: key, value: "true")
    #expect(Self.tableValues(of: input) == [key: "true"])
  }

  @Test(arguments: SpecDecoder.inputStrings.keys.map(\.rawValue).sorted())
  func aTextKeySetsItsProperty(key: String) throws {
    let input = try Self.input(key: key, value: "Text of \(key)")
    let required = key == "requiredMessage" ? ["required": "true"] : [:]
    #expect(Self.tableValues(of: input) == required.merging([key: "Text of \(key)"]) { $1 })
  }
}
