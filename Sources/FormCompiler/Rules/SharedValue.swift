import FormDiagnostics
import FormSpec

/// `shared-value`: inputs that edit one value (`valueOf`) must never be shown and enabled
/// together, and must hold the same type of value.
enum SharedValue: CheckingRule {
  static let description = RuleDescription(
    id: "shared-value", severity: .error,
    summary:
      "inputs that edit one value ('valueOf') are shown together, or hold different types of value",
    rationale: #"""
      `valueOf: state` makes an input edit the value of the input `state`: the generated model
      has one stored property, `state`, which both read and write (WooCommerce's shipping
      address edits the state with a navigation choice of the country's states when the server
      has some, and with a text field otherwise). Two controls on screen for one value would
      show each other's edits and validate the value twice, so the checker proves that in every
      visibility state at most one of them is shown and enabled (a hidden or disabled input is
      passed over by focus and validation). The message names a state in which two are, with a
      note at the other input. The inputs must hold the same type of value: text, which a
      `field`, a `textView` and a `choice` with `options: app` (an option's value) hold. A choice
      of listed options holds one of its own options, and a switch, date or number control a
      value of their own, so neither shares one with a text input. `valueOf` names the input
      that owns the value, which has no `valueOf` of its own (no chains), never the input it is
      on.
      """#,
    pointsAt: #"""
      the value of the `valueOf` key; a note points at the other input.
      """#,
    fix: #"""
      Give the inputs opposite conditions (`visibleWhen: {flag: statesLoaded}` on one,
      `visibleWhen: {flag: statesLoaded, equals: false}` on the other), or `enabledWhen` ones;
      name the input that owns the value (`valueOf: c`, not a `b` that edits `c`'s); or keep two
      values and remove `valueOf`.
      """#,
    examples: [
      RuleExample(
        "ShippingAddress.form.yaml",
        #"""
        form: ShippingAddress
        flags: [statesLoaded]
        content:
          scroll: page
          children:
            - choice: stateSelector
              title: State
              style: navigation
              options: app
              valueOf: state
              visibleWhen: {flag: statesLoaded}
            - field: state
              title: State

        """#)
    ],
    passingExamples: [
      RuleExample(
        "ShippingAddress.form.yaml",
        #"""
        form: ShippingAddress
        flags: [statesLoaded]
        content:
          scroll: page
          children:
            - choice: stateSelector
              title: State
              style: navigation
              options: app
              valueOf: state
              visibleWhen: {flag: statesLoaded}
            - field: state
              title: State
              visibleWhen: {flag: statesLoaded, equals: false}

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    // The inputs that edit each owner's value, in document order.
    var sharers: [Int: [Int]] = [:]
    var owners: [Int] = []
    for index in form.nodes.indices {
      guard let valueOf = form.nodes[index].input?.valueOf else { continue }
      let id = form.id(index)
      // An unknown id or a node that is not an input is `dangling-reference`.
      guard let owner = form.byID[valueOf.value] else { continue }
      let ownerNode = form.nodes[owner]
      guard ownerNode.kind.isInput || ownerNode.kind.isControl else { continue }
      let note = Diagnostic.Note("'\(valueOf.value)' is here", at: ownerNode.kindKeyLocation)
      if owner == index {
        findings.report(
          "'valueOf' names the input it is on; name the other input whose value '\(id)' edits",
          at: valueOf.location)
        continue
      }
      if let further = ownerNode.input?.valueOf {
        findings.report(
          "'valueOf' of '\(id)' names '\(valueOf.value)', which edits the value of '\(further.value)'; name the input that owns the value, 'valueOf: \(further.value)'",
          at: valueOf.location, notes: [note],
          fixIts: valueOf.range.map { [.replacing(valueOf.value, in: $0, with: further.value)] }
            ?? [])
        continue
      }
      let mine = valueType(form, index)
      let theirs = valueType(form, owner)
      guard mine == nil, theirs == nil else {
        findings.report(
          "'\(id)' (\(mine ?? "text")) and '\(valueOf.value)' (\(theirs ?? "text")) hold different types of value; inputs that share one with 'valueOf' hold text: a field, a text view, or a choice with 'options: app'",
          at: valueOf.location, notes: [note])
        continue
      }
      if sharers[owner] == nil { owners.append(owner) }
      sharers[owner, default: []].append(index)
    }
    for owner in owners {
      let group = [owner] + sharers[owner]!
      for (position, later) in group.enumerated().dropFirst() {
        for earlier in group[..<position] {
          guard let state = stateShowingBoth(form, earlier, later) else { continue }
          let valueOf = form.nodes[later].input!.valueOf!
          let other = form.id(earlier)
          findings.report(
            "'\(form.id(later))' and '\(other)' edit one value ('\(form.id(owner))') and are both shown and enabled\(form.describeState(form.states[state])); at most one input of a shared value may be, in every state",
            at: valueOf.location,
            notes: [
              Diagnostic.Note(
                "'\(other)' is here, shown and enabled in the same state",
                at: form.nodes[earlier].kindKeyLocation)
            ])
        }
      }
    }
  }

  /// The first visibility state in which both inputs are visible and enabled.
  private static func stateShowingBoth(_ form: CheckContext, _ first: Int, _ second: Int) -> Int? {
    let reachability = form.stateReachability
    for state in 0..<reachability.count {
      let row = reachability[state]
      if row[first] && row[second] { return state }
    }
    return nil
  }

  /// `nil` for an input that holds text (a field, a text view, a choice with `options: app`),
  /// else its type of value in words.
  private static func valueType(_ form: CheckContext, _ index: Int) -> String? {
    let node = form.nodes[index]
    switch node.kind {
    case .field, .textView: return nil
    case .choice where node.input?.control.appOptions?.value == true: return nil
    case .choice: return "one of its listed options"
    case .multiChoice: return "a set of options"
    case .switch: return "on or off"
    case .date: return "a date"
    case .stepper, .slider: return "a number"
    case .custom: return "a custom control's value"
    default: return node.kind.rawValue
    }
  }
}
