import ArgumentParsing
import FormDiagnostics
import FormLanguageServer
import FormSimulation
import FormSpec
import Foundation

/// formc's command-line interface, described as data.
enum FormcCommand {
  static let reporterOption = OptionSpec(
    "reporter", short: "r", help: "How to print diagnostics.",
    allowedValues: ReporterKind.allCases.map(\.rawValue), defaultValue: ReporterKind.xcode.rawValue)

  static let lint = CommandSpec(
    "lint",
    abstract: "Check form specs and report problems.",
    discussion: """
      Exit status: 0 when no errors are found (warnings allowed unless --strict), 1 for errors \
      (or warnings with --strict, or a path that holds no spec), 2 when formc itself fails.
      """,
    arguments: [
      ArgumentSpec(
        "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
        isVariadic: true, isOptional: true)
    ],
    options: [reporterOption, configOption],
    flags: [
      FlagSpec("strict", short: "s", help: "Fail on warnings as well as errors."),
      FlagSpec("quiet", short: "q", help: "Print nothing but diagnostics."),
    ]
  )

  static let configOption = OptionSpec(
    "config", valueName: "path",
    help: "The formc.yml to use (default: the nearest one beside or above each spec).")

  static let plan = CommandSpec(
    "plan",
    abstract: "Print how a form behaves when the keyboard is up.",
    discussion: """
      Prints the focus order (per visibility state where it differs), return keys, toolbar \
      states, text traits, validation and the keyboard plan. The JSON form is documented in \
      docs/Plan.md and stable.
      """,
    arguments: [ArgumentSpec("spec", help: "The spec to plan.")],
    options: [
      OptionSpec(
        "format", help: "The output format.", allowedValues: ["text", "json"],
        defaultValue: "text"),
      configOption,
    ]
  )

  static let rules = CommandSpec(
    "rules", abstract: "List every lint rule with its default severity.")

  static let explain = CommandSpec(
    "explain",
    abstract: "Explain a lint rule: why it exists and an example.",
    arguments: [ArgumentSpec("rule", help: "A rule id, such as unknown-key.", completion: .text)]
  )

  static let config = CommandSpec(
    "config",
    abstract: "Inspect the configuration.",
    subcommands: [
      CommandSpec(
        "print",
        abstract: "Print the resolved configuration for a spec or directory.",
        arguments: [
          ArgumentSpec(
            "path", help: "A spec or directory (default: the current directory).",
            isOptional: true)
        ],
        options: [configOption])
    ]
  )

  static let generate = CommandSpec(
    "generate",
    abstract: "Generate Swift from form specs.",
    discussion: """
      Writes <Spec>Form.swift (the view model), <Spec>Form+Keyboard.swift (the UIKit \
      controller) and <Spec>FormView.swift (the SwiftUI screen) per spec, as outputs in \
      formc.yml allows, mirroring folders below each directory given; with --ui-tests, \
      <Spec>FormUITests.swift (XCTest UI tests) alone. Files are \
      replaced atomically and only when their bytes change; a file without formc's header is \
      never overwritten without --force. A spec with errors generates nothing and its existing \
      files are left alone.
      """,
    arguments: [
      ArgumentSpec(
        "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
        isVariadic: true)
    ],
    options: [
      OptionSpec(
        "output", short: "o", valueName: "dir", help: "The directory to write to.",
        isRequired: true, completion: .directory),
      OptionSpec(
        "templates", valueName: "dir",
        help: "Use the templates in this directory (missing ones fall back to the defaults).",
        completion: .directory),
      OptionSpec(
        "jobs", short: "j", valueName: "n",
        help: "How many specs to process at once (default: all cores).", completion: .text),
      configOption,
      OptionSpec(
        "spec-root", valueName: "dir",
        help: "Make spec paths in headers and output folders relative to this directory.",
        completion: .directory),
    ],
    flags: [
      FlagSpec("check", help: "Write nothing; exit 1 listing what would change."),
      FlagSpec("force", help: "Overwrite files that formc did not generate."),
      FlagSpec("prune", help: "Remove generated files whose spec is gone."),
      FlagSpec(
        "flat",
        help:
          "Write all files into the output directory, named folder_SpecForm.swift (for build tools)."
      ),
      FlagSpec(
        "ui-tests",
        help:
          "Write only the UI tests, <Spec>FormUITests.swift, for a UI-test target (docs/UITests.md)."
      ),
      FlagSpec("quiet", short: "q", help: "Print nothing but diagnostics and changes."),
    ]
  )

