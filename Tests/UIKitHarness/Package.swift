// swift-tools-version:6.0
import PackageDescription

/// Runs FormRuntime's UIKit adapter and formc's generated UIKit code on Linux, against a
/// behavioural test double of UIKit.
///
/// - `UIKit`: the double (`Sources/UIKit`), a module named like the real framework so that
///   `#if canImport(UIKit)` holds. It must never be a target of the main package, where it would
///   collide with the real UIKit on Apple platforms; so it lives in this package, which only
///   formc's tests build.
/// - `SwiftUI` and `Combine`: Apple's current declarations (`Sources/SwiftUI`, `Sources/Combine`),
///   so that FormRuntime's SwiftUI layer and the generated screens compile here as on iOS, with a
///   behavioural double of SwiftUI behind them (`SwiftUIHost`: updates, focus, submission,
///   keyboard toolbars, scrolling, lifetime; `Sources/SwiftUI/SwiftUIDouble.swift`).
/// - `FormRuntime`: the main package's `Sources/FormRuntime` (a symbolic link), built against the
///   double, with `SWIFTUI_DOUBLE` defined (see `FormSwiftUISystem`).
/// - `GeneratedForms`: the golden generated files of `Specs/` (`Tests/GeneratedFormsTests/Golden`,
///   a symbolic link), views protocols and keyboard controllers included.
/// - `XCUITestDouble`: a behavioural double of XCTest's UI testing (`Sources/XCTest`), which
///   `FormUITesting` (the main package's, a symbolic link), the generated UI tests and their
///   runner import as `XCTest` (`-module-alias`): the generated UI tests run against app models.
/// - `UIKitDoubleTests`: the double's own modelled behaviour.
/// - `FormRuntimeUIKitTests`: the adapter driven through the double, as a user would on a device;
///   and the generated UI tests of `Specs/` run against its generated UIKit screens
///   (`Bridge/UIKitScreenApplication.swift`, an app for the XCUITest double read from the screen's
///   views), so it imports `XCTest` as the double too; and run against the generated SwiftUI
///   screens on the SwiftUI double (`Bridge/SwiftUIScreenApplication.swift`, an app read from
///   the double's realized views), so it depends on `SwiftUI` too.
/// - `SwiftUIDoubleTests`: the SwiftUI double's own modelled behaviour.
/// - `FormRuntimeSwiftUITests`: the generated `<Name>FormView`s of `Specs/` and FormRuntime's
///   SwiftUI layer driven through the SwiftUI double.
/// - `GeneratedUITestsTests`: the generated UI tests of `Specs/` run against a model of the app
///   (its behaviour FormRuntime's `FormSession`), correct and with seeded defects.
///
/// The main package's plain `swift test` does not run this package: its first build costs as much
/// as the rest of the suite, which must stay under the README's 3-minute budget. `.ci/run` runs it
/// as a step of its own (`Scripts/harness-tests.sh -Xswiftc -warnings-as-errors`: the build of
/// `swift build --build-tests --package-path Tests/UIKitHarness --scratch-path .build/uikit-harness`,
/// its tests in a process per core), and `FORMC_UIKIT_HARNESS=1 swift test` runs it from the main
/// suite (`UIKitHarnessTests`).
///
/// Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`), which exists only
/// on Apple platforms: a test file importing both `Testing` and this double fails with "no such
/// module '_Testing_UIKit'". The test targets therefore do not load cross-import overlays.
let testSettings: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
]

/// What imports `XCTest` for UI testing: it gets the double (`XCUITestDouble`) under that name.
let uiTestingSettings: [SwiftSetting] = [
  .unsafeFlags(["-module-alias", "XCTest=XCUITestDouble"])
]

let package = Package(
  name: "UIKitHarness",
  defaultLocalization: "en",
  targets: [
    .target(name: "UIKit"),
    .target(name: "Combine"),
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"]),
    .target(
      name: "FormRuntime", dependencies: ["Combine", "SwiftUI", "UIKit"],
      resources: [.process("Resources")],
      // `#available` is always true on Linux: built for the double, the runtime asks the double
      // which iOS version it models (`SwiftUIDoubleSystem`) where it chooses a fallback for an
      // older system, so the fallback runs in the double too.
      swiftSettings: [.define("SWIFTUI_DOUBLE")]),
    .target(name: "XCUITestDouble", dependencies: ["UIKit"], path: "Sources/XCTest"),
    .target(
      name: "FormUITesting", dependencies: ["FormRuntime", "UIKit", "XCUITestDouble"],
      swiftSettings: uiTestingSettings),
    .target(
      name: "GeneratedForms",
      dependencies: ["FormRuntime", "FormUITesting", "SwiftUI", "UIKit", "XCUITestDouble"],
      swiftSettings: uiTestingSettings),
    .testTarget(name: "UIKitDoubleTests", dependencies: ["UIKit"], swiftSettings: testSettings),
    .testTarget(
      name: "FormRuntimeUIKitTests",
      dependencies: [
        "FormRuntime", "FormUITesting", "GeneratedForms", "SwiftUI", "UIKit", "XCUITestDouble",
      ],
      swiftSettings: testSettings + uiTestingSettings),
    .testTarget(name: "SwiftUIDoubleTests", dependencies: ["SwiftUI"], swiftSettings: testSettings),
    .testTarget(
      name: "FormRuntimeSwiftUITests", dependencies: ["FormRuntime", "GeneratedForms", "SwiftUI"],
      swiftSettings: testSettings),
    .testTarget(
      name: "GeneratedUITestsTests",
      dependencies: ["FormRuntime", "FormUITesting", "GeneratedForms", "UIKit", "XCUITestDouble"],
      swiftSettings: testSettings + uiTestingSettings),
  ],
  swiftLanguageModes: [.v6]
)
