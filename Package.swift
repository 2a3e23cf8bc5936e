// swift-tools-version:6.0
import PackageDescription

/// formc: a declarative form-spec compiler.
///
/// The pipeline runs in stages, one module each:
/// 0. `FormDiagnostics` is the diagnostics model every stage shares: located diagnostics as data,
///    the rule catalog (generated from the rule units in `FormCompiler/Rules`) and the reporters
///    that print them (as `SwiftDiagnostics` is to swift-syntax).
/// 1. `FormSpec` reads `*.form.yaml` through libyaml (`CYAML`) into a located YAML tree and decodes
///    it into a typed AST.
/// 2. `FormCompiler` resolves the AST's layout, focus order, visibility states and keyboard plan,
///    runs the lint rules (one file each, `Rules/`) over what it resolved, and offers the whole
///    front half as one call (`FormPipeline`: bytes and configuration in, checked form and
///    diagnostics out).
/// 3. `FormCodegen` renders the checked form into Swift through templates.
/// 4. `FormRuntime` is what the generated code calls at run time.
/// 5. `FormSimulation` runs the runtime's keyboard geometry on an estimated layout over a matrix of
///    devices and keyboards (`formc simulate`, `formc preview`).
/// The `formc` executable drives the stages and decides exit codes.
let package = Package(
  name: "formc",
  defaultLocalization: "en",
  // Without a platform SwiftPM builds a package for the oldest system the SDK supports (iOS 12
  // with Xcode 16), where FormRuntime's SwiftUI layer cannot compile (`View` is iOS 13.0+), and
  // for macOS 10.13, below the language server's `Duration` and `ContinuousClock` (macOS 13).
  // `Scripts/typecheck-uikit.sh` checks FormRuntime at the iOS version declared here. On Linux
  // the list changes nothing.
  platforms: [.macOS(.v13), .iOS(.v13)],
  products: [
    .executable(name: "formc", targets: ["formc"]),
    // `formc generate` alone, for the build plugins: links none of the linter's reporters, the
    // simulator or the language server, so an app's first build compiles less.
    .executable(name: "formc-generate", targets: ["formc-generate"]),
    .library(name: "FormDiagnostics", targets: ["FormDiagnostics"]),
    .library(name: "FormSpec", targets: ["FormSpec"]),
    .library(name: "FormCompiler", targets: ["FormCompiler"]),
    .library(name: "FormCodegen", targets: ["FormCodegen"]),
    .library(name: "FormRuntime", targets: ["FormRuntime"]),
    .library(name: "FormUITesting", targets: ["FormUITesting"]),
    .library(name: "FormSimulation", targets: ["FormSimulation"]),
    .plugin(name: "FormSpecPlugin", targets: ["FormSpecPlugin"]),
    .plugin(name: "LintFormsPlugin", targets: ["LintFormsPlugin"]),
    .plugin(name: "GenerateFormCodePlugin", targets: ["GenerateFormCodePlugin"]),
    // Fuzz targets (docs/Robustness.md): `Scripts/fuzz.sh NAME SECONDS` builds one with
    // `--sanitize=fuzzer`; a plain build replays files through the same entry point.
    .executable(name: "FuzzYAML", targets: ["FuzzYAML"]),
    .executable(name: "FuzzFrontEnd", targets: ["FuzzFrontEnd"]),
    .executable(name: "FuzzMustache", targets: ["FuzzMustache"]),
    .executable(name: "FuzzGenerate", targets: ["FuzzGenerate"]),
    .executable(name: "FuzzSimulate", targets: ["FuzzSimulate"]),
    // How long each stage of `generate` takes (docs/Performance.md):
    // `swift run -c release formc-phases DIR`.
    .executable(name: "formc-phases", targets: ["FormcPhases"]),
    // What a keystroke costs a form session (docs/Performance.md):
    // `swift run -c release formc-session-bench`.
    .executable(name: "formc-session-bench", targets: ["SessionBench"]),
    // What `formc lsp` costs an editor (docs/Performance.md): `swift build -c release --product
    // formc && swift run -c release formc-lsp-bench`.
    .executable(name: "formc-lsp-bench", targets: ["LanguageServerBench"]),
    // Writes the rule catalog and registry from the rule units: `swift run formc-rule-catalog`.
    .executable(name: "formc-rule-catalog", targets: ["RuleCatalogTool"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "FormDiagnostics"
    ),
    .target(
      name: "FormSpec",
      dependencies: ["CYAML", "FormDiagnostics"]
    ),
    .target(
      name: "FormCompiler",
      dependencies: ["FormDiagnostics", "FormSpec"]
    ),
    // Its own strings (toolbar labels, announcements) in `Resources/<language>.lproj`.
    .target(
      name: "FormRuntime",
      resources: [.process("Resources")]
    ),
    // What formc's generated UI tests call (XCTest UI testing; empty where UIKit is missing).
    .target(
      name: "FormUITesting",
      dependencies: ["FormRuntime"]
    ),
    // `formc simulate` and `formc preview`: estimated layout, the device × keyboard matrix, and the
    // runtime's own geometry run on it.
    .target(
      name: "FormSimulation",
      dependencies: ["FormDiagnostics", "FormCompiler", "FormRuntime", "FormSpec"]
    ),
    .target(
      name: "FormCodegen",
      dependencies: ["FormDiagnostics", "FormCompiler", "FormRuntime", "FormSpec"]
    ),
    // formc's own small command-line parser (swift-argument-parser's conventions, no dependency).
    .target(
      name: "ArgumentParsing"
    ),
    // `formc lsp`: the language server (LSP over stdio; docs/LanguageServer.md).
    .target(
      name: "FormLanguageServer",
      dependencies: ["FormDiagnostics", "FormCodegen", "FormCompiler", "FormSpec"]
    ),
    // `formc generate` as a command (discovery, the parallel map, writing, the summary), shared
    // by `formc` and the build plugins' lean `formc-generate`.
    .target(
      name: "FormcGenerateCommand",
      dependencies: [
        "ArgumentParsing", "FormCodegen", "FormCompiler", "FormDiagnostics", "FormSpec",
      ]
    ),
    .executableTarget(
      name: "formc",
      dependencies: [
        "FormDiagnostics",
        "ArgumentParsing", "FormSpec", "FormCompiler", "FormCodegen", "FormSimulation",
        "FormLanguageServer", "FormcGenerateCommand",
      ]
    ),
    .executableTarget(
      name: "formc-generate",
      dependencies: ["ArgumentParsing", "FormcGenerateCommand"]
    ),
    .plugin(
      name: "FormSpecPlugin",
      capability: .buildTool(),
      dependencies: ["formc-generate"]
    ),
    .plugin(
      name: "LintFormsPlugin",
      capability: .command(
        intent: .custom(
          verb: "lint-forms", description: "Lint the form specs of the package's targets")
      ),
      dependencies: ["formc"]
    ),
    .plugin(
      name: "GenerateFormCodePlugin",
      capability: .command(
        intent: .custom(
          verb: "generate-form-code",
          description:
            "Write the Swift generated from form specs into each target's Generated folder"),
        permissions: [
          .writeToPackageDirectory(
            reason: "writes the Swift generated from form specs into the target")
        ]
      ),
      dependencies: ["formc-generate"]
    ),
    // Reads the rule units (`Sources/FormCompiler/Rules`) as text and writes the catalog and the
    // registry generated from them; the tool below runs it, RuleCatalogTests checks its output.
    .target(
      name: "RuleCatalogGenerator"
    ),
    .executableTarget(
      name: "RuleCatalogTool",
      dependencies: ["RuleCatalogGenerator"]
    ),
    .target(
      name: "FuzzSupport",
      path: "Fuzz/FuzzSupport"
    ),
    .executableTarget(
      name: "FuzzYAML",
      dependencies: ["FormSpec", "FuzzSupport"],
      path: "Fuzz/FuzzYAML"
    ),
    .executableTarget(
      name: "FuzzFrontEnd",
      dependencies: ["FormDiagnostics", "FormSpec", "FormCompiler", "FuzzSupport"],
      path: "Fuzz/FuzzFrontEnd"
    ),
    .executableTarget(
      name: "FuzzMustache",
      dependencies: ["FormCodegen", "FormCompiler", "FormSpec", "FuzzSupport"],
      path: "Fuzz/FuzzMustache"
    ),
    .executableTarget(
      name: "FuzzGenerate",
      dependencies: ["FormCodegen", "FormCompiler", "FormSpec", "FuzzSupport"],
      path: "Fuzz/FuzzGenerate"
    ),
    .executableTarget(
      name: "FuzzSimulate",
      dependencies: ["FormSimulation", "FormCompiler", "FormSpec", "FuzzSupport"],
      path: "Fuzz/FuzzSimulate"
    ),
    .executableTarget(
      name: "FormcPhases",
      dependencies: ["FormCodegen", "FormCompiler", "FormSpec"],
      path: "Benchmarks/FormcPhases"
    ),
    .executableTarget(
      name: "SessionBench",
      dependencies: ["FormRuntime"],
      path: "Benchmarks/SessionBench",
      plugins: ["FormSpecPlugin"]
    ),
    .executableTarget(
      name: "LanguageServerBench",
      path: "Benchmarks/LanguageServerBench"
    ),
    .target(
      name: "FormTestSupport",
      dependencies: ["FormDiagnostics", "FormSpec"],
      path: "Tests/FormTestSupport"
    ),
    .testTarget(
      name: "FormDiagnosticsTests",
      dependencies: ["FormDiagnostics"]
    ),
    .testTarget(
      name: "FormSpecTests",
      dependencies: ["FormDiagnostics", "FormSpec", "FormTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "FormCompilerTests",
      dependencies: [
        "RuleCatalogGenerator", "FormDiagnostics", "FormCompiler", "FormSpec", "FormTestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "FormCodegenTests",
      dependencies: ["FormCodegen", "FormCompiler", "FormRuntime", "FormSpec", "FormTestSupport"],
      exclude: ["Fixtures"]
    ),
    // Drives a form session as a platform would, for the session's tests.
    .target(
      name: "FormRuntimeTestSupport",
      dependencies: ["FormRuntime"],
      path: "Tests/FormRuntimeTestSupport"
    ),
    .testTarget(
      name: "FormRuntimeTests",
      dependencies: ["FormRuntime", "FormRuntimeTestSupport", "FormTestSupport"]
    ),
    .testTarget(
      name: "GeneratedFormsTests",
      dependencies: ["FormRuntime", "FormRuntimeTestSupport", "FormSpec", "FormTestSupport"]
    ),
    // Dogfooding: the example specs (linked in as Tests/ExampleFormsTests/Specs) built through the
    // build plugin, as an app would.
    .testTarget(
      name: "ExampleFormsTests",
      dependencies: ["FormRuntime"],
      exclude: [
        "Specs/README.md", "Specs/Localized/formc.yml", "Specs/Localized/Localizable.xcstrings",
      ],
      plugins: ["FormSpecPlugin"]
    ),
    .testTarget(
      name: "FormSimulationTests",
      dependencies: [
        "FormSimulation", "FormCompiler", "FormSpec", "FormRuntime", "FormTestSupport",
      ],
      exclude: ["Fixtures", "Snapshots"]
    ),
    .testTarget(
      name: "FormLanguageServerTests",
      dependencies: [
        "FormDiagnostics", "FormLanguageServer", "FormCompiler", "FormSpec", "FormTestSupport",
      ]
    ),
    .testTarget(
      name: "ArgumentParsingTests",
      dependencies: ["ArgumentParsing", "FormTestSupport"]
    ),
    .testTarget(
      name: "formcTests",
      dependencies: ["FormTestSupport"],
      exclude: ["Snapshots", "Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