  static let template = CommandSpec(
    "template",
    abstract: "Show the templates formc renders.",
    subcommands: [
      CommandSpec(
        "list", abstract: "List the templates.",
        options: [
          OptionSpec(
            "templates", valueName: "dir", help: "Show this directory's templates.",
            completion: .directory)
        ]),
      CommandSpec(
        "cat", abstract: "Print a template.",
        arguments: [
          ArgumentSpec(
            "name", help: "A template name, such as Form.swift.mustache.", completion: .text)
        ],
        options: [
          OptionSpec(
            "templates", valueName: "dir", help: "Show this directory's template.",
            completion: .directory)
        ]),
    ]
  )

  static let schema = CommandSpec(
    "schema",
    abstract: "Print the JSON Schema of the spec format (for editors).",
    discussion: """
      Point your editor's YAML support at it, for example with a first line \
      '# yaml-language-server: $schema=<path>/form-spec.schema.json' in VS Code.
      """
  )

  static let lsp = CommandSpec(
    "lsp",
    abstract: "Run the language server for form specs (LSP over standard input and output).",
    discussion: """
      Speaks the Language Server Protocol 3.17 on standard input and output for editors: \
      diagnostics as formc lint reports them, completion, hover, go to definition, references, \
      rename, the outline and quick fixes for *.form.yaml and *.form.yml. Editors start it \
      themselves; see Editors/README.md and docs/LanguageServer.md.
      """,
    flags: [
      FlagSpec(
        "stdio", help: "Talk over standard input and output (the only transport; editors pass it).")
    ]
  )

  static let deviceOption = OptionSpec(
    "device", short: "d", valueName: "name",
    help: "A device id or name from the catalog (repeatable; default: every device).",
    isRepeatable: true, completion: .text)

  static let keyboardOption = OptionSpec(
    "keyboard", short: "k", valueName: "state",
    help: "A keyboard state (repeatable; default: every state the device offers).",
    allowedValues: KeyboardState.allCases.map(\.rawValue), isRepeatable: true)

  static let orientationOption = OptionSpec(
    "orientation", valueName: "orientation",
    help: "portrait or landscape (repeatable; default: both).",
    allowedValues: Orientation.allCases.map(\.rawValue), isRepeatable: true)

  static let catalogOption = OptionSpec(
    "device-catalog", valueName: "path",
    help: "Use this device catalog (JSON, the format of Simulation/Devices.json).",
    completion: .file)

  static let simulate = CommandSpec(
    "simulate",
    abstract: "Prove that every focused input stays visible above the keyboard.",
    discussion: """
      For every input in focus order, in every visibility state, on every device, orientation, \
      presentation and keyboard state, formc estimates the layout (docs/Simulation.md), runs the \
      runtime's inset and scrolling code, and reports keyboard-occlusion where the input plus \
      keyboard.spacing is not inside the visible area, and input-does-not-fit where it is not \
      even without a keyboard. A hidden input is a warning when keyboard.avoidance is none or \
      the verdict rests on an assumed figure. Exit status: 0 when no input is hidden (warnings \
      allowed unless --strict), 1 for hidden inputs, warnings with --strict or specs with \
      errors, 2 when formc itself fails.
      """,
    arguments: [
      ArgumentSpec(
        "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
        isVariadic: true, isOptional: true)
    ],
    options: [
      deviceOption, keyboardOption, orientationOption, osOption, reporterOption, catalogOption,
      configOption,
    ],
    flags: [
      FlagSpec("strict", short: "s", help: "Fail on warnings as well as errors."),
      FlagSpec("quiet", short: "q", help: "Print diagnostics only, no summary."),
    ]
  )

  static let osOption = OptionSpec(
    "os", valueName: "version",
    help: "An iOS version of the catalog (repeatable; default: the newest).", isRepeatable: true,
    completion: .text)

  static let preview = CommandSpec(
    "preview",
    abstract: "Draw what the user sees when an input is focused, as an SVG wireframe.",
    discussion: """
      Draws the device and its safe areas, the form laid out and scrolled as the runtime \
      scrolls it, the keyboard and toolbar, the focused input highlighted and any hidden points \
      shaded red. Each input is drawn in the first visibility state that shows it.
      """,
    arguments: [ArgumentSpec("spec", help: "The spec to draw.")],
    options: [
      OptionSpec(
        "device", short: "d", valueName: "name", help: "A device id or name from the catalog.",
        isRequired: true, completion: .text),
      OptionSpec(
        "orientation", valueName: "orientation", help: "The orientation.",
        allowedValues: Orientation.allCases.map(\.rawValue), defaultValue: "portrait"),
      OptionSpec(
        "keyboard", short: "k", valueName: "state", help: "The keyboard state.",
        allowedValues: KeyboardState.allCases.map(\.rawValue), defaultValue: "predictive"),
      OptionSpec(
        "presentation", valueName: "style",
        help: "How the form is shown (iPad: form sheet, popover, Stage Manager windows).",
        allowedValues: Presentation.allCases.map(\.rawValue), defaultValue: "fullScreen"),
      OptionSpec(
        "os", valueName: "version", help: "The iOS version (default: the catalog's newest).",
        completion: .text),
      OptionSpec(
        "focus", valueName: "input",
        help: "The input to focus (default: the first in focus order).",
        completion: .text),
      OptionSpec(
        "output", short: "o", valueName: "file", help: "The SVG file to write.", isRequired: true),
      catalogOption,
      configOption,
    ],
    flags: [FlagSpec("all-inputs", help: "Draw every input in focus order, as a contact sheet.")]
  )

