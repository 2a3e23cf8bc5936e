import FormCodegen
import FormCompiler
import FormSpec
import FormTestSupport
import Foundation
import Testing

/// The generated files of `Specs/Localized/Contact.form.yaml` with the `localization` of the
/// `formc.yml` beside it, in both model modes (an `ObservableObject` below iOS 17, the spec's
/// own target; `@Observable` from iOS 17), against golden copies in
/// `Tests/FormCodegenTests/Fixtures/Localized/iOS<major>`, which type-check against the UIKit
/// double and SwiftUI stand-in at their deployment target.
struct LocalizedGoldenTests {
  static let spec = "Specs/Localized/Contact.form.yaml"
  static let goldens = GoldenFileTests.repository.appendingPathComponent(
    "Tests/FormCodegenTests/Fixtures/Localized")
  /// The deployment targets of the two model modes.
  static let platforms = ["15.0", "17.0"]

  /// The spec's configuration, as `formc generate` finds it.
  static func configuration() throws -> Configuration {
    let path = GoldenFileTests.repository.appendingPathComponent(spec).path
    let configuration = ConfigurationSet(paths: [path], forced: nil).configuration(for: 0)
    _ = try #require(configuration.localization, "Specs/Localized/formc.yml has localization")
    return configuration
  }

  /// The model, UIKit and SwiftUI files of the spec at the deployment target `platform`.
  static func generate(platform: String) throws -> [GeneratedFile] {
    let url = GoldenFileTests.repository.appendingPathComponent(spec)
    let configuration = try configuration()
    let checked = FormPipeline(configuration: configuration).run(
      bytes: [UInt8](try Data(contentsOf: url)), path: spec, goal: .formWithoutFocusStates)
    var form = try #require(checked.form, "\(checked.diagnostics)")
    #expect(form.platform == "15.0", "the spec keeps formc's default target")
    form.platform = platform
    return try CodeGenerator().generate(
      form, sourcePath: "Contact.form.yaml", outputs: [.model, .uikit, .swiftui],
      localization: configuration.localization)
  }

  static func folder(_ platform: String) -> URL {
    goldens.appendingPathComponent("iOS" + platform.prefix { $0 != "." })
  }

  @Test(arguments: platforms)
  func golden(platform: String) throws {
    let files = try Self.generate(platform: platform)
    #expect(
      files.map(\.path) == [
        "ContactForm.swift", "ContactForm+Keyboard.swift", "ContactFormView.swift",
      ])
    for file in files {
      Snapshot.assert(
        file.contents, matches: Self.folder(platform).appendingPathComponent(file.path))
    }
  }

  /// Every string of the catalog that the code shows is looked up under its key, with the spec's
  /// text as the default; the model mode decides nothing about strings.
  @Test(arguments: platforms)
  func everyStringIsLookedUp(platform: String) throws {
    let files = try Self.generate(platform: platform)
    let model = try #require(files.first { $0.path == "ContactForm.swift" }).contents
    let view = try #require(files.first { $0.path == "ContactFormView.swift" }).contents
    #expect(model.contains("import Foundation"))
    #expect(
      model.contains(
        "nonisolated static let localization = FormLocalization(table: \"Localizable\", bundle: .main)"
      ))
    #expect(model.contains(platform == "17.0" ? "@Observable" : "@FormPublished"))
    let url = GoldenFileTests.repository.appendingPathComponent(Self.spec)
    let form = try #require(
      FormPipeline().run(bytes: [UInt8](try Data(contentsOf: url)), path: Self.spec).form)
    for string in FormStrings.strings(of: form) {
      let key = SwiftLiteral.string(string.key)
      #expect(
        model.contains(key) || view.contains(key), "\(string.key) is not looked up")
    }
    #expect(
      view.contains(
        "ContactForm.localization.string(\"Contact.you.header\", default: \"About you\")"))
    #expect(!view.contains("Text(verbatim: \"About you\")"))
  }

  @Test(
    .enabled(if: GoldenTypecheckTests.isLinux, "the UIKit double is for machines without UIKit"))
  func goldensTypeCheck() async throws {
    var groups: [String: [String]] = [:]
    for platform in Self.platforms {
      groups[platform] = try Self.generate(platform: platform).map {
        Self.folder(platform).appendingPathComponent($0.path).path
      }
    }
    try await GoldenTypecheckTests.expectTypeChecks(groups)
  }

  /// The localized goldens pass `swift format lint --strict` like the others.
  @Test func goldensPassSwiftFormatLint() async throws {
    let lint = try await AsyncProcess.swiftFormatLint(
      configuration: GoldenFileTests.repository.appendingPathComponent(".swift-format"),
      [Self.goldens.path], recursive: true)
    #expect(lint.status == 0, "swift format lint:\n\(lint.text)")
  }
}
