import FormTestSupport
import Foundation
import Testing

/// `formc simulate` and `formc preview`, run as processes.
struct SimulateEndToEndTests {
  static let snapshots = FormcProcess.repositoryRoot
    .appendingPathComponent("Tests/formcTests/Snapshots/simulate")
  static let delivery = "Tests/formcTests/Fixtures/Simulate/Delivery.form.yaml"

  /// At the default text size; the default matrix also has the largest accessibility size
  /// (``theDefaultMatrixAddsTheLargestAccessibilitySize()``).
  @Test func everyExampleSpecPassesTheWholeMatrixAtTheDefaultSize() async throws {
    let output = try await FormcProcess.run(["simulate", "--text-size", "large", "Specs"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.contains("every input visible"))
    // No errors; Feedback (keyboard.avoidance: none) is simulated, its hidden inputs warnings.
    #expect(!output.stdout.contains(": error: "))
    #expect(
      output.stdout.contains("Feedback.form.yaml: keyboard.avoidance is none, so nothing moves"))
    #expect(output.stdout.contains(": warning: input 'contactEmail' has "))
    Snapshot.assert(output.stdout, matches: Self.snapshots.appendingPathComponent("Specs.txt"))
  }

  /// The default matrix runs every scenario at the default text size and at the largest
  /// accessibility size, and every example spec passes it. ChatComposer's message text view grows
  /// to two lines for that: with its former six lines of 63 pt it is taller than what the phones
  /// in landscape (and the smaller screens with a keyboard) show, which simulate reports.
  @Test func theDefaultMatrixAddsTheLargestAccessibilitySize() async throws {
    let output = try await FormcProcess.run(["simulate", "Specs"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.contains("text size"))
    #expect(output.stdout.contains("Specs/ChatComposer.form.yaml: every input visible"))

    let scratch = try ScratchDirectory(prefix: "formc-chat-six-lines")
    let spec = try String(
      contentsOf: FormcProcess.repositoryRoot.appendingPathComponent(
        "Specs/ChatComposer.form.yaml"),
      encoding: .utf8)
    let sixLines = spec.replacingOccurrences(
      of: "lines: {min: 1, max: 2}", with: "lines: {min: 1, max: 6}")
    #expect(sixLines != spec)
    try Data(sixLines.utf8).write(
      to: scratch.root.appendingPathComponent("ChatComposer.form.yaml"))
    let six = try await FormcProcess.run(["simulate", "ChatComposer.form.yaml"], in: scratch.root)
    #expect(six.status == 1)
    let errors = six.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(!errors.isEmpty)
    #expect(
      errors.allSatisfy {
        $0.contains("ChatComposer.form.yaml:") && $0.contains(": error: input 'message' ")
          && $0.contains(" at text size accessibilityExtraExtraExtraLarge")
      })
    let atLarge = try await FormcProcess.run(
      ["simulate", "--text-size", "large", "ChatComposer.form.yaml"], in: scratch.root)
    #expect(atLarge.status == 0)
  }

  /// A real locale shows the translations of the spec's String Catalog (its `formc.yml`'s
  /// `localization`): the German notice is longer than the English one and hides the field below
  /// it, which `--locale de` finds and `--locale en` does not; `formc preview --locale de` draws the
  /// German text.
  @Test func aLocaleShowsTheCatalogsTranslations() async throws {
    let folder = FormcProcess.repositoryRoot.appendingPathComponent(
      "Tests/formcTests/Fixtures/Simulate/Translated")
    let base = [
      "simulate", "-d", "iphone-se-3", "--orientation", "portrait", "-k", "docked", "--text-size",
      "large",
    ]
    let english = try await FormcProcess.run(
      base + ["--locale", "en", "LongNotice.form.yaml"], in: folder)
    #expect(english.status == 0, "\(english.stdout)")
    let german = try await FormcProcess.run(
      base + ["--locale", "de", "LongNotice.form.yaml"], in: folder)
    #expect(german.status == 1)
    #expect(
      german.stdout.hasPrefix("LongNotice.form.yaml:19:7: error: input 'doorCode' has ")
        && german.stdout.contains(" in locale de [keyboard-occlusion]"), "\(german.stdout)")

