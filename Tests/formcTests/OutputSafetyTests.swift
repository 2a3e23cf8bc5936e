import FormTestSupport
import Foundation
import Testing

/// What `formc generate` does to the files around it when things go wrong, through real
/// processes: killed halfway, pointed outside its directory, facing files it did not write, a
/// read-only directory or a full disk. `GenerateEndToEndTests` covers the everyday cases (the
/// header check, mirrored folders, `--check`, `--prune`); these add the hostile ones.
///
/// Tests run as root here, where permission bits stop nothing. Read-only and full-disk
/// directories are therefore made with mounts in a private mount namespace (`unshare -m`, or
/// `unshare -rm` as another user), which vanish with the process and need no cleanup; where
/// that is impossible the test says so on standard output and checks what it can.
@Suite(.serialized)
struct OutputSafetyTests {
  /// A scratch directory with specs, old outputs and new expected outputs.
  final class Workspace: ScratchDirectory {
    init() throws {
      try super.init(prefix: "formc-safety")
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
    func path(_ relative: String) -> String { url(relative).path }

    func write(_ relative: String, _ text: String) throws {
      try FileManager.default.createDirectory(
        at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url(relative))
    }

    func read(_ relative: String) -> Data? { FileManager.default.contents(atPath: path(relative)) }

    /// The example `SignUp` spec, alone in `specs/`.
    func writeSignUpSpec() throws {
      try write(
        "specs/SignUp.form.yaml",
        try String(
          contentsOf: FormcProcess.repositoryRoot.appendingPathComponent("Specs/SignUp.form.yaml"),
          encoding: .utf8))
    }

    /// Every file below `relative` (hidden ones included) with its bytes.
    func snapshot(_ relative: String) throws -> [String: Data] {
      var result: [String: Data] = [:]
      let base = url(relative)
      guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
      while let name = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let full = base.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          result[name] = FileManager.default.contents(atPath: full)
        }
      }
      return result
    }

    func run(_ arguments: [String]) async throws -> FormcProcess.Output {
      try await FormcProcess.run(arguments, in: root)
    }

