import FormDiagnostics
import FormSpec

extension CheckContext {
  /// Assembles the IR once checking found no errors.
  func checkedForm(focusStates: Bool) -> CheckedForm {
    var layout: [LayoutNode] = []
    // Sized once: a big form's layout and inputs are megabytes, which doubling would leave
    // up to half unused.
    layout.reserveCapacity(nodes.count)
    for index in nodes.indices {
      let node = nodes[index]
      layout.append(
        LayoutNode(
          kind: node.kind, id: node.id?.value, parent: parents[index],
          children: childIndices[index],
          axis: node.kind == .scroll || node.kind == .stack ? node.effectiveAxis : nil,
          // Tested in the table first: reading the condition copies it.
          condition: hasVisibleWhen[index]
            ? node.visibleWhen.map { Self.checkedCondition($0.value) } : nil,
          text: node.text?.value ?? node.buttonTitle?.value, header: node.header?.value,
          footer: node.footer?.value,
          action: node.kind == .button ? (node.action?.value ?? .submit) : nil,
          enabled: node.kind == .button ? node.enabled?.value : nil,
          height: node.height?.value,
          spacing: node.kind == .stack ? node.spacing?.value ?? 8 : nil,
          paging: node.kind == .scroll ? node.paging?.value ?? false : nil,
          line: node.kindKeyLocation.line, column: node.kindKeyLocation.column))
      if let image = node.image, let source = image.source?.value {
        layout[layout.count - 1].image = ResolvedImage(
          source: source, contentMode: image.contentMode?.value ?? .fit,
          description: image.decorative?.value == true ? nil : image.description?.value ?? "")
      }
      // Texts that change with app flags (`header: {text, when: [{flag, text}]}`).
      // Tested in place: a copy of the variants retains and releases their three lists.
      if !node.textVariants.isEmpty {
        let variants = node.textVariants
        layout[layout.count - 1].headerVariants = ResolvedTextVariant.resolved(variants.header)
        layout[layout.count - 1].footerVariants = ResolvedTextVariant.resolved(variants.footer)
        layout[layout.count - 1].textVariants = ResolvedTextVariant.resolved(variants.text)
      }
    }
    // The keyboard's inputs in focus order, then the typed controls in document order (outside
    // the focus chain: no state's steps, and no keyboard plan, name them).
    var inputs: [ResolvedInput] = []
    inputs.reserveCapacity(focusOrder.count + documentControls.count)
    for index in focusOrder { inputs.append(resolvedInput(index)) }
    for index in documentControls { inputs.append(resolvedControl(index)) }
    // An input that edits another's value (`valueOf`) starts with the owner's value.
    for position in inputs.indices {
      guard let owner = inputs[position].valueOf,
        let initial = inputs.first(where: { $0.id == owner })?.initialValue
      else { continue }
      inputs[position].initialValue = initial
    }
    var checkedStates: [VisibilityState] = []
    if focusStates {
      // The return behaviours by node, which only the states' steps read: sized once.
      var behaviors: [Int: ReturnBehavior] = [:]
      behaviors.reserveCapacity(inputs.count)
      for input in inputs { behaviors[input.node] = input.returnBehavior }
      checkedStates = states.indices.map { state in
        VisibilityState(
          values: states[state],
          steps: steps(visible: stateReachability.bools(state), behaviors: behaviors))
      }
    }
    let avoidance = resolvedAvoidance
    var planInputs: [KeyboardPlan.Input] = []
    planInputs.reserveCapacity(focusOrder.count)
    // Inputs of one parent have the same scroll containers: the list of the previous input is
    // shared (one array) while the parent stays the same, instead of one array per input.
    var containersParent: Int?? = .none
    var containers: [String] = []
    for index in focusOrder {
      if containersParent != .some(parents[index]) {
        containersParent = .some(parents[index])
        containers = []
        for ancestor in ancestors(of: index)
        where nodes[ancestor].kind == .scroll || nodes[ancestor].kind == .table {
          containers.append(name(ofContainer: ancestor))
        }
      }
      let grows = nodes[index].kind == .textView
      planInputs.append(
        KeyboardPlan.Input(
          id: id(index), scrollContainers: containers, grows: grows,
          lines: grows ? nodes[index].input?.lines.map { .init(min: $0.min, max: $0.max) } : nil,
          observes: grows ? Self.growingObserves : Self.fixedObserves,
          reveals: revealedNodes(of: index)))
    }
    // A loop, not a lazy map: its escaping closure copied the whole context.
    var insetContainer: String?
    if avoidance == .insets || avoidance == .automatic {
      for index in focusOrder {
        guard let scroller = outermostVerticalScroller(of: index) else { continue }
        insetContainer = name(ofContainer: scroller)
        break
      }
    }
    let plan = KeyboardPlan(
      avoidance: avoidance, dismissMode: definition.keyboard.effectiveDismiss,
      afterSubmit: definition.keyboard.effectiveAfterSubmit,
      spacing: definition.keyboard.effectiveSpacing, insetContainer: insetContainer,
      pinnedContainer: (avoidance == .layoutGuide || avoidance == .automatic) && !nodes.isEmpty
        ? name(ofContainer: 0) : nil,
      inputs: planInputs,
      stickyFooter: definition.keyboard.stickyFooter.map(\.value).flatMap { $0 > 0 ? $0 : nil })
    return CheckedForm(
      path: definition.path, name: definition.name.value, title: definition.title?.value,
      platform: definition.platform.description, inputs: inputs, layout: layout,
      controllers: controllers.map {
        Controller(
          id: id($0),
          values: valueClasses(of: $0).compactMap {
            if case .equals(let value) = $0 { return value }
            return nil
          })
      }
        + flagControllers.map { Controller(id: $0, values: ["false", "true"], flag: true) },
      states: checkedStates, stateCount: stateCount,
      toolbar: Toolbar(
        isEnabled: definition.toolbar.isEnabled, items: toolbarItems,
        title: definition.toolbar.effectiveTitle),
      wraps: wraps, submitKey: definition.keyboard.effectiveSubmit, keyboardPlan: plan,
      actions: resolvedActions, presentations: definition.presentations?.value.map(\.value),
      flags: definition.flags.isEmpty ? nil : definition.flags.map(\.value),
      validateOn: definition.validateOn?.value, initialFocus: initialFocus,
      titleVariants: ResolvedTextVariant.resolved(definition.titleVariants))
  }

