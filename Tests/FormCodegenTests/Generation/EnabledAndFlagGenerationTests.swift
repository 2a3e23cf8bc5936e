import FormCodegen
import FormCompiler
import Testing

/// What the generated code says for `enabledWhen` and for a condition on an app flag
/// (issue 32): the schema's `enabled` conditions, SwiftUI's `.disabled(…)`, and `isSet: false`.
struct EnabledAndFlagGenerationTests {
  static let spec = """
    form: Proxy
    flags: [isEditing]
    content:
      scroll: page
      children:
        - switch: useProxy
          title: Use a proxy
        - field: host
          input: url
          title: Host
          enabledWhen: {input: useProxy, equals: true}
        - field: port
          input: number
          title: Port
          enabledWhen: {flag: isEditing}
        - label: readOnly
          text: Tap Edit to change the proxy
          visibleWhen: {flag: isEditing, equals: false}
        - choice: scheme
          title: Scheme
          options: [https, socks5]
          enabledWhen: {input: useProxy, equals: true}

    """

  func generated() throws -> [String: String] {
    let checked = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Proxy.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let files = try CodeGenerator().generate(
      form, sourcePath: "Proxy.form.yaml", outputs: Set(Configuration.Output.allCases))
    return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
  }

  @Test func theSchemaListsTheEnablingConditions() throws {
    let model = try #require(try generated()["ProxyForm.swift"])
    #expect(
      model.contains(#"FormCondition("host", .field, shownWhen: .useProxy, .equals("true"))"#))
    #expect(model.contains(#"FormCondition("port", .field, shownWhenFlag: "isEditing")"#))
    #expect(
      model.contains(
        #"FormCondition("readOnly", .label, shownWhenFlag: "isEditing", isSet: false)"#))
    #expect(model.contains("@FormPublished var isEditing: Bool = false {"))
  }

  @Test func theSwiftUIScreenDisablesTheInputs() throws {
    let view = try #require(try generated()["ProxyFormView.swift"])
    #expect(view.contains(".disabled(!form.isEnabled(.host))"))
    #expect(view.contains(".disabled(!form.isEnabled(.port))"))
    #expect(!view.contains(".disabled(!form.isEnabled(.useProxy))"))
  }

  @Test func aChoiceIsDisabledLikeAnInput() throws {
    let files = try generated()
    let model = try #require(files["ProxyForm.swift"])
    #expect(
      model.contains(#"FormCondition("scheme", .choice, shownWhen: .useProxy, .equals("true"))"#))
    let view = try #require(files["ProxyFormView.swift"])
    #expect(view.contains(".disabled(!form.isEnabled(.scheme))"))
  }
}
