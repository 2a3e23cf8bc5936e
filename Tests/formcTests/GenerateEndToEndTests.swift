import FormTestSupport
import Foundation
import Testing

/// `formc generate` through real process runs in temporary directories.
struct GenerateEndToEndTests {
  /// A scratch directory with a copy of some specs.
  struct Workspace {
    let root: URL

    init(specs: [String] = ["SignUp.form.yaml", "ChatComposer.form.yaml"]) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("formc-generate-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
      for spec in specs {
        try FileManager.default.copyItem(
          at: FormcProcess.repositoryRoot.appendingPathComponent("Specs/\(spec)"),
          to: root.appendingPathComponent("specs/\(spec)"))
      }
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func exists(_ relative: String) -> Bool {
      FileManager.default.fileExists(atPath: path(relative))
    }

    func read(_ relative: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func modificationDate(_ relative: String) throws -> Date {
      try FileManager.default.attributesOfItem(atPath: path(relative))[.modificationDate] as! Date
    }

    func run(_ arguments: [String], tool: String = "formc") async throws -> FormcProcess.Output {
      try await FormcProcess.run(arguments, in: root, tool: tool)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func generatesTheGoldenFiles() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let output = try await workspace.run(["generate", "specs", "--output", "out"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr == "formc: 2 specs: 6 files written, 0 unchanged\n")
    for name in [
      "SignUpForm.swift", "SignUpForm+Keyboard.swift", "SignUpFormView.swift",
      "ChatComposerForm.swift",
    ] {
      let golden = try String(
        contentsOf: FormcProcess.repositoryRoot.appendingPathComponent(
          "Tests/GeneratedFormsTests/Golden/\(name)"), encoding: .utf8)
      #expect(try workspace.read("out/\(name)") == golden, "\(name) differs from the golden copy")
    }
  }

  @Test func unchangedFilesKeepTheirModificationTime() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    _ = try await workspace.run(["generate", "specs", "-o", "out"])
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes(
      [.modificationDate: old], ofItemAtPath: workspace.path("out/SignUpForm.swift"))
    let again = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(again.status == 0)
    #expect(again.stderr == "formc: 2 specs: 0 files written, 6 unchanged\n")
    #expect(try workspace.modificationDate("out/SignUpForm.swift") == old)
  }

  @Test func formcYmlSwitchesOutputsOffAndPruneRemovesTheirOldFiles() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    _ = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(workspace.exists("out/SignUpFormView.swift"))
    try workspace.write("specs/formc.yml", "outputs:\n  swiftui: false\n  uikit: false\n")
    let output = try await workspace.run(["generate", "specs", "-o", "out", "--prune"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr == "formc: 1 spec: 0 files written, 1 unchanged, 2 removed\n")
    #expect(workspace.exists("out/SignUpForm.swift"))
    #expect(!workspace.exists("out/SignUpFormView.swift"))
    #expect(!workspace.exists("out/SignUpForm+Keyboard.swift"))
  }

  @Test("formc-generate, the build plugins' lean tool, writes what formc generate writes")
  func leanToolWritesTheSameFiles() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml", "Checkout.form.yaml"])
    defer { workspace.remove() }
    try workspace.write("specs/formc.yml", "outputs: {swiftui: false}\n")
    let arguments = ["specs", "--spec-root", "specs", "--build-plugin", "--quiet"]
    let full = try await workspace.run(["generate"] + arguments + ["-o", "full"])
    let lean = try await workspace.run(
      ["generate"] + arguments + ["-o", "lean"], tool: "formc-generate")
    #expect(full.status == 0 && lean.status == 0, "\(full.stderr)\n\(lean.stderr)")
    #expect(lean.stdout == full.stdout && lean.stderr == full.stderr)
    let names = try FileManager.default.contentsOfDirectory(atPath: workspace.path("full")).sorted()
    #expect(names.count == 6, "\(names)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: workspace.path("lean")).sorted() == names)
    for name in names {
      #expect(try workspace.read("lean/\(name)") == workspace.read("full/\(name)"), "\(name)")
    }
    // A spec error is reported the same way, with the same exit status.
    try workspace.write(
      "specs/Broken.form.yaml", "form: Broken\ncontent:\n  field: e\n  input: emial\n")
    let fullError = try await workspace.run(["generate"] + arguments + ["-o", "full"])
    let leanError = try await workspace.run(
      ["generate"] + arguments + ["-o", "lean"], tool: "formc-generate")
    #expect(fullError.status == 1 && leanError.status == 1)
    #expect(leanError.stderr == fullError.stderr && leanError.stderr.contains("[invalid-value]"))
    // It has only the one command.
    let lint = try await workspace.run(["lint", "specs"], tool: "formc-generate")
    #expect(lint.status == 64, "\(lint.stderr)")
  }

  @Test func uiTestsAreWrittenOnlyWhenAskedFor() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    // Not by default.
    _ = try await workspace.run(["generate", "specs", "-o", "app"])
    #expect(!workspace.exists("app/SignUpFormUITests.swift"))
    // `--ui-tests`: the UI tests alone, for a UI-test target.
    let alone = try await workspace.run(["generate", "specs", "-o", "uitests", "--ui-tests"])
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: workspace.path("uitests")) == [
        "SignUpFormUITests.swift"
      ])
    let tests = try workspace.read("uitests/SignUpFormUITests.swift")
    #expect(tests.contains("final class SignUpFormUITests: XCTestCase {"))
    // `outputs: {uiTests: true}` adds them to a normal run.
    try workspace.write("specs/formc.yml", "outputs: {uiTests: true}\n")
    _ = try await workspace.run(["generate", "specs", "-o", "app"])
    #expect(try workspace.read("app/SignUpFormUITests.swift") == tests)
    #expect(workspace.exists("app/SignUpFormView.swift"))
    // The build plugin (`--build-plugin`) generates into the app's target: never the UI tests.
    let plugin = try await workspace.run(["generate", "specs", "-o", "plugin", "--build-plugin"])
    #expect(plugin.status == 0, "\(plugin.stderr)")
    #expect(!workspace.exists("plugin/SignUpFormUITests.swift"))
    #expect(workspace.exists("plugin/SignUpFormView.swift"))
  }

  @Test func aSwitchedOffOutputIsAPlaceholderForTheBuildPlugin() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    try workspace.write("specs/formc.yml", "outputs: {swiftui: false}\n")
    // `--flat` alone only names files flat: no placeholder.
    let flat = try await workspace.run(["generate", "specs", "-o", "flat", "--flat"])
    #expect(flat.status == 0, "\(flat.stderr)")
    #expect(!workspace.exists("flat/SignUpFormView.swift"))
    let output = try await workspace.run(["generate", "specs", "-o", "out", "--build-plugin"])
    #expect(output.status == 0, "\(output.stderr)")
    let placeholder = try workspace.read("out/SignUpFormView.swift")
    #expect(
      placeholder
        == "// Generated by formc from SignUp.form.yaml. Do not edit.\n\n"
        + "// `outputs: {swiftui: false}` in formc.yml: nothing here.\n")
    #expect(try workspace.read("out/SignUpForm+Keyboard.swift").contains("SignUpFormViews"))
  }

  @Test(
    arguments: [
      (
        "outputs: {swiftUI: false}\n",
        "unknown output 'swiftUI'; did you mean 'swiftui'? [unknown-key]"
      ),
      ("outputs: {uikit: no}\n", "'uikit' must be true or false [invalid-value]"),
      (
        "outputs: [model]\n",
        "'outputs' must be a mapping of 'model', 'uikit', 'swiftui' and 'uiTests' to true or false [invalid-value]"
      ),
    ])
  func badOutputsAreLocatedErrors(config: String, message: String) async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    try workspace.write("specs/formc.yml", config)
    let output = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(output.stderr.contains("specs/formc.yml:1:"), "\(output.stderr)")
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func refusesToOverwriteFilesFormcDidNotWrite() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    try workspace.write("out/SignUpForm.swift", "// hand-written, precious\n")
    let output = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("was not generated by formc"))
    #expect(try workspace.read("out/SignUpForm.swift") == "// hand-written, precious\n")
    let forced = try await workspace.run(["generate", "specs", "-o", "out", "--force"])
    #expect(forced.status == 0)
    #expect(try workspace.read("out/SignUpForm.swift").hasPrefix("// Generated by formc from "))
  }

  @Test func checkWritesNothingAndListsChanges() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let first = try await workspace.run(["generate", "specs", "-o", "out", "--check"])
    #expect(first.status == 1)
    #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
    #expect(first.stdout.contains("would create SignUpForm.swift\n"))
    _ = try await workspace.run(["generate", "specs", "-o", "out"])
    let clean = try await workspace.run(["generate", "specs", "-o", "out", "--check"])
    #expect(clean.status == 0)
    #expect(clean.stdout.isEmpty)
    try workspace.write(
      "specs/SignUp.form.yaml",
      try workspace.read("specs/SignUp.form.yaml").replacingOccurrences(
        of: "submit: join", with: "submit: go"))
    let drift = try await workspace.run(["generate", "specs", "-o", "out", "--check"])
    #expect(drift.status == 1)
    #expect(drift.stdout == "would update SignUpForm.swift\n")
  }

  @Test func pruneRemovesOnlyOrphanedGeneratedFiles() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    _ = try await workspace.run(["generate", "specs", "-o", "out"])
    try workspace.write("out/Handwritten.swift", "struct Handwritten {}\n")
    try FileManager.default.removeItem(atPath: workspace.path("specs/ChatComposer.form.yaml"))
    let output = try await workspace.run(["generate", "specs", "-o", "out", "--prune"])
    #expect(output.status == 0)
    #expect(!FileManager.default.fileExists(atPath: workspace.path("out/ChatComposerForm.swift")))
    #expect(FileManager.default.fileExists(atPath: workspace.path("out/SignUpForm.swift")))
    #expect(FileManager.default.fileExists(atPath: workspace.path("out/Handwritten.swift")))
  }

  @Test func aSpecWithErrorsLeavesItsOutputsUntouched() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    _ = try await workspace.run(["generate", "specs", "-o", "out"])
    let before = try workspace.read("out/SignUpForm.swift")
    try workspace.write(
      "specs/SignUp.form.yaml",
      try workspace.read("specs/SignUp.form.yaml").replacingOccurrences(
        of: "submit: join", with: "submit: sometimes"))
    let output = try await workspace.run(["generate", "specs", "-o", "out", "--prune"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("SignUp.form.yaml:"))
    #expect(output.stderr.contains("error: 'submit' must be one of"))
    #expect(try workspace.read("out/SignUpForm.swift") == before, "outputs of a failing spec stay")
    #expect(FileManager.default.fileExists(atPath: workspace.path("out/SignUpForm+Keyboard.swift")))
  }

  @Test func foldersAreMirroredAndNothingIsWrittenOutside() async throws {
    let workspace = try Workspace(specs: [])
    defer { workspace.remove() }
    try workspace.write(
      "specs/auth/Login.form.yaml",
      try String(
        contentsOf: FormcProcess.repositoryRoot.appendingPathComponent(
          "Specs/OneTimeCodeLogin.form.yml"), encoding: .utf8))
    let output = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(FileManager.default.fileExists(atPath: workspace.path("out/auth/LoginForm.swift")))
    #expect(
      try workspace.read("out/auth/LoginForm.swift").hasPrefix(
        "// Generated by formc from auth/Login.form.yaml. Do not edit.\n"))
    let entries = try FileManager.default.subpathsOfDirectory(atPath: workspace.root.path)
    #expect(entries.allSatisfy { $0.hasPrefix("specs") || $0.hasPrefix("out") })
  }

  @Test func publicAccessFromConfiguration() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    try workspace.write("specs/formc.yml", "accessLevel: public\n")
    let output = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(output.status == 0, "\(output.stderr)")
    let text = try workspace.read("out/SignUpForm.swift")
    #expect(text.contains("public final class SignUpForm: FormModel {"))
    #expect(text.contains("  @FormPublished public var email: String = \"\""))
    #expect(text.contains("  public init() {}"))
    let keyboard = try workspace.read("out/SignUpForm+Keyboard.swift")
    #expect(keyboard.contains("  public protocol SignUpFormViews: FormViews"))
    #expect(keyboard.contains("    public func formView(for field: Form.Field) -> UIView {"))
    #expect(
      keyboard.contains(
        "  public typealias SignUpFormKeyboardController = FormKeyboardController<SignUpForm>"))
  }

  @Test func customTemplatesOverrideTheDefaults() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    try workspace.write(
      "templates/Form.swift.mustache", "{{header}}\n\n// {{typeName}} has custom output\n")
    let output = try await workspace.run([
      "generate", "specs", "-o", "out", "--templates", "templates",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      try workspace.read("out/SignUpForm.swift").hasSuffix("// SignUpForm has custom output\n"))
    #expect(try workspace.read("out/SignUpForm+Keyboard.swift").contains("SignUpFormViews"))
    try workspace.write("templates/Typo.swift.mustache", "x")
    let typo = try await workspace.run([
      "generate", "specs", "-o", "out", "--templates", "templates",
    ])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("unknown template 'Typo.swift.mustache'"))
  }

  @Test func templateListAndCat() async throws {
    let list = try await FormcProcess.run(["template", "list"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("Form.swift.mustache"))
    let cat = try await FormcProcess.run(["template", "cat", "Form.swift.mustache"])
    let file = try String(
      contentsOf: FormcProcess.repositoryRoot.appendingPathComponent(
        "Templates/Form.swift.mustache"),
      encoding: .utf8)
    #expect(cat.stdout == file)
  }

  @Test func oneJobAndManyJobsWriteTheSameBytes() async throws {
    let workspace = try Workspace(specs: [
      "SignUp.form.yaml", "ChatComposer.form.yaml", "Checkout.form.yaml", "Settings.form.yaml",
    ])
    defer { workspace.remove() }
    _ = try await workspace.run(["generate", "specs", "-o", "one", "--jobs", "1"])
    _ = try await workspace.run(["generate", "specs", "-o", "many", "--jobs", "4"])
    for name in try FileManager.default.contentsOfDirectory(atPath: workspace.path("one")) {
      #expect(try workspace.read("one/\(name)") == (try workspace.read("many/\(name)")))
    }
  }

  /// Whether starting a process failed with ETXTBSY: Foundation reports it as a Cocoa error
  /// whose underlying error is the POSIX one.
  static func isTextFileBusy(_ error: NSError) -> Bool {
    if error.domain == NSPOSIXErrorDomain { return error.code == Int(ETXTBSY) }
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
    return isTextFileBusy(underlying)
  }

  @Test func aLoneBinaryCopiedElsewhereStillGenerates() async throws {
    let workspace = try Workspace(specs: ["SignUp.form.yaml"])
    defer { workspace.remove() }
    let lone = workspace.root.appendingPathComponent("bin/formc")
    try FileManager.default.createDirectory(
      at: lone.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: FormcProcess.executableURL, to: lone)
    // A copy just written can fail to start with ETXTBSY ("Text file busy") while a process
    // started by another test at the same moment still holds an inherited descriptor of the
    // copy open (between its fork and its exec): the start is retried, as Go's os/exec does.
    var attempt = 0
    let run: ChildProcess.Result
    while true {
      do {
        run = try await ChildProcess.run(
          lone, ["generate", "specs", "-o", "out", "-q"], in: workspace.root,
          environment: ProcessInfo.processInfo.environment)
        break
      } catch let error as NSError where Self.isTextFileBusy(error) && attempt < 10 {
        attempt += 1
        try await Task.sleep(for: .milliseconds(50 * attempt))
      }
    }
    #expect(run.status == 0)
    let golden = try String(
      contentsOf: FormcProcess.repositoryRoot.appendingPathComponent(
        "Tests/GeneratedFormsTests/Golden/SignUpForm.swift"), encoding: .utf8)
    #expect(try workspace.read("out/SignUpForm.swift") == golden)
  }
}