  /// `focus.initial` when it names an input the keyboard stops at (else `dangling-reference`).
  private var initialFocus: String? {
    guard let name = definition.focus.initial?.value, let index = input(named: name),
      nodes[index].kind.isInput, isInKeyboardChain(index)
    else { return nil }
    return name
  }

  /// The notifications an input's plan observes, sorted: every input follows the keyboard's
  /// frame, and a growing text view its own text too.
  private static let fixedObserves = ["keyboardWillChangeFrame"]

  /// The ids `reveal` of the input at `index` names that can come into view with it: nodes that
  /// take no focus (an image, a label, a button), in its scroll containers (else
  /// `dangling-reference` or `reveal-apart`); `nil` when none.
  func revealedNodes(of index: Int) -> [String]? {
    let names = nodes[index].input?.reveal ?? []
    guard !names.isEmpty else { return nil }
    let revealed = names.compactMap { name -> String? in
      guard let other = revealable(named: name.value),
        scrollContainers(of: other) == scrollContainers(of: index)
      else { return nil }
      return name.value
    }
    return revealed.isEmpty ? nil : revealed
  }
  private static let growingObserves = ["keyboardWillChangeFrame", "textDidChange"]

  /// The outermost vertical scroll or table above a node.
  private func outermostVerticalScroller(of index: Int) -> Int? {
    var outermost: Int?
    for ancestor in ancestors(of: index) where isVerticalScroller(ancestor) { outermost = ancestor }
    return outermost
  }

  /// A container's id, or `kind#index` for one without an id.
  func name(ofContainer index: Int) -> String {
    nodes[index].id?.value ?? "\(nodes[index].kind.rawValue)#\(index)"
  }

