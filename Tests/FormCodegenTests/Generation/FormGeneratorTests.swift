import FormCodegen
import FormCompiler
import Foundation
import Testing

/// ``FormGenerator``'s output policy, and the file names it shares with the build plugin.
struct FormGeneratorTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func spec(_ relative: String, outputs: Set<Configuration.Output>? = nil)
    -> FormGenerator.Spec
  {
    var configuration = Configuration()
    if let outputs { configuration.outputs = outputs }
    return FormGenerator.Spec(
      path: "/specs/" + relative, relativePath: relative, configuration: configuration)
  }

  @Test("the file names follow the templates, one per output")
  func namesFollowTheTemplates() {
    #expect(
      GeneratedFileNaming.fileSuffixes
        == TemplateSet.names.map { String($0.dropLast(".mustache".count)) })
    #expect(CodeGenerator.outputs.count == GeneratedFileNaming.fileSuffixes.count)
    #expect(
      Array(CodeGenerator.outputs.prefix(GeneratedFileNaming.buildPluginOutputCount))
        == [.model, .uikit, .swiftui])
  }

  @Test(
    "the plugins compile formc's own naming and configuration search files, through links",
    arguments: [
      (
        "Plugins/FormSpecPlugin/GeneratedFileNaming.swift",
        "../../Sources/FormCodegen/Naming/GeneratedFileNaming.swift"
      ),
      (
        "Plugins/GenerateFormCodePlugin/GeneratedFileNaming.swift",
        "../../Sources/FormCodegen/Naming/GeneratedFileNaming.swift"
      ),
      (
        "Plugins/FormSpecPlugin/ConfigurationSearch.swift",
        "../../Sources/FormCompiler/Configuration/ConfigurationSearch.swift"
      ),
    ])
  func pluginsShareFormcsFiles(link path: String, destination expected: String) throws {
    let link = Self.repository.appendingPathComponent(path)
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    #expect(destination == expected)
    // The shared file must compile alone in a plugin: no imports.
    let shared = try String(contentsOf: link.resolvingSymlinksInPath(), encoding: .utf8)
    #expect(!shared.split(separator: "\n").contains { $0.hasPrefix("import ") })
  }

  @Test func thePluginsUseTheSharedRules() throws {
    let plugin = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Plugins/FormSpecPlugin/FormSpecPlugin.swift"), encoding: .utf8)
    #expect(plugin.contains("GeneratedFileNaming.outputPaths(forSpec: relative, flat: true)"))
    #expect(plugin.contains("ConfigurationSearch.find("))
    #expect(plugin.contains("GeneratedFileNaming.commonFolder("))
    let command = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Plugins/GenerateFormCodePlugin/GenerateFormCodePlugin.swift"), encoding: .utf8)
    #expect(command.contains("GeneratedFileNaming.isSpec("))
    #expect(command.contains("GeneratedFileNaming.commonFolder("))
  }

  @Test(
    "the spec root is the deepest folder holding every spec",
    arguments: [
      (["/p/a/b/X.form.yaml", "/p/a/c/Y.form.yaml"], "/p/a"),
      (["/p/a/X.form.yaml"], "/p/a"),
      (["/p/a/X.form.yaml", "/p/ab/Y.form.yaml"], "/p"),
      (["/a/X.form.yaml", "/b/Y.form.yaml"], "/"),
    ])
  func commonFolder(specs: [String], expected: String) {
    #expect(GeneratedFileNaming.commonFolder(ofSpecs: specs) == expected)
  }

  @Test(
    "what each purpose writes",
    arguments: [
      (
        FormGenerator.Purpose.sources, false, ["a/SignUpForm.swift", "a/SignUpForm+Keyboard.swift"]
      ),
      (.sources, true, ["a_SignUpForm.swift", "a_SignUpForm+Keyboard.swift"]),
      (
        .buildPlugin, false,
        ["a_SignUpForm.swift", "a_SignUpForm+Keyboard.swift", "a_SignUpFormView.swift"]
      ),
      (.uiTests, false, ["a/SignUpFormUITests.swift"]),
    ])
  func ownedPaths(purpose: FormGenerator.Purpose, flat: Bool, expected: [String]) throws {
    let generator = try FormGenerator(purpose: purpose, flat: flat)
    // SwiftUI switched off, UI tests on: the build plugin still declares the screen (as a
    // placeholder) and never the UI tests; a package gets the UI tests.
    let spec = Self.spec("a/SignUp.form.yaml", outputs: [.model, .uikit, .uiTests])
    var wanted = expected
    if purpose == .sources {
      wanted.append(flat ? "a_SignUpFormUITests.swift" : "a/SignUpFormUITests.swift")
    }
    #expect(generator.ownedPaths(of: spec) == wanted)
  }

  @Test("two specs that would write the same file clash; the later one owns it")
  func clashes() throws {
    let generator = try FormGenerator(purpose: .buildPlugin)
    let plan = generator.plan([
      Self.spec("a/SignUp.form.yaml"), Self.spec("a_SignUp.form.yaml"),
      Self.spec("Other.form.yaml"),
    ])
    #expect(!plan.isClashFree)
    #expect(plan.clashes[0].isEmpty && plan.clashes[2].isEmpty)
    #expect(plan.clashes[1].count == 3)
    #expect(
      plan.clashes[1].first
        == "'/specs/a/SignUp.form.yaml' and '/specs/a_SignUp.form.yaml' would both generate 'a_SignUpForm.swift'; rename one of them"
    )
    #expect(plan.owners["a_SignUpForm.swift"] == "/specs/a_SignUp.form.yaml")
    #expect(plan.owners.count == 6)
  }

  @Test("a spec that cannot be read is a failure, not a crash")
  func unreadableSpec() throws {
    let result = try FormGenerator().generate(Self.spec("Missing.form.yaml"))
    #expect(result.failure != nil)
    #expect(result.files.isEmpty && !result.isWritable)
  }

  @Test("a spec with errors has diagnostics and no files")
  func specWithErrors() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FormGeneratorTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Broken.form.yaml").path
    try "form: Broken\ncontent:\n  field: e\n  input: emial\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try FormGenerator().generate(
      FormGenerator.Spec(
        path: path, relativePath: "Broken.form.yaml", configuration: Configuration()))
    #expect(result.failure == nil && !result.isWritable)
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.contains { $0.rule.rawValue == "invalid-value" })
  }
}
