import FormTestSupport
import Foundation
import Testing

/// The command-line surface, through real process runs.
struct CommandLineTests {
  @Test(arguments: [["--help"], ["help"], ["-h"]])
  func rootHelp(arguments: [String]) async throws {
    let output = try await FormcProcess.run(arguments)
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("OVERVIEW: A declarative form-spec compiler"))
    #expect(output.stdout.contains("USAGE: formc <subcommand>"))
    #expect(output.stdout.contains("SUBCOMMANDS:"))
    #expect(output.stdout.contains("  lint "))
  }

  /// Every subcommand `formc --help` lists is in README's usage block.
  @Test func everySubcommandIsInTheReadme() async throws {
    let help = try await FormcProcess.run(["--help"]).stdout
    let listed = try #require(help.components(separatedBy: "SUBCOMMANDS:").last)
    let names = listed.split(separator: "\n").compactMap { line -> String? in
      // A name is indented two spaces; wrapped abstracts are indented further.
      guard line.hasPrefix("  "), !line.hasPrefix("   "),
        let word = line.split(separator: " ").first,
        word.first?.isLowercase == true
      else { return nil }
      return String(word)
    }
    #expect(names.contains("lsp"))
    let readme = try String(
      contentsOf: FormcProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for name in names where name != "help" {
      #expect(readme.contains("formc \(name)"), "README.md does not show 'formc \(name)'")
    }
  }

  @Test func lspHelp() async throws {
    let output = try await FormcProcess.run(["lsp", "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("USAGE: formc lsp [--stdio]"))
    #expect(output.stdout.contains("Language Server Protocol"))
  }

  @Test(arguments: [["help", "lint"], ["lint", "--help"], ["lint", "-h"]])
  func lintHelp(arguments: [String]) async throws {
    let output = try await FormcProcess.run(arguments)
    #expect(output.status == 0)
    #expect(output.stdout.contains("USAGE: formc lint [<paths> ...]"))
    #expect(output.stdout.contains("ARGUMENTS:"))
    #expect(output.stdout.contains("OPTIONS:"))
    #expect(output.stdout.contains("(values: xcode, json,"))
  }

  @Test func version() async throws {
    let output = try await FormcProcess.run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
  }

  @Test func unknownFlagSuggestsAndExits64() async throws {
    let output = try await FormcProcess.run(["lint", "--strictt"])
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.first == "Error: Unknown option '--strictt'. Did you mean '--strict'?")
    #expect(output.stderr.contains("Usage: formc lint"))
    #expect(output.stderr.contains("See 'formc lint --help'"))
  }

  @Test func unknownSubcommandSuggests() async throws {
    let output = try await FormcProcess.run(["lnt"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("Did you mean 'lint'?"))
  }

  @Test func invalidReporterNamesTheChoices() async throws {
    let output = try await FormcProcess.run(["lint", "--reporter", "junit"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("'xcode', 'json', 'sarif' or 'github'"))
  }

  /// A value that is not a positive whole number is a usage error of `generate`, before any
  /// spec is read.
  @Test(arguments: [["--jobs", "x"], ["-j", "0"], ["--jobs=-3"]])
  func invalidJobsIsAUsageError(jobs: [String]) async throws {
    let output = try await FormcProcess.run(["generate", "missing", "-o", "out"] + jobs)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    let value = jobs.count == 2 ? jobs[1] : "-3"
    let lines = output.stderr.split(separator: "\n")
    #expect(
      lines.first
        == "Error: The value '\(value)' is invalid for '--jobs <n>'. Please provide a positive whole number."
    )
    #expect(output.stderr.contains("See 'formc generate --help'"))
  }

  @Test func rulesListsTheCatalog() async throws {
    let output = try await FormcProcess.run(["rules"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("unknown-key"))
    #expect(output.stdout.contains("missing-label"))
    let lines = output.stdout.split(separator: "\n")
    #expect(
      lines.allSatisfy {
        $0.contains("  error  ") || $0.contains("  warning  ") || $0.contains("  note  ")
      })
  }

  @Test func explainPrintsRationaleAndExample() async throws {
    let output = try await FormcProcess.run(["explain", "no-return-key"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("no-return-key (warning by default"))
    #expect(output.stdout.contains("Example:"))
    // The rule says when the screen's own keyboard dismissal keeps the user from being stuck.
    #expect(output.stdout.contains("Not flagged when the screen dismisses the keyboard by itself"))
    let textView = try await FormcProcess.run(["explain", "text-view-without-toolbar"])
    #expect(textView.stdout.contains("unless the screen dismisses\nthe keyboard by itself"))
    // Issue 32's false alarms: both say that a tap outside the inputs and a submit outside the
    // content, always enabled, are ways out too.
    for explained in [output.stdout, textView.stdout] {
      let text = explained.replacingOccurrences(of: "\n", with: " ")
      #expect(text.contains("`onTap` (a tap outside the"), "\(explained)")
      #expect(text.contains("`actions.submit` puts a submit button in the navigation bar"))
      #expect(text.contains("(`enabled: always`, the default)"))
    }
    let unknown = try await FormcProcess.run(["explain", "no-retrun-key"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("Did you mean 'no-return-key'?"))
  }

  @Test func configPrintShowsResolvedSettings() async throws {
    let output = try await FormcProcess.run([
      "config", "print", "Tests/formcTests/Fixtures/Lint/with-config",
    ])
    #expect(output.status == 0)
    #expect(output.stdout.contains("  missing-label: off\n"))
    #expect(output.stdout.contains("  trait-conflict: error\n"))
    #expect(output.stdout.contains("  nested-scroll: warning\n"))
  }

  @Test func completionScripts() async throws {
    for shell in ["bash", "zsh", "fish"] {
      let output = try await FormcProcess.run(["--generate-completion-script", shell])
      #expect(output.status == 0)
      #expect(output.stdout.contains("lint"))
    }
  }
}
