import FormRuntime
import FormSpec
import Foundation
import Testing

/// `HostileForm` was generated from `Tests/FormCodegenTests/Fixtures/Hostile.form.yaml`, whose
/// strings try to break out of Swift literals and comments. It compiled; here every string comes
/// back exactly as the spec (read by the real front end) wrote it.
@MainActor
struct InjectionTests {
  static let spec: FormDefinition = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "FormCodegenTests/Fixtures/Hostile.form.yaml")
    let bytes = [UInt8]((try? Data(contentsOf: url)) ?? Data())
    return FormSpecReader().read(bytes: bytes, path: "Hostile.form.yaml").definition!
  }()

  static var inputs: [Node] { spec.content.preorder.filter { $0.kind.isInput } }

  @Test func formTitle() {
    #expect(HostileForm.title == Self.spec.title?.value)
    #expect(HostileForm.title?.contains("\\(interpolation)") == true)
  }

  @Test func inputTitlesPlaceholdersAndValues() throws {
    let form = HostileForm()
    for node in Self.inputs {
      let field = try #require(HostileForm.Field(rawValue: node.id!.value))
      #expect(field.title == node.input?.title?.value)
      #expect(field.placeholder == node.input?.placeholder?.value)
      #expect(form.value(of: field) == (node.input?.value?.value ?? ""))
      #expect(form.toolbarState(for: field).title == node.input?.title?.value)
    }
    #expect(form.emoji.unicodeScalars.contains("\u{200F}"))
    #expect(form.notes == "multi\nline\nvalue")
  }

  @Test func staticTexts() {
    var expected: [String] = []
    for node in Self.spec.content.preorder {
      if let text = node.text?.value ?? node.buttonTitle?.value { expected.append(text) }
      if let header = node.header?.value { expected.append(header) }
      if let footer = node.footer?.value { expected.append(footer) }
    }
    #expect(HostileForm.staticTexts.map(\.text) == expected)
    #expect(
      HostileForm.staticTexts.first?.text
        == "Line one\nLine two */ // not a comment\r\nand a tab\there")
  }

  @Test func patternsAndMessages() throws {
    for node in Self.inputs {
      let field = try #require(HostileForm.Field(rawValue: node.id!.value))
      let generated = HostileForm.validations(for: field).filter { $0.rule != .required }
      let written = node.input?.rules ?? []
      #expect(generated.count == written.count)
      for (rule, source) in zip(generated, written) {
        if let message = source.message?.value { #expect(rule.message == message) }
        if case .pattern(let pattern) = source.kind {
          #expect(rule.rule == .pattern(FormPattern(pattern)))
        }
      }
    }
    // The pattern really works as written: letters, quotes and backslashes, then `(x)`.
    #expect(FormValidator.matchesWhole(#"ab"\(x)"#, #"[a-z"\\]+\(x\)"#))
    let form = HostileForm()
    form.emoji = "far too long"
    #expect(form.error(for: .emoji) == "Too long: 👩‍💻\u{0}nul")
  }
}