  func resolvedInput(_ index: Int) -> ResolvedInput {
    let node = nodes[index]
    let input = node.input ?? InputProperties()
    let traits = node.kind == .custom ? nil : EffectiveTraits(input).resolved
    // The node and its ancestors that carry a condition, outermost first.
    var conditionNodes: [Int] = []
    if hasVisibleWhen[index] { conditionNodes.append(index) }
    for ancestor in ancestors(of: index) where hasVisibleWhen[ancestor] {
      conditionNodes.append(ancestor)
    }
    conditionNodes.reverse()
    var resolved = ResolvedInput(
      id: id(index), kind: node.kind, node: index, title: input.title?.value,
      placeholder: input.placeholder?.value, hint: input.hint?.value,
      initialValue: input.value?.value ?? "",
      required: input.required?.value ?? false, requiredMessage: input.requiredMessage?.value,
      traits: traits,
      explicitReturnKey: input.returnKey?.value, returnBehavior: returnBehavior(index),
      rules: resolvedRules(of: input, id: index),
      lines: node.kind == .textView ? input.lines.map { .init(min: $0.min, max: $0.max) } : nil,
      height: node.height?.value, conditionNodes: conditionNodes,
      enabledCondition: input.enabledWhen.map { Self.checkedCondition($0.value) },
      validateOn: input.validateOn?.value)
    resolved.maxLength = input.maxLength?.value
    resolved.format = input.format?.value
    resolved.check = input.check?.value
    resolved.valueOf = input.valueOf?.value
    if node.kind == .custom { resolved.inputView = input.inputView?.value ?? true }
    resolved.toolbar = ownToolbar(index)
    // Tested in place: a copy of the change retained and released its list of inputs.
    if !focusedReturnKeyChanges[index].isNil { resolved.returnKeyChangesWhileFocused = true }
    let changes = returnKeyChangesByControls(index)
    if !changes.isEmpty {
      resolved.returnKeyChangedBy = changes.map { change in
        ResolvedInput.ReturnKeyChangeByControl(
          input: change.controller.map { id($0) } ?? "", from: change.from, to: change.to,
          before: change.before, after: change.after, inputs: change.inputs.map { id($0) })
      }
    }
    return resolved
  }

  /// The input's rules with their messages, in spec order. Each rule is read in place, by
  /// position: `map` copied each one out (its operand, its message, a `requiredWithout`'s list),
  /// retaining and then releasing its strings.
  private func resolvedRules(of input: InputProperties, id index: Int) -> [ResolvedInput.Rule] {
    let rules = input.rules
    guard !rules.isEmpty else { return [] }
    var resolved: [ResolvedInput.Rule] = []
    resolved.reserveCapacity(rules.count)
    for position in rules.indices {
      let kind = rules[position].kind
      var inputs: [String]?
      if case .requiredWithout(let ids) = kind { inputs = ids.map(\.value) }
      resolved.append(
        ResolvedInput.Rule(
          kind: kind.name, operand: operand(kind), number: number(kind),
          message: rules[position].message?.value
            ?? defaultMessage(kind, input: input, id: id(index)),
          inputs: inputs))
    }
    return resolved
  }

  private func operand(_ kind: ValidationRule.Kind) -> String {
    switch kind {
    // `description`, not `String(count)`: the initializer reads it through the protocol,
    // unspecialized.
    case .minLength(let count), .maxLength(let count): return count.description
    case .pattern(let pattern): return pattern
    case .email: return ""
    case .equals(let other), .dateOrder(_, let other): return other
    case .min(let value), .max(let value): return formatNumber(value)
    case .requiredWithout(let ids): return ids.map(\.value).joined(separator: ", ")
    }
  }

  private func number(_ kind: ValidationRule.Kind) -> Double? {
    switch kind {
    case .minLength(let count), .maxLength(let count): return Double(count)
    case .min(let value), .max(let value): return value
    default: return nil
    }
  }

  /// formc's English message for a rule without `message`: ``ValidationMessage``'s format
  /// string with the field's title (placeholder, id) and the rule's operand put in.
  private func defaultMessage(_ kind: ValidationRule.Kind, input: InputProperties, id: String)
    -> String
  {
    let subject = input.title?.value ?? input.placeholder?.value ?? id
    let format = ValidationMessage.formatString(kind.name, number: number(kind))
    let second: String
    switch kind {
    case .equals(let other):
      second = title(ofInput: other)
    case .dateOrder(_, let other):
      // A date is a control, not a text input: its title by id.
      second = byID[other].flatMap { nodes[$0].input?.title?.value } ?? other
    case .requiredWithout(let ids):
      second = ValidationMessage.alternatives(ids.map { title(ofInput: $0.value) })
    // A closure, not `map(formatNumber)`: a method reference copies the whole context.
    default: second = number(kind).map { formatNumber($0) } ?? ""
    }
    return ValidationMessage.render(format, [subject, second])
  }

  /// What a default message calls another input: its title, else its id.
  private func title(ofInput id: String) -> String {
    input(named: id).flatMap { nodes[$0].input?.title?.value } ?? id
  }

  func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? Int(value).description : value.description
  }
}
