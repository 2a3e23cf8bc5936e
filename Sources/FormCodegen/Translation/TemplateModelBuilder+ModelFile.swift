import FormCompiler

/// `<Name>Form.swift`: the view model.
///
/// One stored property per input, `Field` in focus order, the switch that reads and writes the
/// values as text, and the schema literal; an `ObservableObject` conformance below iOS 17.
extension TemplateModelBuilder {
  /// The file's declarations.
  var modelFile: [SwiftNode] {
    var nodes: [SwiftNode] = [.declaration(modelClass)]
    nodes += checksProtocol
    if !usesObservation {
      nodes += [
        .blank,
        .conditionalCompilation(
          condition: "canImport(Combine)",
          body: [.line("extension \(typeName): ObservableObject {}")]),
      ]
    }
    return nodes
  }

  private var modelClass: SwiftDeclaration {
    let observation =
      usesObservation
      ? "Observable with the Observation framework (the deployment target is iOS 17 or later)."
      : "An `ObservableObject` whose inputs, focus and errors are published (the deployment "
        + "target is below iOS 17, which has no Observation framework)."
    // One join of the doc's pieces: appended one by one, its string grew.
    let doc: String = .joining(
      summary, "\n\nOne stored property per input holds its text",
      form.inputs.contains { $0.valueOf != nil }
        ? " (an input with `valueOf` reads and writes the property of the input it names)" : "",
      "; `Field` lists the inputs in focus order and works with SwiftUI's `@FocusState`. "
        + "Navigation, return keys, toolbar states, validation and submitting come from "
        + "`FormModel` in FormRuntime, over the form's `schema`.\n\n",
      observation)
    // The class's body built in one array, a blank line between each two groups that are not
    // empty (what ``SwiftNode/separated(_:)`` makes of groups): an array per group of one
    // declaration, the array of the groups and the joined array were about twelve allocations
    // and frees per model file. Room for the groups below and the inputs' properties.
    var members: [SwiftNode] = []
    members.reserveCapacity(48 + form.inputs.count)
    func add(_ node: SwiftNode) {
      if !members.isEmpty { members.append(.blank) }
      members.append(node)
    }
    func add(_ group: [SwiftNode]) {
      if group.isEmpty { return }
      if !members.isEmpty { members.append(.blank) }
      members += group
    }
    func add(_ groups: [[SwiftNode]]) {
      for group in groups { add(group) }
    }
    add(.declaration(fieldEnum))
    for choiceEnum in choiceEnums { add(.declaration(choiceEnum)) }
    add(
      .declaration(
        SwiftDeclaration(
          doc: "The input being edited, if any.",
          .joining(published, modifier, "var focusedField: Field?"),
          statement: .line("didSet { formChanges.focusDidChange() }"))))
    add(
      .declaration(
        SwiftDeclaration(
          doc: "The message of each visible input that failed validation: `validate()` and "
            + "`submit()` fill it, and an app may set it (errors its server returned); the "
            + "views show them.",
          .joining(published, modifier, "var errors: [Field: String] = [:]"),
          statement: .line("didSet { formChanges.errorsDidChange() }"))))
    add(
      .declaration(
        SwiftDeclaration(
          doc: "Reports what app code changes to the sessions that drive the views.",
          .joining(modifier, "let formChanges = FormChangeRelay<Field>()"))))
    if let localization = localizationDeclaration { add(.declaration(localization)) }
    // One group of every input's property, blank lines between them: what a group each would
    // give, without an array per input. The stored properties are held by value, a run of them
    // in one array (``SwiftNode/members(_:blankLines:)``), between the computed properties of
    // the inputs that edit another's value.
    var properties: [SwiftNode] = []
    var stored: [SwiftMember] = []
    stored.reserveCapacity(form.inputs.count)
    let sharers = sharedValueSharers
    for (index, input) in form.inputs.enumerated() {
      // An input that edits another's value (`valueOf`) stores nothing of its own.
      if let ownerID = input.valueOf, let owner = form.inputs.first(where: { $0.id == ownerID }) {
        if !stored.isEmpty {
          properties.append(.members(stored, blankLines: true))
          stored.removeAll()
        }
        if !properties.isEmpty { properties.append(.blank) }
        properties.append(
          .declaration(sharedValueProperty(input, doc: inputDocs[index], owner: owner)))
        continue
      }
      if stored.isEmpty, !properties.isEmpty { properties.append(.blank) }
      let didSet = sharers[input.id].flatMap { sharedValueDidSet(input, others: $0) }
      stored.append(
        SwiftMember(
          doc: inputDocs[index], storedProperty(input), statement: didSet ?? valueDidSet(input)))
    }
    if !stored.isEmpty { properties.append(.members(stored, blankLines: true)) }
    add(properties)
    add(flagMembers)
    add(appOptionsMembers)
    add(sharedValueMembers(sharers))
    add(textEntryMembers)
    add(checkMembers)
    if access == .public {
      add(
        .declaration(
          SwiftDeclaration(
            doc: "Creates the form with every input at its initial value.", "public init() {}")))
    }
    add(
      .declaration(
        SwiftDeclaration(
          doc: "The text of an input.", modifier + "func value(of field: Field) -> String",
          body: [
            .switchStatement(
              SwiftSwitch(
                subject: "field",
                cases: form.inputs.map {
                  .init(enumCase: $0.id, returnValue($0))
                }))
          ])))
    add(
      .declaration(
        SwiftDeclaration(
          doc: "Sets the text of an input.",
          modifier + "func setValue(_ value: String, for field: Field)",
          body: [
            .switchStatement(
              SwiftSwitch(
                subject: "field",
                cases: form.inputs.map {
                  .init(enumCase: $0.id, writeValue($0))
                }))
          ])))
    add(.declaration(schemaDeclaration))
    return SwiftDeclaration(
      doc: doc, attributes: usesObservation ? [.mainActor, .observable] : [.mainActor],
      .joining(modifier, "final class ", typeName, ": FormModel"), body: members)
  }

  /// `enum Field`: one case per input, each with its documentation and a blank line after it.
  private var fieldEnum: SwiftDeclaration {
    // A case per input and the typealias, blank lines between them, held by value in one
    // array with room for them all.
    var cases: [SwiftMember] = []
    cases.reserveCapacity(form.inputs.count + 1)
    for (index, input) in form.inputs.enumerated() {
      cases.append(SwiftMember(doc: inputDocs[index], .affixed(.enumCase, input.id)))
    }
    cases.append(
      SwiftMember(
        doc: "The form the inputs belong to.",
        .text(.joining(modifier, "typealias Form = ", typeName))))
    return SwiftDeclaration(
      doc: fieldsDoc, .joining(modifier, "enum Field: String, FormField"),
      body: [.members(cases, blankLines: true)])
  }
}

extension SwiftNode {
  /// The groups one after another, a blank line between each two that are not empty.
  static func separated(_ groups: [[SwiftNode]]) -> [SwiftNode] {
    var nodes: [SwiftNode] = []
    // Room for every node and blank line at once: growing by doubling reallocated the array
    // (an allocation, a copy and a free) about twelve times per 50 specs' files.
    nodes.reserveCapacity(groups.reduce(0) { $0 + $1.count + 1 })
    for group in groups where !group.isEmpty {
      if !nodes.isEmpty { nodes.append(.blank) }
      nodes += group
    }
    return nodes
  }
}
