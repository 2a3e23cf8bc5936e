import FormTestSupport
import Foundation
import Testing

/// `formc plan` for every example spec, as text and JSON, against golden snapshots.
struct PlanSnapshotTests {
  static let specs: [String] = {
    let directory = FormcProcess.repositoryRoot.appendingPathComponent("Specs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }.sorted()
  }()

  static let snapshots = FormcProcess.repositoryRoot
    .appendingPathComponent("Tests/formcTests/Snapshots/plan")

  @Test func everySpecIsCovered() {
    #expect(Self.specs.count >= 6)
  }

  @Test(arguments: specs)
  func plan(spec: String) async throws {
    let base = spec.replacingOccurrences(of: ".form.yaml", with: "")
      .replacingOccurrences(of: ".form.yml", with: "")
    let text = try await FormcProcess.run(["plan", "Specs/\(spec)"])
    #expect(text.status == 0, "\(text.stderr)")
    Snapshot.assert(text.stdout, matches: Self.snapshots.appendingPathComponent("\(base).txt"))
    let json = try await FormcProcess.run(["plan", "--format", "json", "Specs/\(spec)"])
    #expect(json.status == 0)
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
    Snapshot.assert(json.stdout, matches: Self.snapshots.appendingPathComponent("\(base).json"))
  }

  /// The fixtures whose generated code the UIKit harness compiles, and a spec in flow style: the
  /// harness's UI-test app model reads each form's layout order from these plans
  /// (`Tests/UIKitHarness/Tests/GeneratedUITestsTests/Support/SpecLayout.swift`), so they are
  /// `formc plan --format json`'s output of the spec as libyaml reads it, whatever its style.
  static let fixtures = [
    "Tests/FormCodegenTests/Fixtures/CaptchaSignUp.form.yaml",
    "Tests/FormCodegenTests/Fixtures/Hostile.form.yaml",
    "Tests/FormCodegenTests/Fixtures/MultiChoiceStyles.form.yaml",
    "Tests/FormCodegenTests/Fixtures/PhoneVerification.form.yaml",
    "Tests/FormCodegenTests/Fixtures/RedeemCode.form.yaml",
    "Tests/FormCodegenTests/Fixtures/RepeatedRules.form.yaml",
    "Tests/FormCodegenTests/Fixtures/SharedRegion.form.yaml",
    "Tests/FormCodegenTests/Fixtures/ShippingState.form.yaml",
    "Tests/formcTests/Fixtures/Plan/FlowStyleOrder.form.yaml",
  ]

  @Test(arguments: fixtures)
  func fixturePlan(path: String) async throws {
    let base = URL(fileURLWithPath: path).lastPathComponent
      .replacingOccurrences(of: ".form.yaml", with: "")
    let json = try await FormcProcess.run(["plan", "--format", "json", path])
    #expect(json.status == 0, "\(json.stderr)")
    Snapshot.assert(
      json.stdout, matches: Self.snapshots.appendingPathComponent("fixtures/\(base).json"))
  }

  /// An input with a toolbar of its own (issue 32): the text plan prints it under the input, the
  /// keys it left out taken from the form's, and the JSON carries it on that input only.
  @Test func planShowsAnInputsOwnToolbar() async throws {
    let path = "Tests/FormCodegenTests/Fixtures/PhoneVerification.form.yaml"
    let output = try await FormcProcess.run(["plan", path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "toolbar      previous, next, flexibleSpace, done; middle shows the title"))
    #expect(output.stdout.contains("    own toolbar: flexibleSpace, done; middle shows nothing"))
    #expect(output.stdout.contains("    own toolbar: off"))
    let json = try await FormcProcess.run(["plan", "--format", "json", path])
    let plan = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let form = try #require(plan["form"] as? [String: Any])
    let inputs = try #require(form["inputs"] as? [[String: Any]])
    let toolbars = inputs.map { $0["toolbar"] as? [String: Any] }
    #expect(toolbars[0] == nil && toolbars[1] == nil)
    #expect(toolbars[2]?["items"] as? [String] == ["flexibleSpace", "done"])
    #expect(toolbars[3]?["isEnabled"] as? Bool == false)
  }

  /// A spec that names its presentations (issue 32): the text plan says them, as the JSON does,
  /// so a review sees which ways `formc simulate` checks; a spec that names none says nothing.
  @Test func planNamesThePresentations() async throws {
    let output = try await FormcProcess.run(["plan", "Specs/OneTimeCodeLogin.form.yml"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "platform iOS 14.0\npresentations sheet (formc simulate checks only these)\n"),
      "\(output.stdout)")
    let unnamed = try await FormcProcess.run(["plan", "Specs/SignUp.form.yaml"])
    #expect(!unnamed.stdout.contains("presentations"))
  }

  /// Issue 32's conditions and Return behaviours in the text plan: one of several values, empty,
  /// `any` with a flag and a switch, Return that only ends editing and Return that does nothing.
  @Test func planWritesTheNewConditionsAndReturns() async throws {
    let output = try await FormcProcess.run([
      "plan", "Tests/formcTests/Fixtures/Plan/Conditions.form.yaml",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    for line in [
      "    visible when 'plan' is one of \"team\", \"enterprise\"",
      "    visible when 'plan' is empty",
      "    enabled when (flag 'isEditing' is set or 'remember' is off)",
      "flags        isEditing (the app sets them)",
      "go (does nothing)",
      "(ends editing)",
    ] {
      #expect(output.stdout.contains(line), "no '\(line)' in\n\(output.stdout)")
    }
  }

  /// A local app check (Firefox's card form): the plan says it is local, never pending, and not
  /// waited for.
  @Test func planNamesALocalCheck() async throws {
    let output = try await FormcProcess.run([
      "plan", "Tests/FormCompilerTests/Fixtures/Transcriptions/Firefox-CreditCard.after.form.yaml",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let checks = lines.filter { $0.hasPrefix("app check: ") }
    #expect(checks.count == 2)
    #expect(checks.first?.hasPrefix("app check: validCardNumber (local, ") == true)
    #expect(checks.allSatisfy { $0.contains("never pending, no spinner") })
    #expect(!checks.contains { $0.contains("spinner shows") })
  }

  /// A content submit enabled `whenFilled` (Wikipedia's Create account): the plan names when it
  /// is enabled, as it does for `actions.submit`; the JSON holds it on the button's node.
  @Test func planNamesAContentSubmitsEnablement() async throws {
    let path =
      "Tests/FormCompilerTests/Fixtures/Transcriptions/Wikipedia-CreateAccount.after.form.yaml"
    let output = try await FormcProcess.run(["plan", path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "submit       \"Create your account\" (button 'createAccount'), enabled whenFilled\n"),
      "\(output.stdout)")
    let json = try await FormcProcess.run(["plan", "--format", "json", path])
    #expect(json.stdout.contains("\"enabled\" : \"whenFilled\""), "\(json.stdout.prefix(400))")
  }

  /// A cancel with `confirmDiscard: true` (issue 32): the plan says it asks before discarding
  /// changes; the JSON holds the flag on the cancel.
  /// An `image` (Wikipedia's CAPTCHA picture, issue 32): the plan names its source, height, mode
  /// and what VoiceOver reads; the JSON holds them on the node.
  @Test func planNamesAnImage() async throws {
    let path =
      "Tests/FormCompilerTests/Fixtures/Transcriptions/Wikipedia-CreateAccount.after.form.yaml"
    let output = try await FormcProcess.run(["plan", path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "image        'captchaImage' app, 70 pt, fit, VoiceOver reads \"CAPTCHA image\", hides with its visibleWhen\n"
      ),
      "\(output.stdout)")
    let json = try await FormcProcess.run(["plan", "--format", "json", path])
    #expect(json.stdout.contains("\"description\" : \"CAPTCHA image\""), "\(json.stdout)")
    #expect(json.stdout.contains("\"contentMode\" : \"fit\""), "\(json.stdout)")
    #expect(json.stdout.contains("\"source\" : \"app\""), "\(json.stdout)")
  }

  @Test func planNamesACancelThatConfirmsADiscard() async throws {
    let path =
      "Tests/FormSpecTests/Fixtures/Decoding/valid/actions-cancel-confirm-discard.form.yaml"
    let output = try await FormcProcess.run(["plan", path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "cancel       \"Cancel\" at navigationBarLeading, asks to discard changes\n"),
      "\(output.stdout)")
    let json = try await FormcProcess.run(["plan", "--format", "json", path])
    #expect(json.stdout.contains("\"confirmDiscard\" : true"), "\(json.stdout.prefix(400))")
  }

  @Test func planRefusesASpecWithErrors() async throws {
    let output = try await FormcProcess.run([
      "plan", "Tests/formcTests/Fixtures/Lint/Broken.form.yaml",
    ])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("[unknown-key]"))
  }

  /// A menu multi-choice, which no example spec has: the plan names its style and options, and
  /// keeps it out of the keyboard's focus chain.
  @Test func aMenuMultiChoiceIsPlanned() async throws {
    let output = try await FormcProcess.run([
      "plan", "Tests/FormSimulationTests/Fixtures/MultiChoiceSummaries.form.yaml",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        """
          three (multiChoice)
            title "Three", value "a,b,d"
            options (menu): a "Ann", b "Bo", c "Cy", d "Di"
            not in the keyboard's focus chain (Previous, Next and Return pass over it)
        """), "\(output.stdout)")
    #expect(output.stdout.contains("  1  note   done (submit)  -         -"))
  }
}
