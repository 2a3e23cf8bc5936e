import FormDiagnostics
import FormSpec

/// `dangling-reference`: a reference to an unknown id or a non-input cannot be generated.
enum DanglingReference: CheckingRule {
  static let description = RuleDescription(
    id: "dangling-reference", severity: .error,
    summary: "a reference to an unknown id or a non-input cannot be generated",
    rationale: #"""
      `next`, `valueOf`, `focus.initial`, the inputs a cross-field rule names (`equals`, `requiredWithout`), and the `input` of `visibleWhen` and `enabledWhen` must name an
      input of this form (`enabledWhen` another input than its own); each id of an input's
      `reveal` an `image`, `label` or `button` of this form (what it shows with the input); their `flag` (and the
      `flag` of each `when` entry of a text that changes with app flags: the form's and the
      actions' titles, section headers and footers, label texts and button titles) a flag the
      spec declares in `flags`. Naming an unknown id, or a `label`,
      `button` or container where an input is expected (an input, control, container or spacer
      in `reveal`), cannot be generated. For an unknown id or flag the message suggests
      the closest input id (in `reveal`, image, label or button id) or flag name when one is
      close, with a fix-it; for a node that is not an
      input, a note points where it is declared. An `input:` that names a flag, or a `flag:` that
      names an input, gets a fix-it that swaps the key. `focus.initial` must name an input the
      keyboard stops at: not a typed control (`switch`, `choice`, …), not a `custom` control with
      `inputView: false`.
      """#,
    pointsAt: #"""
      the value naming the unknown id or flag.
      """#,
    fix: #"""
      Fix the spelling.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: email
              title: Email
              next: pasword
            - field: password
              input: password
              title: Password

        """#
      )
    ])

  /// `next`, `visibleWhen.input` and `equals` rules.
  static func check(_ form: CheckContext, _ findings: inout Findings) {
    if let initial = form.definition.focus.initial {
      checkInitialFocus(initial, form, &findings)
    }
    // Texts that change with a flag (`title: {text, when: [{flag, text}]}`).
    let actions = form.definition.actions
    for (what, variants) in [
      ("'title'", form.definition.titleVariants),
      ("the submit's 'title'", actions.submit?.titleVariants ?? []),
      ("the cancel's 'title'", actions.cancel?.titleVariants ?? []),
    ] {
      for variant in variants {
        checkFlag(variant.flag, what: what, inputAllowed: false, form, &findings)
      }
    }
    for index in form.nodes.indices {
      let node = form.nodes[index]
      // A section's `header` and `footer`, a label's `text`, a button's `title` with `when`.
      // Tested in place: a copy of the variants retains and releases their three lists.
      if !node.textVariants.isEmpty {
        let variants = node.textVariants
        let owner =
          node.id.map { "the \(node.kind.rawValue) '\($0.value)'" } ?? "a \(node.kind.rawValue)"
        let textKey = node.kind == .button ? "title" : "text"
        for (key, list) in [
          ("header", variants.header), ("footer", variants.footer), (textKey, variants.text),
        ] {
          for variant in list {
            checkFlag(
              variant.flag, what: "'\(key)' of \(owner)", inputAllowed: false, form, &findings)
          }
        }
      }
      // The input's keys copied out once (one reference), not once per key read.
      let input = node.input
      if let input {
        if let next = input.next { check(next, what: "'next'", form, &findings) }
        for revealed in input.reveal { checkRevealed(revealed, form, &findings) }
        // `valueOf` naming the input itself, or another of the wrong kind, is `shared-value`.
        if let valueOf = input.valueOf, valueOf.value != node.id?.value {
          check(valueOf, what: "'valueOf'", allowsControls: true, form, &findings)
        }
      }
      // The conditions tested in the checker's tables first: reading one copies it.
      if form.hasVisibleWhen[index] {
        node.visibleWhen?.value.forEachLeaf { condition in
          checkCondition(condition, what: "'visibleWhen'", form, &findings)
        }
      }
      guard let input else { continue }
      if form.hasEnabledWhen[index] { checkEnabledWhen(input, of: node, form, &findings) }
      // Cross-field rules (`equals`, `requiredWithout`); naming the input itself is `invalid-rule`.
      // Each rule's kind is tested in place: copying a rule out (its operand, its message) to
      // find that it names no other input retained and released its strings.
      for position in input.rules.indices where input.rules[position].kind.isCrossField {
        let rule = input.rules[position]
        for other in rule.kind.references(at: rule.valueLocation)
        where other.value != node.id?.value {
          check(other, what: "the '\(rule.kind.key)' rule", allowsControls: true, form, &findings)
        }
      }
    }
  }

  /// An input's `enabledWhen`: each input or flag it names, and not the input itself.
  private static func checkEnabledWhen(
    _ input: InputProperties, of node: Node, _ form: CheckContext, _ findings: inout Findings
  ) {
    input.enabledWhen?.value.forEachLeaf { condition in
      if !condition.isFlag, condition.input.value == node.id?.value {
        findings.report(
          "'enabledWhen' names the input it is on; an input cannot be enabled by its own value",
          at: condition.input.location)
      } else {
        checkCondition(condition, what: "'enabledWhen'", form, &findings)
      }
    }
  }

  /// An entry of `reveal`: an image, a label or a button, else the closest of their ids.
  private static func checkRevealed(
    _ reference: Located<String>, _ form: CheckContext, _ findings: inout Findings
  ) {
    guard let index = form.byID[reference.value] else {
      let candidates = form.nodes.indices.compactMap { index -> String? in
        CheckContext.revealableKinds.contains(form.nodes[index].kind)
          ? form.nodes[index].id?.value : nil
      }
      reportUnknown(reference, "'reveal' names unknown id", among: candidates, &findings)
      return
    }
    let node = form.nodes[index]
    guard !CheckContext.revealableKinds.contains(node.kind) else { return }
    findings.report(
      "'reveal' must name an image, a label or a button shown with the input, but '\(reference.value)' is a \(node.kind.rawValue)",
      at: reference.location,
      notes: [Diagnostic.Note("'\(reference.value)' is declared here", at: node.kindKeyLocation)])
  }

  /// A condition's subject: an input or switch (`input:`), or a flag of `flags` (`flag:`).
  private static func checkCondition(
    _ condition: VisibilityCondition, what: String, _ form: CheckContext,
    _ findings: inout Findings
  ) {
    if condition.isFlag {
      checkFlag(condition.input, what: what, form, &findings)
    } else if form.definition.flags.contains(where: { $0.value == condition.input.value }) {
      findings.report(
        "\(what) names the flag '\(condition.input.value)' as an input; write 'flag: \(condition.input.value)'",
        at: condition.input.location,
        fixIts: keyFixIt(condition.input, from: "input", to: "flag"))
    } else {
      check(condition.input, what: what, allowsControls: true, form, &findings)
    }
  }

  /// `focus.initial`: an input of the keyboard's chain (a typed control takes no keyboard focus,
  /// and a custom control with `inputView: false` brings no input view to focus).
  private static func checkInitialFocus(
    _ reference: Located<String>, _ form: CheckContext, _ findings: inout Findings
  ) {
    let what = "'focus.initial'"
    guard let index = form.byID[reference.value], form.nodes[index].kind == .custom,
      form.nodes[index].input?.inputView?.value == false
    else {
      check(reference, what: what, form, &findings)
      return
    }
    findings.report(
      "\(what) names '\(reference.value)', a custom control with 'inputView: false', which never takes the keyboard's focus; name an input the keyboard stops at",
      at: reference.location,
      notes: [
        Diagnostic.Note(
          "'\(reference.value)' is declared here", at: form.nodes[index].kindKeyLocation)
      ])
  }

  /// `flag:`: a flag of `flags`, else the closest flag's name, or the input it names.
  /// A text's `when` entry takes no input (`inputAllowed: false`): it is told so, without a
  /// fix-it to `input:`.
  private static func checkFlag(
    _ reference: Located<String>, what: String, inputAllowed: Bool = true,
    _ form: CheckContext, _ findings: inout Findings
  ) {
    let flags = form.definition.flags.map(\.value)
    guard !flags.contains(reference.value) else { return }
    if !inputAllowed, let index = form.byID[reference.value] {
      var message =
        "\(what) names '\(reference.value)', a \(form.nodes[index].kind.rawValue), as a flag; a text changes only with a flag of 'flags'"
      if flags.isEmpty { message += ", which the spec does not declare" }
      findings.report(message, at: reference.location)
      return
    }
    if let index = form.byID[reference.value],
      form.nodes[index].kind.isInput || form.nodes[index].kind.isControl
    {
      findings.report(
        "\(what) names '\(reference.value)', a \(form.nodes[index].kind.rawValue), as a flag; write 'input: \(reference.value)'",
        at: reference.location, fixIts: keyFixIt(reference, from: "flag", to: "input"))
      return
    }
    var message = "\(what) names unknown flag '\(reference.value)'"
    var fixIts: [Diagnostic.FixIt] = []
    if let suggestion = EditDistance.suggestion(for: reference.value, among: flags) {
      message += EditDistance.didYouMean(suggestion, for: reference.value)
      fixIts = reference.range.map { [.replacing(reference.value, in: $0, with: suggestion)] } ?? []
    } else if flags.isEmpty {
      message += "; declare the flags the app sets in 'flags' at the top level"
    } else {
      message += "; the spec's flags are " + flags.map { "'\($0)'" }.joined(separator: ", ")
    }
    findings.report(message, at: reference.location, fixIts: fixIts)
  }

  /// Reports `reference` as unknown (`"<what> '<id>'"`), with the closest of `candidates` as a
  /// "did you mean" and a fix-it that writes it in, when one is close enough.
  private static func reportUnknown(
    _ reference: Located<String>, _ what: String, among candidates: [String],
    _ findings: inout Findings
  ) {
    var message = "\(what) '\(reference.value)'"
    let fixIts = reference.suggestion(among: candidates, in: &message)
    findings.report(message, at: reference.location, fixIts: fixIts)
  }

  /// The fix-it that turns the key of a condition's subject from `old` into `new`.
  private static func keyFixIt(_ reference: Located<String>, from old: String, to new: String)
    -> [Diagnostic.FixIt]
  {
    guard let start = reference.keyLocation else { return [] }
    var end = start
    end.column += old.count
    return [.replacing(old, in: SourceRange(start: start, end: end), with: new)]
  }

  /// A reference that must name an input (with `allowsControls`, a typed control too).
  /// `what` is built only for a finding: most references name an input, and building it for
  /// each (`the 'equals' rule`) cost an interpolation per reference.
  private static func check(
    _ reference: Located<String>, what: @autoclosure () -> String, allowsControls: Bool = false,
    _ form: CheckContext, _ findings: inout Findings
  ) {
    guard let index = form.byID[reference.value] else {
      reportUnknown(
        reference, "\(what()) names unknown id", among: form.documentInputs.map { form.id($0) },
        &findings)
      return
    }
    // The kind read in place: the node is copied (a retain) only for a finding.
    let kind = form.nodes[index].kind
    guard kind.isInput || (allowsControls && kind.isControl) else {
      findings.report(
        "\(what()) must name an input, but '\(reference.value)' is a \(kind.rawValue)",
        at: reference.location,
        notes: [
          Diagnostic.Note(
            "'\(reference.value)' is declared here", at: form.nodes[index].kindKeyLocation)
        ])
      return
    }
  }
}