    let scratch = try ScratchDirectory(prefix: "formc-preview-de")
    let svg = scratch.root.appendingPathComponent("de.svg").path
    let preview = try await FormcProcess.run(
      [
        "preview", "LongNotice.form.yaml", "-d", "iphone-se-3", "--locale", "de", "--output", svg,
      ], in: folder)
    #expect(preview.status == 0, "\(preview.stderr)")
    let drawn = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(drawn.contains("Türcode"))
    #expect(drawn.contains("Wir liefern werktags"))
  }

  @Test func textSizeAndLocaleAreAxes() async throws {
    let folder = "Tests/FormSimulationTests/Fixtures/TextAxes/"
    let base = ["simulate", "-d", "iphone-se-3", "--orientation", "portrait", "-k", "docked"]
    let fields = folder + "FieldsThatDoNotScroll.form.yaml"
    // After a failed submit the app's errors under every field hide the last one at either
    // size; 'region' only at the largest.
    let large = try await FormcProcess.run(base + ["--text-size", "large", fields])
    #expect(!large.stdout.contains("input 'region'"), "\(large.stdout)")
    let largest = try await FormcProcess.run(
      base + ["--text-size", "accessibilityExtraExtraExtraLarge", fields])
    #expect(largest.status == 1)
    #expect(largest.stdout.contains("input 'region'"))
    #expect(largest.stdout.contains("error: input 'country' has "))
    let notice = folder + "LongNotice.form.yaml"
    let english = try await FormcProcess.run(
      base + ["--text-size", "large", "--locale", "en", notice])
    #expect(english.status == 0, "\(english.stdout)")
    let both = try await FormcProcess.run(
      base + ["--text-size", "large", "--locale", "en", "--locale", "pseudo", notice])
    #expect(both.status == 1)
    #expect(both.stdout.contains("in locale pseudo [keyboard-occlusion]"))
    #expect(both.stdout.contains("on 2 scenarios"))
    #expect(both.stdout.contains("device                      locale  orientation"))
    #expect(both.stdout.contains("iPhone SE (3rd generation)  pseudo  portrait     full screen"))
  }

  @Test func aHiddenInputIsALocatedErrorAndExitsOne() async throws {
    let output = try await FormcProcess.run([
      "simulate", "--device", "iphone-se-3", "--orientation", "portrait", "--keyboard", "docked",
      "--text-size", "large", Self.delivery,
    ])
    #expect(output.status == 1)
    let first = output.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first
        == "\(Self.delivery):9:7: error: input 'signature' has 33 pt hidden under the keyboard on "
        + "iPhone SE (3rd generation) on iOS 26 in portrait with the docked keyboard "
        + "[keyboard-occlusion]")
    #expect(output.stdout.contains("1 spec with hidden inputs"))
    #expect(
      output.stdout.contains("iPhone SE (3rd generation)  portrait     full screen   1 hidden"))
  }

  @Test func theMatrixCanBeNarrowed() async throws {
    let output = try await FormcProcess.run([
      "simulate", "-d", "ipad-10", "-k", "floating", "-k", "docked", "--orientation",
      "landscape", "--text-size", "large", "Specs/Checkout.form.yaml",
    ])
    #expect(output.status == 0)
    // One orientation, five presentations (full screen, form sheet, popover and the two Stage
    // Manager windows iPadOS 26 offers on this iPad), two keyboards.
    #expect(output.stdout.contains("on 10 scenarios"))
    #expect(!output.stdout.contains("iPhone"))
  }

  /// `keyboard.avoidance: none` is simulated: its hidden inputs are warnings, which fail the run
  /// only with `--strict`.
  @Test func warningsFailOnlyWithStrict() async throws {
    let arguments = [
      "simulate", "-d", "iphone-se-3", "-k", "docked", "--text-size", "large",
      "Specs/Feedback.form.yaml",
    ]
    let relaxed = try await FormcProcess.run(arguments)
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.contains(": warning: input 'contactEmail' has "))
    #expect(!relaxed.stdout.contains(": error: "))
    // The cell says what it found, never "ok".
    #expect(
      relaxed.stdout.contains("iPhone SE (3rd generation)  portrait     full screen   3 warnings"))
    #expect(relaxed.stdout.contains("1 spec with warnings only"))
    let strict = try await FormcProcess.run(arguments + ["--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout == relaxed.stdout)
  }

  @Test func theOSVersionIsAnAxis() async throws {
    let one = try await FormcProcess.run([
      "simulate", "-d", "iphone-se-3", "-k", "docked", "--text-size", "large",
      "Specs/Checkout.form.yaml",
    ])
    #expect(one.status == 0)
    #expect(one.stdout.contains("on 2 scenarios") && !one.stdout.contains(" os "))
    let two = try await FormcProcess.run([
      "simulate", "-d", "iphone-se-3", "-k", "docked", "--os", "17", "--os", "iOS 26",
      "--text-size", "large", "Specs/Checkout.form.yaml",
    ])
    #expect(two.status == 0)
    #expect(two.stdout.contains("on 4 scenarios"))
    #expect(two.stdout.contains("device                      os  orientation"))
    #expect(two.stdout.contains("iPhone SE (3rd generation)  17  portrait"))
    let unknown = try await FormcProcess.run(["simulate", "--os", "15", "Specs"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("'15' is invalid for '--os <version>'"))
  }

  @Test func jsonIsAVersionedDocument() async throws {
    let output = try await FormcProcess.run(["simulate", "--reporter", "json", Self.delivery])
    #expect(output.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 2)
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    // 18 phone scenarios and 45 per iPad (three keyboards on the Pro), on iOS 26 alone, at the
    // default text size and the largest accessibility size.
    #expect(scenarios.count == 216)
    #expect(scenarios.allSatisfy { $0["os"] as? String == "26" })
    #expect(scenarios.allSatisfy { $0["locale"] as? String == "source" })
    // Per device, every scenario at the default size, then every one at the largest size.
    #expect(scenarios.prefix(6).allSatisfy { $0["textSize"] as? String == "large" })
    #expect(
      scenarios[6..<12].allSatisfy {
        $0["textSize"] as? String == "accessibilityExtraExtraExtraLarge"
      })
    #expect(
      scenarios.filter { $0["textSize"] as? String == "accessibilityExtraExtraExtraLarge" }.count
        == 108)
    let forms = try #require(object["forms"] as? [[String: Any]])
    let failures = try #require(forms.first?["failures"] as? [[String: Any]])
    #expect(failures.contains { $0["input"] as? String == "signature" })
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    // One diagnostic per failure, except that an input that does not fit is reported once per
    // screen rather than once per keyboard state.
    let occlusions = failures.filter { $0["rule"] as? String == "keyboard-occlusion" }
    let unfit = failures.filter { $0["rule"] as? String == "input-does-not-fit" }
    let unfitDiagnostics = diagnostics.filter { $0["rule"] as? String == "input-does-not-fit" }
    #expect(!occlusions.isEmpty && !unfit.isEmpty)
    #expect(diagnostics.count == occlusions.count + unfitDiagnostics.count)
    #expect(!unfitDiagnostics.isEmpty && unfitDiagnostics.count < unfit.count)
    #expect(!output.stdout.contains("device  "))
  }

  @Test func specsWithErrorsAreReportedNotSimulated() async throws {
    let output = try await FormcProcess.run([
      "simulate", "Tests/formcTests/Fixtures/Lint/Broken.form.yaml",
    ])
    #expect(output.status == 1)
    #expect(output.stdout.contains("[unknown-key]"))
    #expect(!output.stdout.contains("[keyboard-occlusion]"))
  }

  @Test(arguments: [
    (["simulate", "--device", "pixel-9", "Specs"], "'pixel-9' is invalid for '--device <name>'"),
    (["simulate", "--keyboard", "split", "Specs"], "'split' is invalid for '--keyboard <state>'"),
    (["preview", "Specs/SignUp.form.yaml", "-o", "/tmp/x.svg"], "--device"),
    (["simulate", "--text-size", "huge", "Specs"], "'huge' is invalid for '--text-size <size>'"),
    (["simulate", "--locale", "english!", "Specs"], "'english!' is invalid for '--locale <code>'"),
    (
      ["preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "--locale", "", "-o", "/tmp/x.svg"],
      "is invalid for '--locale <code>'"
    ),
    (
      [
        "preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "--text-size", "AX5", "-o",
        "/tmp/x.svg",
      ],
      "'AX5' is invalid for '--text-size <size>'"
    ),
  ])
  func usageErrorsExit64(arguments: [String], message: String) async throws {
    let output = try await FormcProcess.run(arguments)
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func simulateWithNoSpecsFails() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-sim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try await FormcProcess.run(["simulate", directory.path])
    #expect(output.status == 1)
    #expect(output.stderr.contains("no form specs"))
  }

  // MARK: preview

  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// `--after-submit` draws the empty required inputs' messages and focuses the first of them.
  @Test func previewAfterSubmitDrawsTheRequiredMessages() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("after.svg").path
    let output = try await FormcProcess.run([
      "preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "--after-submit", "-o", path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("fill=\"#ff3b30\">Email is required<"))
    #expect(svg.contains("focus: givenName"))
    let plain = try await FormcProcess.run([
      "preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "-o", path,
    ])
    #expect(plain.status == 0)
    #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("Email is required"))
  }

  @Test func previewWritesTheSameBytesEveryTime() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [Data] = []
    for name in ["a.svg", "b.svg"] {
      let path = directory.appendingPathComponent(name).path
      let output = try await FormcProcess.run([
        "preview", "Specs/SignUp.form.yaml", "--device", "iphone-16", "--all-inputs", "-o", path,
      ])
      #expect(output.status == 0, "\(output.stderr)")
      files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(files[0] == files[1])
    let svg = String(decoding: files[0], as: UTF8.self)
    #expect(svg.hasPrefix("<?xml"))
    // One cell per input in focus order.
    #expect(svg.components(separatedBy: "SignUp · focus: ").count - 1 == 8)
  }

  @Test func previewInAnRightToLeftLocaleIsMirroredAndStable() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for locale in ["ar", "ar", "en"] {
      let path = directory.appendingPathComponent("\(files.count).svg").path
      let output = try await FormcProcess.run([
        "preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "--locale", locale,
        "--text-size", "xxxLarge", "--focus", "email", "-o", path,
      ])
      #expect(output.status == 0, "\(output.stderr)")
      files.append(try String(contentsOfFile: path, encoding: .utf8))
    }
    #expect(files[0] == files[1])
    #expect(files[0].contains("locale ar (mirrored)"))
    #expect(files[0].contains("text size xxxLarge"))
    #expect(files[0].contains("text-anchor=\"end\" fill=\"#3c3c43\">"))
    #expect(!files[2].contains("text-anchor=\"end\" fill=\"#3c3c43\">"))
  }

  @Test func previewOfAHiddenInputSaysSoAndShadesIt() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("delivery.svg").path
    let output = try await FormcProcess.run([
      "preview", Self.delivery, "-d", "iphone-se-3", "-k", "docked", "--focus", "signature", "-o",
      path,
    ])
    #expect(output.status == 0)
    #expect(output.stderr.contains("'signature' has 33 pt hidden under the keyboard"))
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("#ff3b30"))
  }

  @Test func previewRefusesWhatItCannotDraw() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.svg").path
    let broken = try await FormcProcess.run([
      "preview", "Tests/formcTests/Fixtures/Lint/Broken.form.yaml", "-d", "iphone-16", "-o", path,
    ])
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("[unknown-key]"))
    #expect(!FileManager.default.fileExists(atPath: path))
    let unknownInput = try await FormcProcess.run([
      "preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "--focus", "nope", "-o", path,
    ])
    #expect(unknownInput.status == 64)
    #expect(unknownInput.stderr.contains("has no input 'nope'"))
    let phoneSheet = try await FormcProcess.run([
      "preview", "Specs/SignUp.form.yaml", "-d", "iphone-16", "--presentation", "formSheet",
      "-o", path,
    ])
    #expect(phoneSheet.status == 64)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  // MARK: bounds

  /// Large valid forms: many rows, deep nesting, a long label, many visibility states.
  static func largeForms() -> [String: String] {
    let rows = (0..<600).map {
      "    - scroll: r\($0)\n      axis: horizontal\n      children:\n        - field: f\($0)\n"
        + "          title: F\($0)\n        - field: g\($0)\n          title: G\($0)\n"
    }.joined()
    var deep =
      "form: Deep\nkeyboard: {avoidance: layoutGuide}\ncontent:\n  stack: s0\n  children:\n"
    var indent = "  "
    for level in 1..<100 {
      deep += "\(indent)  - stack: s\(level)\n\(indent)    children:\n"
      indent += "    "
    }
    deep += "\(indent)  - field: leaf\n\(indent)    title: Leaf\n"
    let states = (0..<12).map {
      "    - field: c\($0)\n      title: C\($0)\n    - field: d\($0)\n      title: D\($0)\n"
        + "      visibleWhen: {input: c\($0), notEmpty: true}\n"
    }.joined()
    return [
      "Rows.form.yaml": "form: Rows\ncontent:\n  scroll: page\n  children:\n" + rows,
      "Deep.form.yaml": deep,
      "States.form.yaml": "form: States\ncontent:\n  scroll: page\n  children:\n" + states,
      "Label.form.yaml": "form: Label\ncontent:\n  scroll: page\n  children:\n    - label:\n"
        + "      text: \"" + String(repeating: "word ", count: 200_000) + "\"\n"
        + "    - field: f\n      title: F\n",
    ]
  }

  /// A spec's `presentations` say how its screen is shown: without `--presentation` the preview
  /// draws full screen if the spec allows it, else the first way it names that the device offers;
  /// a presentation the spec leaves out, or a device that offers none of them, is refused.
  @Test func previewDrawsThePresentationsTheSpecNames() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = "Tests/formcTests/Fixtures/Simulate/PopoverOnly.form.yaml"
    let path = directory.appendingPathComponent("out.svg").path
    let ipad = try await FormcProcess.run(["preview", spec, "-d", "ipad-10", "-o", path])
    #expect(ipad.status == 0, "\(ipad.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("portrait · popover ·"))
    try FileManager.default.removeItem(atPath: path)
    let sheet = try await FormcProcess.run([
      "preview", spec, "-d", "ipad-10", "--presentation", "formSheet", "-o", path,
    ])
    #expect(sheet.status == 64)
    #expect(
      sheet.stderr.contains(
        "is not shown as formSheet (its presentations: popover); on iPad (10th generation) use "
          + "popover"))
    #expect(!FileManager.default.fileExists(atPath: path))
    let phone = try await FormcProcess.run(["preview", spec, "-d", "iphone-16", "-o", path])
    #expect(phone.status == 64)
    #expect(phone.stderr.contains("shows forms in none of the ways"))
    #expect(!FileManager.default.fileExists(atPath: path))
    // A spec without `presentations` is still drawn full screen by default.
    let signUp = try await FormcProcess.run([
      "preview", "Specs/SignUp.form.yaml", "-d", "ipad-10", "-o", path,
    ])
    #expect(signUp.status == 0, "\(signUp.stderr)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains(" · portrait · predictive"))
  }

  @Test func largeFormsAndHostileInputsStayBounded() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in Self.largeForms() {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    // Processor time, not wall time: a debug formc takes about 37 s of it here (Deep's 100
    // nested stacks 18 s, States' 64 states 14 s) whatever the load, while at load 30 the same
    // run took 173 s of wall time and a 240 s wall bound killed it.
    let bounds = FormcProcess.Bounds.processorTime(120)
    let large = try await FormcProcess.runBounded(
      ["simulate", "--quiet", "--reporter", "json", directory.path], bounds: bounds)
    #expect(!large.timedOut && !large.signaled, "\(large.output.stderr)")
    #expect(large.output.status == 0, "\(large.output.stdout.prefix(2000))")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(large.output.stdout.utf8)) as? [String: Any])
    let forms = try #require(object["forms"] as? [[String: Any]])
    #expect(forms.count == 4)
    #expect(forms.allSatisfy { ($0["checks"] as? Int ?? 0) > 0 })
    // 4,096 states give 4,096 distinct layouts; the first 64 are simulated.
    #expect(forms.contains { $0["statesSimulated"] as? Int == 64 })
    let hostile = try await FormcProcess.runBounded(
      ["simulate", "--quiet", "Tests/formcTests/Fixtures/Hostile"], bounds: bounds)
    #expect(!hostile.timedOut && !hostile.signaled, "\(hostile.output.stderr)")
    #expect(hostile.output.status == 1)
  }

  @Test func hugeHeightsAreClampedNotACrash() async throws {
    let spec = "Tests/formcTests/Fixtures/Simulate/HugeHeights.form.yaml"
    let simulate = try await FormcProcess.run(["simulate", "-d", "iphone-se-3", "--quiet", spec])
    #expect(simulate.status == 1, "\(simulate.stderr)")
    #expect(simulate.stdout.contains("[input-does-not-fit]"))
    #expect(!simulate.stdout.contains("inf") && !simulate.stdout.contains("nan"))
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("huge.svg").path
    let preview = try await FormcProcess.run([
      "preview", spec, "-d", "iphone-se-3", "--all-inputs", "-o", path,
    ])
    #expect(preview.status == 0, "\(preview.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!svg.contains("inf") && !svg.contains("nan"))
  }
}