    /// Copies the example specs `copies` times into `specs/` (`c3_SignUp.form.yaml`, …).
    func copySpecs(copies: Int) throws {
      let source = FormcProcess.repositoryRoot.appendingPathComponent("Specs")
      let names = try FileManager.default.contentsOfDirectory(atPath: source.path)
        .filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }.sorted()
      for copy in 0..<copies {
        for name in names {
          let text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
          try write("specs/c\(copy)_\(name)", text)
        }
      }
    }

    /// Changes the title of every spec, so that every output changes.
    func retitleSpecs() throws {
      for name in try FileManager.default.contentsOfDirectory(atPath: path("specs")) {
        let text = try String(contentsOf: url("specs/\(name)"), encoding: .utf8)
        guard let range = text.range(of: "\ntitle: ") else { continue }
        let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        try write(
          "specs/\(name)", text.replacingCharacters(in: lineEnd..<lineEnd, with: " (v2)"))
      }
    }
  }

  // MARK: Atomic replacement

  /// SIGKILL at random moments while `formc generate` rewrites 180 files: every output is then
  /// exactly its old bytes or exactly its new bytes, never missing, empty or partial. Temporary
  /// files (`.<name>.formc-<UUID>`, hidden) may stay behind after a kill; the next run writes
  /// everything and they never become outputs.
  @Test func aKilledGenerateLeavesOldOrNewFilesNeverPartialOnes() async throws {
    let workspace = try Workspace()
    try workspace.copySpecs(copies: 10)
    #expect(try await workspace.run(["generate", "specs", "-o", "old", "-q"]).status == 0)
    try workspace.retitleSpecs()
    let start = Date()
    #expect(try await workspace.run(["generate", "specs", "-o", "new", "-q"]).status == 0)
    let duration = Date().timeIntervalSince(start)
    let old = try workspace.snapshot("old")
    let new = try workspace.snapshot("new")
    #expect(old.count == new.count && old.count >= 180)
    let changing = old.keys.filter { old[$0] != new[$0] }.count
    #expect(changing >= old.count / 2, "the retitled specs change their view models")

    var generator = SystemRandomNumberGenerator()
    var outcomes: [String] = []
    for attempt in 0..<16 {
      let out = "out\(attempt)"
      try FileManager.default.copyItem(at: workspace.url("old"), to: workspace.url(out))
      // Spread the kills over the second half of the run, where checking ends and the writes
      // happen (the first half only reads and checks specs).
      let delay = Double.random(in: (duration * 0.5)...(duration * 1.05), using: &generator)
      try await FormcProcess.run(
        ["generate", "specs", "-o", out, "-q"], in: workspace.root, killedAfter: delay)
      let after = try workspace.snapshot(out)
      var fromOld = 0
      var fromNew = 0
      for (name, bytes) in after where !name.hasPrefix(".") && !name.contains("/.") {
        if bytes == old[name] && bytes == new[name] {
          continue  // an output the new title does not change
        } else if bytes == old[name] {
          fromOld += 1
        } else if bytes == new[name] {
          fromNew += 1
        } else {
          Issue.record("\(out)/\(name) is neither the old nor the new file (\(bytes.count) bytes)")
        }
      }
      #expect(
        fromOld + fromNew == changing && after.count >= old.count,
        "\(out): every output is still there")
      let leftovers = after.keys.filter { $0.hasPrefix(".") || $0.contains("/.") }
      #expect(leftovers.allSatisfy { $0.contains(".formc-") }, "\(leftovers)")
      outcomes.append(
        "kill at \(String(format: "%.2f", delay)) s: \(fromOld) old, \(fromNew) new, \(leftovers.count) temporary"
      )
      // A later run completes the job.
      #expect(try await workspace.run(["generate", "specs", "-o", out, "-q"]).status == 0)
      let healed = try workspace.snapshot(out).filter {
        !$0.key.hasPrefix(".") && !$0.key.contains("/.")
      }
      #expect(healed == new, "\(out): a run after the kill writes every new file")
    }
    print(
      "atomic replacement (full run \(String(format: "%.2f", duration)) s):\n  "
        + outcomes.joined(separator: "\n  "))
  }

  /// A new file gets its name only once it is whole, without a temporary name: on Linux it is
  /// written unnamed (`O_TMPFILE`) and then linked to its name; a file that exists and changes is
  /// still replaced through a temporary name and a rename. Traced with strace(1), when it is
  /// installed (the test says so when it is not).
  @Test func newFilesAreLinkedOnceWholeAndChangedOnesRenamed() async throws {
    #if os(Linux)
      let strace = ["/usr/bin/strace", "/bin/strace"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
      guard let strace else {
        print("skipped: strace(1) is not installed; the O_TMPFILE path is not traced")
        return
      }
      let workspace = try Workspace()
      try workspace.writeSignUpSpec()
      func traced() async throws -> [String] {
        let run = try await ChildProcess.run(
          URL(fileURLWithPath: strace),
          [
            "-f", "-qq", "-e", "trace=openat,linkat,rename", "-o", workspace.path("trace"),
            FormcProcess.executableURL.path, "generate", "specs", "-o", "out", "-q",
          ], in: workspace.root,
          environment: ["PATH": "/usr/bin:/bin"].merging(FormcProcess.sanitizerEnvironment) {
            _, passed in passed
          })
        #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
        let lines = try String(contentsOf: workspace.url("trace"), encoding: .utf8)
          .split(separator: "\n").map(String.init)
        return lines.filter { $0.contains("/out") }
      }
      let outputs = ["SignUpForm.swift", "SignUpForm+Keyboard.swift", "SignUpFormView.swift"]
      let created = try await traced()
      for name in outputs {
        #expect(
          created.contains { $0.contains("linkat(") && $0.contains("/out/\(name)\"") },
          "\(name) is linked: \(created)")
      }
      #expect(!created.contains { $0.contains("rename(") || $0.contains(".formc-") }, "\(created)")
      #expect(
        try workspace.snapshot("out").keys.sorted() == outputs.sorted(), "no other file is left")

      try workspace.retitleSpecs()
      let replaced = try await traced()
      #expect(
        replaced.contains { $0.contains("rename(") && $0.contains("/out/SignUpForm.swift\"") },
        "the changed model is renamed into place: \(replaced)")
      #expect(!replaced.contains { $0.contains("linkat(") }, "\(replaced)")
    #endif
  }

  // MARK: Staying inside the output directory

  /// A symbolic link inside the output directory that leads elsewhere: formc refuses to write
  /// through it (exit 2) and writes nothing there.
  @Test func aLinkInTheOutputDirectoryDoesNotLeadWritesOutside() async throws {
    let workspace = try Workspace()
    try workspace.write(
      "specs/sub/SignUp.form.yaml",
      try String(
        contentsOf: FormcProcess.repositoryRoot.appendingPathComponent("Specs/SignUp.form.yaml"),
        encoding: .utf8))
    try FileManager.default.createDirectory(
      at: workspace.url("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: workspace.url("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path("out/sub"), withDestinationPath: workspace.path("elsewhere"))
    let output = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("refusing to write 'sub/SignUpForm.swift' outside"))
    #expect(try workspace.snapshot("elsewhere").isEmpty)
  }

  /// `--prune` does not follow a link out of the output directory to delete generated files.
  @Test func pruneDoesNotFollowLinksOut() async throws {
    let workspace = try Workspace()
    try workspace.copySpecs(copies: 1)
    #expect(try await workspace.run(["generate", "specs", "-o", "elsewhere", "-q"]).status == 0)
    let before = try workspace.snapshot("elsewhere")
    try FileManager.default.createDirectory(
      at: workspace.url("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path("out/link"), withDestinationPath: workspace.path("elsewhere"))
    try FileManager.default.removeItem(at: workspace.url("specs"))
    try workspace.write("specs/Empty.form.yaml", "form: Empty\ncontent: {stack: s, children: []}\n")
    _ = try await workspace.run(["generate", "specs", "-o", "out", "--prune", "-q"])
    #expect(try workspace.snapshot("elsewhere") == before)
  }

  /// Specs named through `..` and through an absolute path still generate inside `--output`,
  /// and nothing else in the tree changes.
  @Test func specPathsWithDotDotStayInside() async throws {
    let workspace = try Workspace()
    try workspace.copySpecs(copies: 1)
    try FileManager.default.createDirectory(
      at: workspace.url("work/out"), withIntermediateDirectories: true)
    let before = try workspace.snapshot("specs")
    let output = try await FormcProcess.run(
      [
        "generate", "../specs/c0_SignUp.form.yaml", workspace.path("specs/c0_Checkout.form.yaml"),
        "-o", "out", "-q",
      ], in: workspace.url("work"))
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try workspace.snapshot("specs") == before)
    let written = try workspace.snapshot("work").keys.sorted()
    #expect(
      written == [
        "out/c0_CheckoutForm+Keyboard.swift", "out/c0_CheckoutForm.swift",
        "out/c0_CheckoutFormView.swift", "out/c0_SignUpForm+Keyboard.swift",
        "out/c0_SignUpForm.swift", "out/c0_SignUpFormView.swift",
      ])
  }

  // MARK: Files formc did not write

  /// The header must open the file: a file that only mentions it later, an empty file, or one
  /// whose header follows a byte order mark is not formc's, and stays as it is.
  @Test(arguments: [
    "", "// hand-written\n// Generated by formc from SignUp.form.yaml. Do not edit.\n",
    "\u{FEFF}// Generated by formc from SignUp.form.yaml. Do not edit.\n",
    " // Generated by formc from SignUp.form.yaml. Do not edit.\n",
  ])
  func filesWithoutTheHeaderAtTheStartAreNeverOverwritten(_ contents: String) async throws {
    let workspace = try Workspace()
    try workspace.writeSignUpSpec()
    try workspace.write("out/SignUpForm.swift", contents)
    let output = try await workspace.run(["generate", "specs", "-o", "out"])
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.contains("was not generated by formc"))
    #expect(workspace.read("out/SignUpForm.swift") == Data(contents.utf8))
    let check = try await workspace.run(["generate", "specs", "-o", "out", "--check"])
    #expect(check.status == 2, "--check reports the same refusal: \(check.stderr)")
  }

  // MARK: Read-only directory and full disk

  /// A read-only output directory: exit 2 with a message naming the file and the reason, and
  /// the old outputs unchanged. As root the directory is a read-only bind mount in a private
  /// mount namespace; as another user, a directory without write permission.
  @Test func aReadOnlyOutputDirectoryIsAToolFailureAndKeepsOldFiles() async throws {
    let workspace = try Workspace()
    try workspace.copySpecs(copies: 1)
    #expect(try await workspace.run(["generate", "specs", "-o", "out", "-q"]).status == 0)
    let old = try workspace.snapshot("out")
    try workspace.retitleSpecs()
    let result: Result
    if getuid() == 0 {
      let script = """
        mount --bind out out && mount -o remount,bind,ro out || exit 90
        "$0" generate specs -o out
        """
      guard let output = try await Self.inPrivateMountNamespace(script, in: workspace.root) else {
        print(
          "skipped: cannot make a read-only mount here (no mount namespace); as root, permission bits do not stop writes"
        )
        return
      }
      result = output
    } else {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: workspace.path("out"))
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: workspace.path("out"))
      }
      let output = try await workspace.run(["generate", "specs", "-o", "out"])
      result = Result(stderr: output.stderr, status: output.status)
    }
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("error: cannot write '"), "\(result.stderr)")
    // strerror's wording, or Foundation's ("The volume is read only.").
    let reason = result.stderr.lowercased()
    #expect(
      reason.contains("read-only") || reason.contains("read only")
        || reason.contains("permission denied"), "\(result.stderr)")
    #expect(try workspace.snapshot("out") == old, "old outputs intact, no temporary files")
  }

  /// A full disk: a 64 KiB tmpfs holding the old outputs and filled to the last block. formc
  /// fails with exit 2 naming the file and ENOSPC, and leaves the old outputs and no temporary
  /// files. The tmpfs lives in a private mount namespace; its contents are copied out to check.
  @Test func aFullDiskIsAToolFailureAndKeepsOldFiles() async throws {
    let workspace = try Workspace()
    try workspace.copySpecs(copies: 1)
    try FileManager.default.removeItem(at: workspace.url("specs"))
    try workspace.writeSignUpSpec()
    #expect(try await workspace.run(["generate", "specs", "-o", "old", "-q"]).status == 0)
    let old = try workspace.snapshot("old")
    try workspace.retitleSpecs()
    let script = """
      mount -t tmpfs -o size=64k tmpfs out || exit 90
      cp old/* out/ || exit 91
      dd if=/dev/zero of=out/.filler bs=1024 count=1024 2>/dev/null
      "$0" generate specs -o out
      status=$?
      rm -f out/.filler
      cp -a out/. after/
      exit $status
      """
    guard try await Self.expectFullDiskFailure(script, in: workspace) else { return }
    #expect(try workspace.snapshot("after") == old, "old outputs intact, no temporary files")
  }

  /// A full disk under an output folder that formc creates, where it looks for no existing file:
  /// formc fails with exit 2 naming ENOSPC and leaves no partial or temporary file behind.
  @Test func aFullDiskUnderANewFolderLeavesNoPartialFile() async throws {
    let workspace = try Workspace()
    try workspace.writeSignUpSpec()
    // The filler leaves a few blocks free, so the first file is created and then runs out of
    // space part way through its text.
    let script = """
      mount -t tmpfs -o size=64k tmpfs out || exit 90
      dd if=/dev/zero of=out/.filler bs=1024 count=56 2>/dev/null
      "$0" generate specs -o out/new
      status=$?
      rm -f out/.filler
      cp -a out/. after/
      exit $status
      """
    guard try await Self.expectFullDiskFailure(script, in: workspace) else { return }
    #expect(try await workspace.run(["generate", "specs", "-o", "expected", "-q"]).status == 0)
    let expected = try workspace.snapshot("expected")
    #expect(!expected.isEmpty)
    for (name, bytes) in try workspace.snapshot("after/new") {
      // Whatever was written completely may stay; nothing partial may.
      #expect(expected[name] == bytes, "'\(name)' is partial or unexpected")
    }
  }

  /// Runs a full-disk `script` (which mounts a small tmpfs on `out` and copies what is left to
  /// `after`) and expects exit 2 naming the lack of space; `false` when no mount namespace could
  /// be made, which it says on standard output.
  static func expectFullDiskFailure(_ script: String, in workspace: Workspace) async throws
    -> Bool
  {
    for folder in ["out", "after"] {
      try FileManager.default.createDirectory(
        at: workspace.url(folder), withIntermediateDirectories: true)
    }
    guard let result = try await inPrivateMountNamespace(script, in: workspace.root) else {
      print("skipped: cannot mount a small tmpfs here (no mount namespace)")
      return false
    }
    #expect(result.status == 2, "\(result.stderr)")
    let reason = result.stderr.lowercased()
    #expect(
      reason.contains("no space left") || reason.contains("enough space"), "\(result.stderr)")
    return true
  }

  /// What a run in a private mount namespace printed on standard error, and its exit status.
  struct Result {
    var stderr: String
    var status: Int32
  }

  /// Runs `script` with `sh` in a private mount namespace (`$0` is formc), or `nil` when no such
  /// namespace can be made or the script's mount fails (exit 90).
  static func inPrivateMountNamespace(_ script: String, in directory: URL) async throws -> Result? {
    let unshare = ["/usr/bin/unshare", "/bin/unshare"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let unshare else { return nil }
    let arguments =
      (getuid() == 0 ? ["--mount"] : ["--map-root-user", "--mount"])
      + ["/bin/sh", "-c", script, FormcProcess.executableURL.path]
    let environment = ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": NSTemporaryDirectory()]
      .merging(FormcProcess.sanitizerEnvironment) { _, passed in passed }
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: unshare), arguments, in: directory, environment: environment)
    let stderr = String(decoding: run.stderr, as: UTF8.self)
    if run.status == 90 || stderr.contains("unshare failed")
      || stderr.contains("unshare:")
    {
      print("note: private mount namespace unavailable: \(stderr)")
      return nil
    }
    return Result(stderr: stderr, status: run.status)
  }
}
