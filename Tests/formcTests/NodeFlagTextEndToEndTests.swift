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

  @Test func lintPointsAtAnUnknownFlag() throws {
    let project = try Project(
      Self.spec.replacingOccurrences(of: "flag: needsApproval,", with: "flag: needsAproval,"),
      name: "Address.form.yaml")
    let output = try project.run(["lint", "Address.form.yaml"])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "Address.form.yaml:12:41: error: 'text' of the label 'status' names unknown flag 'needsAproval'; did you mean 'needsApproval'? [dangling-reference]"
      ), "\(output.stdout)")
  }

  @Test func planListsTheVariants() throws {
    let project = try Project(Self.spec, name: "Address.form.yaml")
    let output = try project.run(["plan", "Address.form.yaml"])
    #expect(output.status == 0, "\(output.stderr)")
    for line in [
      "text         section 'address' header \"New address\"; \"Edit address\" while isEditing\n",
      "text         label 'status' text \"Ready\"; \"Pending approval\" while needsApproval\n",
      "text         button 'remove' title \"Add\"; \"Remove\" while isEditing\n",
    ] {
      #expect(output.stdout.contains(line), "\(output.stdout)")
    }
  }

  @Test func previewDrawsTheTextsOfTheFlagsAskedFor() throws {
    let project = try Project(Self.spec, name: "Address.form.yaml")
    // A section header is drawn in capitals, as a grouped table's is.
    for (flags, shown, hidden) in [
      ([String](), ["NEW ADDRESS", "Ready", "Add"], ["EDIT ADDRESS", "Pending approval"]),
      (
        ["--flag", "isEditing", "--flag", "needsApproval"],
        ["EDIT ADDRESS", "Pending approval", "Remove"], ["NEW ADDRESS", "Ready"]
      ),
    ] {
      let output = try project.run(
        ["preview", "Address.form.yaml", "-d", "iphone-16", "-o", "address.svg"] + flags)
      #expect(output.status == 0, "\(output.stderr)")
      let svg = try String(
        contentsOf: project.root.appendingPathComponent("address.svg"), encoding: .utf8)
      for text in shown { #expect(svg.contains(">\(text)<"), "\(flags): \(text)") }
      for text in hidden { #expect(!svg.contains(">\(text)<"), "\(flags): \(text)") }
    }
  }
}