  static let root = CommandSpec(
    "formc",
    abstract: "A declarative form-spec compiler for iOS keyboard handling.",
    subcommands: [
      lint, generate, plan, simulate, preview, rules, explain, config, template, schema, lsp,
    ],
    version: formcVersion
  )

  /// Parses the arguments (without the program name), runs the command and returns the exit code.
  static func main(_ arguments: [String]) -> Int32 {
    switch root.parse(arguments) {
    case .help(let text), .version(let text), .completionScript(let text):
      Console.output(text.hasSuffix("\n") ? text : text + "\n")
      return ExitCode.success
    case .failure(let error):
      Console.error(error.rendered)
      return ExitCode.usage
    case .command(let command):
      switch command.subcommand {
      case "lint":
        return LintCommand(
          paths: command.arguments["paths"] ?? [],
          reporter: ReporterKind(rawValue: command.option("reporter") ?? "xcode") ?? .xcode,
          strict: command.isSet("strict"),
          quiet: command.isSet("quiet"),
          configPath: command.option("config")
        ).run()
      case "simulate":
        return SimulateCommand(
          paths: command.arguments["paths"] ?? [], devices: command.options["device"] ?? [],
          keyboards: command.options["keyboard"] ?? [],
          orientations: command.options["orientation"] ?? [],
          osVersions: command.options["os"] ?? [], catalogPath: command.option("device-catalog"),
          reporter: ReporterKind(rawValue: command.option("reporter") ?? "xcode") ?? .xcode,
          quiet: command.isSet("quiet"), strict: command.isSet("strict"),
          configPath: command.option("config")
        ).run()
      case "preview":
        return PreviewCommand(
          spec: command.argument("spec") ?? "", device: command.option("device") ?? "",
          orientation: command.option("orientation") ?? "portrait",
          keyboard: command.option("keyboard") ?? "predictive",
          presentation: command.option("presentation") ?? "fullScreen", os: command.option("os"),
          focus: command.option("focus"), allInputs: command.isSet("all-inputs"),
          output: command.option("output") ?? "", catalogPath: command.option("device-catalog"),
          configPath: command.option("config")
        ).run()
      case "plan":
        return PlanCommand(
          spec: command.argument("spec") ?? "", format: command.option("format") ?? "text",
          configPath: command.option("config")
        ).run()
      case "generate":
        let jobsText = command.option("jobs")
        guard let jobs = jobsText.map({ Int($0) }) ?? ParallelMap.defaultJobs, jobs > 0 else {
          Console.error(
            "Error: The value '\(jobsText ?? "")' is invalid for '--jobs <n>'. Please provide a positive whole number."
          )
          return ExitCode.usage
        }
        return GenerateCommand(
          paths: command.arguments["paths"] ?? [], output: command.option("output") ?? ".",
          check: command.isSet("check"), force: command.isSet("force"),
          prune: command.isSet("prune"), templates: command.option("templates"), jobs: jobs,
          configPath: command.option("config"), quiet: command.isSet("quiet"),
          specRoot: command.option("spec-root"), flat: command.isSet("flat"),
          uiTests: command.isSet("ui-tests")
        ).run()
      case "template list", "template cat":
        return TemplateCommand.run(
          command.subcommand, name: command.argument("name"), directory: command.option("templates")
        )
      case "schema":
        Console.output(SpecSchema.json)
        return ExitCode.success
      case "lsp":
        return LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, version: formcVersion)
          .run()
      case "rules":
        Console.output(RulesCommand.list())
        return ExitCode.success
      case "explain":
        return RulesCommand.explain(command.argument("rule") ?? "")
      case "config print":
        return RulesCommand.printConfiguration(
          path: command.argument("path") ?? ".", configPath: command.option("config"))
      default:
        Console.error("error: '\(command.subcommand)' is not implemented")
        return ExitCode.toolFailure
      }
    }
  }
}
