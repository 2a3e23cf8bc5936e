// swift-tools-version:6.0
import PackageDescription

/// A package that uses formc the way an app team would: specs in a target, the build plugin
/// applied, tests that use the generated view models. `Scripts/integration.sh` builds it.
let package = Package(
  name: "Consumer",
  // At least formc's own platforms (macOS 13, iOS 13): SwiftPM refuses a dependency whose
  // minimum is above the package's, and a package without a platform gets the oldest.
  platforms: [.macOS(.v13), .iOS(.v15)],
  dependencies: [
    .package(name: "formc", path: "../..")
  ],
  targets: [
    .target(
      name: "ConsumerForms",
      dependencies: [.product(name: "FormRuntime", package: "formc")],
      plugins: [.plugin(name: "FormSpecPlugin", package: "formc")]
    ),
    .target(
      name: "NoSpecs",
      plugins: [.plugin(name: "FormSpecPlugin", package: "formc")]
    ),
    .testTarget(
      name: "ConsumerFormsTests",
      dependencies: ["ConsumerForms"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
