import FormTestSupport
import Foundation
import Testing

@testable import ArgumentParsing

/// The path of an executable on `PATH`, or nil.
private func executable(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}

/// Runs a program and returns its exit status and its standard output and error, combined.
private func run(
  _ program: String, _ arguments: [String], in directory: URL? = nil
) async throws -> (status: Int32, output: String) {
  let run = try await AsyncProcess.run(URL(fileURLWithPath: program), arguments, in: directory)
  return (run.status, run.text)
}

/// A temporary directory holding the script for `shell`, a spec file and a directory.
private func fixture(_ shell: CompletionShell) throws -> (directory: URL, script: String) {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("argument-parsing-\(UUID().uuidString)")
  try FileManager.default.createDirectory(
    at: directory.appendingPathComponent("outdir"), withIntermediateDirectories: true)
  try Data().write(to: directory.appendingPathComponent("a.form.yaml"))
  let script = directory.appendingPathComponent("formc.\(shell.rawValue)")
  try FormcSample.root.completionScript(for: shell).write(
    to: script, atomically: true, encoding: .utf8)
  return (directory, script.path)
}

/// Words typed so far (the last one is being completed) and the completions expected there.
private let completionCases: [([String], [String])] = [
  (["formc", ""], ["config", "explain", "generate", "help", "lint", "plan", "rules", "template"]),
  (["formc", "li"], ["lint"]),
  (["formc", "help", "t"], ["template"]),
  (["formc", "lint", "--reporter", ""], ["github", "json", "sarif", "xcode"]),
  (["formc", "lint", "-r", "j"], ["json"]),
  (["formc", "lint", "--st"], ["--strict"]),
  (["formc", "lint", "a"], ["a.form.yaml"]),
  (["formc", "generate", "--output", "o"], ["outdir"]),
  (["formc", "generate", "--jobs", ""], []),
  (["formc", "template", ""], ["cat", "list"]),
  (["formc", "config", "print", "--h"], ["--help"]),
  (["formc", "explain", ""], []),
]

@Suite struct CompletionTests {
  private let root = FormcSample.root

  @Test(arguments: CompletionShell.allCases)
  func scriptsAreDeterministicAndMatchTheBuiltInOption(shell: CompletionShell) {
    let script = root.completionScript(for: shell)
    #expect(script == root.completionScript(for: shell))
    #expect(
      root.parse(["--generate-completion-script", shell.rawValue]) == .completionScript(script))
  }

  @Test(arguments: CompletionShell.allCases)
  func scriptsMentionEveryCommandOptionFlagAndValue(shell: CompletionShell) {
    let script = root.completionScript(for: shell)
    var expected: [String] = []
    func collect(_ command: CommandSpec) {
      expected.append(command.name)
      for option in command.options {
        expected.append(shell == .fish ? "-l \(option.long)" : "--\(option.long)")
        expected += option.allowedValues
      }
      expected += command.flags.map { shell == .fish ? "-l \($0.long)" : "--\($0.long)" }
      command.subcommands.forEach(collect)
    }
    collect(root)
    for word in expected {
      #expect(script.contains(word), "\(shell) script lacks \(word)")
    }
  }

  @Test func bashScriptPassesSyntaxCheck() async throws {
    let (directory, script) = try fixture(.bash)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await run("/bin/bash", ["-n", script])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: completionCases)
  func bashCompletes(words: [String], expected: [String]) async throws {
    let (directory, script) = try fixture(.bash)
    defer { try? FileManager.default.removeItem(at: directory) }
    let program = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _formc
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try await run("/bin/bash", ["-c", program, "bash", script] + words, in: directory)
    #expect(result.status == 0, "\(result.output)")
    let completions = result.output.split(separator: "\n").map(String.init).sorted()
    #expect(completions == expected)
  }

  @Test(.enabled(if: executable("zsh") != nil, "zsh is not installed"))
  func zshScriptPassesSyntaxCheckAndRegisters() async throws {
    let (directory, script) = try fixture(.zsh)
    defer { try? FileManager.default.removeItem(at: directory) }
    let zsh = try #require(executable("zsh"))
    #expect(try await run(zsh, ["-n", script]).status == 0)
    let program = """
      autoload -Uz compinit && compinit -u -d "$2/.zcompdump" && source "$1"
      print -r -- ${_comps[formc]}
      """
    let result = try await run(zsh, ["-f", "-c", program, "zsh", script, directory.path])
    #expect(result.output == "_formc\n")
  }

  @Test(.enabled(if: executable("fish") != nil, "fish is not installed"))
  func fishScriptPassesSyntaxCheck() async throws {
    let (directory, script) = try fixture(.fish)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await run(try #require(executable("fish")), ["--no-execute", script])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(
    .enabled(if: executable("fish") != nil, "fish is not installed"),
    arguments: completionCases)
  func fishCompletes(words: [String], expected: [String]) async throws {
    let (directory, script) = try fixture(.fish)
    defer { try? FileManager.default.removeItem(at: directory) }
    let program = "source $argv[1]; complete --do-complete=$argv[2]"
    let result = try await run(
      try #require(executable("fish")),
      ["--no-config", "-c", program, script, words.joined(separator: " ")], in: directory)
    #expect(result.status == 0, "\(result.output)")
    // Each line is `completion<TAB>description`; fish marks directories with a trailing slash.
    let completions = result.output.split(separator: "\n").map { line in
      let completion = line.prefix { $0 != "\t" }
      return String(completion.hasSuffix("/") ? completion.dropLast() : completion)
    }
    #expect(completions.sorted() == expected)
  }
}
