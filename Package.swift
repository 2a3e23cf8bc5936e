// swift-tools-version:6.0
import PackageDescription

/// formc: a declarative form-spec compiler.
///
/// The pipeline runs in stages, one module each:
/// 1. `FormSpec` reads `*.form.yaml` through libyaml (`CYAML`) into a located YAML tree, decodes it
///    into a typed AST, and owns the diagnostics model shared by every stage.
/// 2. `FormCompiler` checks the AST and resolves layout, focus order and the keyboard plan.
/// 3. `FormCodegen` renders the checked form into Swift through templates.
/// 4. `FormRuntime` is what the generated code calls at run time.
/// The `formc` executable drives the stages and decides exit codes.
let package = Package(
  name: "formc",
  products: [
    .executable(name: "formc", targets: ["formc"]),
    .library(name: "FormSpec", targets: ["FormSpec"]),
    .library(name: "FormCompiler", targets: ["FormCompiler"]),
    .library(name: "FormCodegen", targets: ["FormCodegen"]),
    .library(name: "FormRuntime", targets: ["FormRuntime"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "FormSpec",
      dependencies: ["CYAML"]
    ),
    .target(
      name: "FormCompiler",
      dependencies: ["FormSpec"]
    ),
    .target(
      name: "FormRuntime"
    ),
    .target(
      name: "FormCodegen",
      dependencies: ["FormCompiler", "FormSpec"]
    ),
    .executableTarget(
      name: "formc",
      dependencies: ["FormSpec", "FormCompiler", "FormCodegen"]
    ),
    .target(
      name: "FormTestSupport",
      path: "Tests/FormTestSupport"
    ),
    .testTarget(
      name: "FormSpecTests",
      dependencies: ["FormSpec", "FormTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "FormCompilerTests",
      dependencies: ["FormCompiler", "FormSpec", "FormTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "FormCodegenTests",
      dependencies: ["FormCodegen", "FormCompiler", "FormSpec", "FormTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "GeneratedFormsTests",
      dependencies: ["FormRuntime", "FormSpec"]
    ),
    .testTarget(
      name: "formcTests",
      dependencies: ["formc", "FormSpec", "FormCompiler", "FormTestSupport"],
      exclude: ["Snapshots", "Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
