import FormTestSupport
import Foundation
import Testing

/// Texts that change with app flags (issue 32), through the `formc` process: `lint` points at an
/// unknown flag, `plan` lists the variants, `generate` writes them into the schema.
struct FlagTextEndToEndTests {
  final class Project: ScratchDirectory {
    init(_ spec: String, name: String = "Card.form.yaml") throws {
      try super.init(prefix: "formc-flag-texts")
      try Data(spec.utf8).write(to: root.appendingPathComponent(name))
    }

    func run(_ arguments: [String]) async throws -> FormcProcess.Output {
      try await FormcProcess.run(arguments, in: root)
    }
  }

  static let spec = """
    form: Card
    title:
      text: Add Card
      when:
        - {flag: isViewing, text: View Card}
        - {flag: isEditing, text: Edit Card}
    flags: [isViewing, isEditing]
    actions:
      submit:
        title: Save
      cancel:
        title: {text: Close, when: [{flag: isEditing, text: Cancel}]}
    content:
      scroll: page
      children:
        - field: name
          title: Name on card

    """

  @Test func lintPointsAtAnUnknownFlag() async throws {
    let project = try Project(
      Self.spec.replacingOccurrences(
        of: "flag: isEditing, text: Edit", with: "flag: isEditng, text: Edit"))
    let output = try await project.run(["lint", "Card.form.yaml"])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "Card.form.yaml:6:14: error: 'title' names unknown flag 'isEditng'; did you mean 'isEditing'? [dangling-reference]"
      ), "\(output.stdout)")
  }

  @Test func planListsTheVariants() async throws {
    let project = try Project(Self.spec)
    let output = try await project.run(["plan", "Card.form.yaml"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "title \"Add Card\"; \"View Card\" while isViewing, \"Edit Card\" while isEditing\n"),
      "\(output.stdout)")
    #expect(output.stdout.contains("cancel       \"Close\"; \"Cancel\" while isEditing at"))
    #expect(output.stdout.contains("submit       \"Save\" at"))
  }

  @Test func generateWritesTheVariants() async throws {
    let project = try Project(Self.spec)
    let output = try await project.run(["generate", "Card.form.yaml", "--output", "out"])
    #expect(output.status == 0, "\(output.stderr)")
    let model = try String(
      contentsOf: project.root.appendingPathComponent("out/CardForm.swift"), encoding: .utf8)
    #expect(model.contains("FormTextVariant(flag: \"isEditing\", text: \"Edit Card\")"))
    let view = try String(
      contentsOf: project.root.appendingPathComponent("out/CardFormView.swift"), encoding: .utf8)
    #expect(view.contains(".navigationTitle(Text(verbatim: form.screenTitle ?? \"\"))"))
  }

  @Test func previewDrawsTheTitleOfTheFlagsAskedFor() async throws {
    let project = try Project(Self.spec)
    for (flags, title) in [
      ([String](), "Add Card"), (["--flag", "isEditing"], "Edit Card"),
      (["--flag", "isEditing", "--flag", "isViewing"], "View Card"),
    ] {
      let output = try await project.run(
        ["preview", "Card.form.yaml", "-d", "iphone-16", "-o", "card.svg"] + flags)
      #expect(output.status == 0, "\(output.stderr)")
      let svg = try String(
        contentsOf: project.root.appendingPathComponent("card.svg"), encoding: .utf8)
      #expect(svg.contains(">\(title)<"), "\(flags)")
    }
    let unknown = try await project.run(
      ["preview", "Card.form.yaml", "-d", "iphone-16", "-o", "card.svg", "--flag", "isNew"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr
        == "error: 'Card.form.yaml' has no flag 'isNew'; its flags are isViewing, isEditing\n")
  }
}
