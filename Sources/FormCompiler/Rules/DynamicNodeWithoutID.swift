import FormDiagnostics
import FormSpec

/// `dynamic-node-without-id`: a label, button, spacer or image that hides with `visibleWhen`, a
/// label or button whose text changes with app flags, or an image whose picture the app sets, has
/// no id, so the generated screens cannot reach it.
enum DynamicNodeWithoutID: CheckingRule {
  static let description = RuleDescription(
    id: "dynamic-node-without-id", severity: .warning,
    summary:
      "a label, button, spacer or image that hides with 'visibleWhen', whose text changes with app flags, a submit button with an 'enabled', or an image the app sets, needs an id",
    rationale: #"""
      Only a label, a button, a spacer and an image may go without an id, and the generated code finds a
      node that changes by its id. A `visibleWhen` on one with no id is left out of the generated
      model's conditions (`FormCondition("tip", .label, …)` names the node), so neither screen
      hides it: the SwiftUI screen asks `form.isVisible(node:)` only for nodes with an id, and the
      UIKit screen's views protocol asks only for their views (`var tip: TipView { get }`), which
      FormRuntime hides through `formNodeViews(_:)`. The node shows whatever its condition says,
      while `formc simulate` and `formc preview` lay it out hidden.
      A label's `text` or a button's `title` with `when` entries changes as the app sets its
      flags. The SwiftUI screen reads the text from the view model by its place, so it follows the
      flags with or without an id, and `formc preview` and `formc simulate` draw the texts of
      `--flag` either way. The UIKit screen cannot: FormRuntime's `formShowText(_:for:)` finds the
      `UILabel` or `UIButton` to update through `formNodeViews(_:)` by its id, so without one the
      label keeps its first text whatever the flags say. A table's rows are the screen's to show,
      and it can only tell them apart by their ids too.
      A submit button's `enabled` (`whenValid`, `whenFilled`, `whenChanged`) needs an id too. The
      SwiftUI screen disables the button where it stands
      (`.disabled(!form.isSubmitEnabled(.whenValid))`), id or not, but the UIKit keyboard
      controller finds the button through the views protocol, which names it by its id
      (`var apply: ApplyView { get }`, answered by `formNodeViews(_:)`): without one the UIKit
      screen's button stays enabled whatever the form holds. (`enabled: always` needs no id.)
      An image whose picture the app sets (`source: app`, a CAPTCHA downloaded from the server)
      needs one as well: the views protocol names its `UIImageView` by the id and the SwiftUI
      screen asks the app for the picture by it (`appImage(.captcha)`).
      """#,
    pointsAt: #"""
      the kind key (`label`, `button`, `spacer` or `image`), where the id belongs; a note points at
      the `visibleWhen` key, for a text that changes at the first `when` entry's flag, at a submit
      button's `enabled` key, or at an image's `source: app`.
      """#,
    fix: #"""
      Give the node an id (the fix-it inserts one made from its text, such as `label: readyLabel`,
      or `spacer1` for a spacer). The generated model then hides it, and the views protocol asks
      for its view (and the UIKit controller enables a submit button with its `enabled`). A
      label's or button's String Catalog keys become `<Form>.<id>.text…` instead
      of the keys by its place.
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
            - spacer:
              height: 24
              visibleWhen: {flag: needsApproval}

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
            - spacer: approvalGap
              height: 24
              visibleWhen: {flag: needsApproval}

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    var taken: Set<String>?
    for index in form.nodes.indices {
      let node = form.nodes[index]
      guard
        node.kind == .label || node.kind == .button || node.kind == .spacer
          || node.kind == .image, node.id == nil
      else { continue }
      // An id written but invalid is `invalid-identifier`'s to report.
      if let written = node.emptyID?.value, !["", "~", "null", "Null", "NULL"].contains(written) {
        continue
      }
      let condition = node.visibleWhen
      let first =
        node.kind == .spacer || node.kind == .image ? nil : node.textVariants.text.first
      let enabled =
        node.kind == .button ? node.enabled.flatMap { $0.value == .always ? nil : $0 } : nil
      // A picture the app sets at run time is set through the image's id.
      let appSource = node.image?.source.flatMap { $0.value == .app ? $0 : nil }
      guard condition != nil || first != nil || enabled != nil || appSource != nil else {
        continue
      }
      let kind = node.kind.rawValue
      let text = kind == "label" ? "text" : "title"
      let note: Diagnostic.Note
      let message: String
      if let condition {
        note = Diagnostic.Note(
          "it is hidden while this condition fails",
          at: condition.keyLocation ?? condition.location)
        let changes = first == nil ? "" : " and its \(text) changes with app flags"
        message =
          "this \(kind) has a 'visibleWhen'\(changes), but the \(kind) has no id, so the generated screens never hide it; give it an id"
      } else if let first {
        note = Diagnostic.Note(
          "its \(text) changes with '\(first.flag.value)' here", at: first.flag.location)
        message =
          "this \(kind)'s \(text) changes with app flags, but the \(kind) has no id, so the UIKit screen cannot show the change; give it an id"
      } else if let appSource {
        note = Diagnostic.Note(
          "the app sets its picture at run time here",
          at: appSource.keyLocation ?? appSource.location)
        message =
          "this image's picture comes from the app, but the image has no id, so the generated screens give the app no place to set it; give it an id"
      } else if let enabled {
        note = Diagnostic.Note(
          "it is enabled '\(enabled.value.rawValue)' here",
          at: enabled.keyLocation ?? enabled.location)
        message =
          "this button is enabled '\(enabled.value.rawValue)', but the button has no id, so the UIKit screen never disables it; give it an id"
      } else {
        continue
      }
      var fixIts: [Diagnostic.FixIt] = []
      if let written = node.emptyID {
        if taken == nil { taken = usedNames(form) }
        let words =
          (node.kind == .label
          ? node.text : node.kind == .image ? node.image?.description : node.buttonTitle)?
          .value ?? ""
        let id = suggestedID(for: words, kind: kind, taken: taken ?? [])
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
      findings.report(message, at: node.kindKeyLocation, notes: [note], fixIts: fixIts)
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
  /// the kind with a number when the text has no ASCII word (`spacer1`).
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
