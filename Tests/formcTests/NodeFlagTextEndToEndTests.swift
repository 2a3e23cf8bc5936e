import FormTestSupport
import Foundation
import Testing

/// Section headers and footers, labels and buttons whose texts change with app flags (issue 32),
/// through the `formc` process: `lint` points at an unknown flag, `plan` lists the variants,
/// `preview --flag` draws them.
struct NodeFlagTextEndToEndTests {
  typealias Project = FlagTextEndToEndTests.Project

  static let spec = """
    form: Address
    flags: [isEditing, needsApproval]
    content:
      scroll: page
      children:
        - section: address
          header: {text: New address, when: [{flag: isEditing, text: Edit address}]}
          children:
            - field: street
              title: Street
        - label: status
          text: {text: Ready, when: [{flag: needsApproval, text: Pending approval}]}
        - button: remove
          title: {text: Add, when: [{flag: isEditing, text: Remove}]}
          action: none

    """

  @Test func lintPointsAtAnUnknownFlag() async throws {
    let project = try Project(
      Self.spec.replacingOccurrences(of: "flag: needsApproval,", with: "flag: needsAproval,"),
      name: "Address.form.yaml")
    let output = try await project.run(["lint", "Address.form.yaml"])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "Address.form.yaml:12:41: error: 'text' of the label 'status' names unknown flag 'needsAproval'; did you mean 'needsApproval'? [dangling-reference]"
      ), "\(output.stdout)")
  }

  /// A label and a button whose texts change with flags but that have no id: the UIKit screen
  /// cannot reach their views, so `lint` warns at each kind key, with a fix-it that inserts an id
  /// (after the colon of `label:`, in place of `""`); the fixed spec lints clean.
  @Test func lintWarnsOfAChangingTextWithoutAnID() async throws {
    let spec = Self.spec.replacingOccurrences(of: "- label: status", with: "- label:")
      .replacingOccurrences(of: "- button: remove", with: "- button: \"\"")
    let project = try Project(spec, name: "Address.form.yaml")
    let output = try await project.run(["lint", "Address.form.yaml"])
    #expect(output.status == 0, "\(output.stdout)")
    for line in [
      "Address.form.yaml:11:7: warning: this label's text changes with app flags, but the label has no id, so the UIKit screen cannot show the change; give it an id [dynamic-node-without-id]",
      "Address.form.yaml:12:41: note: its text changes with 'needsApproval' here",
      "Address.form.yaml:13:7: warning: this button's title changes with app flags, but the button has no id, so the UIKit screen cannot show the change; give it an id [dynamic-node-without-id]",
    ] {
      #expect(output.stdout.contains(line), "\(output.stdout)")
    }
    #expect(try await project.run(["lint", "--strict", "Address.form.yaml"]).status == 1)

    // The fix-its, applied as an editor would, give ids the form does not have yet.
    let json = try await project.run(["lint", "--reporter", "json", "Address.form.yaml"])
    let fixIts = try Self.fixIts(in: json.stdout)
    #expect(fixIts.map(\.replacement) == [" readyLabel", "addButton"], "\(json.stdout)")
    let fixed = Self.applying(fixIts, to: spec)
    #expect(fixed.contains("- label: readyLabel\n") && fixed.contains("- button: addButton\n"))
    try Data(fixed.utf8).write(to: project.root.appendingPathComponent("Address.form.yaml"))
    let again = try await project.run(["lint", "--strict", "Address.form.yaml"])
    #expect(again.status == 0, "\(again.stdout)")
  }

  /// A label and a spacer that `visibleWhen` hides but that have no id: the generated model
  /// leaves their conditions out, so `lint` warns at each kind key with a note at the
  /// `visibleWhen` key and a fix-it that inserts an id; with the fix-its applied the spec lints
  /// clean and the generated model hides both.
  @Test func lintWarnsOfAHiddenNodeWithoutAnID() async throws {
    let spec = """
      form: Referral
      flags: [managed]
      content:
        scroll: page
        children:
          - field: referralCode
            title: Referral code
          - label:
            text: Your friend gets $10 when you join.
            visibleWhen: {input: referralCode, notEmpty: true}
          - spacer:
            height: 24
            visibleWhen: {flag: managed}

      """
    let project = try Project(spec, name: "Referral.form.yaml")
    let output = try await project.run(["lint", "Referral.form.yaml"])
    #expect(output.status == 0, "\(output.stdout)")
    for line in [
      "Referral.form.yaml:8:7: warning: this label has a 'visibleWhen', but the label has no id, so the generated screens never hide it; give it an id [dynamic-node-without-id]",
      "Referral.form.yaml:10:7: note: it is hidden while this condition fails",
      "Referral.form.yaml:11:7: warning: this spacer has a 'visibleWhen', but the spacer has no id, so the generated screens never hide it; give it an id [dynamic-node-without-id]",
      "Referral.form.yaml:13:7: note: it is hidden while this condition fails",
    ] {
      #expect(output.stdout.contains(line), "\(output.stdout)")
    }

    let json = try await project.run(["lint", "--reporter", "json", "Referral.form.yaml"])
    let fixIts = try Self.fixIts(in: json.stdout)
    #expect(fixIts.map(\.replacement) == [" yourFriendGetsLabel", " spacer1"], "\(json.stdout)")
    try Data(Self.applying(fixIts, to: spec).utf8).write(
      to: project.root.appendingPathComponent("Referral.form.yaml"))
    let again = try await project.run(["lint", "--strict", "Referral.form.yaml"])
    #expect(again.status == 0, "\(again.stdout)")
    let generated = try await project.run(["generate", "Referral.form.yaml", "-o", "out", "--flat"])
    #expect(generated.status == 0, "\(generated.stdout)")
    let model = try String(
      contentsOf: project.root.appendingPathComponent("out/ReferralForm.swift"), encoding: .utf8)
    #expect(model.contains("FormCondition(\"yourFriendGetsLabel\", .label"), "\(model)")
    #expect(model.contains("FormCondition(\"spacer1\", .spacer"), "\(model)")
  }

  /// `spec` with `fixIts` applied as an editor would, last first so earlier places stay put
  /// (lines 1-based, columns 1-based in Unicode scalars, as the JSON report gives them).
  static func applying(
    _ fixIts: [(line: Int, column: Int, endColumn: Int, replacement: String)], to spec: String
  ) -> String {
    var lines = spec.components(separatedBy: "\n")
    for fixIt in fixIts.reversed() {
      var line = Array(lines[fixIt.line - 1].unicodeScalars)
      line.replaceSubrange(
        (fixIt.column - 1)..<(fixIt.endColumn - 1), with: Array(fixIt.replacement.unicodeScalars))
      lines[fixIt.line - 1] = String(String.UnicodeScalarView(line))
    }
    return lines.joined(separator: "\n")
  }

  /// The fix-its of a JSON report, in report order.
  static func fixIts(in report: String) throws -> [(
    line: Int, column: Int, endColumn: Int, replacement: String
  )] {
    let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
    return diagnostics.flatMap { diagnostic in
      (diagnostic["fixIts"] as? [[String: Any]] ?? []).map { fixIt in
        (
          fixIt["line"] as? Int ?? 0, fixIt["column"] as? Int ?? 0,
          fixIt["endColumn"] as? Int ?? 0, fixIt["replacement"] as? String ?? ""
        )
      }
    }
  }

  @Test func planListsTheVariants() async throws {
    let project = try Project(Self.spec, name: "Address.form.yaml")
    let output = try await project.run(["plan", "Address.form.yaml"])
    #expect(output.status == 0, "\(output.stderr)")
    for line in [
      "text         section 'address' header \"New address\"; \"Edit address\" while isEditing\n",
      "text         label 'status' text \"Ready\"; \"Pending approval\" while needsApproval\n",
      "text         button 'remove' title \"Add\"; \"Remove\" while isEditing\n",
    ] {
      #expect(output.stdout.contains(line), "\(output.stdout)")
    }
  }

  @Test func previewDrawsTheTextsOfTheFlagsAskedFor() async throws {
    let project = try Project(Self.spec, name: "Address.form.yaml")
    // A section header is drawn in capitals, as a grouped table's is.
    for (flags, shown, hidden) in [
      ([String](), ["NEW ADDRESS", "Ready", "Add"], ["EDIT ADDRESS", "Pending approval"]),
      (
        ["--flag", "isEditing", "--flag", "needsApproval"],
        ["EDIT ADDRESS", "Pending approval", "Remove"], ["NEW ADDRESS", "Ready"]
      ),
    ] {
      let output = try await project.run(
        ["preview", "Address.form.yaml", "-d", "iphone-16", "-o", "address.svg"] + flags)
      #expect(output.status == 0, "\(output.stderr)")
      let svg = try String(
        contentsOf: project.root.appendingPathComponent("address.svg"), encoding: .utf8)
      for text in shown { #expect(svg.contains(">\(text)<"), "\(flags): \(text)") }
      for text in hidden { #expect(!svg.contains(">\(text)<"), "\(flags): \(text)") }
    }
  }
}
