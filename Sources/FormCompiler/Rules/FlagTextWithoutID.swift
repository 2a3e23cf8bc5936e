import FormDiagnostics
import FormSpec

/// `flag-text-without-id`: a label or button whose text changes with app flags has no id, so the
/// UIKit screen cannot reach its view and its text never changes there.
enum FlagTextWithoutID: CheckingRule {
  static let description = RuleDescription(
    id: "flag-text-without-id", severity: .warning,
    summary: "a label or button whose text changes with app flags needs an id",
    rationale: #"""
      A label's `text` or a button's `title` with `when` entries changes as the app sets its flags.
      The SwiftUI screen reads the text from the view model by its place, so it follows the flags
      with or without an id, and `formc preview` and `formc simulate` draw the texts of `--flag`
      either way. The UIKit screen cannot: the generated views protocol asks for the view of each
      such label and button by its id (`var status: StatusView { get }`), and FormRuntime's
      `formShowText(_:for:)` finds the `UILabel` or `UIButton` to update through
      `formNodeViews(_:)` by that id. Without one, nothing asks the screen for the view, the
      runtime hands `formShowText(_:for:)` a text with no id, and the label keeps its first text
      whatever the flags say. A table's rows are the screen's to show, and it can only tell them
      apart by their ids too.
      """#,
    pointsAt: #"""
      the kind key (`label` or `button`), where the id belongs; a note points at the first `when`
      entry's flag.
      """#,
    fix: #"""
      Give the node an id (the fix-it inserts one made from its text, such as `label: readyLabel`).
      The generated views protocol then asks for its view. Its String Catalog keys become
      `<Form>.<id>.text…` instead of the keys by its place.
      """#,
    examples: [
      RuleExample(
        "Address.form.yaml",
        #"""
        form: Address
        flags: [needsApproval]
        content:
          scroll: page
          children:
            - field: street
              title: Street
            - label:
              text: {text: Ready, when: [{flag: needsApproval, text: Pending approval}]}

        """#)
    ],
    passingExamples: [
      RuleExample(
        "Address.form.yaml",
        #"""
        form: Address
        flags: [needsApproval]
        content:
          scroll: page
          children:
            - field: street
              title: Street
            - label: status
              text: {text: Ready, when: [{flag: needsApproval, text: Pending approval}]}

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    var taken: Set<String>?
    for index in form.nodes.indices {
      let node = form.nodes[index]
      guard node.kind == .label || node.kind == .button, node.id == nil,
        let first = node.textVariants.text.first
      else { continue }
      let kind = node.kind.rawValue
      let note = Diagnostic.Note(
        "its \(kind == "label" ? "text" : "title") changes with '\(first.flag.value)' here",
        at: first.flag.location)
      var fixIts: [Diagnostic.FixIt] = []
      if let written = node.emptyID {
        if taken == nil { taken = usedNames(form) }
        let text = (node.kind == .label ? node.text : node.buttonTitle)?.value ?? ""
        let id = suggestedID(for: text, kind: kind, taken: taken ?? [])
        taken?.insert(id)
        if let range = written.range {
          fixIts = [
            Diagnostic.FixIt("give the \(kind) the id '\(id)'", range: range, replacement: id)
          ]
        } else {
          // `label:` with no value: the id goes after the colon.
          let start = written.location
          fixIts = [
            Diagnostic.FixIt(
              "give the \(kind) the id '\(id)'", range: SourceRange(start: start, end: start),
              replacement: " " + id)
          ]
        }
      }
      findings.report(
        "this \(kind)'s \(kind == "label" ? "text" : "title") changes with app flags, but the \(kind) has no id, so the UIKit screen cannot show the change; give it an id",
        at: node.kindKeyLocation, notes: [note], fixIts: fixIts)
    }
  }

  /// The form's node ids and flags, which a suggested id must not repeat.
  private static func usedNames(_ form: CheckContext) -> Set<String> {
    var names = Set(form.nodes.compactMap { $0.id?.value })
    names.formUnion(form.definition.flags.map(\.value))
    return names
  }

  /// An id made from a text's first words, in lowerCamelCase, with the kind after them
  /// (`Pending approval` gives `pendingApprovalLabel`), numbered when the form has it already;
  /// `label` or `button` with a number when the text has no ASCII word.
  static func suggestedID(for text: String, kind: String, taken: Set<String>) -> String {
    let words = text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
      .prefix(3).map { $0.lowercased() }
    var base = kind
    if let first = words.first, let initial = first.first, initial.isLetter {
      base =
        first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        + kind.prefix(1).uppercased() + kind.dropFirst()
    }
    func usable(_ name: String) -> Bool {
      !taken.contains(name) && Identifier.problem(with: name, upperCamelCase: false) == nil
    }
    if base != kind, usable(base) { return base }
    var number = 1
    while !usable("\(base)\(number)") { number += 1 }
    return "\(base)\(number)"
  }
}
